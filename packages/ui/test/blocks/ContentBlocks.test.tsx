import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentBlocks } from '../../src/blocks/ContentBlocks';
import type { ContentBlockProps } from '../../src/blocks/types';
import {
  allBlocks,
  hero,
  inLanguage,
  type Locale,
  pick,
  product,
  RouterLink,
  segmentLinks,
  stubViewport,
} from './fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const runtime = {
  salutations: [
    { id: 'mr', label: 'Mr' },
    { id: 'ms', label: 'Ms' },
  ],
  onNewsletterSubmit: async () => {},
  onCookieChoiceChange: () => {},
  onOpenChat: () => {},
  segmentLinks,
};

/** The slice type each fixture stands for (`data-block-type`). */
const SLICE_TYPES = allBlocks.map((block) => block.sliceType);

describe('ContentBlocks', () => {
  it.each(['en', 'nl', 'de', 'fr'] satisfies Locale[])('renders every block type in order (%s)', async (locale) => {
    // Sliders load Swiper once near the viewport: here they are in view.
    stubViewport(true);
    const onBlockProblem = vi.fn();
    const { container } = render(
      <ContentBlocks blocks={allBlocks} Link={RouterLink} onBlockProblem={onBlockProblem} {...runtime} />,
      { wrapper: inLanguage(locale) },
    );
    const types = [...container.querySelectorAll('[data-block-type]')].map((element) =>
      element.getAttribute('data-block-type'),
    );
    expect(types).toEqual(SLICE_TYPES);
    // Every block rendered something (squeezely is there but hidden while empty).
    for (const wrapper of container.querySelectorAll('[data-block-type]')) {
      expect(wrapper.children.length, wrapper.getAttribute('data-block-type') ?? '').toBeGreaterThan(0);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'New season sneakers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop now' }).getAttribute('data-router')).toBe('yes');
    await waitFor(() => expect(container.querySelector('[data-enhanced="true"]')).toBeTruthy());
    expect(onBlockProblem).not.toHaveBeenCalled();
  });

  it('server renders every block without Swiper, videos without autoplay and squeezely hidden', () => {
    const Wrapper = inLanguage('en');
    const html = renderToString(
      <Wrapper>
        <ContentBlocks blocks={allBlocks} {...runtime} />
      </Wrapper>,
    );
    expect(html).not.toContain('swiper');
    expect(html).not.toMatch(/ autoplay[=\s>]/);
    expect(html).toContain('data-autoplay="off"');
    expect(html).toContain('data-enhanced="false"');
    expect(html).toMatch(/<section[^>]*hidden=""[^>]*data-filled="false"/);
  });

  it('loads the image of a hero at the top with priority, and of a later one lazily', () => {
    const plain = { ...hero, priority: undefined };
    const { container } = render(<ContentBlocks blocks={[plain, { ...plain, id: 'hero-2' }]} />, {
      wrapper: inLanguage('en'),
    });
    const [first, second] = [...container.querySelectorAll('img')];
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.getAttribute('loading')).toBe('lazy');
  });

  it('wraps blocks in their column width', () => {
    const { container } = render(<ContentBlocks blocks={allBlocks} {...runtime} />, { wrapper: inLanguage('en') });
    expect(container.querySelector('[data-block-type="branding_block"]')?.getAttribute('data-column-width')).toBe(
      'medium',
    );
    expect(container.querySelector('[data-block-type="images"]')?.getAttribute('data-column-width')).toBe('large');
    expect(container.querySelector('[data-block-type="hero"]')?.getAttribute('data-column-width')).toBe('full-width');
  });

  it('skips unknown block types, reports them, and lists them only in debug mode', () => {
    // A block type of a newer schema than the app.
    const unknown = {
      __typename: 'HolidayCountdownBlock',
      id: 'x',
      sliceType: 'holiday_countdown',
      variation: 'default',
    } as unknown as ContentBlockProps;
    const onBlockProblem = vi.fn();
    const blocks = [unknown, allBlocks[2]!];
    const { container, rerender } = render(<ContentBlocks blocks={blocks} onBlockProblem={onBlockProblem} />, {
      wrapper: inLanguage('en'),
    });
    expect(container.querySelectorAll('[data-block-type]')).toHaveLength(1);
    expect(container.querySelector('[data-problem]')).toBeNull();
    expect(onBlockProblem).toHaveBeenCalledWith({ index: 0, type: 'holiday_countdown', reason: 'unknown-type' });
    rerender(<ContentBlocks blocks={blocks} onBlockProblem={onBlockProblem} debug />);
    expect(container.querySelector('[data-problem="unknown-type"]')?.textContent).toContain('holiday_countdown');
  });

  it('skips a block that fails to render and reports the error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onBlockProblem = vi.fn();
    // Malformed data (the slice simulator's input): a FAQ block without its items.
    const broken = { __typename: 'FaqBlock', id: 'faq-x', sliceType: 'faq' } as unknown as ContentBlockProps;
    const { container } = render(
      <ContentBlocks blocks={[broken, allBlocks[2]!]} onBlockProblem={onBlockProblem} debug />,
      {
        wrapper: inLanguage('en'),
      },
    );
    expect(onBlockProblem).toHaveBeenCalledWith(expect.objectContaining({ index: 0, reason: 'render-error' }));
    expect(container.querySelector('[data-problem="render-error"]')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mid-season sale' })).toBeTruthy();
    spy.mockRestore();
  });

  it('skips a button block without text or link, and says so in debug mode', () => {
    const onBlockProblem = vi.fn();
    const empty = { ...pick('ButtonBlock'), buttonText: null };
    const { container } = render(<ContentBlocks blocks={[empty]} onBlockProblem={onBlockProblem} debug />, {
      wrapper: inLanguage('en'),
    });
    expect(container.querySelector('[data-block-type]')).toBeNull();
    expect(onBlockProblem).toHaveBeenCalledWith({ index: 0, type: 'button', reason: 'empty' });
    expect(container.querySelector('[data-problem="empty"]')).toBeTruthy();
  });

  it("shows the hero switch with the app's segment links, the current one marked", () => {
    render(<ContentBlocks blocks={[hero]} segmentLinks={segmentLinks} Link={RouterLink} />, {
      wrapper: inLanguage('en'),
    });
    expect(screen.getByRole('link', { name: 'For her' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'For him' }).getAttribute('href')).toBe('/heren');
  });

  it("turns products into tiles with the app's productTile, leaving out what it leaves out", () => {
    const block = { ...pick('ProductsBlock'), products: [{ sku: '1' }, { sku: 'gone' }] };
    render(
      <ContentBlocks
        blocks={[block]}
        productTile={({ sku }: { sku: string }) => (sku === 'gone' ? null : product(sku, `Shoe ${sku}`))}
      />,
      { wrapper: inLanguage('en') },
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Shoe 1']);
  });
});
