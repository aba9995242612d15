// @vitest-environment happy-dom

import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { CountryCode } from '@shop/i18n';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as de } from '../../../packages/i18n/locales/storefront/de.po';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';
import { messages as nl } from '../../../packages/i18n/locales/storefront/nl.po';
import { addressValues, type ShipmentValues } from '../src/address/address-form';
import { ContactForm } from '../src/checkout/ContactStep';
import type { CheckoutServicePointFragment, CheckoutShippingMethodFragment } from '../src/checkout/checkout.generated';
import { ShipmentForm, type ShipmentFormProps } from '../src/checkout/ShipmentForm';

const CATALOGS = { en, nl, de };
type Locale = keyof typeof CATALOGS;

const inLanguage = (locale: Locale) => {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

const money = (amount: number) => ({ amount, currency: 'EUR' as const, formatted: `€ ${(amount / 100).toFixed(2)}` });

const homeDelivery: CheckoutShippingMethodFragment = {
  id: 'home-delivery',
  reference: 'home-delivery',
  type: 'DELIVERY',
  name: 'Home delivery',
  description: '',
  servicePointsProvider: null,
  active: true,
  shippingCosts: money(495),
  selected: true,
};

const servicePoint = (provider: string): CheckoutShippingMethodFragment => ({
  id: 'service-point',
  reference: 'service-point',
  type: 'SERVICE_POINT',
  name: 'Parcel service point',
  description: '',
  servicePointsProvider: provider,
  active: true,
  shippingCosts: money(395),
  selected: false,
});

const packstation: CheckoutServicePointFragment = {
  id: 'dhl-packstation-101',
  provider: 'dhl',
  title: 'Packstation 101',
  street: 'Friedrichstraße',
  houseNumber: '12',
  postcode: '10117',
  city: 'Berlin',
  distance: 450,
  locationType: 'packstation',
  additionalInformation: null,
  openingDays: [{ day: 1, dayName: 'Monday', open: true, periods: [{ start: '00:00', end: '23:59' }] }],
};

function renderForm(country: CountryCode, locale: Locale, overrides: Partial<ShipmentFormProps> = {}) {
  const onSubmit = vi.fn<ShipmentFormProps['onSubmit']>(async () => []);
  const defaultValues: ShipmentValues = {
    billingAddress: addressValues(null, country),
    differentShipping: false,
    shippingAddress: addressValues(null, country),
    shippingMethodId: homeDelivery.id,
    servicePointId: '',
    dhlCustomerNumber: '',
  };
  render(
    <ShipmentForm
      country={country}
      countryName={country}
      salutations={[
        { key: 'mrs', name: 'Mrs' },
        { key: 'mr', name: 'Mr' },
      ]}
      shippingMethods={[homeDelivery]}
      defaultValues={defaultValues}
      chosenPoint={null}
      searchServicePoints={async () => []}
      onMethodChange={async () => []}
      onSubmit={onSubmit}
      {...overrides}
    />,
    { wrapper: inLanguage(locale) },
  );
  return { onSubmit };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function submit(button: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
  });
}

/** A complete, valid Dutch address, then the field under test changed. */
function fillDutchAddress(labels: {
  first: string;
  last: string;
  street: string;
  number: string;
  postcode: string;
  city: string;
}) {
  type(labels.first, 'Anna');
  type(labels.last, 'de Vries');
  type(labels.street, 'Damrak');
  type(labels.number, '1');
  type(labels.postcode, '1012 LG');
  type(labels.city, 'Amsterdam');
}

