import { isImageSize, nearestImageSize } from '@shop/domain';
import sharp from 'sharp';
import { imagePath, parseImagePath } from './paths';

/** Where originals come from: the demo world draws SVGs; a production source would read a media store. */
export interface ImageSource {
  /** The original (SVG or raster) for a key, or null when there is none. */
  load(key: string): Promise<Buffer | null>;
}

export type ImageFormat = 'avif' | 'webp' | 'png';

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', png: 'image/png' };

/** The best format the browser accepts: AVIF, then WebP, else PNG. */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const value = accept ?? '';
  if (value.includes('image/avif')) return 'avif';
  if (value.includes('image/webp')) return 'webp';
  return 'png';
}

export interface ImageResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

/** A small LRU of encoded images by URL and format: resizing is the expensive part, and tiles repeat a lot. */
class EncodedImageCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer) {
    if (value.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= buffer.length;
    }
  }
}

/**
 * The image service: `/images/{key}/{width}x{height}` → the original from the source, resized (cover) with sharp,
 * encoded as AVIF, WebP or PNG by the Accept header, cached for a year by browsers and CDNs (`Vary: Accept`).
 */
export function createImageService(source: ImageSource, { cacheBytes = 64 * 1024 * 1024 } = {}) {
  const cache = new EncodedImageCache(cacheBytes);
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function encode(key: string, width: number, height: number, format: ImageFormat): Promise<Buffer | null> {
    const original = await source.load(key);
    if (!original) return null;
    const pipeline = sharp(original, { density: 144 }).resize(width, height, { fit: 'cover' });
    if (format === 'avif') return pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
    if (format === 'webp') return pipeline.webp({ quality: 78 }).toBuffer();
    return pipeline.png({ compressionLevel: 8 }).toBuffer();
  }

  return async function serveImage(pathname: string, accept: string | undefined): Promise<ImageResponse> {
    const request = parseImagePath(pathname);
    if (!request) return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'Not found\n' };
    if (!isImageSize(request.width, request.height)) {
      // Only the sizes of @shop/domain's IMAGE_SIZES are rendered (each costs up to a second of CPU once, then comes
      // from the cache): any other size is sent on to the nearest allowed one rather than refused, so a link made
      // with an old or rounded size still shows its image. A redirect costs nothing to answer. 308 keeps the method
      // (GET or HEAD); cached for a day only, so that a change of the list is seen.
      const nearest = nearestImageSize(request.width, request.height);
      return {
        status: 308,
        headers: {
          location: imagePath(request.key, nearest.width, nearest.height),
          'cache-control': 'public, max-age=86400',
          'content-type': 'text/plain; charset=utf-8',
        },
        body: 'Moved to an allowed size\n',
      };
    }
    const format = negotiateFormat(accept);
    const cacheKey = `${request.key}|${request.width}x${request.height}|${format}`;
    let image = cache.get(cacheKey) ?? null;
    if (!image) {
      // Concurrent requests for the same image share one encoding.
      let pending = inFlight.get(cacheKey);
      if (!pending) {
        pending = encode(request.key, request.width, request.height, format).finally(() => inFlight.delete(cacheKey));
        inFlight.set(cacheKey, pending);
      }
      image = await pending;
      if (!image) return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'Not found\n' };
      cache.set(cacheKey, image);
    }
    return {
      status: 200,
      headers: {
        'content-type': CONTENT_TYPES[format],
        'content-length': String(image.length),
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept',
      },
      body: image,
    };
  };
}
