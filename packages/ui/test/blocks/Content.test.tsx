import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttentionBlock } from '../../src/blocks/AttentionBlock';
import { BrandingBlock } from '../../src/blocks/BrandingBlock';
import { ImageTitle } from '../../src/blocks/ImageTitle';
import { Drieluik, Images, Videos } from '../../src/blocks/MediaColumns';
import { Richtext } from '../../src/blocks/Richtext';
import { RichtextWith } from '../../src/blocks/RichtextWith';
import type { RichtextWithProps } from '../../src/blocks/types';
import { inLanguage, pick, product } from './fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const reducedMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

describe('text and media blocks', () => {
  it('renders rich text HTML and the attention block button', () => {
    render(<AttentionBlock {...pick('AttentionBlock')} />, { wrapper: inLanguage('en') });
    expect(screen.getByRole('complementary')).toBeTruthy();
    expect(screen.getByText('Up to 50% off.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'To the sale' }).className).toContain('buttonShopFlow');
  });

  it('links the brand picture with its alt text', () => {
    render(<BrandingBlock {...pick('BrandingBlock')} />, { wrapper: inLanguage('en') });
    expect(screen.getByRole('link', { name: 'noordkaap picture' }).getAttribute('href')).toBe('/brands/noordkaap');
    expect(screen.getByRole('img', { name: 'noordkaap picture' }).getAttribute('loading')).toBe('lazy');
  });

  it('makes image and title one link', () => {
    render(<ImageTitle {...pick('ImageTitleBlock')} />, { wrapper: inLanguage('en') });
    expect(screen.getByRole('link', { name: /The lookbook/ }).querySelector('img')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'The lookbook' })).toBeTruthy();
  });

  it.each([1, 2, 3] as const)('lays out images in %i columns with a mobile source below 48em', (columns) => {
    const items = [1, 2, 3].map((n) => ({
      title: '',
      link: null,
      image: {
        url: `/i/${n}`,
        alt: `Image ${n}`,
        width: 800,
        height: 600,
        mobile: { url: `/i/${n}/m`, width: 400, height: 600 },
      },
    }));
    const images = { ...pick('ImagesBlock'), columns, items };
    const { container } = render(<Images {...images} />, {
      wrapper: inLanguage('en'),
    });
    expect(container.querySelector('ul')?.getAttribute('data-columns')).toBe(String(columns));
    expect(container.querySelector('source')?.getAttribute('media')).toBe('(max-width: 47.99em)');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Image 1', 'Image 2', 'Image 3']);
  });

  it('always shows three columns in the drieluik, images or videos', () => {
    const { container } = render(<Drieluik {...pick('DrieluikBlock')} />, { wrapper: inLanguage('en') });
    expect(container.querySelector('ul')?.getAttribute('data-columns')).toBe('3');
    expect(container.querySelectorAll('video')).toHaveLength(1);
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });

  it('plays videos muted and inline, with controls and a mobile source', () => {
    reducedMotion(false);
    const { container } = render(<Videos {...pick('VideosBlock')} />, { wrapper: inLanguage('en') });
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('data-autoplay')).toBe('on');
    expect(video.querySelector('source[media="(max-width: 47.99em)"]')?.getAttribute('src')).toBe(
      '/videos/campaign-m.mp4',
    );
  });

  it('does not auto play videos for reduced motion', () => {
    reducedMotion(true);
    const { container } = render(<Videos {...pick('VideosBlock')} />, { wrapper: inLanguage('en') });
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.autoplay).toBe(false);
    expect(video.getAttribute('data-autoplay')).toBe('off');
  });

  it('renders the half-with-buttons variation with its left and right buttons', () => {
    const { container } = render(<Richtext {...pick('RichtextBlock')} />, { wrapper: inLanguage('en') });
    expect(container.querySelector('[data-variation="halfWithButtons"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Women' }).getAttribute('href')).toBe('/dames');
    expect(screen.getByRole('link', { name: 'Men' }).getAttribute('href')).toBe('/heren');
    expect(screen.getByText('Right half')).toBeTruthy();
  });

  it('puts a product beside the text, mirrored and bottom-aligned', () => {
    const block = pick('RichtextWithBlock');
    const { container } = render(<RichtextWith {...block} />, { wrapper: inLanguage('en') });
    const section = container.querySelector('section') as HTMLElement;
    expect(section.getAttribute('data-mirror')).toBe('true');
    expect(section.getAttribute('data-alignment')).toBe('bottom');
    expect(section.className).toContain('mirror');
    expect(screen.getByRole('heading', { level: 3, name: 'Pick Shoe' })).toBeTruthy();
  });

  it('puts an image beside the text at the top by default', () => {
    const block: RichtextWithProps = {
      ...pick('RichtextWithBlock'),
      variation: 'image',
      media: 'IMAGE',
      title: '',
      mirror: false,
      alignment: 'TOP',
      richtext: '<p>Text</p>',
      image: { url: '/i/x', alt: 'Shoe on a rock', width: 800, height: 800 },
      product: product('1', 'Ignored'),
    };
    const { container } = render(<RichtextWith {...block} />, { wrapper: inLanguage('en') });
    expect(container.querySelector('section')?.getAttribute('data-alignment')).toBe('top');
    expect(container.querySelector('section')?.getAttribute('data-mirror')).toBe('false');
    expect(screen.getByRole('img', { name: 'Shoe on a rock' })).toBeTruthy();
    expect(screen.queryByText('Ignored')).toBeNull();
  });
});
