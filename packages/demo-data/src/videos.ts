import type { Silhouette } from './assortment';
import { IMAGE_HEIGHT, IMAGE_WIDTH, productImageKey, productImageViews, renderProductImage } from './images';

/**
 * The demo world's videos: short loops drawn from the same product drawings as its images, so the shop's video
 * blocks (hero, drieluik, videos, rich text with video, look-books) have something real to play. The frames are pure
 * SVG ({@link renderVideoFrame}); `pnpm --filter @shop/demo-data render:videos` turns them into the small H.264 files
 * the storefront serves from /videos/ (scripts/render-videos.mjs, with ffmpeg), each with its first frame as a JPEG
 * still (/videos/{name}.jpg). The files are committed: tests and CI never need ffmpeg.
 */

/** A product drawing: the same key the image service renders. */
interface Drawing {
  sku: string;
  silhouette: Silhouette;
  hex: string;
}

export type VideoScene =
  /** Products pass by from right to left; the last frame leads into the first (a seamless loop). */
  | { kind: 'parade'; drawings: readonly Drawing[] }
  /** One product turns through (up to four of) its views, each fading into the next and the last into the first. */
  | { kind: 'turntable'; drawing: Drawing };

export interface DemoVideo {
  /** The file's pixel size (even numbers: H.264 with 4:2:0 chroma needs them). */
  width: number;
  height: number;
  seconds: number;
  scene: VideoScene;
}

export const VIDEO_FPS = 24;
const BACKGROUND = '#f2f0ec';

const d = (sku: string, silhouette: Silhouette, hex: string): Drawing => ({ sku, silhouette, hex });

/** Every demo video by name (/videos/{name}.mp4). The demo content names only these (Writer.video checks). */
export const DEMO_VIDEOS = {
  // 16:9 and its 4:5 mobile cut: the campaign hero.
  'hero-campaign': {
    width: 960,
    height: 540,
    seconds: 6,
    scene: {
      kind: 'parade',
      drawings: [
        d('20413.151', 'sneaker', 'b5262f'),
        d('20521.102', 'ankle-boot', 'e9e1cf'),
        d('20634.160', 'pump', 'd9a2a6'),
        d('20745.110', 'shoulder-bag', '9b5a2a'),
      ],
    },
  },
  'hero-campaign-mobile': {
    width: 384,
    height: 480,
    seconds: 4,
    scene: { kind: 'turntable', drawing: d('20413.151', 'sneaker', 'b5262f') },
  },
  // 3:4: the men's drieluik ("Weekend": sneakers).
  'drieluik-men': {
    width: 480,
    height: 640,
    seconds: 4,
    scene: { kind: 'turntable', drawing: d('30412.130', 'sneaker', '1f2b46') },
  },
  // The journal's videos blocks (16:9, with 9:16 mobile cuts) and its rich text with a video (4:5).
  'journal-wide-1': {
    width: 640,
    height: 360,
    seconds: 4.5,
    scene: {
      kind: 'parade',
      drawings: [
        d('30218.111', 'chelsea-boot', '5a3a28'),
        d('30322.100', 'lace-up', '1f1e1c'),
        d('30431.110', 'loafer', '9b5a2a'),
      ],
    },
  },
  'journal-wide-2': {
    width: 640,
    height: 360,
    seconds: 4.5,
    scene: {
      kind: 'parade',
      drawings: [
        d('20811.100', 'handbag', '1f1e1c'),
        d('20822.113', 'shopper', 'cdb595'),
        d('20833.130', 'backpack', '1f2b46'),
      ],
    },
  },
  'journal-wide-3': {
    width: 640,
    height: 360,
    seconds: 4.5,
    scene: {
      kind: 'parade',
      drawings: [
        d('20912.102', 'sandal', 'e9e1cf'),
        d('20923.171', 'ballerina', 'b8bbc0'),
        d('30511.141', 'sneaker', '2f5b45'),
      ],
    },
  },
  'journal-tall-1': {
    width: 360,
    height: 640,
    seconds: 4,
    scene: { kind: 'turntable', drawing: d('30218.111', 'chelsea-boot', '5a3a28') },
  },
  'journal-tall-2': {
    width: 360,
    height: 640,
    seconds: 4,
    scene: { kind: 'turntable', drawing: d('20811.100', 'handbag', '1f1e1c') },
  },
  'journal-tall-3': {
    width: 360,
    height: 640,
    seconds: 4,
    scene: { kind: 'turntable', drawing: d('20912.102', 'sandal', 'e9e1cf') },
  },
  'journal-portrait': {
    width: 400,
    height: 500,
    seconds: 4,
    scene: { kind: 'turntable', drawing: d('30322.110', 'lace-up', '9b5a2a') },
  },
  // The look-books' tiles (the product image's shape).
  'look-for-her': {
    width: 384,
    height: 560,
    seconds: 4,
    scene: { kind: 'turntable', drawing: d('20521.100', 'ankle-boot', '1f1e1c') },
  },
  'look-for-him': {
    width: 384,
    height: 560,
    seconds: 4,
    scene: { kind: 'turntable', drawing: d('30431.112', 'loafer', '8c7b6c') },
  },
} as const satisfies Record<string, DemoVideo>;

