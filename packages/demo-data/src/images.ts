import type { Silhouette } from './assortment';
import { hashString } from './random';

/**
 * Product images drawn by code. An image key names everything the drawing needs, so the image service can render
 * any key without the catalogue:
 *
 *   products/{sku}/{silhouette}/{hex}/{view}      e.g. products/20413.102/sneaker/1f1e1c/side
 *
 * `sku` is the product SKU (digits.digits; it also seeds small details such as a sneaker's sole), `silhouette` what
 * is drawn, `hex` the product colour (six lowercase hex digits) and `view` the angle. Images are SVG at the tile
 * aspect ratio 332/470 on a light neutral background, without text or external references.
 */

export type ImageView = 'side' | 'front' | 'back' | 'top' | 'sole' | 'pair' | 'detail';

type Group = 'shoe' | 'bag' | 'belt' | 'socks' | 'care' | 'garment';

const GROUPS: Record<Silhouette, Group> = {
  sneaker: 'shoe',
  boot: 'shoe',
  'ankle-boot': 'shoe',
  'chelsea-boot': 'shoe',
  pump: 'shoe',
  loafer: 'shoe',
  'lace-up': 'shoe',
  sandal: 'shoe',
  ballerina: 'shoe',
  handbag: 'bag',
  'shoulder-bag': 'bag',
  shopper: 'bag',
  backpack: 'bag',
  belt: 'belt',
  socks: 'socks',
  cream: 'care',
  spray: 'care',
  brush: 'care',
  cleaner: 'care',
  sweater: 'garment',
  jacket: 'garment',
  tshirt: 'garment',
};

/** Gallery views (the first is the main image) and the hover view of each kind of product. */
const VIEWS: Record<Group, { gallery: readonly ImageView[]; hover: ImageView | null }> = {
  shoe: { gallery: ['side', 'front', 'back', 'top', 'sole'], hover: 'pair' },
  bag: { gallery: ['front', 'side', 'back'], hover: 'top' },
  belt: { gallery: ['front', 'detail'], hover: 'side' },
  socks: { gallery: ['front', 'pair'], hover: 'detail' },
  care: { gallery: ['front', 'side'], hover: null },
  garment: { gallery: ['front', 'back'], hover: 'detail' },
};

export const IMAGE_WIDTH = 332;
export const IMAGE_HEIGHT = 470;

export function productImageViews(silhouette: Silhouette): { gallery: readonly ImageView[]; hover: ImageView | null } {
  return VIEWS[GROUPS[silhouette]];
}

export function productImageKey(sku: string, silhouette: Silhouette, hex: string, view: ImageView): string {
  // Joined rather than templated: a flat string, not a chain of concatenations (100 000 products hold 600 000 keys).
  return ['products', sku, silhouette, hex.replace('#', '').toLowerCase(), view].join('/');
}

const KEY = /^products\/(\d+\.\d+)\/([a-z-]+)\/([0-9a-f]{6})\/([a-z]+)$/;

export interface ParsedImageKey {
  sku: string;
  silhouette: Silhouette;
  hex: string;
  view: ImageView;
}

export function parseProductImageKey(key: string): ParsedImageKey | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, sku, silhouette, hex, view] = match as unknown as [string, string, string, string, string];
  if (!Object.hasOwn(GROUPS, silhouette)) return null;
  const views = VIEWS[GROUPS[silhouette as Silhouette]];
  if (!views.gallery.includes(view as ImageView) && views.hover !== view) return null;
  return { sku, silhouette: silhouette as Silhouette, hex, view: view as ImageView };
}

/** The SVG of an image key, or null when the key is not one of ours. Deterministic: same key, same bytes. */
export function renderProductImage(key: string): string | null {
  const parsed = parseProductImageKey(key);
  if (!parsed) return null;
  const ink = inks(parsed.hex, hashString(parsed.sku));
  const group = GROUPS[parsed.silhouette];
  const body =
    group === 'shoe'
      ? shoe(parsed.silhouette, parsed.view, ink)
      : group === 'bag'
        ? bag(parsed.silhouette, parsed.view, ink)
        : group === 'belt'
          ? belt(parsed.view, ink)
          : group === 'socks'
            ? socks(parsed.view, ink)
            : group === 'care'
              ? careProduct(parsed.silhouette, parsed.view, ink)
              : garment(parsed.silhouette, parsed.view, ink);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}" width="${IMAGE_WIDTH}" ` +
    `height="${IMAGE_HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" ` +
    `stop-color="${ink.hi}"/><stop offset=".5" stop-color="${ink.c}"/><stop offset="1" stop-color="${ink.lo}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="#f2f0ec"/>${body}</svg>`
  );
}

// Colours ---------------------------------------------------------------------------------------------------------

interface Ink {
  /** The product colour. */
  c: string;
  /** Gradient top and bottom. */
  hi: string;
  lo: string;
  /** Outline. */
  edge: string;
  /** Seams, stitches and small details: visible on the product colour. */
  line: string;
  /** Lining and openings. */
  inside: string;
  metal: string;
  /** An accent colour (sneaker stripes, heel tabs). */
  accent: string;
  /** Hash of the SKU, for small variations. */
  h: number;
  light: boolean;
}

