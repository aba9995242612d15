import { describe, expect, it } from 'vitest';
import { isSaleRedirectWord, isSearchable, normalizeSearchText, SEARCH_MIN_LENGTH } from '../src/search';

describe('search text', () => {
  it('searches from 4 characters on', () => {
    expect(SEARCH_MIN_LENGTH).toBe(4);
  });

  it.each([
    ['boo', false],
    ['boot', true],
    ['  bo  ', false],
    ['BOOTS', true],
    ['a b c', true],
  ])('"%s" searchable: %s', (text, expected) => {
    expect(isSearchable(text)).toBe(expected);
  });

  it.each([
    ['  Chelsea   BOOTS ', 'chelsea boots'],
    ['Sneaker', 'sneaker'],
  ])('"%s" is searched as "%s"', (text, expected) => {
    expect(normalizeSearchText(text)).toBe(expected);
  });
});

describe('sale words redirect to the sale category (spec §5)', () => {
  it.each([
    ['nl-nl', 'sale', true],
    ['nl-nl', 'actie', true],
    ['nl-nl', 'Actie ', true],
    ['nl-nl', 'promotion', false],
    ['nl-be', 'actie', true],
    ['nl-be', 'promotion', true],
    ['fr-be', 'actie', true],
    ['fr-be', 'promotion', true],
    ['fr-fr', 'promotion', true],
    ['fr-fr', 'actie', false],
    ['de-de', 'sale', true],
    ['de-de', 'rabatt', true],
    ['de-de', 'actie', false],
    ['de-at', 'rabatt', true],
    ['de-lu', 'sale', true],
    ['fr-lu', 'soldes', true],
    ['nl-nl', 'solden', true],
    ['fr-fr', 'vente', true],
    ['en', 'sale', true],
    ['en', 'rabatt', false],
    ['nl-nl', 'sale sneakers', false],
  ] as const)('%s: "%s" redirects: %s', (store, text, expected) => {
    expect(isSaleRedirectWord(text, store)).toBe(expected);
  });
});
