// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';
import { messages as nl } from '../../../packages/i18n/locales/storefront/nl.po';
import BackInStockDialog from '../src/product/BackInStockDialog';
import { backInStockEvent, emailProblem } from '../src/product/back-in-stock';
import { productJsonLd } from '../src/product/json-ld';
import type { ProductDetailFragment } from '../src/product/product.generated';
import SizeDialog from '../src/product/SizeDialog';

const inLanguage = (locale: 'en' | 'nl', messages: typeof en) => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

beforeAll(() => {
  // happy-dom's <dialog> has no top layer; opening is all the components need.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => {
  cleanup();
  window.dataLayer = [];
});

type Variant = ProductDetailFragment['variants'][number];
const variant = (size: string, state: Variant['state'], stateLabel: string | null): Variant => ({
  id: size,
  sku: `1.${size}`,
  size,
  state,
  stateLabel,
  orderable: !['OUT_OF_STOCK', 'COMING_SOON'].includes(state),
  notifiable: ['OUT_OF_STOCK', 'COMING_SOON'].includes(state),
});

describe('the size dialog', () => {
  const variants = [
    variant('37', 'IN_STOCK', null),
    variant('38', 'LAST_ITEM', 'Last item'),
    variant('39', 'FEW_LEFT', 'Just a few left'),
    variant('40', 'PRE_ORDER', 'Pre Order 2-3 weeks'),
    variant('41', 'OUT_OF_STOCK', 'Sold out'),
  ];

  it("lists every size with the gateway's state label, and Mail me for notifiable sizes", () => {
    const chosen: string[] = [];
    const notified: string[] = [];
    render(
      <SizeDialog
        open
        onClose={() => {}}
        variants={variants}
        selectedSku="1.38"
        advice="Order half a size up."
        onSelect={(picked) => chosen.push(picked.size)}
        onNotify={(picked) => notified.push(picked.size)}
      />,
      { wrapper: inLanguage('en', en) },
    );
    expect(screen.getByRole('heading', { name: 'Select your size' })).toBeTruthy();
    expect(screen.getByText('Order half a size up.')).toBeTruthy();
    for (const label of ['Last item', 'Just a few left', 'Pre Order 2-3 weeks', 'Sold out']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: /^38/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: /^41/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^40/ }));
    fireEvent.click(screen.getByRole('button', { name: /Mail me/ }));
    expect(chosen).toEqual(['40']);
    expect(notified).toEqual(['41']);
  });
});

describe('the back-in-stock dialog', () => {
  const product = { id: 'p-1', name: 'Court Classic' };

  it('checks the email on blur with the messages of spec §5, in the shopper language', async () => {
    render(<BackInStockDialog open onClose={() => {}} product={product} size="41" comingSoon={false} />, {
      wrapper: inLanguage('en', en),
    });
    expect(screen.getByRole('heading', { name: 'Mail me' })).toBeTruthy();
    const email = screen.getByLabelText('Email address');
    await act(async () => fireEvent.blur(email));
    expect(await screen.findByText('Your email address is required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    await act(async () => fireEvent.blur(email));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it('sends StockRequest to the data layer, then says "We\'ve got you"', async () => {
    render(<BackInStockDialog open onClose={() => {}} product={product} size="41" comingSoon={false} />, {
      wrapper: inLanguage('en', en),
    });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: ' anna@example.com ' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mail me' })));
    expect(await screen.findByRole('heading', { name: "We've got you" })).toBeTruthy();
    expect(screen.getByText(/back in stock in size 41/)).toBeTruthy();
    expect(window.dataLayer).toEqual([
      {
        event: 'StockRequest',
        email: 'anna@example.com',
        newsletter: true,
        productName: 'Court Classic',
        productId: 'p-1',
      },
    ]);
  });

  it('sends ComingSoonRequest for a product that is not released yet, with its own thank-you', async () => {
    render(<BackInStockDialog open onClose={() => {}} product={product} size="38" comingSoon />, {
      wrapper: inLanguage('nl', nl),
    });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'anna@example.com' } });
    await act(async () => fireEvent.submit(screen.getByRole('textbox').closest('form') as HTMLFormElement));
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'ComingSoonRequest', newsletter: false });
    expect(screen.queryByText(/back in stock/)).toBeNull();
  });

  it('words the rules as codes and the event as the spec names it', () => {
    expect(emailProblem('  ')).toBe('required');
    expect(emailProblem('anna@')).toBe('invalid');
    expect(emailProblem('anna@example.com')).toBeUndefined();
    expect(backInStockEvent(product, true, { email: 'a@b.nl', newsletter: false }).event).toBe('ComingSoonRequest');
  });
});

describe('structured data of a product page', () => {
  it('describes the product, its offer and its breadcrumbs with absolute URLs', () => {
    const product = {
      sku: '20001.100',
      name: 'Court Classic',
      url: 'court-classic-20001-100',
      description: 'A court shoe.',
      color: 'black',
      brand: { name: 'Noordkaap' },
      images: [{ url: '/images/products/20001.100/side/830x1175' }],
      price: { amount: 8995, currency: 'EUR' },
      isComingSoon: false,
      variants: [{ state: 'OUT_OF_STOCK' }, { state: 'LAST_ITEM' }],
      breadcrumbs: [{ name: 'Dames', url: 'dames' }],
    } as unknown as ProductDetailFragment;
    const [data, breadcrumbs] = productJsonLd(product, 'https://shop.example', 'Home') as [
      Record<string, unknown>,
      { itemListElement: { item: string }[] },
    ];
    expect(data).toMatchObject({
      '@type': 'Product',
      url: 'https://shop.example/court-classic-20001-100',
      image: ['https://shop.example/images/products/20001.100/side/830x1175'],
      offers: { price: '89.95', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect(breadcrumbs.itemListElement.map((item) => item.item)).toEqual([
      'https://shop.example/',
      'https://shop.example/dames',
      'https://shop.example/court-classic-20001-100',
    ]);
  });
});