const rgb = (hex: string) => [0, 2, 4].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16)) as number[];

function mix(hex: string, target: number, amount: number): string {
  return `#${rgb(hex)
    .map((value) =>
      Math.round(value + (target - value) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function inks(hex: string, h: number): Ink {
  const [r = 0, g = 0, b = 0] = rgb(hex);
  const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  const light = luminance > 0.72;
  const dark = luminance < 0.18;
  const accents = ['#1f2b46', '#2f5b45', '#b5262f', '#c6a15b', '#8d8f92'];
  return {
    c: `#${hex}`,
    hi: mix(hex, 255, dark ? 0.2 : 0.16),
    lo: mix(hex, 0, light ? 0.08 : 0.14),
    edge: dark ? '#0d0d0c' : mix(hex, 0, light ? 0.3 : 0.42),
    line: dark ? mix(hex, 255, 0.32) : mix(hex, 0, light ? 0.22 : 0.38),
    inside: light ? mix(hex, 0, 0.3) : mix(hex, 0, 0.55),
    metal: h % 2 === 0 ? '#c9ad72' : '#b9bdc2',
    accent: light ? accents[h % accents.length]! : mix(hex, 255, 0.82),
    h,
    light,
  };
}

// Small SVG helpers -----------------------------------------------------------------------------------------------

const r = Math.round;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra}/>`;
const outlined = (content: string, ink: Ink) =>
  `<g stroke="${ink.edge}" stroke-width="2" stroke-linejoin="round">${content}</g>`;
const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(rx / 14 + 3)}" fill="#000" opacity=".09"/>`;

// Shoes -----------------------------------------------------------------------------------------------------------

interface ShoeShape {
  /** Collar height above the footbed at the back. */
  shaft: number;
  heel: number;
  sole: number;
  /** Height of the throat (where the laces start) and of the toe box. */
  instep: number;
  toe: number;
  heelType: 'none' | 'block' | 'stiletto';
  soleColour: 'light' | 'dark' | 'cork';
  pointed?: boolean;
  open?: boolean;
}

const SHOES: Partial<Record<Silhouette, ShoeShape>> = {
  sneaker: { shaft: 62, heel: 0, sole: 24, instep: 86, toe: 40, heelType: 'none', soleColour: 'light' },
  'lace-up': { shaft: 56, heel: 14, sole: 10, instep: 76, toe: 36, heelType: 'block', soleColour: 'dark' },
  loafer: { shaft: 48, heel: 12, sole: 10, instep: 62, toe: 34, heelType: 'block', soleColour: 'dark' },
  'chelsea-boot': { shaft: 150, heel: 16, sole: 12, instep: 80, toe: 38, heelType: 'block', soleColour: 'dark' },
  boot: { shaft: 250, heel: 22, sole: 14, instep: 82, toe: 38, heelType: 'block', soleColour: 'dark' },
  'ankle-boot': { shaft: 128, heel: 46, sole: 8, instep: 74, toe: 34, heelType: 'block', soleColour: 'dark' },
  pump: {
    shaft: 44,
    heel: 92,
    sole: 5,
    instep: 40,
    toe: 28,
    heelType: 'stiletto',
    soleColour: 'dark',
    pointed: true,
    open: true,
  },
  ballerina: { shaft: 34, heel: 5, sole: 6, instep: 30, toe: 28, heelType: 'block', soleColour: 'dark', open: true },
  sandal: { shaft: 0, heel: 10, sole: 20, instep: 60, toe: 0, heelType: 'none', soleColour: 'cork' },
};

function soleFill(shape: ShoeShape, ink: Ink): string {
  if (shape.soleColour === 'cork') return '#c9a77e';
  if (shape.soleColour === 'light') return ink.h % 3 === 0 ? '#c58f55' : '#f7f5ef';
  return ink.light ? '#8a6a4f' : '#2b2522';
}

/** Ground line so the whole shoe sits around the middle of the tile. */
const groundOf = (shape: ShoeShape) =>
  r(Math.min(410, 250 + (shape.sole + shape.heel + Math.max(shape.shaft, shape.instep)) / 2));

function shoe(silhouette: Silhouette, view: ImageView, ink: Ink): string {
  const shape = SHOES[silhouette]!;
  if (view === 'side') return shadow(170, groundOf(shape) + 2, 140) + shoeSide(silhouette, shape, ink);
  if (view === 'pair') {
    const G = groundOf(shape);
    return (
      shadow(176, G + 4, 150) +
      `<defs><g id="s">${shoeSide(silhouette, shape, ink)}</g></defs>` +
      `<use href="#s" transform="matrix(-.9 0 0 .9 322 ${r(G * 0.1 - 22)})"/>` +
      `<use href="#s" transform="translate(10 8)"/>`
    );
  }
  if (view === 'front' || view === 'back') {
    // Seen end-on a shoe is small: enlarge it around the middle of the tile.
    const G = groundOf(shape);
    const height = shape.sole + shape.heel + Math.max(shape.shaft, shape.instep) + 10;
    const scale = Math.min(1.7, Math.max(1, 240 / height));
    return `<g transform="translate(166 ${r(250 + (height * scale) / 2)}) scale(${scale.toFixed(2)}) translate(-166 -${G})">${shoeEnd(silhouette, shape, ink, view === 'front')}</g>`;
  }
  return shoeFromAbove(silhouette, shape, ink, view === 'sole');
}

