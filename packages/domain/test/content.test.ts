import { describe, expect, it } from 'vitest';
import { isPromoBannerVisible, MAX_PROMO_BANNERS, visiblePromoBanners } from '../src/content';

const now = new Date('2026-11-24T12:00:00Z');

describe('isPromoBannerVisible (text, and now inside the optional window)', () => {
  it.each([
    ['text, no window', { text: 'Free delivery' }, true],
    ['no text', { text: '' }, false],
    ['only spaces', { text: '   ' }, false],
    ['null text', { text: null }, false],
    ['started, no end', { text: 'a', action_from: '2026-11-01T00:00:00+0000' }, true],
    ['not started yet', { text: 'a', action_from: '2026-11-25T00:00:00+0000' }, false],
    ['starts exactly now', { text: 'a', action_from: '2026-11-24T12:00:00Z' }, true],
    ['inside the window', { text: 'a', action_from: '2026-11-20T00:00:00Z', action_to: '2026-11-30T00:00:00Z' }, true],
    ['ended', { text: 'a', action_from: '2026-11-01T00:00:00Z', action_to: '2026-11-23T23:59:59Z' }, false],
    ['ends exactly now', { text: 'a', action_to: '2026-11-24T12:00:00Z' }, true],
    ['ends today (bare date lasts the day)', { text: 'a', action_to: '2026-11-24' }, true],
    ['ended yesterday (bare date)', { text: 'a', action_to: '2026-11-23' }, false],
    ['starts tomorrow (bare date)', { text: 'a', action_from: '2026-11-25' }, false],
    ['Prismic offset +0100', { text: 'a', action_from: '2026-11-24T12:30:00+0100' }, true],
    ['null ends', { text: 'a', action_from: null, action_to: null }, true],
    ['unreadable date', { text: 'a', action_to: 'soon' }, false],
  ])('%s', (_name, banner, expected) => {
    expect(isPromoBannerVisible(banner, now)).toBe(expected);
  });
});

describe('visiblePromoBanners (at most 4, in order)', () => {
  const banner = (text: string, action_to?: string) => ({ text, action_to });
  it.each([
    [[], []],
    [
      [banner('a'), banner(''), banner('b')],
      ['a', 'b'],
    ],
    [
      [banner('a'), banner('b'), banner('c'), banner('d'), banner('e')],
      ['a', 'b', 'c', 'd'],
    ],
    [
      [banner('old', '2026-01-01'), banner('a'), banner('b'), banner('c'), banner('d'), banner('e')],
      ['a', 'b', 'c', 'd'],
    ],
  ])('%#', (banners, expected) => {
    expect(visiblePromoBanners(banners, now).map((entry) => entry.text)).toEqual(expected);
  });

  it('caps at the spec limit of 4', () => {
    expect(MAX_PROMO_BANNERS).toBe(4);
  });
});
