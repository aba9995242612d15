import { describe, expect, it } from 'vitest';
import { LEGAL_LINK_KINDS, legalLinkKind, PrismicContentSource } from '../src';
import { replayFetch } from './replay';

describe('the kind of a legal link', () => {
  it.each([
    ['imprint', 'IMPRINT'],
    ['terms', 'TERMS'],
    ['privacy', 'PRIVACY'],
    ['cookies', 'COOKIES'],
    ['other', 'OTHER'],
    [' Terms ', 'TERMS'],
    ['IMPRINT', 'IMPRINT'],
  ])('reads the select value %j as %s', (value, kind) => {
    expect(legalLinkKind({ label: 'x', kind: value })).toBe(kind);
  });

  it('is OTHER without a kind, with an empty or unknown one, and for anything that is not an item', () => {
    for (const item of [{ label: 'AGB' }, { kind: null }, { kind: '' }, { kind: 'agb' }, { kind: 3 }, null, 'x']) {
      expect(legalLinkKind(item)).toBe('OTHER');
    }
  });

  it('knows the five kinds of the schema', () => {
    expect(LEGAL_LINK_KINDS).toEqual(['IMPRINT', 'TERMS', 'PRIVACY', 'COOKIES', 'OTHER']);
  });

  it('maps the legal links of a layout document from Prismic, its label not mattering', async () => {
    const replay = replayFetch();
    const content = new PrismicContentSource({
      repository: 'shop-demo',
      accessToken: 'TOKEN',
      fetch: replay.fetch as never,
    });
    const layout = await content.getSingle('layout', { lang: 'de-de' });
    const items = layout?.data.legal_links as { label: string }[];
    expect(items.map((item) => [item.label, legalLinkKind(item)])).toEqual([
      ['Datenschutz', 'PRIVACY'],
      ['Rechtliche Hinweise', 'IMPRINT'],
      ['Allgemeine Geschäftsbedingungen', 'TERMS'],
      ['Barrierefreiheit', 'OTHER'],
      ['Widerruf', 'OTHER'],
      ['Cookies', 'OTHER'],
    ]);
  });
});
