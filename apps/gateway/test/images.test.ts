import { describe, expect, it } from 'vitest';
import { imagePath, parseImagePath } from '../src/images/paths';
import { negotiateFormat } from '../src/images/service';

describe('image URLs', () => {
  it('round-trips a key and size', () => {
    const path = imagePath('products/20413.102/side', 498, 705);
    expect(path).toBe('/images/products/20413.102/side/498x705');
    expect(parseImagePath(path)).toEqual({ key: 'products/20413.102/side', width: 498, height: 705 });
  });

  it('rounds sizes computed from a ratio', () => {
    expect(imagePath('a/b', 332, (332 * 705) / 498)).toBe('/images/a/b/332x470');
  });

  it.each([
    '/images/products/x/side/0x705',
    '/images/products/x/side/2001x705',
    '/images/products/x/side/498',
    '/images/../etc/passwd/10x10',
    '/images/products/<script>/10x10',
    '/other/products/x/side/498x705',
    '/images/498x705',
  ])('refuses %s', (path) => {
    expect(parseImagePath(path)).toBeNull();
  });
});

describe('negotiateFormat', () => {
  it.each([
    ['image/avif,image/webp,image/apng,*/*;q=0.8', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['*/*', 'png'],
    [undefined, 'png'],
  ])('Accept %s → %s', (accept, format) => {
    expect(negotiateFormat(accept)).toBe(format);
  });
});
