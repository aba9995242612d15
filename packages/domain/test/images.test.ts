import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, isImageSize, nearestImageSize, PRODUCT_IMAGE_WIDTHS, srcsetImageSize } from '../src/images';

describe('image sizes', () => {
  it('has the product sizes of spec §9 at the tile ratio, and the mini cart thumbnail', () => {
    expect(PRODUCT_IMAGE_WIDTHS).toEqual([166, 498, 830]);
    for (const size of ['166x235', '498x705', '830x1175', '60x60', '1800x800', '768x960', '384x560']) {
      const [width, height] = size.split('x').map(Number) as [number, number];
      expect(isImageSize(width, height), size).toBe(true);
    }
  });

  it('lists each size once', () => {
    const keys = IMAGE_SIZES.map((size) => `${size.width}x${size.height}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    [498, 706, false],
    [2000, 2000, false],
    [1, 1, false],
    [705, 498, false],
  ])('%ix%i allowed: %s', (width, height, allowed) => {
    expect(isImageSize(width, height)).toBe(allowed);
  });

  it.each([
    { asked: [498, 705], nearest: [498, 705] },
    { asked: [497, 704], nearest: [498, 705] },
    { asked: [500, 700], nearest: [498, 705] },
    { asked: [1000, 1400], nearest: [830, 1175] },
    { asked: [2000, 2000], nearest: [1800, 800] },
    { asked: [2000, 900], nearest: [1800, 800] },
    { asked: [1, 1], nearest: [60, 60] },
    { asked: [170, 240], nearest: [166, 235] },
    { asked: [768, 1024], nearest: [768, 960] },
    { asked: [0, -5], nearest: [60, 60] },
  ])('$asked → $nearest', ({ asked, nearest }) => {
    const size = nearestImageSize(asked[0]!, asked[1]!);
    expect([size.width, size.height]).toEqual(nearest);
  });

  it('answers an allowed size for nonsense too', () => {
    const size = nearestImageSize(Number.NaN, Number.POSITIVE_INFINITY);
    expect(isImageSize(size.width, size.height)).toBe(true);
  });

  it('answers every allowed size with itself', () => {
    for (const size of IMAGE_SIZES) expect(nearestImageSize(size.width, size.height)).toEqual(size);
  });
});

describe('srcset sizes', () => {
  it.each([
    { width: 166, ratio: [498, 705], size: [166, 235] },
    { width: 500, ratio: [498, 705], size: [498, 705] },
    { width: 1600, ratio: [498, 705], size: [830, 1175] },
    { width: 1, ratio: [498, 705], size: [166, 235] },
    { width: 700, ratio: [830, 1175], size: [830, 1175] },
    { width: 1000, ratio: [1800, 800], size: [1800, 800] },
    // No allowed size at 1:2: the nearest of all.
    { width: 400, ratio: [400, 800], size: [498, 705] },
  ])('$width wide at $ratio → $size', ({ width, ratio, size }) => {
    const answer = srcsetImageSize(width, ratio[0]!, ratio[1]!);
    expect([answer.width, answer.height]).toEqual(size);
  });
});
