import { useLingui } from '@lingui/react/macro';
import { type ComponentType, type CSSProperties, useEffect, useRef, useState } from 'react';
import styles from './Carousel.module.css';
import type { CarouselSlide } from './carousel-slide';
import type { SwiperCarouselProps } from './SwiperCarousel';
import { cx, usePrefersReducedMotion } from './shared';
import { resolvedSlidesPerView, type SliderKind, sliderConfig, slidesPerViewFor } from './sliderConfig';
import type { SliderOptions } from './types';

export type { CarouselSlide } from './carousel-slide';

export interface CarouselProps {
  kind: SliderKind;
  slides: readonly CarouselSlide[];
  /** The slider block's options (content sliders); the other kinds use their spec §9 defaults. */
  primary?: SliderOptions | undefined;
  /** The id of the block's heading, or a label when there is none. */
  labelledBy?: string | undefined;
  label?: string | undefined;
  className?: string | undefined;
  /** Swiper is loaded after mount (default); `false` keeps the plain list (tests, no-JS previews). */
  enhance?: boolean | undefined;
}

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/**
 * Calls `callback` once `element` comes within a screen of the viewport, the page has loaded and the browser is idle:
 * Swiper's code (the largest chunk of a content page) then never competes with the page's first load and hydration,
 * and a slider far down the page costs nothing until the shopper scrolls towards it.
 */
function whenNearViewport(element: Element, callback: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    const idleWindow = window as IdleWindow;
    if (idleWindow.requestIdleCallback) idleWindow.requestIdleCallback(() => cancelled || callback(), { timeout: 500 });
    else callback();
  };
  const run = () => {
    if (cancelled) return;
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  };
  if (typeof IntersectionObserver === 'undefined') {
    run();
    return () => {
      cancelled = true;
    };
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(element);
  return () => {
    cancelled = true;
    observer.disconnect();
  };
}

/**
 * A slider that renders first (on the server, without JavaScript) as a plain list scrolling sideways with the same
 * slide widths as the slider, then, near the viewport, loads Swiper with a dynamic import and enhances itself: no
 * layout shift, and Swiper is downloaded only on pages that show a slider, once the shopper gets near one.
 */
export function Carousel({ kind, slides, primary, labelledBy, label, className, enhance = true }: CarouselProps) {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const [Enhanced, setEnhanced] = useState<ComponentType<SwiperCarouselProps> | null>(null);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!enhance || slides.length < 2 || !section.current) return;
    let live = true;
    const stop = whenNearViewport(section.current, () => {
      import('./SwiperCarousel')
        .then((module) => {
          if (live) setEnhanced(() => module.SwiperCarousel);
        })
        .catch(() => {
          // The plain list stays: it scrolls and every slide is reachable.
        });
    });
    return () => {
      live = false;
      stop();
    };
  }, [enhance, slides.length]);

  const perView = resolvedSlidesPerView(slidesPerViewFor(kind, primary));
  const config = sliderConfig(kind, primary, { reducedMotion });
  const style = {
    '--spv': perView.base,
    '--spv-768': perView[768],
    '--spv-800': perView[800],
    '--spv-1024': perView[1024],
    '--spv-1280': perView[1280],
  } as CSSProperties;

  return (
    <section
      ref={section}
      className={cx(styles.carousel, className)}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-roledescription={t`carousel`}
      data-slider={kind}
      data-enhanced={Enhanced ? 'true' : 'false'}
      data-pagination={config.params.pagination ? 'true' : undefined}
      data-progress={config.params.scrollbar ? 'true' : undefined}
    >
      {Enhanced ? (
        <Enhanced config={config} slides={slides} style={style} />
      ) : (
        // Until Swiper takes over, the list scrolls sideways: focusable, so keyboards can scroll it too (its slides may
        // hold nothing focusable, e.g. a look-book's images).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        <ul className={styles.track} style={style} tabIndex={0}>
          {slides.map((slide) => (
            <li key={slide.key} className={styles.slide}>
              {slide.node}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
