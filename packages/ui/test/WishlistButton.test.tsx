import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Products } from '../src/blocks/Products';
import { ShopTheLookSlider } from '../src/blocks/Sliders';
import { BlocksProvider } from '../src/blocks/shared';
import { ProductTile } from '../src/ProductTile';
import { WishlistLink } from '../src/shell/WishlistLink';
import { WishlistButton } from '../src/WishlistButton';
import { inLanguage, pick, product } from './blocks/fixtures';

afterEach(cleanup);

describe('WishlistButton', () => {
  it.each([
    { on: false, pressed: 'false', fill: 'none', hint: 'Add to wishlist' },
    { on: true, pressed: 'true', fill: 'currentColor', hint: 'Remove from wishlist' },
  ])('is a toggle button, pressed=$pressed, its heart filled with $fill', ({ on, pressed, fill, hint }) => {
    const onToggle = vi.fn();
    const { container } = render(<WishlistButton on={on} onToggle={onToggle} itemName="Court Classic" />, {
      wrapper: inLanguage('en'),
    });
    const button = screen.getByRole('button', { name: 'Wishlist: Court Classic' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-pressed')).toBe(pressed);
    expect(button.getAttribute('title')).toBe(hint);
    expect(container.querySelector('path')?.getAttribute('fill')).toBe(fill);
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while a request runs, and says so, keeping the keyboard focus', () => {
    const onToggle = vi.fn();
    const { rerender } = render(<WishlistButton on={false} onToggle={onToggle} itemName="Court Classic" />, {
      wrapper: inLanguage('en'),
    });
    const button = screen.getByRole('button');
    button.focus();
    rerender(<WishlistButton on={false} busy onToggle={onToggle} itemName="Court Classic" />);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
    rerender(<WishlistButton on busy={false} onToggle={onToggle} itemName="Court Classic" />);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['nl', 'Verlanglijst: Court Classic', 'Toevoegen aan verlanglijst'],
    ['de', 'Wunschliste: Court Classic', 'Zur Wunschliste hinzufügen'],
    ['fr', 'Liste de souhaits : Court Classic', 'Ajouter à la liste de souhaits'],
  ] as const)('speaks %s', (locale, name, hint) => {
    render(<WishlistButton on={false} onToggle={() => {}} itemName="Court Classic" />, {
      wrapper: inLanguage(locale),
    });
    expect(screen.getByRole('button', { name }).getAttribute('title')).toBe(hint);
  });
});

describe('wishlist hearts in tiles and blocks', () => {
  it('puts the heart on a product tile outside its link, only when the app gives its state', () => {
    const tile = product('1', 'Court Classic');
    const { rerender } = render(<ProductTile {...tile} />, { wrapper: inLanguage('en') });
    expect(screen.queryByRole('button', { name: /Wishlist/ })).toBeNull();
    rerender(<ProductTile {...tile} wishlist={{ on: true, onToggle: () => {} }} />);
    const heart = screen.getByRole('button', { name: 'Wishlist: Court Classic' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.closest('a')).toBeNull();
  });

  it('asks the blocks runtime for the heart of each product by SKU', () => {
    const toggled: string[] = [];
    const productWishlist = (sku: string) => ({
      on: sku === '2',
      busy: sku === '3',
      onToggle: () => toggled.push(sku),
    });
    const items = [product('1', 'Court Classic'), product('2', 'Trail Runner'), product('3', 'City Boot')].map(
      (item, index) => ({ ...item, sku: String(index + 1) }),
    );
    render(
      <BlocksProvider productWishlist={productWishlist}>
        <Products {...pick('ProductsBlock')} layout="GRID" columns={3} products={items} />
      </BlocksProvider>,
      { wrapper: inLanguage('en') },
    );
    expect(screen.getByRole('button', { name: 'Wishlist: Court Classic' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Wishlist: Trail Runner' }).getAttribute('aria-pressed')).toBe('true');
    const busy = screen.getByRole('button', { name: 'Wishlist: City Boot' });
    fireEvent.click(busy);
    fireEvent.click(screen.getByRole('button', { name: 'Wishlist: Court Classic' }));
    expect(toggled).toEqual(['1']);
  });

  it('gives looks of the shop-the-look slider their look-book heart by uid', () => {
    const onToggle = vi.fn();
    const image = { url: '/images/look/384x560', width: 384, height: 560 };
    render(
      <BlocksProvider lookWishlist={(uid) => ({ on: uid === 'look-2', onToggle: () => onToggle(uid) })}>
        <ShopTheLookSlider
          {...pick('ShopTheLookSliderBlock')}
          title="Shop the look"
          looks={[
            { uid: 'look-1', path: '/lookbook/one/', label: 'Look one', image },
            { uid: 'look-2', path: '/lookbook/two/', label: 'Look two', image },
          ]}
        />
      </BlocksProvider>,
      { wrapper: inLanguage('en') },
    );
    expect(screen.getByRole('button', { name: 'Wishlist: Look two' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Wishlist: Look one' }));
    expect(onToggle).toHaveBeenCalledWith('look-1');
  });

  it('has no look hearts without the runtime', () => {
    const image = { url: '/images/look/384x560', width: 384, height: 560 };
    render(
      <ShopTheLookSlider
        {...pick('ShopTheLookSliderBlock')}
        looks={[{ uid: 'look-1', path: '/lookbook/one/', label: 'Look one', image }]}
      />,
      { wrapper: inLanguage('en') },
    );
    expect(screen.queryByRole('button', { name: /Wishlist/ })).toBeNull();
  });
});

describe('WishlistLink', () => {
  it('shows no count while the list is not known, then the count in its name', () => {
    const { rerender } = render(<WishlistLink href="/wishlist/" />, { wrapper: inLanguage('en') });
    expect(screen.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe('/wishlist/');
    rerender(<WishlistLink href="/customer/wishlist" count={2} />);
    const link = screen.getByRole('link', { name: 'Wishlist, 2 items' });
    expect(link.getAttribute('href')).toBe('/customer/wishlist');
    rerender(<WishlistLink href="/wishlist/" count={1} />);
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeTruthy();
  });

  it('speaks Dutch', () => {
    render(<WishlistLink href="/wishlist/" count={3} />, { wrapper: inLanguage('nl') });
    expect(screen.getByRole('link', { name: /^Verlanglijst, 3 (artikelen|producten)$/ })).toBeTruthy();
  });
});