function shoeSide(silhouette: Silhouette, s: ShoeShape, ink: Ink): string {
  const G = groundOf(s);
  const yS = G - s.sole;
  const yH = yS - s.heel;
  const yb = yH - s.shaft;
  const yi = yS - s.instep;
  const yt = yS - s.toe;
  const sole = soleFill(s, ink);
  let out = '';

  if (silhouette === 'sandal') {
    out += outlined(path(`M36,${yS}Q36,${G} 52,${G}H290Q310,${G} 306,${yS}Z`, sole), ink);
    out += line(`M36,${yS + 6}H306`, '#00000022', 3);
    const strap = (d: string, width: number) => line(d, ink.edge, width + 4) + line(d, ink.c, width);
    out += strap(`M214,${yS}C218,${yS - 48} 272,${yS - 48} 278,${yS}`, 16);
    out += strap(`M142,${yS}C150,${yS - 58} 200,${yS - 62} 206,${yS}`, 14);
    out += strap(`M56,${yS}C48,${yS - 56} 68,${yS - 74} 112,${yS - 72}`, 10);
    out += `<rect x="104" y="${yS - 82}" width="14" height="18" rx="2" fill="none" stroke="${ink.metal}" stroke-width="4"/>`;
    return out;
  }

  // Heel and sole first; the upper covers their top.
  if (s.heelType === 'stiletto') {
    out += path(
      `M44,${yH}L82,${yH + 4}Q66,${r(G - s.heel * 0.45)} 64,${G}H56Q52,${r(G - s.heel * 0.5)} 44,${yH}Z`,
      sole,
    );
  } else if (s.heel > 0) {
    out += path(`M44,${yH}L${s.heel > 30 ? 82 : 96},${yH + 2}L${s.heel > 30 ? 78 : 94},${G}H48Z`, sole);
  }
  if (s.heel > 30) {
    out += line(`M44,${yH}C110,${yH} 150,${yS} 200,${yS}L300,${yS}`, sole, s.sole * 2);
  } else {
    const back = s.heelType === 'none' ? 36 : 40;
    out += path(`M${back},${yH}Q${back - 2},${G} ${back + 14},${G}H292Q312,${G} 308,${yS}Z`, sole);
  }

  // The upper: back, collar (or shaft), throat, vamp, toe, back along the footbed.
  let d = `M44,${yH}C30,${r(yH - s.shaft * 0.45)} 38,${yb + 6} 50,${yb}`;
  if (s.shaft >= 100) {
    const front = s.shaft > 200 ? 136 : 128;
    d += `L${front},${yb + 3}C${front + 4},${r(yb + s.shaft * 0.5)} 132,${yi - 30} 152,${yi}`;
    d += `C196,${yi + 6} 244,${yt - 2} 278,${yt + 4}C300,${yt + 10} 312,${yS - 12} 298,${yS}`;
  } else if (s.open) {
    d += `Q110,${yH - 24} 188,${yS - s.instep}`;
    d += s.pointed
      ? `C236,${yt - 4} 286,${yS - 18} 314,${yS - 1}L296,${yS}`
      : `C232,${yt - 2} 284,${yt + 2} 294,${yS - 12}Q306,${yS} 292,${yS}`;
  } else {
    d += `Q92,${yb + 16} 130,${yi}C196,${yi + 4} 244,${yt - 2} 278,${yt + 4}C300,${yt + 10} 312,${yS - 12} 298,${yS}`;
  }
  d += s.heel > 30 ? `C150,${yS} 110,${yH} 44,${yH}Z` : `H44Z`;
  out += outlined(path(d, 'url(#g)'), ink);

  // Details.
  const stitch = ` stroke-dasharray="3 3"`;
  if (silhouette === 'sneaker') {
    out += line(`M38,${yS + 11}H306`, '#00000026', 2);
    out += line(`M98,${yS - 12}Q170,${yS - 30} 232,${yi + 24}`, ink.accent, 10, ' stroke-linecap="round"');
    out += line(`M246,${yS}Q250,${yt + 10} 290,${r(yt + s.toe * 0.4)}`, ink.line, 2);
    out += path(`M44,${yb + 4}l12,-3v28l-12,3z`, ink.accent);
    out += line(`M126,${yi + 14}L208,${yi + 42}`, ink.line, 3);
    for (let index = 0; index < 4; index++) {
      const x = 138 + index * 18;
      const y = yi + 6 + index * 6;
      out += line(`M${x - 6},${y - 4}l12,8`, ink.light ? '#ffffff' : ink.accent, 4, ' stroke-linecap="round"');
    }
  } else if (silhouette === 'lace-up') {
    out += line(`M40,${yS + 3}H302`, ink.line, 1.5, stitch);
    out += line(`M232,${yS - 2}Q242,${yt + 2} 276,${yt + 6}`, ink.line, 2);
    out += line(`M118,${yb + 30}Q160,${yi + 8} 196,${yi + 30}`, ink.line, 2);
    for (let index = 0; index < 4; index++) {
      out += `<circle cx="${140 + index * 14}" cy="${yi + 6 + index * 6}" r="2.5" fill="${ink.inside}"/>`;
    }
  } else if (silhouette === 'loafer') {
    out += line(`M188,${yi + 12}C230,${yt + 6} 270,${yt + 8} 292,${yS - 12}`, ink.line, 2, stitch);
    out += path(`M154,${yi + 2}l28,6l-4,26l-30,-4z`, ink.lo, ` stroke="${ink.edge}" stroke-width="1.5"`);
    out += `<ellipse cx="164" cy="${yi + 17}" rx="8" ry="3" fill="${ink.inside}"/>`;
  } else if (silhouette === 'chelsea-boot') {
    out += path(`M92,${yb + 4}Q108,${yb + 10} 124,${yb + 4}L116,${yS - 38}Z`, ink.light ? '#5d5650' : '#191817');
    out += line(
      `M100,${yb + 12}L114,${yS - 48}M108,${yb + 12}L115,${yS - 48}M116,${yb + 12}L116,${yS - 48}`,
      '#ffffff30',
      2,
    );
    out += path(`M48,${yb}l-4,-22h14l4,22z`, ink.inside);
    out += line(`M40,${yS + 3}H302`, ink.line, 1.5, stitch);
  } else if (silhouette === 'boot') {
    out += path(
      `M50,${yb}L136,${yb + 3}L137,${yb + 18}L49,${yb + 15}Z`,
      ink.lo,
      ` stroke="${ink.edge}" stroke-width="1.5"`,
    );
    out += line(`M70,${yb + 26}L72,${yS - 24}`, ink.metal, 3);
    out += line(`M40,${yS + 3}H302`, ink.line, 1.5, stitch);
  } else if (silhouette === 'ankle-boot') {
    out += line(`M64,${yb + 10}L66,${yS - 30}`, ink.metal, 3);
    out += line(`M150,${yi + 2}C200,${yi + 12} 250,${yt + 4} 286,${yt + 14}`, ink.line, 1.5, stitch);
  } else if (silhouette === 'pump') {
    out += line(`M206,${yS - 30}Q250,${yS - 30} 292,${yS - 10}`, ink.hi, 3, ' opacity=".7"');
  } else if (silhouette === 'ballerina') {
    out += `<g fill="${ink.inside}"><ellipse cx="198" cy="${yi + 4}" rx="11" ry="6" transform="rotate(-25 198 ${yi + 4})"/>`;
    out += `<ellipse cx="214" cy="${yi + 6}" rx="11" ry="6" transform="rotate(25 214 ${yi + 6})"/>`;
    out += `<circle cx="206" cy="${yi + 5}" r="4"/></g>`;
  }
  return out;
}

