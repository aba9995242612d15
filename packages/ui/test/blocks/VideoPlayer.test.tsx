import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hero } from '../../src/blocks/Hero';
import { Drieluik } from '../../src/blocks/MediaColumns';
import { BlockVideoPlayer } from '../../src/blocks/shared';
import type { BlockVideo } from '../../src/blocks/types';
import { hero, inLanguage, pick } from './fixtures';

const image = (alt: string) => ({ url: `/i/${alt}`, alt, width: 600, height: 800 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const reducedMotion = (reduce: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) =>
        ({ matches: reduce, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never,
    );

const video: BlockVideo = {
  url: '/videos/drieluik-men.mp4',
  width: 480,
  height: 640,
  poster: '/images/products/30412.130/sneaker/1f2b46/side/600x800',
};
const mobile: BlockVideo = { url: '/videos/drieluik-men-mobile.mp4', width: 360, height: 480, poster: null };

describe('BlockVideoPlayer', () => {
  it('shows the poster until the video plays, and names the sources by type', () => {
    reducedMotion(false);
    const { container } = render(<BlockVideoPlayer video={video} mobile={mobile} label="Weekend" />, {
      wrapper: inLanguage('en'),
    });
    const element = container.querySelector('video') as HTMLVideoElement;
    expect(element.getAttribute('poster')).toBe(video.poster);
    expect(element.getAttribute('aria-label')).toBe('Weekend');
    expect([...element.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual([
      'video/mp4',
      'video/mp4',
    ]);
  });

  it('does not start by itself when the shopper asks for reduced motion: the poster stays', () => {
    reducedMotion(true);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const { container } = render(<BlockVideoPlayer video={video} mobile={mobile} label="Weekend" />, {
      wrapper: inLanguage('en'),
    });
    const element = container.querySelector('video') as HTMLVideoElement;
    expect(element.autoplay).toBe(false);
    expect(element.getAttribute('poster')).toBe(video.poster);
    expect(play).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'The video "Weekend" cannot be played here.'],
    ['de', 'Das Video „Weekend“ kann hier nicht abgespielt werden.'],
    ['fr', 'La vidéo «\u00a0Weekend\u00a0» ne peut pas être lue ici.'],
  ] as const)('in %s, replaces a video whose last source fails by its poster and a note', (locale, note) => {
    reducedMotion(false);
    const { container } = render(<BlockVideoPlayer video={video} mobile={mobile} label="Weekend" />, {
      wrapper: inLanguage(locale),
    });
    const sources = container.querySelectorAll('source');
    // The mobile source failing is not the end: the browser goes on to the next one.
    fireEvent.error(sources[0]!);
    expect(container.querySelector('video')).not.toBeNull();
    fireEvent.error(sources[1]!);
    expect(container.querySelector('video')).toBeNull();
    const poster = screen.getByRole('img', { name: 'Weekend' });
    expect(poster.getAttribute('src')).toBe(video.poster);
    expect(container.querySelector('[data-video-fallback] figcaption')?.textContent).toBe(note);
  });

  it('falls back when the video itself errors (a broken or undecodable file)', () => {
    reducedMotion(false);
    const { container } = render(<BlockVideoPlayer video={video} mobile={mobile} label="Weekend" />, {
      wrapper: inLanguage('en'),
    });
    fireEvent.error(container.querySelector('video')!);
    expect(container.querySelector('[data-video-fallback]')).not.toBeNull();
  });

  it('falls back when every source had already failed before the page came alive (server-rendered video)', () => {
    reducedMotion(false);
    Object.defineProperty(HTMLVideoElement.prototype, 'networkState', { configurable: true, get: () => 3 });
    try {
      const { container } = render(<BlockVideoPlayer video={video} mobile={mobile} label="Weekend" />, {
        wrapper: inLanguage('en'),
      });
      expect(container.querySelector('video')).toBeNull();
      expect(container.querySelector('[data-video-fallback] img')?.getAttribute('src')).toBe(video.poster);
    } finally {
      // Back to the inherited getter.
      Reflect.deleteProperty(HTMLVideoElement.prototype, 'networkState');
    }
  });

  it('without a poster, the note stands alone in a box of the video size', () => {
    reducedMotion(false);
    const { container } = render(<BlockVideoPlayer video={{ ...video, poster: null }} mobile={mobile} />, {
      wrapper: inLanguage('en'),
    });
    act(() => {
      fireEvent.error(container.querySelectorAll('source')[1]!);
    });
    const fallback = container.querySelector('[data-video-fallback]') as HTMLElement;
    expect(fallback.querySelector('img')).toBeNull();
    expect(fallback.style.aspectRatio).toBe('480 / 640');
    expect(fallback.textContent).toBe('This video cannot be played here.');
  });
});

describe('video blocks', () => {
  it('the drieluik and the hero give their video its poster', () => {
    reducedMotion(false);
    const { container } = render(
      <>
        <Drieluik
          {...pick('DrieluikBlock')}
          title="Three ways to wear it"
          items={[
            { title: 'Office', image: image('Office'), video: null, link: null },
            { title: 'Weekend', image: image('Weekend'), video, link: null },
            { title: 'Evening', image: image('Evening'), video: null, link: null },
          ]}
        />
        <Hero
          {...hero}
          title="Made for moving"
          image={{ url: '/i/hero', alt: 'Hero', width: 1800, height: 800 }}
          video={{ ...video, url: '/videos/hero-campaign.mp4', poster: '/i/hero' }}
        />
      </>,
      { wrapper: inLanguage('en') },
    );
    expect([...container.querySelectorAll('video')].map((element) => element.getAttribute('poster'))).toEqual([
      video.poster,
      '/i/hero',
    ]);
  });
});
