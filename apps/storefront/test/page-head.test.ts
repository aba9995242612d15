import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as de } from '../../../packages/i18n/locales/storefront/de.po';
import { messages as fr } from '../../../packages/i18n/locales/storefront/fr.po';
import { messages as nl } from '../../../packages/i18n/locales/storefront/nl.po';
import { ownSegmentOf } from '../src/app/shell/page-segment';
import type { ContentPageFieldsFragment } from '../src/content/content.generated';
import { contentPageHead } from '../src/content/content-head';
import type { ContentView } from '../src/content/content-load';
import { previewHead } from '../src/content/PreviewRoute';
import { alternatesOfPage, atPathInEveryStore, hreflangAlternates } from '../src/lib/alternates';
import { documentTitle, pageHead, storeAlternates } from '../src/lib/page-head';

const i18nOf = (locale: 'nl' | 'de' | 'fr', messages: typeof nl) =>
  setupI18n({ locale, messages: { [locale]: messages } });
const STORES = [
  ['nl-nl', 'nl'],
  ['nl-be', 'nl'],
  ['fr-be', 'fr'],
  ['fr-fr', 'fr'],
  ['de-de', 'de'],
  ['de-at', 'de'],
  ['de-lu', 'de'],
  ['fr-lu', 'fr'],
  ['en', 'en'],
] as const;
/** A page at `path` in all nine stores, as the gateway's storeSwitch answers it. */
const everyStore = (path: string, current: string) =>
  STORES.map(([storeCode, language]) => ({
    storeCode,
    storeName: storeCode,
    language,
    path,
    url: `https://${storeCode}.shop.example${path}`,
    translated: true,
    current: storeCode === current,
  }));

describe('the title pattern', () => {
  it('ends every page title with the store language’s shop name, once', () => {
    expect(documentTitle(i18nOf('nl', nl), 'Winkelwagen')).toBe('Winkelwagen | Schoenen & Mode');
    expect(documentTitle(i18nOf('de', de), 'Warenkorb')).toBe('Warenkorb | Schuhe & Mode');
    // An editor's meta title that already names the shop does not get it twice.
    expect(documentTitle(i18nOf('fr', fr), 'Le journal | Chaussures & Mode')).toBe('Le journal | Chaussures & Mode');
    expect(documentTitle(i18nOf('nl', nl), '')).toBe('Schoenen & Mode');
  });

  it('gives a content page with its own meta title the same pattern as the app pages (nl, de)', () => {
    const page = (metaTitle: string, title: string) =>
      ({
        path: '/blog/',
        title,
        metaTitle,
        metaDescription: null,
        metaRobots: 'index,follow',
        isHome: false,
        alternates: [],
      }) as unknown as ContentPageFieldsFragment;
    const match = (i18n: ReturnType<typeof i18nOf>) => ({
      context: { i18n, baseUrl: 'https://x.example' },
      status: 'success',
    });
    const titleOf = (head: { meta: Record<string, string>[] }) => head.meta.find((tag) => 'title' in tag)?.title;
    expect(titleOf(contentPageHead(match(i18nOf('nl', nl)), page('Het journaal | Schoenen & Mode', 'Journaal')))).toBe(
      'Het journaal | Schoenen & Mode',
    );
    expect(titleOf(contentPageHead(match(i18nOf('de', de)), page('Das Journal', 'Journal')))).toBe(
      'Das Journal | Schuhe & Mode',
    );
    expect(titleOf(pageHead(match(i18nOf('de', de)), 'Warenkorb'))).toBe('Warenkorb | Schuhe & Mode');
  });
});

describe('hreflang alternates', () => {
  it('names the page in all nine stores plus x-default (the default store’s version)', () => {
    const links = hreflangAlternates(everyStore('/winkels/', 'fr-be'));
    expect(links.map((link) => link.hreflang)).toEqual([
      'nl-nl',
      'nl-be',
      'fr-be',
      'fr-fr',
      'de-de',
      'de-at',
      'de-lu',
      'fr-lu',
      'en',
      'x-default',
    ]);
    expect(links.at(-1)?.href).toBe('https://nl-nl.shop.example/winkels/');
  });

  it('leaves out stores that lack the page, and a page no other store has', () => {
    const some = everyStore('/p', 'de-de').map((alternate) => ({
      ...alternate,
      translated: alternate.language === 'de',
    }));
    expect(hreflangAlternates(some).map((link) => link.hreflang)).toEqual(['de-de', 'de-at', 'de-lu']);
    expect(hreflangAlternates(some.slice(4, 5))).toEqual([]);
  });

  it('puts them in the head of an indexable page only, and only for the page the root loaded them for', () => {
    const match = {
      context: { i18n: i18nOf('nl', nl), baseUrl: 'https://nl-be.shop.example' },
      status: 'success',
      pathname: '/dames/schoenen/',
    };
    const matches = [{ loaderData: { storeSwitch: everyStore('/dames/schoenen', 'nl-be') } }, {}];
    const alternates = storeAlternates({ match, matches });
    const hreflangs = (head: ReturnType<typeof pageHead>) =>
      (head.links ?? [])
        .filter((link) => link.rel === 'alternate')
        .map((link) => ('hrefLang' in link ? link.hrefLang : null));
    expect(hreflangs(pageHead(match, 'Schoenen', { canonicalPath: '/dames/schoenen', alternates }))).toHaveLength(10);
    expect(hreflangs(pageHead(match, 'Zoeken', { robots: 'noindex, follow', alternates }))).toEqual([]);
    // A content page names its versions; its preview (noindex) does not.
    const content = {
      path: '/klantenservice/',
      title: 'Klantenservice',
      metaTitle: 'Klantenservice',
      metaDescription: null,
      metaRobots: 'index,follow',
      isHome: false,
      alternates: everyStore('/klantenservice/', 'nl-be'),
    } as unknown as ContentPageFieldsFragment;
    expect(hreflangs(contentPageHead(match, content) as ReturnType<typeof pageHead>)).toHaveLength(10);
    const preview = previewHead(match, { kind: 'page', page: content } as unknown as ContentView);
    expect(hreflangs(preview as ReturnType<typeof pageHead>)).toEqual([]);
    // The previous page's store switch (the root reloads it in the background after a navigation): none.
    expect(alternatesOfPage(everyStore('/heren', 'nl-be'), '/dames/schoenen/')).toBeNull();
  });
});

describe("the page's own segment", () => {
  it('is the segment of the product, category or look-book the route loaded; none elsewhere', () => {
    expect(ownSegmentOf({ kind: 'product', segment: 'FOR_HIM' })).toBe('for-him');
    expect(ownSegmentOf({ kind: 'listing', segment: 'FOR_HER' })).toBe('for-her');
    expect(ownSegmentOf({ kind: 'listing', segment: null })).toBeNull();
    expect(ownSegmentOf(undefined)).toBeNull();
    expect(ownSegmentOf({ segment: 'men' })).toBeNull();
  });
});

describe('a page at the same path in every store', () => {
  it("moves the store list's alternates to a store page's path", () => {
    const moved = atPathInEveryStore(everyStore('/winkels/', 'de-de'), '/winkels/amsterdam-kalverstraat-112/');
    expect(moved.find((alternate) => alternate.storeCode === 'fr-be')).toMatchObject({
      path: '/winkels/amsterdam-kalverstraat-112/',
      url: 'https://fr-be.shop.example/winkels/amsterdam-kalverstraat-112/',
    });
    expect(hreflangAlternates(moved)).toHaveLength(10);
  });
});
