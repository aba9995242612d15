import { describe, expect, it } from 'vitest';
import { type ContentDocument, LocalContentSource, predicate } from '../src';

const doc = (
  id: string,
  type: string,
  uid: string | null,
  lang: string,
  data: Record<string, unknown>,
  date = '2026-01-01T00:00:00Z',
): ContentDocument => ({
  id,
  uid,
  type,
  lang,
  tags: type === 'look' ? ['for-her'] : [],
  first_publication_date: date,
  last_publication_date: date,
  alternate_languages: [],
  data,
});

const parent = { link_type: 'Document', id: 'lookbook-nl', uid: 'lookbook', type: 'cms_page', lang: 'nl-nl' };
const documents: ContentDocument[] = [
  doc('layout-nl', 'layout', null, 'nl-nl', { promo_banner: [] }),
  doc('layout-en', 'layout', null, 'en-gb', { promo_banner: [] }),
  doc('lookbook-nl', 'cms_page', 'lookbook', 'nl-nl', { title: 'Lookbook' }),
  doc(
    'post-1',
    'cms_page',
    'leer-verzorgen',
    'nl-nl',
    { title: 'Leer verzorgen', parent_page: { link_type: 'Document', id: 'blog' } },
    '2026-01-03T00:00:00Z',
  ),
  doc(
    'post-2',
    'cms_page',
    'sneakers-op-kantoor',
    'nl-nl',
    { title: 'Sneakers op kantoor', parent_page: { link_type: 'Document', id: 'blog' } },
    '2026-01-05T00:00:00Z',
  ),
  ...Array.from({ length: 24 }, (_, index) =>
    doc(`look-${index + 1}`, 'look', `her-look-${index + 1}`, 'nl-nl', {
      position: index + 1,
      parent_page: parent,
      label: `Look ${index + 1}`,
      // A group field: every third look shows product 100.1.
      products: [{ sku: index % 3 === 0 ? '100.1' : '200.2' }, { sku: `300.${index}` }],
    }),
  ),
];
const local = new LocalContentSource(documents);

describe('LocalContentSource', () => {
  it('gets by uid, single and ids in a language', async () => {
    expect((await local.getByUID('cms_page', 'lookbook', { lang: 'nl-nl' }))?.id).toBe('lookbook-nl');
    expect(await local.getByUID('cms_page', 'lookbook', { lang: 'en-gb' })).toBeNull();
    expect((await local.getSingle('layout', { lang: 'en-gb' }))?.id).toBe('layout-en');
    expect((await local.getByIDs(['look-3', 'nope', 'look-1'], { lang: 'nl-nl' })).map((d) => d.id)).toEqual([
      'look-3',
      'look-1',
    ]);
    expect((await local.getByUIDs('look', ['her-look-2', 'her-look-9'], { lang: 'nl-nl' })).map((d) => d.id)).toEqual([
      'look-2',
      'look-9',
    ]);
  });

  it('pages a query with filters on link fields and orderings', async () => {
    const options = {
      lang: 'nl-nl',
      type: 'look',
      predicates: [predicate.at('my.look.parent_page', 'lookbook-nl')],
      orderings: [{ field: 'my.look.position', direction: 'desc' as const }],
      pageSize: 18,
    };
    const first = await local.query(options);
    expect(first).toMatchObject({ page: 1, results_size: 18, total_results_size: 24, total_pages: 2 });
    expect(first.results[0]?.uid).toBe('her-look-24');
    const second = await local.query({ ...options, page: 2 });
    expect(second.results.map((d) => d.uid)).toEqual([6, 5, 4, 3, 2, 1].map((n) => `her-look-${n}`));
    expect(second.next_page).toBeNull();
    const after = await local.query({ ...options, after: 'look-5' });
    expect(after.results.map((d) => d.uid)).toEqual([4, 3, 2, 1].map((n) => `her-look-${n}`));
  });

  it("filters on a field of a group's items (the looks that show a product)", async () => {
    const looks = await local.query({
      lang: 'nl-nl',
      type: 'look',
      predicates: [predicate.at('my.look.products.sku', '100.1')],
      orderings: [{ field: 'my.look.position' }],
    });
    expect(looks.results.map((d) => d.uid)).toEqual([1, 4, 7, 10, 13, 16, 19, 22].map((n) => `her-look-${n}`));
    const second = await local.query({ lang: 'nl-nl', predicates: [predicate.at('my.look.products.sku', '300.5')] });
    expect(second.results.map((d) => d.uid)).toEqual(['her-look-6']);
  });

  it('filters with any, not, fulltext and dates', async () => {
    const uids = async (predicates: Parameters<typeof local.query>[0]['predicates']) =>
      (await local.query({ lang: 'nl-nl', type: 'cms_page', predicates })).results.map((d) => d.uid);
    expect(await uids([predicate.any('my.cms_page.uid', ['lookbook', 'leer-verzorgen'])])).toEqual([
      'lookbook',
      'leer-verzorgen',
    ]);
    expect(await uids([predicate.not('my.cms_page.parent_page', 'blog')])).toEqual(['lookbook']);
    expect(await uids([predicate.fulltext('document', 'KANTOOR sneakers')])).toEqual(['sneakers-op-kantoor']);
    expect(await uids([predicate.dateAfter('document.first_publication_date', '2026-01-04T00:00:00Z')])).toEqual([
      'sneakers-op-kantoor',
    ]);
    expect(await uids([predicate.dateBefore('document.first_publication_date', '2026-01-02T00:00:00Z')])).toEqual([
      'lookbook',
    ]);
    expect(
      (await local.query({ lang: 'nl-nl', predicates: [predicate.at('document.tags', 'for-her')] })).total_results_size,
    ).toBe(24);
  });
});
