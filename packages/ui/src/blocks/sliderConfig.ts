import type { SwiperOptions } from 'swiper/types';
import type { SliderOptions } from './types';

/** The sliders of spec §9, each with its own slides per view per breakpoint. */
export type SliderKind = 'content' | 'product' | 'category' | 'timeline' | 'squeezely' | 'lookbook';

/** Default transition (spec §9). */
export const SLIDER_SPEED_MS = 400;
/** Auto play: the next slide after 5000 ms (spec §9 "play speed"). */
export const SLIDER_AUTOPLAY_MS = 5000;
/** Gap between slides, 1rem: the plain list uses the same gap, so the enhanced slider lands on the same layout. */
export const SLIDE_GAP_PX = 16;
/** The desktop breakpoint from which a content slider shows `items_to_show` (spec §9). */
export const SLIDER_DESKTOP_PX = 1280;

/** Window widths in px (Swiper breakpoints) and the media query each stands for in the plain list's CSS. */
export const BREAKPOINT_WIDTHS = [768, 800, 1024, 1280] as const;
export type BreakpointWidth = (typeof BREAKPOINT_WIDTHS)[number];

/** Slides per view: `base` below the first breakpoint, then from each width (spec §9, px as written there). */
export type SlidesPerView = { base: number } & Partial<Record<BreakpointWidth, number>>;

export const SLIDES_PER_VIEW: Record<Exclude<SliderKind, 'content'>, SlidesPerView> = {
  product: { base: 2, 768: 3, 1024: 3, 1280: 4 },
  category: { base: 3.5, 768: 5.5, 1024: 9, 1280: 11 },
  timeline: { base: 1.5, 768: 3.5, 1024: 4.33, 1280: 5.33 },
  squeezely: { base: 1.5, 800: 4.5 },
  lookbook: { base: 1.8, 768: 3, 1280: 4 },
};

const positive = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;

/**
 * The content slider block: `items_to_show` from the desktop breakpoint (1280 px); below it never more than 1 (mobile),
 * 2 (from 768) and 3 (from 1024) slides, so slides stay legible on small screens.
 */
export function contentSlidesPerView(primary: SliderOptions): SlidesPerView {
  const show = positive(primary.itemsToShow, 1);
  return { base: Math.min(show, 1), 768: Math.min(show, 2), 1024: Math.min(show, 3), 1280: show };
}

export function slidesPerViewFor(kind: SliderKind, primary: SliderOptions = {}): SlidesPerView {
  return kind === 'content' ? contentSlidesPerView(primary) : SLIDES_PER_VIEW[kind];
}

/** Every breakpoint resolved (a width without its own value takes the one below it), for the plain list's CSS. */
export function resolvedSlidesPerView(perView: SlidesPerView): { base: number } & Record<BreakpointWidth, number> {
  let current = perView.base;
  const out = { base: current } as { base: number } & Record<BreakpointWidth, number>;
  for (const width of BREAKPOINT_WIDTHS) {
    current = perView[width] ?? current;
    out[width] = current;
  }
  return out;
}

/** The Swiper modules a configuration needs; the slider imports only these. */
export type SliderModule = 'a11y' | 'keyboard' | 'navigation' | 'pagination' | 'scrollbar' | 'autoplay' | 'mousewheel';

export interface SliderConfig {
  /** Swiper parameters, without `modules` (added by the component from `modules`). */
  params: SwiperOptions;
  modules: SliderModule[];
  /** Auto play is on: the slider shows a pause button (WCAG 2.2.2). */
  autoplay: boolean;
}

export interface SliderConfigOptions {
  /** The shopper prefers reduced motion: no auto play, no transition animation. */
  reducedMotion?: boolean | undefined;
}

/**
 * Maps a slider's kind (spec §9 breakpoints and item counts) and the slider block's primary options
 * (`items_to_show`, `items_to_slide`, `auto_play`, `center_mode`, `infinite_scroll`, `navigation`, `pagination`,
 * `progress`) onto Swiper parameters. Pure: tested without a browser.
 *
 * - `items_to_slide` is the group size, never more than the whole slides in view;
 * - `auto_play` plays every 5000 ms, pauses on hover and is off for reduced motion;
 * - `pagination` shows clickable bullets, `progress` a progress bar (Swiper scrollbar), both may be on;
 * - `navigation` defaults to on (previous and next are disabled at the ends unless the slider loops);
 * - timeline sliders loop (spec: infinite); the look-book slider is centred on mobile, touch drag on, mouse drag
 *   and wheel off.
 */
export function sliderConfig(
  kind: SliderKind,
  primary: SliderOptions = {},
  { reducedMotion = false }: SliderConfigOptions = {},
): SliderConfig {
  const perView = slidesPerViewFor(kind, primary);
  const group = Math.round(positive(primary.itemsToSlide, 1));
  const groupFor = (view: number) => Math.max(1, Math.min(group, Math.floor(view)));
  const centred = kind === 'lookbook' ? true : Boolean(primary.centerMode);

  const breakpoints: NonNullable<SwiperOptions['breakpoints']> = {};
  for (const width of BREAKPOINT_WIDTHS) {
    const view = perView[width];
    if (view === undefined) continue;
    breakpoints[width] = {
      slidesPerView: view,
      slidesPerGroup: groupFor(view),
      ...(kind === 'lookbook' ? { centeredSlides: false } : {}),
    };
  }

  const navigation = primary.navigation ?? true;
  const pagination = Boolean(primary.pagination);
  const progress = Boolean(primary.progress);
  const autoplay = Boolean(primary.autoPlay) && !reducedMotion;
  const loop = kind === 'timeline' ? true : Boolean(primary.infiniteScroll);

  const params: SwiperOptions = {
    speed: reducedMotion ? 0 : SLIDER_SPEED_MS,
    slidesPerView: perView.base,
    slidesPerGroup: groupFor(perView.base),
    spaceBetween: SLIDE_GAP_PX,
    centeredSlides: centred,
    loop,
    watchOverflow: true,
    breakpoints,
    a11y: { enabled: true },
    keyboard: { enabled: true, onlyInViewport: true },
    navigation,
    ...(pagination ? { pagination: { clickable: true, type: 'bullets' as const } } : {}),
    ...(progress ? { scrollbar: { draggable: true, hide: false } } : {}),
    ...(autoplay
      ? { autoplay: { delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } }
      : {}),
    ...(kind === 'lookbook' ? { allowTouchMove: true, simulateTouch: false, mousewheel: false } : {}),
  };

  const modules: SliderModule[] = ['a11y', 'keyboard'];
  if (navigation) modules.push('navigation');
  if (pagination) modules.push('pagination');
  if (progress) modules.push('scrollbar');
  if (autoplay) modules.push('autoplay');
  return { params, modules, autoplay };
}
