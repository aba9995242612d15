import { describe, expect, it } from 'vitest';
import { PrismicContentSource, predicate, toPrismicFilter } from '../src';
import { replayFetch } from './replay';

const source = (options: { failWith?: number } = {}) => {
  const replay = replayFetch(options);
  return {
    replay,
    content: new PrismicContentSource({ repository: 'shop-demo', accessToken: 'TOKEN', fetch: replay.fetch as never }),
  };
};

describe('PrismicContentSource against recorded Document API exchanges', () => {
  it('gets a page by uid in a language, reading the master ref of the repository', async () => {
    const { content, replay } = source();
    const page = await content.getByUID('cms_page', 'klantenservice', { lang: 'nl-nl' });
    expect(page?.uid).toBe('klantenservice');
    expect(page?.alternate_languages.map((alternate) => alternate.lang)).toEqual(['en-gb', 'de-de', 'fr-fr']);
    expect(replay.requested[0]).toBe('https://shop-demo.cdn.prismic.io/api/v2?access_token=TOKEN');
    const search = new URL(replay.requested.at(-1)!);
    expect(search.searchParams.get('ref')).toBe('ZxMASTERAAAAAAAA');
    expect(search.searchParams.get('lang')).toBe('nl-nl');
  });

  it('answers null for an unknown uid', async () => {
    const { content } = source();
    expect(await content.getByUID('cms_page', 'bestaat-niet', { lang: 'nl-nl' })).toBeNull();
  });

  it('passes a preview token through as the ref of the request', async () => {
    const { content, replay } = source();
    const layout = await content.getSingle('layout', { lang: 'nl-nl', ref: 'ZxPREVIEWTOKEN~preview' });
    expect(layout?.type).toBe('layout');
    expect((layout?.data.promo_banner as { text: string }[] | undefined)?.[0]?.text).toContain('Concept');
    const search = new URL(replay.requested.at(-1)!);
    expect(search.searchParams.get('ref')).toBe('ZxPREVIEWTOKEN~preview');
    expect(search.searchParams.get('access_token')).toBe('TOKEN');
  });

  it('queries with filters, orderings and paging (18 looks per load)', async () => {
    const { content, replay } = source();
    const looks = await content.query({
      lang: 'nl-nl',
      type: 'look',
      predicates: [predicate.at('my.look.parent_page', 'ZxLookbookNL0001')],
      orderings: [{ field: 'my.look.position' }],
      page: 2,
      pageSize: 18,
    });
    expect(looks.page).toBe(2);
    expect(looks.total_results_size).toBe(24);
    expect(looks.total_pages).toBe(2);
    expect(looks.results.map((look) => look.uid)).toEqual([19, 20, 21, 22, 23, 24].map((n) => `her-look-${n}`));
    const search = new URL(replay.requested.at(-1)!);
    expect(search.searchParams.getAll('q')).toEqual([
      '[[at(document.type, "look")]]',
      '[[at(my.look.parent_page, "ZxLookbookNL0001")]]',
    ]);
    expect(search.searchParams.get('orderings')).toBe('[my.look.position]');
  });

  it('gets documents by id in the order asked, leaving out unknown ones', async () => {
    const { content } = source();
    const looks = await content.getByIDs(['ZxLook0020AAAAAA', 'ZxLook0019AAAAAA', 'ZxUnknownAAAAAAA'], {
      lang: 'nl-nl',
    });
    expect(looks.map((look) => look.id)).toEqual(['ZxLook0020AAAAAA', 'ZxLook0019AAAAAA']);
  });

  it('throws when the Document API fails (the caller decides what is empty)', async () => {
    const { content } = source({ failWith: 500 });
    await expect(content.getByUID('cms_page', 'klantenservice', { lang: 'nl-nl' })).rejects.toThrow();
  });

  it('writes predicates as Prismic filters', () => {
    expect(toPrismicFilter(predicate.any('document.tags', ['for-her', 'blog']))).toBe(
      '[any(document.tags, ["for-her", "blog"])]',
    );
    expect(toPrismicFilter(predicate.not('my.cms_page.uid', 'home'))).toBe('[not(my.cms_page.uid, "home")]');
    expect(toPrismicFilter(predicate.fulltext('document', 'chelsea boots'))).toBe(
      '[fulltext(document, "chelsea boots")]',
    );
    expect(toPrismicFilter(predicate.dateBefore('document.first_publication_date', '2026-01-01'))).toBe(
      '[date.before(document.first_publication_date, "2026-01-01")]',
    );
  });
});