/** Seen from the toe (front) or the heel (back). */
function shoeEnd(silhouette: Silhouette, s: ShoeShape, ink: Ink, front: boolean): string {
  const G = groundOf(s);
  const yS = G - s.sole;
  const yH = yS - s.heel;
  const yb = yH - s.shaft;
  const w = silhouette === 'pump' || silhouette === 'ballerina' ? 46 : 56;
  const cx = 166;
  const sole = soleFill(s, ink);
  let out = shadow(cx, G + 2, w + 24);

  if (silhouette === 'sandal') {
    out += outlined(
      path(
        `M${cx - w},${yS}H${cx + w}V${G - 4}Q${cx + w},${G} ${cx + w - 8},${G}H${cx - w + 8}Q${cx - w},${G} ${cx - w},${G - 4}Z`,
        sole,
      ),
      ink,
    );
    for (const [y, height] of front
      ? [
          [yS - 30, 16],
          [yS - 56, 14],
        ]
      : [[yS - 70, 10]]) {
      out += outlined(
        path(
          `M${cx - w + 4},${yS}C${cx - w + 4},${y! - 6} ${cx + w - 4},${y! - 6} ${cx + w - 4},${yS}L${cx + w - 4 - height!},${yS}C${cx + w - 10},${y! + height!} ${cx - w + 10},${y! + height!} ${cx - w + 4 + height!},${yS}Z`,
          ink.c,
        ),
        ink,
      );
    }
    return out;
  }

  const heelRaised = !front && s.heel > 20;
  const bottom = heelRaised ? yH : yS;
  // Sole band; from behind a raised heel, the forefoot shows on the ground around it.
  if (heelRaised) {
    const toeTop = yS - s.toe;
    out += path(`M${cx - w - 2},${G}V${yS - 4}H${cx + w + 2}V${G}Z`, sole);
    out += outlined(
      path(`M${cx - w},${yS}Q${cx - w},${toeTop} ${cx},${toeTop - 4}Q${cx + w},${toeTop} ${cx + w},${yS}Z`, ink.lo),
      ink,
    );
    const hw = s.heelType === 'stiletto' ? 5 : 17;
    out += path(`M${cx - hw - 4},${yH}H${cx + hw + 4}L${cx + hw},${G}H${cx - hw}Z`, sole, ` stroke="${ink.edge}"`);
  } else {
    out += path(
      `M${cx - w - 4},${yS - 4}H${cx + w + 4}V${G - 5}Q${cx + w + 4},${G} ${cx + w - 6},${G}H${cx - w + 6}Q${cx - w - 4},${G} ${cx - w - 4},${G - 5}Z`,
      sole,
    );
  }
  const top = Math.min(s.shaft >= 100 ? yb : Math.min(yb, yS - s.instep), bottom - 56);
  const shaftW = s.shaft >= 100 ? w * 0.82 : w * 0.74;
  const bw = heelRaised ? w * 0.7 : w;
  const back = (inset: number) =>
    `M${r(cx - bw + inset)},${bottom}C${r(cx - bw - 2 + inset)},${r(bottom - 30)} ${r(cx - shaftW + inset)},${r(bottom - 40)} ${r(cx - shaftW + inset)},${top + 12 + inset}Q${cx},${top - 6 + inset} ${r(cx + shaftW - inset)},${top + 12 + inset}C${r(cx + shaftW - inset)},${r(bottom - 40)} ${r(cx + bw + 2 - inset)},${r(bottom - 30)} ${r(cx + bw - inset)},${bottom}Z`;
  // Back of the shoe (from the front: the collar and the shaft behind the vamp; open shoes show their lining).
  out += outlined(path(back(0), 'url(#g)'), ink);
  if (front && s.open) out += path(back(6), ink.inside);
  if (front) {
    out += `<ellipse cx="${cx}" cy="${top + 12}" rx="${r(shaftW - 6)}" ry="9" fill="${ink.inside}"/>`;
    if (silhouette === 'sneaker' || silhouette === 'lace-up') {
      const tongueTop = yS - s.instep;
      out += outlined(
        path(
          `M${cx - 22},${yS - 30}L${cx - 20},${tongueTop - 6}Q${cx},${tongueTop - 14} ${cx + 20},${tongueTop - 6}L${cx + 22},${yS - 30}Z`,
          'url(#g)',
        ),
        ink,
      );
      let laces = '';
      for (let y = tongueTop + 6; y < yS - s.toe - 4; y += 11) laces += `M${cx - 16},${y}H${cx + 16}`;
      out += line(laces, silhouette === 'sneaker' && ink.light ? ink.accent : ink.line, 4, ' stroke-linecap="round"');
    }
    // Toe box.
    const toeTop = yS - s.toe - (s.pointed ? 6 : 0);
    out += outlined(
      path(
        `M${cx - w},${yS}C${cx - w},${toeTop + 10} ${cx - w / 2},${toeTop} ${cx},${toeTop}C${cx + w / 2},${toeTop} ${cx + w},${toeTop + 10} ${cx + w},${yS}Z`,
        'url(#g)',
      ),
      ink,
    );
    if (silhouette === 'ballerina') out += `<circle cx="${cx}" cy="${toeTop + 6}" r="6" fill="${ink.inside}"/>`;
    if (silhouette === 'loafer') out += path(`M${cx - 24},${toeTop + 4}h48v12h-48z`, ink.lo, ` stroke="${ink.edge}"`);
  } else {
    out += line(`M${cx},${top + 8}V${bottom - 4}`, ink.line, 2);
    if (silhouette === 'sneaker') out += path(`M${cx - 12},${top + 2}h24v34h-24z`, ink.accent);
    if (silhouette === 'chelsea-boot') out += path(`M${cx - 8},${top - 18}h16v26h-16z`, ink.inside);
  }
  return out;
}

