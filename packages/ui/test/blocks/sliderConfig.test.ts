import { describe, expect, it } from 'vitest';
import {
  resolvedSlidesPerView,
  SLIDER_AUTOPLAY_MS,
  SLIDER_SPEED_MS,
  sliderConfig,
  slidesPerViewFor,
} from '../../src/blocks/sliderConfig';

const perViewByWidth = (breakpoints: Record<string, { slidesPerView?: number | 'auto' }> | undefined) =>
  Object.fromEntries(Object.entries(breakpoints ?? {}).map(([width, params]) => [width, params.slidesPerView]));

describe('sliderConfig (spec §9)', () => {
  it('product slider: 2, 3 from 768 and 1024, 4 from 1280', () => {
    const { params } = sliderConfig('product');
    expect(params.slidesPerView).toBe(2);
    expect(perViewByWidth(params.breakpoints)).toEqual({ 768: 3, 1024: 3, 1280: 4 });
    expect(params.speed).toBe(SLIDER_SPEED_MS);
    expect(SLIDER_SPEED_MS).toBe(400);
    expect(params.loop).toBe(false);
  });

  it('category slider: 3.5, 5.5 at 768, 9 at 1024, 11 at 1280', () => {
    const { params } = sliderConfig('category');
    expect(params.slidesPerView).toBe(3.5);
    expect(perViewByWidth(params.breakpoints)).toEqual({ 768: 5.5, 1024: 9, 1280: 11 });
  });

  it('timeline slider: 1.5, 3.5, 4.33, 5.33, infinite', () => {
    const { params } = sliderConfig('timeline');
    expect(params.slidesPerView).toBe(1.5);
    expect(perViewByWidth(params.breakpoints)).toEqual({ 768: 3.5, 1024: 4.33, 1280: 5.33 });
    expect(params.loop).toBe(true);
  });

  it('squeezely: 1.5, 4.5 at 800', () => {
    const { params } = sliderConfig('squeezely');
    expect(params.slidesPerView).toBe(1.5);
    expect(perViewByWidth(params.breakpoints)).toEqual({ 800: 4.5 });
  });

  it('look-book: 1.8 centred, 3 from 768, 4 from 1280, touch drag on, mouse drag and wheel off', () => {
    const { params } = sliderConfig('lookbook');
    expect(params.slidesPerView).toBe(1.8);
    expect(params.centeredSlides).toBe(true);
    expect(params.breakpoints?.[768]).toMatchObject({ slidesPerView: 3, centeredSlides: false });
    expect(params.breakpoints?.[1280]).toMatchObject({ slidesPerView: 4 });
    expect(params).toMatchObject({ allowTouchMove: true, simulateTouch: false, mousewheel: false, speed: 400 });
  });

  it('content slider: items_to_show from 1280 px, fewer below; items_to_slide as the group', () => {
    const { params } = sliderConfig('content', { itemsToShow: 4, itemsToSlide: 2 });
    expect(params.slidesPerView).toBe(1);
    expect(params.slidesPerGroup).toBe(1);
    expect(params.breakpoints).toEqual({
      768: { slidesPerView: 2, slidesPerGroup: 2 },
      1024: { slidesPerView: 3, slidesPerGroup: 2 },
      1280: { slidesPerView: 4, slidesPerGroup: 2 },
    });
    expect(sliderConfig('content', { itemsToShow: 1, itemsToSlide: 3 }).params.breakpoints?.[1280]).toEqual({
      slidesPerView: 1,
      slidesPerGroup: 1,
    });
  });

  it('maps every primary option', () => {
    const config = sliderConfig('content', {
      itemsToShow: 3,
      itemsToSlide: 1,
      autoPlay: true,
      centerMode: true,
      infiniteScroll: true,
      navigation: true,
      pagination: true,
      progress: true,
    });
    expect(config.params).toMatchObject({
      centeredSlides: true,
      loop: true,
      navigation: true,
      pagination: { clickable: true, type: 'bullets' },
      scrollbar: { draggable: true, hide: false },
      autoplay: { delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
      a11y: { enabled: true },
      keyboard: { enabled: true, onlyInViewport: true },
    });
    expect(SLIDER_AUTOPLAY_MS).toBe(5000);
    expect(config.autoplay).toBe(true);
    expect(config.modules).toEqual(['a11y', 'keyboard', 'navigation', 'pagination', 'scrollbar', 'autoplay']);
  });

  it('turns options off', () => {
    const config = sliderConfig('content', {
      itemsToShow: 2,
      autoPlay: false,
      centerMode: false,
      infiniteScroll: false,
      navigation: false,
      pagination: false,
      progress: false,
    });
    expect(config.params).toMatchObject({ centeredSlides: false, loop: false, navigation: false });
    expect(config.params.pagination).toBeUndefined();
    expect(config.params.scrollbar).toBeUndefined();
    expect(config.params.autoplay).toBeUndefined();
    expect(config.modules).toEqual(['a11y', 'keyboard']);
  });

  it('plays nothing and animates nothing for reduced motion', () => {
    const config = sliderConfig('content', { autoPlay: true }, { reducedMotion: true });
    expect(config.autoplay).toBe(false);
    expect(config.params.autoplay).toBeUndefined();
    expect(config.params.speed).toBe(0);
  });

  it('resolves slides per view at every breakpoint for the plain list', () => {
    expect(resolvedSlidesPerView(slidesPerViewFor('squeezely'))).toEqual({
      base: 1.5,
      768: 1.5,
      800: 4.5,
      1024: 4.5,
      1280: 4.5,
    });
    expect(resolvedSlidesPerView(slidesPerViewFor('product'))).toEqual({ base: 2, 768: 3, 800: 3, 1024: 3, 1280: 4 });
  });
});
