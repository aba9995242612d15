import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap, sitemapEntries } from '../src/content/sitemap';

describe('the sitemap', () => {
  const input = {
    baseUrl: 'https://de-de.shop.example/',
    contentPages: [
      { path: '/', metaRobots: 'index,follow', updatedAt: '2026-03-01T10:00:00Z' },
      { path: '/blog/', metaRobots: 'index,follow', updatedAt: 'not a date' },
      { path: '/404/', metaRobots: 'noindex,nofollow' },
      { path: '/geheim/', metaRobots: 'NOINDEX' },
    ],
    categoryUrls: ['damen', 'damen/stiefel', 'damen'],
    productUrls: ['chelsea-boot-100-1', 'tasche & co <neu>'],
  };

  it('lists indexable content pages, then categories and products, each once, at the store address', () => {
    expect(sitemapEntries(input)).toEqual([
      { loc: 'https://de-de.shop.example/', lastmod: '2026-03-01', alternates: [] },
      { loc: 'https://de-de.shop.example/blog/', lastmod: undefined, alternates: [] },
      { loc: 'https://de-de.shop.example/damen', lastmod: undefined, alternates: [] },
      { loc: 'https://de-de.shop.example/damen/stiefel', lastmod: undefined, alternates: [] },
      { loc: 'https://de-de.shop.example/chelsea-boot-100-1', lastmod: undefined, alternates: [] },
      { loc: 'https://de-de.shop.example/tasche & co <neu>', lastmod: undefined, alternates: [] },
    ]);
  });

  it('writes sitemaps.org XML with escaped URLs', () => {
    const xml = buildSitemap(input);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml).toContain('<url><loc>https://de-de.shop.example/</loc><lastmod>2026-03-01</lastmod></url>');
    expect(xml).toContain('<loc>https://de-de.shop.example/tasche &amp; co &lt;neu&gt;</loc>');
    expect(xml).not.toContain('/404/');
    expect(xml.match(/<url>/g)).toHaveLength(6);
  });

  it('lists the versions of a page in the other stores with the same hreflang links as its head', () => {
    const alternate = (storeCode: string, language: string, path: string, translated = true) => ({
      storeCode,
      language,
      url: `https://${storeCode}.shop.example${path}`,
      translated,
    });
    const xml = buildSitemap({
      ...input,
      contentPages: [
        {
          path: '/kundenservice/',
          metaRobots: 'index,follow',
          alternates: [
            alternate('nl-nl', 'nl', '/klantenservice/'),
            alternate('de-de', 'de', '/kundenservice/'),
            alternate('fr-be', 'fr', '/', false),
          ],
        },
      ],
      appPages: [
        { path: '/winkels/', alternates: [alternate('de-de', 'de', '/winkels/'), alternate('en', 'en', '/winkels/')] },
      ],
    });
    expect(xml).toContain(
      '<url><loc>https://de-de.shop.example/kundenservice/</loc>' +
        '<xhtml:link rel="alternate" hreflang="nl-nl" href="https://nl-nl.shop.example/klantenservice/"/>' +
        '<xhtml:link rel="alternate" hreflang="de-de" href="https://de-de.shop.example/kundenservice/"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://nl-nl.shop.example/klantenservice/"/></url>',
    );
    expect(xml).toContain(
      '<url><loc>https://de-de.shop.example/winkels/</loc>' +
        '<xhtml:link rel="alternate" hreflang="de-de" href="https://de-de.shop.example/winkels/"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://en.shop.example/winkels/"/></url>',
    );
  });

  it('stops at the protocol limit of 50 000 URLs', () => {
    const many = { ...input, productUrls: Array.from({ length: 60_000 }, (_, index) => `p-${index}`) };
    expect(sitemapEntries(many)).toHaveLength(50_000);
  });

  it('robots.txt points to the store sitemap and keeps crawlers off the API and previews', () => {
    const robots = buildRobots('https://fr-be.shop.example');
    expect(robots).toContain('Sitemap: https://fr-be.shop.example/sitemap.xml');
    expect(robots).toContain('Disallow: /graphql');
    expect(robots).toContain('Disallow: /slice-simulator/');
  });
});