const FOOT =
  'M166,74C214,74 228,140 226,182C224,232 208,262 210,302C212,352 204,406 166,406C128,406 120,352 122,302C124,262 108,232 106,182C104,140 118,74 166,74Z';
const POINTED_FOOT =
  'M166,58C196,92 226,140 224,184C222,232 208,262 210,302C212,352 204,406 166,406C128,406 120,352 122,302C124,262 110,232 108,184C106,140 136,92 166,58Z';

/** Seen from above (top) or from below (sole). */
function shoeFromAbove(silhouette: Silhouette, s: ShoeShape, ink: Ink, underneath: boolean): string {
  const foot = s.pointed ? POINTED_FOOT : FOOT;
  const sole = soleFill(s, ink);
  if (underneath) {
    let tread = '';
    const smooth = s.soleColour === 'dark';
    for (let y = 80; y < 410; y += smooth ? 400 : 12) tread += `M100,${y}H232`;
    return (
      `<clipPath id="k"><path d="${foot}"/></clipPath>` +
      outlined(path(foot, sole), ink) +
      `<g clip-path="url(#k)">${smooth ? '' : line(tread, '#00000022', 5)}` +
      path(`M96,${s.heel > 20 ? 330 : 318}H236V410H96Z`, s.heel > 20 ? '#00000040' : '#00000014') +
      `</g>${line('M120,300Q166,310 212,300', '#00000022', 2)}`
    );
  }
  let out = `<path d="${foot}" fill="${sole}" stroke="${sole}" stroke-width="14" stroke-linejoin="round"/>`;
  if (silhouette === 'sandal') {
    out += outlined(path(foot, '#b79063'), ink);
    for (const [y, height] of [
      [130, 26],
      [200, 22],
      [330, 12],
    ] as const) {
      out += outlined(
        path(`M104,${y}Q166,${y - 12} 228,${y}V${y + height}Q166,${y + height - 12} 104,${y + height}Z`, ink.c),
        ink,
      );
    }
    return out;
  }
  out += outlined(path(foot, 'url(#g)'), ink);
  const open = s.open
    ? 'M166,196C204,196 206,250 204,300C202,356 196,392 166,392C136,392 130,356 128,300C126,250 128,196 166,196Z'
    : null;
  const collar =
    s.shaft >= 100 ? '<ellipse cx="166" cy="330" rx="40" ry="50"' : '<ellipse cx="166" cy="334" rx="34" ry="56"';
  out += open ? path(open, ink.inside) : `${collar} fill="${ink.inside}" stroke="${ink.edge}" stroke-width="2"/>`;
  if (silhouette === 'sneaker' || silhouette === 'lace-up') {
    let laces = '';
    for (let y = 206; y < 272; y += 13) laces += `M150,${y}H182`;
    out += outlined(path('M146,196H186V280H146Z', 'url(#g)'), ink);
    out += line(laces, silhouette === 'sneaker' && ink.light ? ink.accent : ink.line, 4, ' stroke-linecap="round"');
  }
  if (silhouette === 'loafer') out += path('M136,226h60v16h-60z', ink.lo, ` stroke="${ink.edge}"`);
  if (silhouette === 'chelsea-boot') out += path('M120,300h8v40h-8zM204,300h8v40h-8z', '#191817');
  if (silhouette === 'ballerina') out += `<circle cx="166" cy="190" r="7" fill="${ink.inside}"/>`;
  return out;
}