export type DemoVideoName = keyof typeof DEMO_VIDEOS;

export const demoVideoFrameCount = (video: DemoVideo): number => Math.round(video.seconds * VIDEO_FPS);

/** The keys of the drawings a video shows (each one the image service can render). */
export function demoVideoDrawings(video: DemoVideo): string[] {
  const { scene } = video;
  if (scene.kind === 'parade') {
    return scene.drawings.map(({ sku, silhouette, hex }) => {
      const view = productImageViews(silhouette).gallery[0]!;
      return productImageKey(sku, silhouette, hex, view);
    });
  }
  // At most four views (a second each in a four-second loop): a shoe's sole is not much to watch.
  const { sku, silhouette, hex } = scene.drawing;
  return productImageViews(silhouette)
    .gallery.slice(0, 4)
    .map((view) => productImageKey(sku, silhouette, hex, view));
}

/**
 * A drawing placed in a frame: its own nested <svg>, its ids made unique (every drawing names its gradient "g", so
 * two in one frame would otherwise share the first one's colours).
 */
function embed(
  key: string,
  suffix: string,
  box: { x: number; y: number; width: number; height: number },
  opacity = 1,
): string {
  const svg = renderProductImage(key);
  if (!svg) throw new Error(`Not a drawing: ${key}`);
  const inner = svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
    .replace(/\bid="([^"]+)"/g, `id="$1${suffix}"`)
    .replace(/url\(#([^)]+)\)/g, `url(#$1${suffix})`)
    .replace(/href="#([^"]+)"/g, `href="#$1${suffix}"`);
  const nested =
    `<svg x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${round(box.height)}" ` +
    `viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">${inner}</svg>`;
  return opacity >= 1 ? nested : `<g opacity="${round(opacity, 3)}">${nested}</g>`;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));
/** Eases 0..1 in and out (smoothstep). */
const ease = (t: number) => t * t * (3 - 2 * t);

/** Frame `index` (0-based) of a video as an SVG document of the video's pixel size. */
export function renderVideoFrame(video: DemoVideo, index: number): string {
  const { width, height } = video;
  const t = (index % demoVideoFrameCount(video)) / demoVideoFrameCount(video);
  const keys = demoVideoDrawings(video);
  let body = '';
  if (video.scene.kind === 'parade') {
    // Drawings as tall as the frame allows, side by side in a repeating row; one loop moves the row by one round of
    // drawings, so the frame after the last is the first again.
    const drawingHeight = height * 0.92;
    const drawingWidth = (drawingHeight * IMAGE_WIDTH) / IMAGE_HEIGHT;
    const slot = drawingWidth * 1.08;
    const shift = t * keys.length * slot;
    const slots = Math.ceil(width / slot) + keys.length + 1;
    for (let slotIndex = 0; slotIndex < slots; slotIndex += 1) {
      const x = slotIndex * slot - shift;
      if (x + drawingWidth < 0 || x > width) continue;
      body += embed(keys[slotIndex % keys.length]!, `-${slotIndex}`, {
        x,
        y: (height - drawingHeight) / 2,
        width: drawingWidth,
        height: drawingHeight,
      });
    }
  } else {
    // One view at a time: held, then faded into the next; a slow zoom breathes in and out once per loop.
    const scale = 1 + 0.05 * Math.sin(t * 2 * Math.PI);
    const fit = Math.min(width / IMAGE_WIDTH, height / IMAGE_HEIGHT) * scale;
    const drawingWidth = IMAGE_WIDTH * fit;
    const drawingHeight = IMAGE_HEIGHT * fit;
    const box = {
      x: (width - drawingWidth) / 2,
      y: (height - drawingHeight) / 2,
      width: drawingWidth,
      height: drawingHeight,
    };
    const position = t * keys.length;
    const current = Math.floor(position);
    const within = position - current;
    const fadeFrom = 0.65; // the last third of each view's time is the fade into the next
    const fade = within <= fadeFrom ? 0 : ease((within - fadeFrom) / (1 - fadeFrom));
    body += embed(keys[current % keys.length]!, '-a', box);
    if (fade > 0) body += embed(keys[(current + 1) % keys.length]!, '-b', box, fade);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" ` +
    `height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" ` +
    `fill="${BACKGROUND}"/>${body}</svg>`
  );
}
