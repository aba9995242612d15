import { useNavigate } from '@tanstack/react-router';
import { rememberSearch } from './recent-searches';
import type { Option } from './search-options';
import { isSearchable } from './search-rules';
import type { QuickSearch } from './use-quick-search';

/**
 * Where the overlay goes (after closing): a searched text to the search page, or a sale word straight to its
 * category (the quick search's redirect); a product or page option to its page, a term option searched. What was
 * searched is remembered as a recent search.
 */
export function useSearchNavigation(
  close: () => void,
  text: string,
  result: { text: string; data: QuickSearch } | null,
) {
  const navigate = useNavigate();

  const go = (path: string) => {
    close();
    void navigate({ to: `/${path.replace(/^\/+/, '')}` as '/' });
  };

  const submit = (term: string) => {
    const clean = term.trim();
    if (!isSearchable(clean)) return;
    void rememberSearch(clean);
    const redirect = result && result.text.trim() === clean ? result.data.redirect : null;
    if (redirect) return go(redirect);
    close();
    void navigate({ to: '/search', search: { q: clean } as never });
  };

  const choose = (option: Option) => {
    if (option.kind === 'term') return submit(option.label);
    if (isSearchable(text)) void rememberSearch(text.trim());
    go(option.url);
  };

  return { submit, choose };
}
