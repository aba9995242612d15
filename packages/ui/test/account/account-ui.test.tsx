import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { encodeCode128 } from '@shop/domain';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../i18n/locales/storefront/en.po';
import { Barcode } from '../../src/account/Barcode';
import { LoyaltyProgress } from '../../src/account/LoyaltyProgress';
import { VoucherCard } from '../../src/account/VoucherCard';

const i18n = setupI18n({ locale: 'en', messages: { en } });
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

afterEach(cleanup);

describe('Barcode', () => {
  it('draws one bar per bar of the Code 128 symbol, hidden from assistive technology, with the code as text', () => {
    const { container } = render(<Barcode code="LV-2026-0001" />, { wrapper });
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    const bars = container.querySelectorAll('rect[fill="#000"]');
    const symbol = encodeCode128('LV-2026-0001');
    expect(bars).toHaveLength(Math.ceil((symbol?.widths.length ?? 0) / 2));
    // The bars' widths are the symbol's bar widths, in order, and the first starts after the quiet zone.
    expect([...bars].map((bar) => Number(bar.getAttribute('width')))).toEqual(
      symbol?.widths.filter((_, index) => index % 2 === 0),
    );
    expect(bars[0]?.getAttribute('x')).toBe('10');
    expect(svg?.getAttribute('viewBox')).toBe(`0 0 ${(symbol?.modules ?? 0) + 20} 50`);
    expect(screen.getByText('LV-2026-0001')).toBeTruthy();
    expect(screen.getByText('Barcode:')).toBeTruthy();
  });

  it('draws no bars for a code Code 128 cannot carry, and still writes it out', () => {
    const { container } = render(<Barcode code="kaart-ü" />, { wrapper });
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByText('kaart-ü')).toBeTruthy();
  });
});

describe('VoucherCard', () => {
  const props = {
    text: 'Loyalty voucher',
    value: '€ 10,00',
    validFrom: '1 March 2026',
    validUntil: '1 September 2026',
    code: 'LV12345678',
  };

  it('shows the value, text, validity and barcode, and the action of a redeemable voucher', () => {
    render(<VoucherCard {...props} action={<button type="button">Redeem</button>} />, { wrapper });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('€ 10,00 Loyalty voucher');
    expect(screen.getByText('Valid from 1 March 2026 until 1 September 2026')).toBeTruthy();
    expect(screen.getByText('LV12345678')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeTruthy();
  });

  it('marks a voucher that is not available yet and offers no action for it', () => {
    render(<VoucherCard {...props} upcoming action={<button type="button">Redeem</button>} headingLevel={2} />, {
      wrapper,
    });
    expect(screen.getByText('Available from 1 March 2026, valid until 1 September 2026')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });
});

describe('LoyaltyProgress', () => {
  it('shows the points and the progress to the next voucher', () => {
    render(<LoyaltyProgress points={150} pointsToNextVoucher={50} pointsPerVoucher={200} voucherValue="€ 10,00" />, {
      wrapper,
    });
    expect(screen.getByText('150').parentElement?.textContent).toBe('150 points');
    expect(screen.getByText('50 more points for your next voucher of € 10,00')).toBeTruthy();
    const progress = screen.getByRole('progressbar', { name: '50 more points for your next voucher of € 10,00' });
    expect(progress.getAttribute('value')).toBe('150');
    expect(progress.getAttribute('max')).toBe('200');
    expect(progress.getAttribute('aria-valuetext')).toBe('150 of 200 points');
  });
});
