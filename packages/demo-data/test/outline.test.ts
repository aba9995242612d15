import { describe, expect, it } from 'vitest';
import { generateDemoContent } from '../src/content';
import { generateDemoOutline, generateDemoWorld } from '../src/world';

describe("the demo world's outline", () => {
  for (const productCount of [360, 3_000]) {
    it(`holds the world's products in its order, and makes the same content (${productCount} products)`, {
      timeout: 60_000,
    }, () => {
      const options = { productCount, referenceDate: '2026-05-01' };
      const world = generateDemoWorld(options);
      const outline = generateDemoOutline(options);
      expect(outline.referenceDate).toBe(world.referenceDate);
      expect(outline.catalog.categories).toEqual(world.catalog.categories);
      expect(outline.catalog.products).toEqual(
        world.catalog.products.map(({ sku, segment, comingSoonDate, images }) => ({
          sku,
          segment,
          comingSoonDate,
          images: images.slice(0, 1),
        })),
      );
      expect(generateDemoContent(outline)).toEqual(generateDemoContent(world));
    });
  }
});
