import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../src/blocks/Carousel';
import { CategorySlider, ShopTheLookSlider, Slider, TimelineSlider } from '../../src/blocks/Sliders';
import { BlocksProvider } from '../../src/blocks/shared';
import { inLanguage, pick, RouterLink, stubViewport } from './fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const slider = pick('SliderBlock');

describe('sliders', () => {
  it('render on the server as a plain list, without Swiper', () => {
    const Wrapper = inLanguage('en');
    const html = renderToString(
      <Wrapper>
        <Slider {...slider} />
      </Wrapper>,
    );
    // The plain list scrolls sideways: keyboard users reach it (axe: scrollable-region-focusable).
    expect(html).toMatch(/<ul[^>]*tabindex="0"/);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).not.toContain('swiper');
    expect(html).toContain('data-enhanced="false"');
    expect(html).toContain('--spv:1;');
    expect(html).toContain('--spv-1280:3');
  });

  it('enhance with Swiper once near the viewport, with translated controls (nl)', async () => {
    stubViewport(true);
    const { container } = render(<Slider {...slider} />, { wrapper: inLanguage('nl') });
    expect(screen.getByRole('region', { name: 'Highlights' }).getAttribute('aria-roledescription')).toBe('carrousel');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    await waitFor(() => expect(container.querySelector('[data-enhanced="true"] .swiper')).toBeTruthy());
    expect(container.querySelectorAll('.swiper-slide')).toHaveLength(2);
    await waitFor(() => expect(container.querySelector('[aria-label="Volgende slide"]')).toBeTruthy());
    // Previous is disabled at the start (the slider does not loop).
    expect(container.querySelector('[aria-label="Vorige slide"]')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('stay a plain list while far from the viewport (Swiper is not loaded)', async () => {
    const observed = stubViewport(false);
    const { container } = render(<Slider {...slider} />, { wrapper: inLanguage('en') });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(observed).toHaveLength(1);
    expect(container.querySelector('.swiper')).toBeNull();
    expect(container.querySelector('[data-enhanced="false"]')).toBeTruthy();
  });

  it('stay a plain list when enhancement is off or there is one slide', async () => {
    const { container } = render(
      <Carousel
        kind="product"
        label="Products"
        enhance={false}
        slides={[
          { key: 'a', node: 'A' },
          { key: 'b', node: 'B' },
        ]}
      />,
      { wrapper: inLanguage('en') },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.swiper')).toBeNull();
    expect(screen.getByRole('region', { name: 'Products' })).toBeTruthy();
  });

  it('link categories through the router (de)', () => {
    render(
      <BlocksProvider Link={RouterLink}>
        <CategorySlider {...pick('CategorySliderBlock')} />
      </BlocksProvider>,
      { wrapper: inLanguage('de') },
    );
    expect(screen.getByRole('link', { name: 'Sneakers' }).getAttribute('data-router')).toBe('yes');
    expect(screen.getByRole('region', { name: 'Shop by category' })).toBeTruthy();
  });

  it('show the timeline with years and headings (fr)', () => {
    render(<TimelineSlider {...pick('TimelineSliderBlock')} />, { wrapper: inLanguage('fr') });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'The first store',
      'Our own brand',
    ]);
    expect(screen.getByText('1965')).toBeTruthy();
  });

  it.each([
    ['en', 'Shop the look', 'View all looks'],
    ['nl', 'Shop the look', 'Bekijk alle looks'],
    ['de', 'Shop the Look', 'Alle Looks ansehen'],
    ['fr', 'Shop the look', 'Voir tous les looks'],
  ] as const)('head the look-book slider and link all looks (%s)', (locale, heading, viewAll) => {
    render(<ShopTheLookSlider {...pick('ShopTheLookSliderBlock')} />, { wrapper: inLanguage(locale) });
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: viewAll }).getAttribute('href')).toBe('/lookbook');
    expect(screen.getByRole('link', { name: 'Summer' }).getAttribute('href')).toBe('/lookbook/summer');
  });
});
