import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Products, RotatingPicks } from '../../src/blocks/Products';
import { BlocksProvider } from '../../src/blocks/shared';
import type { ProductsProps } from '../../src/blocks/types';
import { inLanguage, pick, product, RouterLink } from './fixtures';

afterEach(cleanup);

const items = [
  product('1', 'Court Classic'),
  product('2', 'Trail Runner'),
  product('3', 'City Boot'),
  product('4', 'Loafer'),
];
const grid = (columns: 1 | 2 | 3 | 4): ProductsProps => ({
  ...pick('ProductsBlock'),
  title: 'Bestsellers',
  layout: 'GRID',
  columns,
  products: items,
});

describe('Products', () => {
  it.each([1, 2, 3, 4] as const)('lays out a grid of %i columns', (columns) => {
    const { container } = render(<Products {...grid(columns)} />, { wrapper: inLanguage('en') });
    const list = container.querySelector('ul[data-columns]') as HTMLElement;
    expect(list.getAttribute('data-columns')).toBe(String(columns));
    expect(list.style.getPropertyValue('--columns')).toBe(String(columns));
    expect(list.querySelectorAll(':scope > li')).toHaveLength(4);
  });

  it('shows product tiles under the block heading, linked through the router', () => {
    render(
      <BlocksProvider Link={RouterLink}>
        <Products {...grid(3)} />
      </BlocksProvider>,
      { wrapper: inLanguage('nl') },
    );
    expect(screen.getByRole('region', { name: 'Bestsellers' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Court Classic' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Court Classic' }).getAttribute('data-router')).toBe('yes');
  });

  it('renders the default layout as a product slider: a plain list first', () => {
    const { container } = render(
      <Products {...pick('ProductsBlock')} title="New" layout="DEFAULT" products={items} />,
      {
        wrapper: inLanguage('de'),
      },
    );
    const slider = container.querySelector('[data-slider="product"]') as HTMLElement;
    expect(slider.getAttribute('aria-roledescription')).toBe('Karussell');
    expect(slider.querySelectorAll('li')).toHaveLength(4);
    const track = slider.querySelector('ul') as HTMLElement;
    expect(track.style.getPropertyValue('--spv')).toBe('2');
    expect(track.style.getPropertyValue('--spv-1280')).toBe('4');
  });

  it('renders rotating picks as a product slider', () => {
    const { container } = render(
      <RotatingPicks
        {...pick('RotatingProductPicksBlock')}
        title="Picks"
        items={items.slice(0, 2).map((tile) => ({ product: tile }))}
      />,
      { wrapper: inLanguage('fr') },
    );
    expect(container.querySelector('[data-block="rotating_sneaker_picks"] [data-slider="product"]')).toBeTruthy();
    expect(container.querySelector('[aria-roledescription="carrousel"]')).toBeTruthy();
  });
});
