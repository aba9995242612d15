import { useLingui } from '@lingui/react/macro';
import styles from './Breadcrumbs.module.css';
import { ShopLink, shopPath } from './ShopLink';

export interface Crumb {
  name: string;
  /** Gateway url (no slashes at the ends); the current page has none. */
  url?: string | undefined;
}

/**
 * Breadcrumbs: home, then links to '/' plus the url of each parent; the last crumb is the current page (spec §2).
 */
export function Breadcrumbs({ crumbs: path }: { crumbs: readonly Crumb[] }) {
  const { t } = useLingui();
  if (path.length === 0) return null;
  const crumbs = [{ name: t`Home`, url: '' }, ...path];
  return (
    <nav aria-label={t`Breadcrumbs`} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={`${crumb.url ?? ''}-${crumb.name}`}>
              {current || crumb.url === undefined ? (
                <span aria-current={current ? 'page' : undefined}>{crumb.name}</span>
              ) : (
                <ShopLink href={shopPath(crumb.url)}>{crumb.name}</ShopLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