// Bags ------------------------------------------------------------------------------------------------------------

function bag(silhouette: Silhouette, view: ImageView, ink: Ink): string {
  const metal = ink.metal;
  let out = shadow(166, 392, 120);
  if (view === 'top') {
    out = shadow(166, 330, 110);
    out += outlined(
      path('M66,200Q66,150 116,150H216Q266,150 266,200V280Q266,330 216,330H116Q66,330 66,280Z', 'url(#g)'),
      ink,
    );
    out += path('M86,214Q86,176 122,176H210Q246,176 246,214V266Q246,304 210,304H122Q86,304 86,266Z', ink.inside);
    out +=
      line('M110,240Q166,200 222,240', ink.edge, 10, ' stroke-linecap="round"') +
      line('M110,240Q166,200 222,240', ink.c, 6, ' stroke-linecap="round"');
    return out;
  }
  if (silhouette === 'backpack') {
    if (view === 'side') {
      out += outlined(
        path('M120,140Q120,110 150,110H176Q206,110 206,146V380Q206,392 194,392H132Q120,392 120,380Z', 'url(#g)'),
        ink,
      );
      out +=
        line('M206,150C250,180 250,330 208,370', ink.edge, 14) + line('M206,150C250,180 250,330 208,370', ink.lo, 10);
      out += line('M132,128V384', metal, 3);
      return out;
    }
    out += outlined(path('M86,150Q86,96 166,96Q246,96 246,150V376Q246,392 230,392H102Q86,392 86,376Z', 'url(#g)'), ink);
    out += line('M146,96Q146,70 166,70Q186,70 186,96', ink.edge, 8);
    if (view === 'front') {
      out += outlined(path('M108,270H224V370Q224,380 214,380H118Q108,380 108,370Z', ink.lo), ink);
      out += line('M116,284H216', metal, 3) + line('M104,150Q166,124 228,150', metal, 3);
    } else {
      out += path('M112,120h26v250h-26zM194,120h26v250h-26z', ink.lo, ` stroke="${ink.edge}" stroke-width="2"`);
      out += line('M125,140V350M207,140V350', ink.line, 1.5, ' stroke-dasharray="3 3"');
    }
    return out;
  }
  if (view === 'side') {
    const top = silhouette === 'shopper' ? 150 : 210;
    out += outlined(path(`M140,${top}H192L204,390H128Z`, 'url(#g)'), ink);
    out += line(`M160,${top}C150,${top - 140} 182,${top - 140} 172,${top}`, ink.edge, silhouette === 'handbag' ? 8 : 4);
    return out;
  }
  const back = view === 'back';
  if (silhouette === 'shopper') {
    out +=
      line('M112,150C112,40 162,40 162,150M170,150C170,40 220,40 220,150', ink.edge, 9) +
      line('M112,150C112,40 162,40 162,150M170,150C170,40 220,40 220,150', ink.c, 5);
    out += outlined(path('M56,150H276L256,390H76Z', 'url(#g)'), ink);
    out += line('M62,166H270', ink.line, 1.5, ' stroke-dasharray="3 3"');
    if (!back) out += path('M150,150h32v22h-32z', metal);
    return out;
  }
  if (silhouette === 'shoulder-bag') {
    out += line('M78,230C78,60 254,60 254,230', ink.edge, 7) + line('M78,230C78,60 254,60 254,230', ink.c, 4);
    out += `<circle cx="78" cy="230" r="5" fill="${metal}"/><circle cx="254" cy="230" r="5" fill="${metal}"/>`;
    out += outlined(
      path('M66,236Q66,222 80,222H252Q266,222 266,236V376Q266,390 252,390H80Q66,390 66,376Z', 'url(#g)'),
      ink,
    );
    if (!back) {
      out += outlined(path('M66,236Q66,222 80,222H252Q266,222 266,236V300Q166,350 66,300Z', ink.lo), ink);
      out += `<rect x="156" y="310" width="20" height="16" rx="3" fill="${metal}"/>`;
    }
    return out;
  }
  // Handbag.
  out += line('M112,206C112,96 220,96 220,206', ink.edge, 14) + line('M112,206C112,96 220,96 220,206', ink.c, 10);
  out += outlined(path('M86,206H246L270,372Q272,392 252,392H80Q60,392 62,372Z', 'url(#g)'), ink);
  out += line('M90,222H242', ink.line, 1.5, ' stroke-dasharray="3 3"');
  if (!back) {
    out += outlined(path('M86,206H246L252,262Q166,292 80,262Z', ink.lo), ink);
    out += `<rect x="154" y="266" width="24" height="18" rx="4" fill="${metal}"/>`;
  }
  out += `<circle cx="92" cy="392" r="4" fill="${metal}"/><circle cx="240" cy="392" r="4" fill="${metal}"/>`;
  return out;
}

