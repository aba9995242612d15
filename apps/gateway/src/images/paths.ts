/**
 * Image URLs of the image service: `/images/{key}/{width}x{height}`, the key being the source's own (e.g.
 * `products/20413.102/side`). The format (AVIF, WebP, PNG) follows the browser's Accept header, so one URL serves all.
 */
export const IMAGE_PATH_PREFIX = '/images/';
export const MAX_IMAGE_DIMENSION = 2000;

export function imagePath(key: string, width: number, height: number): string {
  return `${IMAGE_PATH_PREFIX}${key}/${Math.round(width)}x${Math.round(height)}`;
}

/** The key and size a request path asks for, or null when the path is not an image URL the service makes. */
export function parseImagePath(pathname: string): { key: string; width: number; height: number } | null {
  if (!pathname.startsWith(IMAGE_PATH_PREFIX)) return null;
  const match = /^(.+)\/(\d{1,4})x(\d{1,4})$/.exec(pathname.slice(IMAGE_PATH_PREFIX.length));
  if (!match) return null;
  const [, key, width, height] = match as unknown as [string, string, string, string];
  const size = { width: Number(width), height: Number(height) };
  const valid = (value: number) => value >= 1 && value <= MAX_IMAGE_DIMENSION;
  if (!valid(size.width) || !valid(size.height) || key.includes('..') || !/^[\w./-]+$/.test(key)) return null;
  return { key, ...size };
}
