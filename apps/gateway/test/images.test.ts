import { generateDemoContent } from '@shop/demo-data';
import { IMAGE_SIZES, isImageSize } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { imagePath, parseImagePath } from '../src/images/paths';
import { createImageService, type ImageSource, negotiateFormat } from '../src/images/service';
import { world } from './world';

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

describe('the image service renders the allowed sizes only', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="498" height="705"><rect width="498" height="705"/></svg>';
  function service() {
    const loads: string[] = [];
    const source: ImageSource = {
      load: async (key) => {
        loads.push(key);
        return key === 'products/x/side' ? Buffer.from(svg) : null;
      },
    };
    return { serveImage: createImageService(source), loads };
  }

  it('renders an allowed size', async () => {
    const { serveImage, loads } = service();
    const image = await serveImage('/images/products/x/side/60x60', 'image/png');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(loads).toEqual(['products/x/side']);
  });

  it.each([
    ['/images/products/x/side/1999x1999', '/images/products/x/side/1800x800'],
    ['/images/products/x/side/500x700', '/images/products/x/side/498x705'],
    ['/images/products/x/side/1x1', '/images/products/x/side/60x60'],
    ['/images/products/x/side/831x1176', '/images/products/x/side/830x1175'],
  ])('sends %s on to the nearest allowed size (%s) without rendering', async (path, location) => {
    const { serveImage, loads } = service();
    const image = await serveImage(path, 'image/avif');
    expect(image.status).toBe(308);
    expect(image.headers.location).toBe(location);
    expect(loads).toEqual([]);
    // The redirect's target is rendered.
    const target = await serveImage(location, 'image/webp');
    expect(target.status).toBe(200);
  });

  it('still refuses paths that are no image URL, before anything else', async () => {
    const { serveImage, loads } = service();
    for (const path of ['/images/../etc/passwd/10x10', '/images/products/x/side/9999x9999', '/images/a%00/60x60']) {
      expect((await serveImage(path, undefined)).status).toBe(404);
    }
    expect(loads).toEqual([]);
  });

  it('allows every size the demo content links to', () => {
    const content = JSON.stringify(generateDemoContent(world));
    const sizes = [...content.matchAll(/\/images\/[\w./-]+\/(\d+)x(\d+)/g)].map(([, width, height]) => [
      Number(width),
      Number(height),
    ]);
    expect(sizes.length).toBeGreaterThan(10);
    const refused = sizes.filter(([width, height]) => !isImageSize(width!, height!));
    expect(refused).toEqual([]);
    expect(IMAGE_SIZES.length).toBeLessThan(30);
  });
});
