import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../i18n/locales/storefront/en.po';
import { messages as nl } from '../../../i18n/locales/storefront/nl.po';
import { AddToCartDialog } from '../../src/cart/AddToCartDialog';
import { MiniCart, type MiniCartItem } from '../../src/cart/MiniCart';
import { SUCCESS_TOAST_MS, ToastRegion } from '../../src/cart/Toast';

const inLanguage = (locale: 'en' | 'nl', messages: typeof en) => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const items: MiniCartItem[] = [
  {
    key: 'line-1',
    href: '/court-classic-20001-100',
    name: 'Court Classic',
    brand: 'Noordkaap',
    size: '38',
    quantity: 2,
    price: '€ 125,90',
    image: { src: '/images/p/side/60x60', alt: 'Court Classic' },
  },
];

describe('MiniCart', () => {
  it('links to the cart with the count and total, and shows its panel on hover after asking for the lines', () => {
    const onOpen = vi.fn();
    const { rerender } = render(<MiniCart count={2} total="€ 125,90" cartHref="/cart/" onOpen={onOpen} />, {
      wrapper: inLanguage('en', en),
    });
    const link = screen.getByRole('link', { name: /Shopping cart/ });
    expect(link.getAttribute('href')).toBe('/cart/');
    expect(link.textContent).toContain('2 items');
    expect(link.textContent).toContain('€ 125,90');
    const panel = document.querySelector('[hidden]') as HTMLElement;
    expect(panel).toBeTruthy();

    fireEvent.pointerEnter(link.parentElement as HTMLElement);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain('Loading your shopping cart…');

    rerender(<MiniCart count={2} total="€ 125,90" cartHref="/cart/" onOpen={onOpen} items={items} />);
    const image = panel.querySelector('img') as HTMLImageElement;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['60', '60']);
    expect(within(panel).getByRole('link', { name: 'Court Classic' }).getAttribute('href')).toBe(
      '/court-classic-20001-100',
    );
    expect(panel.textContent).toContain('Size 38 · Quantity 2');
    expect(panel.textContent).toContain('Total€ 125,90');
    expect(within(panel).getByRole('link', { name: 'Order now' }).getAttribute('href')).toBe('/cart/');

    fireEvent.pointerLeave(link.parentElement as HTMLElement);
    expect(panel.hidden).toBe(true);
  });

  it('opens on keyboard focus and Escape hides the panel until focus leaves (WCAG 1.4.13)', () => {
    render(<MiniCart count={1} total="€ 62,95" cartHref="/cart/" items={items} />, { wrapper: inLanguage('en', en) });
    const link = screen.getByRole('link', { name: /Shopping cart/ });
    const panel = document.querySelector('[id]') as HTMLElement;
    fireEvent.focus(link);
    expect(panel.hidden).toBe(false);
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    fireEvent.blur(link, { relatedTarget: document.body });
    fireEvent.focus(link);
    expect(panel.hidden).toBe(false);
  });

  it('speaks Dutch, says when the cart is empty, and has no panel as the checkout indicator', () => {
    const { rerender } = render(<MiniCart count={0} cartHref="/cart/" items={[]} />, {
      wrapper: inLanguage('nl', nl),
    });
    const link = screen.getByRole('link', { name: /Winkelwagen/ });
    expect(link.textContent).toContain('0 artikelen');
    fireEvent.focus(link);
    expect(document.body.textContent).toContain('Je winkelwagen is leeg.');
    rerender(<MiniCart count={1} total="€ 62,95" cartHref="/cart/" panel={false} />);
    expect(screen.getByRole('link').textContent).toContain('1 artikel');
    expect(screen.queryByText('Nu bestellen')).toBeNull();
  });
});

describe('AddToCartDialog', () => {
  it('confirms the addition, links to the cart and offers upsell products whose add buttons call the app', () => {
    const onAdd = vi.fn();
    render(
      <AddToCartDialog
        open
        onClose={() => {}}
        status="added"
        item={{ name: 'Court Classic', brand: 'Noordkaap', size: '38', price: '€ 62,95' }}
        cartHref="/cart/"
        upsell={[
          {
            key: '300.1',
            href: '/shoe-care-300-1',
            name: 'Shoe care',
            brand: 'Noordkaap',
            price: '€ 9,95',
            image: { src: '/images/care/166x235', alt: 'Shoe care' },
            onAdd,
          },
        ]}
      />,
      { wrapper: inLanguage('en', en) },
    );
    const dialog = screen.getByRole('dialog', { name: 'The item has been added to your shopping cart' });
    expect(dialog.textContent).toContain('Court Classic');
    expect(dialog.textContent).toContain('Size: 38');
    expect(within(dialog).getByRole('link', { name: 'View shopping cart' }).getAttribute('href')).toBe('/cart/');
    const upsellImage = within(dialog)
      .getByRole('link', { name: 'Shoe care' })
      .querySelector('img') as HTMLImageElement;
    expect([upsellImage.getAttribute('width'), upsellImage.getAttribute('height')]).toEqual(['166', '235']);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Add to cart ?: Shoe care$/ }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it("shows the gateway's errors when the item could not be added, in Dutch", () => {
    render(
      <AddToCartDialog
        open
        onClose={() => {}}
        status="failed"
        errors={['Deze maat is uitverkocht.']}
        cartHref="/cart/"
      />,
      { wrapper: inLanguage('nl', nl) },
    );
    const dialog = screen.getByRole('dialog', { name: 'Het artikel kon niet aan je winkelwagen worden toegevoegd' });
    expect(dialog.textContent).toContain('Deze maat is uitverkocht.');
    expect(within(dialog).getByRole('link', { name: 'Bekijk winkelwagen' })).toBeTruthy();
  });
});

describe('ToastRegion', () => {
  it('puts errors (with an icon) in an assertive live region and success in a polite one', () => {
    const onDismiss = vi.fn();
    render(
      <ToastRegion
        toasts={[
          { id: 'a', kind: 'error', message: 'Size 38 is out of stock' },
          { id: 'b', kind: 'success', message: 'Promotion added' },
        ]}
        onDismiss={onDismiss}
      />,
      { wrapper: inLanguage('en', en) },
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    const assertive = region.querySelector('[aria-live="assertive"]') as HTMLElement;
    const polite = region.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(assertive.textContent).toContain('Error: Size 38 is out of stock');
    expect(assertive.querySelector('svg')).toBeTruthy();
    expect(polite.textContent).toContain('Promotion added');
    fireEvent.click(within(assertive).getByRole('button', { name: 'Close message' }));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('lets a success toast go by itself, an error toast stays; the region exists while empty (nl)', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const { rerender } = render(<ToastRegion toasts={[]} onDismiss={onDismiss} />, { wrapper: inLanguage('nl', nl) });
    expect(screen.getByRole('region', { name: 'Meldingen' })).toBeTruthy();
    rerender(
      <ToastRegion
        toasts={[
          { id: 'a', kind: 'error', message: 'Fout' },
          { id: 'b', kind: 'success', message: 'Gelukt' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getAllByRole('button', { name: 'Melding sluiten' })).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(SUCCESS_TOAST_MS);
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith('b');
  });
});