// Belts, socks, care ----------------------------------------------------------------------------------------------

function buckle(x: number, y: number, size: number, metal: string): string {
  return (
    `<rect x="${x}" y="${y}" width="${r(size * 0.8)}" height="${size}" rx="${r(size / 8)}" fill="none" ` +
    `stroke="${metal}" stroke-width="${r(size / 8)}"/>${line(`M${x},${r(y + size / 2)}h${r(size * 0.6)}`, metal, r(size / 12))}`
  );
}

function belt(view: ImageView, ink: Ink): string {
  if (view === 'front') {
    return (
      shadow(166, 360, 120) +
      `<circle cx="166" cy="250" r="98" fill="none" stroke="${ink.edge}" stroke-width="34"/>` +
      `<circle cx="166" cy="250" r="98" fill="none" stroke="${ink.c}" stroke-width="30"/>` +
      `<circle cx="166" cy="250" r="62" fill="none" stroke="${ink.edge}" stroke-width="34"/>` +
      `<circle cx="166" cy="250" r="62" fill="none" stroke="url(#g)" stroke-width="30"/>` +
      line('M166,232V188', ink.line, 1.5, ' stroke-dasharray="3 3"') +
      buckle(150, 128, 44, ink.metal)
    );
  }
  if (view === 'detail') {
    let holes = '';
    for (let x = 214; x < 320; x += 26) holes += `<circle cx="${x}" cy="236" r="5" fill="${ink.inside}"/>`;
    return (
      outlined(path('M-4,196H340V276H-4Z', 'url(#g)'), ink) +
      line('M0,206H336M0,266H336', ink.line, 2, ' stroke-dasharray="4 4"') +
      holes +
      buckle(60, 170, 132, ink.metal)
    );
  }
  return (
    shadow(166, 400, 130) +
    outlined(path('M40,392L266,80L292,100L66,410Z', 'url(#g)'), ink) +
    `<g transform="rotate(-54 70 380)">${buckle(40, 356, 52, ink.metal)}</g>`
  );
}

const SOCK = 'M126,70H196V250Q196,270 214,286L276,340Q298,364 280,392Q262,414 232,396L144,330Q126,316 126,290Z';

function socks(view: ImageView, ink: Ink): string {
  const one = (accent: string) =>
    outlined(path(SOCK, 'url(#g)'), ink) +
    path('M126,70H196V112H126Z', ink.lo) +
    line('M134,70V112M146,70V112M158,70V112M170,70V112M182,70V112', ink.line, 2) +
    path('M236,372Q262,350 280,372Q290,392 268,402Q250,408 232,396Z', accent) +
    path('M126,290Q126,316 144,330L166,346Q180,318 160,290Z', accent);
  const accent = ink.light ? ink.accent : ink.lo;
  if (view === 'front') return shadow(200, 410, 90) + one(accent);
  if (view === 'pair') {
    return (
      shadow(180, 414, 120) +
      `<g transform="translate(-44 -16)">${one(accent)}</g><g transform="translate(20 22)">${one(accent)}</g>`
    );
  }
  let ribs = '';
  for (let x = 8; x < 332; x += 16) ribs += `M${x},0V470`;
  return (
    path('M0,0H332V470H0Z', 'url(#g)') + line(ribs, ink.line, 5) + line(ribs, ink.hi, 2, ' transform="translate(7 0)"')
  );
}

