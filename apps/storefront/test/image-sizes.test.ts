import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_SIZES, isImageSize } from '@shop/domain';
import { HERO_IMAGE_WIDTHS } from '@shop/ui/blocks';
import { describe, expect, it } from 'vitest';

const sourceDir = fileURLToPath(new URL('../src', import.meta.url));

/** Every GraphQL document of the storefront (its queries are where image sizes are asked for). */
function graphqlDocuments(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return graphqlDocuments(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

/**
 * The image service renders the sizes of @shop/domain's IMAGE_SIZES only (others are redirected to the nearest): the
 * storefront asks for exactly those, so that no page waits on a redirect and every image comes from the cache.
 */
describe("the storefront's image sizes", () => {
  const documents = graphqlDocuments(sourceDir).map((file) => readFileSync(file, 'utf8'));

  it('asks for allowed sizes in every url(width, height)', () => {
    const sizes = documents.flatMap((text) =>
      [...text.matchAll(/url\(\s*width:\s*(\d+),\s*height:\s*(\d+)\s*\)/g)].map(
        ([, width, height]) => `${width}x${height}`,
      ),
    );
    expect(sizes.length).toBeGreaterThan(5);
    expect(sizes.filter((size) => !isImageSize(...(size.split('x').map(Number) as [number, number])))).toEqual([]);
  });

  it("asks for allowed sizes in every srcset's widths", () => {
    const srcsets = documents.flatMap((text) =>
      [...text.matchAll(/srcset\(\s*width:\s*(\d+),\s*height:\s*(\d+),\s*widths:\s*\[([\d,\s]+)\]\s*\)/g)].map(
        ([, width, height, widths]) => ({ width: Number(width), height: Number(height), widths: widths!.split(',') }),
      ),
    );
    expect(srcsets.length).toBeGreaterThan(1);
    for (const { width, height, widths } of srcsets) {
      for (const candidate of widths.map(Number)) {
        const size = { width: candidate, height: Math.round((candidate * height) / width) };
        expect(isImageSize(size.width, size.height), `${size.width}x${size.height}`).toBe(true);
      }
    }
  });

  it("has the hero's widths among the allowed sizes", () => {
    for (const width of Object.values(HERO_IMAGE_WIDTHS)) {
      expect(IMAGE_SIZES.some((size) => size.width === width)).toBe(true);
    }
  });
});