const EN = {
  first: 'First name',
  last: 'Last name',
  street: 'Street',
  number: 'House number',
  postcode: 'Postcode',
  city: 'City',
};
const NL = {
  first: 'Voornaam',
  last: 'Achternaam',
  street: 'Straat',
  number: 'Huisnummer',
  postcode: 'Postcode',
  city: 'Plaats',
};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('the address form', () => {
  it('refuses a Dutch house-number addition over 4 characters and a bad phone number (en)', async () => {
    const { onSubmit } = renderForm('NL', 'en');
    fillDutchAddress(EN);
    type('Addition (optional)', 'ABCDE');
    type('Phone number (optional)', '12');
    await submit('Continue to payment');
    expect(screen.getByText('Max 4 characters are allowed')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(screen.getByLabelText('Addition (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the same in Dutch, and shows the postcode example', async () => {
    const { onSubmit } = renderForm('NL', 'nl');
    fillDutchAddress(NL);
    type('Toevoeging (optioneel)', 'ABCDE');
    type('Telefoonnummer (optioneel)', '12');
    type('Postcode', '12345');
    await submit('Verder naar betalen');
    expect(screen.getByText('Maximaal 4 tekens toegestaan')).toBeTruthy();
    expect(screen.getByText('Vul een geldig telefoonnummer in')).toBeTruthy();
    expect(screen.getByText('Vul een geldige postcode in, bijvoorbeeld 1012 AB')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('allows a Belgian box number of 3 characters at most (en and nl)', async () => {
    renderForm('BE', 'en');
    type('Box (optional)', 'ABCD');
    await submit('Continue to payment');
    expect(screen.getByText('Max 3 characters are allowed')).toBeTruthy();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    cleanup();

    renderForm('BE', 'nl');
    type('Bus (optioneel)', 'ABCD');
    await submit('Verder naar betalen');
    expect(screen.getByText('Maximaal 3 tekens toegestaan')).toBeTruthy();
  });

  it('sends a valid address, trimmed fields as typed', async () => {
    const { onSubmit } = renderForm('NL', 'en');
    fillDutchAddress(EN);
    type('Addition (optional)', 'bis');
    type('Phone number (optional)', '020 123 4567');
    await submit('Continue to payment');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [values, pickup] = onSubmit.mock.calls[0] ?? [];
    expect(pickup).toBe(false);
    expect(values?.billingAddress).toMatchObject({ firstName: 'Anna', houseNumberAddition: 'bis', countryIso: 'NL' });
  });

  it('checks the other delivery address only when it is asked for', async () => {
    const { onSubmit } = renderForm('NL', 'en');
    fillDutchAddress(EN);
    fireEvent.click(screen.getByLabelText('Deliver to another address'));
    const delivery = screen.getByRole('group', { name: 'Delivery address' });
    await submit('Continue to payment');
    expect(within(delivery).getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the gateway's refusals next to their fields and the rest at the top, keeping what was typed", async () => {
    const { onSubmit } = renderForm('NL', 'en', {
      onSubmit: async () => [
        { code: 'INVALID_ADDRESS', message: 'This postcode does not exist', field: 'billingAddress.zipcode' },
        { code: 'SOMETHING', message: 'Something else went wrong', field: null },
      ],
    });
    fillDutchAddress(EN);
    await submit('Continue to payment');
    expect(onSubmit).not.toHaveBeenCalled(); // replaced by the override
    const postcode = screen.getByLabelText('Postcode') as HTMLInputElement;
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This postcode does not exist')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Something else went wrong');
    expect(postcode.value).toBe('1012 LG');
  });
});

describe('a pickup at a DHL Packstation', () => {
  const searchServicePoints = vi.fn(async () => [packstation]);
  const dhl = servicePoint('dhl');

  async function choosePackstation(locale: Locale, labels: { search: string; button: string }) {
    const { onSubmit } = renderForm('DE', locale, {
      shippingMethods: [homeDelivery, dhl],
      searchServicePoints,
    });
    await act(async () => {
      fireEvent.click(screen.getByLabelText(/Parcel service point/));
    });
    type(labels.search, '10117');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: labels.button }));
    });
    fireEvent.click(screen.getByLabelText(/Packstation 101/));
    return { onSubmit };
  }

  it('asks for the DHL customer number (en)', async () => {
    const { onSubmit } = await choosePackstation('en', {
      search: 'Find a Packstation or parcel shop by postcode or place',
      button: 'Search',
    });
    expect(searchServicePoints).toHaveBeenCalledWith('dhl', '10117');
    await submit('Continue to payment');
    expect(screen.getByText('Your DHL customer number is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for it in Dutch and in German', async () => {
    await choosePackstation('nl', {
      search: 'Zoek een Packstation of pakketpunt op postcode of plaats',
      button: 'Zoeken',
    });
    await submit('Verder naar betalen');
    expect(screen.getByText('Je DHL-klantnummer is verplicht')).toBeTruthy();
    cleanup();

    await choosePackstation('de', { search: 'Packstation oder Paketshop nach PLZ oder Ort suchen', button: 'Suchen' });
    await submit('Weiter zur Zahlung');
    expect(screen.getByText('Deine DHL-Kundennummer ist erforderlich')).toBeTruthy();
  });

  it('sends the point and the number once given', async () => {
    const { onSubmit } = await choosePackstation('en', {
      search: 'Find a Packstation or parcel shop by postcode or place',
      button: 'Search',
    });
    fillDutchAddress(EN);
    type('Postcode', '10117');
    type('DHL customer number', '12345678');
    await submit('Continue to payment');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      servicePointId: packstation.id,
      dhlCustomerNumber: '12345678',
    });
    expect(onSubmit.mock.calls[0]?.[1]).toBe(true);
  });

  it('says when no Packstation is found, and when no pickup point is found elsewhere', async () => {
    renderForm('DE', 'en', { shippingMethods: [homeDelivery, dhl], searchServicePoints: async () => [] });
    await act(async () => {
      fireEvent.click(screen.getByLabelText(/Parcel service point/));
    });
    type('Find a Packstation or parcel shop by postcode or place', 'Nowhere');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(screen.getByText('No packstations found near Nowhere. Try another postcode or place.')).toBeTruthy();
    cleanup();

    renderForm('NL', 'en', {
      shippingMethods: [homeDelivery, servicePoint('postnl')],
      searchServicePoints: async () => [],
    });
    await act(async () => {
      fireEvent.click(screen.getByLabelText(/Parcel service point/));
    });
    type('Find a pickup point by postcode or place', 'Nergens');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(screen.getByText('No pickup points found near Nergens. Try another postcode or place.')).toBeTruthy();
  });
});

describe('the contact step', () => {
  it('checks the e-mail address before saving it', async () => {
    const onSubmit = vi.fn(async () => []);
    render(<ContactForm country="NL" email="" onSubmit={onSubmit} />, { wrapper: inLanguage('nl') });
    type('E-mailadres', 'anna@');
    await submit('Verder naar verzending');
    expect(screen.getByText('Vul een geldig e-mailadres in')).toBeTruthy();
    type('E-mailadres', 'anna@example.com');
    await submit('Verder naar verzending');
    expect(onSubmit).toHaveBeenCalledWith('anna@example.com');
  });
});