function careProduct(silhouette: Silhouette, view: ImageView, ink: Ink): string {
  const side = view === 'side';
  let out = shadow(166, 392, 90);
  if (silhouette === 'cream') {
    if (side) {
      out += outlined(path('M86,300V360Q86,392 166,392Q246,392 246,360V300Z', '#b9bdc2'), ink);
      out += `<ellipse cx="166" cy="300" rx="80" ry="30" fill="#d6d9dc" stroke="${ink.edge}" stroke-width="2"/>`;
      out += `<ellipse cx="166" cy="302" rx="68" ry="23" fill="${ink.c}"/>`;
      out += line('M130,300Q166,284 200,296', ink.hi, 4, ' opacity=".7"');
      return out;
    }
    out += outlined(path('M86,260V356Q86,392 166,392Q246,392 246,356V260Z', '#b9bdc2'), ink);
    out += path('M86,290H246V340H86Z', ink.c);
    out += `<ellipse cx="166" cy="260" rx="80" ry="28" fill="#d6d9dc" stroke="${ink.edge}" stroke-width="2"/>`;
    return out;
  }
  if (silhouette === 'spray') {
    out += outlined(
      path('M116,150Q116,126 140,126H192Q216,126 216,150V378Q216,392 202,392H130Q116,392 116,378Z', '#2d3a4a'),
      ink,
    );
    out += path(side ? 'M116,200H176V330H116Z' : 'M116,200H216V330H116Z', ink.c);
    out += path(
      'M136,126V96Q136,86 146,86H186Q196,86 196,96V126Z',
      '#e9ecef',
      ` stroke="${ink.edge}" stroke-width="2"`,
    );
    out += side ? path('M196,100h16v10h-16z', '#22272e') : '';
    return out;
  }
  if (silhouette === 'brush') {
    if (side) {
      out += outlined(path('M56,300Q56,270 90,270H242Q276,270 276,300V316H56Z', '#a0703f'), ink);
      let bristles = '';
      for (let x = 66; x < 270; x += 8) bristles += `M${x},318V352`;
      out += line(bristles, '#8c7a5a', 4);
      return out;
    }
    out += outlined(path('M56,250Q56,180 166,180Q276,180 276,250Q276,320 166,320Q56,320 56,250Z', '#a0703f'), ink);
    out += `<ellipse cx="166" cy="250" rx="80" ry="40" fill="${ink.c}" stroke="#7a5a36" stroke-width="2"/>`;
    return out;
  }
  // Cleaner: a bottle with a foam pump.
  out += outlined(
    path(
      'M110,200Q110,176 134,172L144,150H188L198,172Q222,176 222,200V378Q222,392 208,392H124Q110,392 110,378Z',
      '#f7f7f4',
    ),
    ink,
  );
  out += path('M152,150V120H180V150Z', '#22272e') + path('M148,120h44v12h-44z', '#22272e');
  out += path(side ? 'M110,230H170V340H110Z' : 'M110,230H222V340H110Z', ink.c === '#e4dccb' ? '#2f5b45' : ink.c);
  return out;
}

// Clothing --------------------------------------------------------------------------------------------------------

function garment(silhouette: Silhouette, view: ImageView, ink: Ink): string {
  if (view === 'detail') {
    // Folded, seen from above.
    let out = shadow(166, 352, 120);
    out += outlined(path('M66,170H266V340Q266,350 256,350H76Q66,350 66,340Z', 'url(#g)'), ink);
    out += line('M110,170V350M222,170V350', ink.lo, 2);
    out += outlined(path('M130,170Q166,214 202,170Z', ink.inside), ink);
    if (silhouette === 'jacket') out += line('M166,192V350', ink.metal, 3);
    else out += path('M66,326H266V350H66Z', ink.lo);
    return out;
  }
  const back = view === 'back';
  const bottom = silhouette === 'jacket' ? 410 : silhouette === 'tshirt' ? 384 : 396;
  const rightSleeve =
    silhouette === 'tshirt'
      ? 'L286,140L268,196L236,180'
      : `Q266,118 278,160L300,${bottom - 70}L268,${bottom - 60}L236,200`;
  const leftSleeve =
    silhouette === 'tshirt'
      ? 'L96,180L64,196L46,140L100,112'
      : `L96,200L64,${bottom - 60}L32,${bottom - 70}L54,160Q66,118 100,112`;
  const d = `M196,110L232,112${rightSleeve}V${bottom}H96${leftSleeve}L136,110Q166,${back ? 122 : 148} 196,110Z`;
  let out = shadow(166, bottom + 6, 110) + outlined(path(d, 'url(#g)'), ink);
  if (silhouette !== 'tshirt') {
    out += path(`M96,${bottom - 20}H236V${bottom}H96Z`, ink.lo);
    out += line(`M32,${bottom - 70}L64,${bottom - 60}M300,${bottom - 70}L268,${bottom - 60}`, ink.lo, 14);
  }
  if (!back) {
    if (silhouette === 'jacket') {
      out += line(`M166,140V${bottom}`, ink.metal, 3);
      out += path('M136,110L150,150L166,140L182,150L196,110', ink.lo, ` stroke="${ink.edge}" stroke-width="2"`);
      out += line(`M112,${bottom - 90}l30,-8M220,${bottom - 90}l-30,-8`, ink.line, 4);
    } else {
      out += line(silhouette === 'tshirt' ? 'M136,110Q166,140 196,110' : 'M136,112Q166,146 196,112', ink.lo, 8);
    }
  } else {
    out += line('M136,110Q166,122 196,110', ink.lo, 8);
    if (silhouette === 'jacket') out += line('M100,160Q166,176 232,160', ink.line, 2);
  }
  return out;
}
