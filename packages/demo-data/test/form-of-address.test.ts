// A subpath of its own: the storefront's bundle, which imports @shop/i18n, does not carry the word lists.
import { findOtherFormOfAddress } from '@shop/i18n/form-of-address';
import { describe, expect, it } from 'vitest';
import { generateDemoContent } from '../src/content';
import { generateDemoWorld } from '../src/world';

const world = generateDemoWorld({ productCount: 400 });
const documents = generateDemoContent(world);

/** Every string inside a value (objects and arrays walked). */
function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, found);
  return found;
}

/** The catalogue's texts in one language: the `{ en, nl, de, fr }` values it holds. */
function catalogTexts(value: unknown, language: string, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) catalogTexts(item, language, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (['en', 'nl', 'de', 'fr'].every((key) => key in record) && typeof record[language] === 'string') {
      found.push(record[language] as string);
    } else for (const item of Object.values(record)) catalogTexts(item, language, found);
  }
  return found;
}

describe('the demo world speaks to the shopper like the catalogs do', () => {
  it.each(['de', 'fr', 'nl'])('%s: content pages and product texts use the chosen form of address', (language) => {
    const texts = new Set([
      ...documents
        .filter((document) => document.lang.startsWith(language))
        .flatMap((document) => strings(document.data)),
      ...catalogTexts(world.catalog, language),
    ]);
    expect(texts.size).toBeGreaterThan(100);
    const findings = findOtherFormOfAddress(
      language,
      [...texts].map((text) => ({ id: text, str: text })),
    );
    expect(findings.map((finding) => finding.str)).toEqual([]);
  });
});
