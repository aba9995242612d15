/**
 * The sizes the image service renders (spec §9), one list for the gateway (which refuses to render any other size)
 * and the storefront (whose image queries ask for these sizes only; a test of the storefront holds its documents to
 * this list). Rendering is the expensive part of an image (≈1 s of CPU for a large AVIF), so a fixed set of sizes
 * keeps every rendering cacheable and stops anyone from making the service render sizes no page shows.
 */
export interface ImageSize {
  width: number;
  height: number;
}

/** Product images at the tile ratio 498:705: the srcset widths 166 (swatches, upsell), 498 (tiles), 830 (highlighted). */
export const PRODUCT_IMAGE_WIDTHS = [166, 498, 830] as const;

export const IMAGE_SIZES: readonly ImageSize[] = [
  ...PRODUCT_IMAGE_WIDTHS.map((width) => ({ width, height: Math.round((width * 705) / 498) })),
  // The mini cart's thumbnail.
  { width: 60, height: 60 },
  // Content images: heroes 1800 wide on desktops and 768 below 64em, category tiles 224 wide, the look book 384x560,
  // navigation tiles at the tile ratio 332/470, the footer's jobs image and the content blocks' images.
  { width: 1800, height: 800 },
  { width: 1800, height: 600 },
  { width: 768, height: 960 },
  { width: 768, height: 512 },
  { width: 224, height: 317 },
  { width: 384, height: 560 },
  { width: 332, height: 470 },
  { width: 400, height: 300 },
  { width: 600, height: 400 },
  { width: 600, height: 800 },
  { width: 800, height: 800 },
  { width: 800, height: 1000 },
  { width: 900, height: 600 },
];

const allowed = new Set(IMAGE_SIZES.map((size) => `${size.width}x${size.height}`));

export function isImageSize(width: number, height: number): boolean {
  return allowed.has(`${width}x${height}`);
}

/**
 * The allowed size nearest to the one asked for: the smallest sum of the width's and height's ratios to the asked
 * ones, on a log scale (so 2x too big weighs as much as 2x too small, and the aspect ratio counts as much as the
 * scale); on a tie the larger size, which looks sharp where the smaller would blur.
 */
export function nearestImageSize(width: number, height: number): ImageSize {
  // Nonsense (0, negative, NaN) is taken as the smallest size.
  const asked = (value: number) => (Number.isFinite(value) && value >= 1 ? value : 1);
  const [askedWidth, askedHeight] = [asked(width), asked(height)];
  let best = IMAGE_SIZES[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const size of IMAGE_SIZES) {
    const distance = Math.abs(Math.log(size.width / askedWidth)) + Math.abs(Math.log(size.height / askedHeight));
    if (distance < bestDistance || (distance === bestDistance && size.width * size.height > best.width * best.height)) {
      best = size;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The allowed size for a srcset candidate `width` at the aspect ratio `ratioWidth:ratioHeight`: the candidates of one
 * srcset must share the ratio, so the nearest width among the allowed sizes of that ratio (within 1%, which rounding
 * leaves); when no allowed size has the ratio, the nearest size of all.
 */
export function srcsetImageSize(width: number, ratioWidth: number, ratioHeight: number): ImageSize {
  const ratio = ratioHeight / ratioWidth;
  const sameRatio = IMAGE_SIZES.filter((size) => Math.abs(size.height / size.width - ratio) <= ratio * 0.01);
  if (sameRatio.length === 0 || !Number.isFinite(width) || width < 1) return nearestImageSize(width, width * ratio);
  let best = sameRatio[0]!;
  for (const size of sameRatio) {
    const distance = Math.abs(Math.log(size.width / width));
    const bestDistance = Math.abs(Math.log(best.width / width));
    if (distance < bestDistance || (distance === bestDistance && size.width > best.width)) best = size;
  }
  return best;
}
