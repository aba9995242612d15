import { describe, expect, it } from 'vitest';
import { resolveLink, richTextToHtml } from '../src';

describe('rendering content fields', () => {
  it('resolves links: documents and shop paths internal, other URLs external, unsafe ones dropped', () => {
    expect(resolveLink({ link_type: 'Document', id: 'x', uid: 'home', type: 'cms_page', lang: 'nl-nl' })).toEqual({
      url: '/',
      external: false,
      target: null,
    });
    expect(
      resolveLink({ link_type: 'Document', id: 'x', uid: 'klantenservice', type: 'cms_page', lang: 'nl-nl' })?.url,
    ).toBe('/klantenservice/');
    expect(resolveLink({ link_type: 'Web', url: '/dames/schoenen' })).toEqual({
      url: '/dames/schoenen',
      external: false,
      target: null,
    });
    expect(resolveLink({ link_type: 'Web', url: 'https://www.instagram.com/' })).toEqual({
      url: 'https://www.instagram.com/',
      external: true,
      target: '_blank',
    });
    expect(resolveLink({ link_type: 'Web', url: 'https://shop.example/heren' }, ['https://shop.example'])).toEqual({
      url: '/heren',
      external: false,
      target: null,
    });
    expect(resolveLink({ link_type: 'Web', url: 'javascript:alert(1)' })).toBeNull();
    expect(resolveLink({ link_type: 'Any' })).toBeNull();
    expect(resolveLink({ link_type: 'Document', id: 'x', type: 'cms_page', isBroken: true })).toBeNull();
  });

  it('renders rich text as escaped HTML with shop links', () => {
    const html = richTextToHtml([
      { type: 'heading2', text: 'Over <ons>', spans: [] },
      {
        type: 'paragraph',
        text: 'Lees de cookie-instellingen.',
        spans: [
          {
            start: 8,
            end: 27,
            type: 'hyperlink',
            data: { link_type: 'Document', id: 'c', uid: 'cookie-settings', type: 'cms_page', lang: 'nl-nl' },
          },
        ],
      },
      {
        type: 'paragraph',
        text: 'Klik',
        spans: [{ start: 0, end: 4, type: 'hyperlink', data: { link_type: 'Web', url: 'javascript:alert(1)' } }],
      },
    ]);
    expect(html).toBe(
      '<h2>Over &lt;ons&gt;</h2><p>Lees de <a href="/cookie-settings/">cookie-instellingen</a>.</p><p>Klik</p>',
    );
    expect(richTextToHtml([])).toBe('');
    expect(richTextToHtml('plain')).toBe('');
  });
});
