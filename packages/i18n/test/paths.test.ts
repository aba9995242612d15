import { describe, expect, it } from 'vitest';
import { TRANSLATED_PATHS, translatedPath, translatedPathKey } from '../src/paths';
import { LANGUAGES } from '../src/stores';

describe('translated paths', () => {
  it.each([
    { key: 'cookies', nl: '/cookie-settings/' },
    { key: 'menHome', nl: '/heren-home/' },
    { key: 'women', nl: '/dames/' },
    { key: 'men', nl: '/heren/' },
    { key: 'lookbook', nl: '/lookbook/' },
    { key: 'lookbookForHim', nl: '/lookbook-for-him/' },
    { key: 'privacyPolicy', nl: '/privacy-policy/' },
  ] as const)("the Dutch path of $key is the spec's $nl", ({ key, nl }) => {
    expect(translatedPath(key, 'nl')).toBe(nl);
  });

  it('every path is known in all four languages and reads back to its key', () => {
    for (const key of Object.keys(TRANSLATED_PATHS) as (keyof typeof TRANSLATED_PATHS)[]) {
      for (const language of LANGUAGES) {
        const path = translatedPath(key, language);
        expect(path).toMatch(/^\/[a-z0-9-]+\/$/);
        expect(translatedPathKey(path, language)).toBe(key);
      }
    }
  });

  it('does not read a path of another language', () => {
    expect(translatedPathKey('damen', 'nl')).toBeUndefined();
    expect(translatedPathKey('damen', 'de')).toBe('women');
  });
});
