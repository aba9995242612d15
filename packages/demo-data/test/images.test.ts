import { describe, expect, it } from 'vitest';
import { IMAGE_HEIGHT, IMAGE_WIDTH, parseProductImageKey, productImageKey, renderProductImage } from '../src/images';
import { generateDemoWorld } from '../src/world';

const world = generateDemoWorld({ referenceDate: '2026-05-01' });
const keys = world.catalog.products.flatMap((product) => [
  ...product.images,
  ...(product.hoverImage ? [product.hoverImage] : []),
]);

describe('the product images', () => {
  it('renders every image key of the catalogue as a small SVG at the tile ratio', () => {
    expect(keys.length).toBeGreaterThan(world.catalog.products.length * 2);
    for (const key of keys) {
      const svg = renderProductImage(key);
      expect(svg, key).not.toBeNull();
      expect(svg!.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 332 470"')).toBe(true);
      expect(svg!.endsWith('</svg>')).toBe(true);
      expect(svg!.length, key).toBeLessThan(3000);
      // No text and nothing fetched from elsewhere: the only URL is the SVG namespace; references stay in the file.
      expect(svg!).not.toMatch(/<text|<image|<script|<foreignObject/);
      expect(svg!.match(/https?:\/\//g)).toEqual(['http://']);
      for (const [, reference] of svg!.matchAll(/(?:href="|url\()([^")]+)/g)) expect(reference).toMatch(/^#/);
      expect(svg!).not.toMatch(/NaN|undefined/);
    }
    expect(IMAGE_WIDTH / IMAGE_HEIGHT).toBeCloseTo(332 / 470);
  });

  it('draws the same bytes for the same key, and the product colour', () => {
    const key = world.catalog.products[0]!.images[0]!;
    expect(renderProductImage(key)).toBe(renderProductImage(key));
    const black = renderProductImage('products/20413.100/sneaker/1f1e1c/side')!;
    const red = renderProductImage('products/20413.151/sneaker/b5262f/side')!;
    expect(black).not.toBe(red);
    expect(red).toContain('#b5262f');
  });

  it('gives each product several angles and a hover image of its own', () => {
    for (const product of world.catalog.products) {
      expect(new Set(product.images).size).toBe(product.images.length);
      expect(product.images.length).toBeGreaterThanOrEqual(2);
      if (product.hoverImage) expect(product.images).not.toContain(product.hoverImage);
      for (const key of product.images) {
        const parsed = parseProductImageKey(key)!;
        expect(parsed.sku).toBe(product.sku);
        expect(`#${parsed.hex}`).toBe(product.colorHex);
      }
    }
  });

  it('answers null for keys that are not ours', () => {
    for (const key of [
      '',
      'products/20413.102/side',
      'products/20413.102/sneaker/1f1e1c/inside',
      'products/20413.102/spaceship/1f1e1c/side',
      'products/20413.102/sneaker/1f1e1/side',
      'products/20413.102/sneaker/GGGGGG/side',
      'products/20413/sneaker/1f1e1c/side',
      'products/20413.102/handbag/1f1e1c/sole',
      'products/20413.102/sneaker/1f1e1c/side/extra',
      '../products/20413.102/sneaker/1f1e1c/side',
      'products/20413.102/constructor/1f1e1c/side',
      'products/20413.102/__proto__/1f1e1c/side',
    ]) {
      expect(renderProductImage(key), key).toBeNull();
    }
  });

  it('builds keys in the documented form', () => {
    expect(productImageKey('20413.102', 'boot', '#1F1E1C', 'side')).toBe('products/20413.102/boot/1f1e1c/side');
  });
});
