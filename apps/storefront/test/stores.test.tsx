// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { LinkProps } from '@shop/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';
import type {
  ProductStoreStockQuery,
  StoreLocationDetailQuery,
  StoreSummaryFragment,
} from '../src/stores/stores.generated';

// The router and the gateway are mocks: the pages are checked with their data and their calls.
const navigate = vi.fn(async (_options: unknown) => undefined);
vi.mock('@tanstack/react-router', () => ({
  useRouteContext: ({ select }: { select: (context: unknown) => unknown }) =>
    select({ store: { locale: 'en-GB', country: 'GB', language: 'en' }, session: null }),
  useNavigate: () => navigate,
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));
vi.mock('../src/components/ShopLink', () => ({
  ShopLink: (props: LinkProps) => <a {...props} />,
  shopPath: (url: string) => `/${url.replace(/^\/+/, '')}`,
}));
const graphql = vi.fn();
vi.mock('../src/lib/hooks/use-graphql', () => ({ useGraphql: () => graphql }));
// Near the viewport at once (the product page's store stock asks when it comes near).
vi.mock('../src/lib/hooks/use-near-viewport', () => ({ useNearViewport: () => true }));

const { parseStoresSearch } = await import('../src/stores/search');
const { StoresPage } = await import('../src/stores/StoresPage');
const { StorePage } = await import('../src/stores/StorePage');
const { storeJsonLd } = await import('../src/stores/json-ld');
const { addFavouriteStore, ADD_FAVOURITE_STORE_ACTION } = await import('../src/stores/favourite-stores');
const { queuedPostLoginActions } = await import('../src/account/post-login-queue');
const { useSessionStore } = await import('../src/account/session-store');
const { default: StoreStock } = await import('../src/product/StoreStock');

const i18n = setupI18n({ locale: 'en', messages: { en } });
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

function summary(reference: string, overrides: Partial<StoreSummaryFragment> = {}): StoreSummaryFragment {
  return {
    id: `store-${reference}`,
    reference,
    title: 'Amsterdam',
    street: 'Kalverstraat',
    houseNumber: '112',
    postcode: '1012 PK',
    city: 'Amsterdam',
    country: 'NL',
    telephone: '+31 20 555 0112',
    distance: null,
    distanceFormatted: null,
    favourite: false,
    openingStatus: { state: 'OPEN', label: 'Open until 18:00', hoursText: '10:00–18:00', exception: null },
    ...overrides,
  };
}

beforeEach(() => {
  navigate.mockClear();
  graphql.mockReset();
  sessionStorage.clear();
  useSessionStore.setState({ loggedIn: false, firstName: null, known: true });
});
afterEach(cleanup);

describe('the store list URL', () => {
  it.each([
    { search: {}, expected: {} },
    { search: { near: ' 1012 AB ' }, expected: { near: '1012 AB' } },
    { search: { near: 1012 }, expected: { near: '1012' } },
    { search: { near: '   ' }, expected: {} },
    { search: { near: 'x'.repeat(150) }, expected: { near: 'x'.repeat(100) } },
    { search: { lat: '52.37281', lng: '4.89361' }, expected: { lat: 52.373, lng: 4.894 } },
    { search: { lat: 52.1, lng: 5.1, near: 'Utrecht' }, expected: { lat: 52.1, lng: 5.1 } },
    { search: { lat: '91', lng: '5', near: 'Gent' }, expected: { near: 'Gent' } },
    { search: { lat: '52' }, expected: {} },
    { search: { lat: 'abc', lng: '5' }, expected: {} },
  ])('$search → $expected', ({ search, expected }) => {
    expect(parseStoresSearch(search)).toEqual(expected);
  });
});

describe('the store list', () => {
  const list = {
    origin: { label: 'Amsterdam' },
    message: null,
    stores: [
      summary('amsterdam-kalverstraat-112', { distance: 461, distanceFormatted: '460 m' }),
      summary('amsterdam-beethovenstraat-34', {
        street: 'Beethovenstraat',
        houseNumber: '34',
        distance: 2500,
        distanceFormatted: '2.5 km',
        openingStatus: {
          state: 'CLOSED_TODAY',
          label: 'Closed today',
          hoursText: 'Closed',
          exception: { reason: 'Christmas Day' },
        },
      }),
    ],
  };

  it('shows each store with its address, distance, today and a link to its page', () => {
    render(<StoresPage list={list} search={{ near: '1012 AB' }} />, { wrapper });
    expect(screen.getByRole('heading', { level: 1, name: 'Stores' })).toBeTruthy();
    expect(screen.getByText('2 stores, nearest to Amsterdam first')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Stores' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const second = within(items[1]!);
    // Two stores share the title: the link says which one.
    expect(second.getByRole('link', { name: 'Amsterdam , Beethovenstraat 34' }).getAttribute('href')).toBe(
      '/winkels/amsterdam-beethovenstraat-34/',
    );
    expect(second.getByText('Beethovenstraat 34, 1012 PK Amsterdam')).toBeTruthy();
    expect(second.getByText('Distance: 2.5 km')).toBeTruthy();
    expect(second.getByText('Closed today')).toBeTruthy();
    expect(second.getByText('(Christmas Day)')).toBeTruthy();
    expect((screen.getByLabelText('Postcode or city') as HTMLInputElement).value).toBe('1012 AB');
  });

  it('ties an unknown search to the field and searches through the router', () => {
    render(
      <StoresPage
        list={{ ...list, origin: null, message: 'We could not find "Atlantis".' }}
        search={{ near: 'Atlantis' }}
      />,
      { wrapper },
    );
    const field = screen.getByLabelText('Postcode or city');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(field.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('We could not find "Atlantis".');
    fireEvent.change(field, { target: { value: ' Gent ' } });
    fireEvent.submit(field.closest('form')!);
    expect(navigate).toHaveBeenCalledWith({ to: '/winkels/', search: { near: 'Gent' } });
  });

  it('asks the browser for its position only on the button, then sorts by it', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 52.123456, longitude: 5.987654 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    render(<StoresPage list={list} search={{}} />, { wrapper });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith({ to: '/winkels/', search: { lat: 52.123, lng: 5.988 } });
  });

  it('says so when the browser does not share its position', async () => {
    const getCurrentPosition = vi.fn((_success: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    render(<StoresPage list={list} search={{}} />, { wrapper });
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(screen.getByText(/did not share your location/)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets a customer toggle a favourite store and says so', async () => {
    useSessionStore.setState({ loggedIn: true, firstName: 'Anna', known: true });
    graphql.mockResolvedValueOnce({
      toggleFavouriteStore: { customer: { id: 'c1', favouriteStores: ['amsterdam-kalverstraat-112'] }, errors: [] },
    });
    render(<StoresPage list={list} search={{}} />, { wrapper });
    expect(screen.queryByText(/Favourite stores are for customers/)).toBeNull();
    const button = screen.getByRole('button', { name: /^Favourite store\s*: Amsterdam, Kalverstraat 112$/ });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(graphql.mock.calls[0]?.[1]).toEqual({ reference: 'amsterdam-kalverstraat-112' });
    expect(screen.getByText('Amsterdam is now one of your favourite stores.')).toBeTruthy();
  });

  it('sends a guest to log in first, with the store queued for after the login', async () => {
    render(<StoresPage list={list} search={{}} />, { wrapper });
    expect(screen.getByText(/Favourite stores are for customers/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(
        screen.getByRole('button', { name: /^Log in to save as favourite\s*: Amsterdam, Beethovenstraat 34$/ }),
      );
    });
    expect(graphql).not.toHaveBeenCalled();
    expect(queuedPostLoginActions()).toEqual([
      { name: ADD_FAVOURITE_STORE_ACTION, payload: { reference: 'amsterdam-beethovenstraat-34' } },
    ]);
    expect(sessionStorage.getItem('shop.redirectAfterLogin')).toBe('/');
    expect(navigate).toHaveBeenCalledWith({ to: '/account/' });
  });
});

describe('after the login', () => {
  it.each([
    { case: 'adds a store that is not a favourite yet', favourites: ['gent'], toggles: 1 },
    { case: 'leaves a favourite one as it is', favourites: ['gent', 'utrecht'], toggles: 0 },
  ])('$case', async ({ favourites, toggles }) => {
    graphql.mockImplementation(async (document: { definitions: { name?: { value: string } }[] }) =>
      document.definitions[0]?.name?.value === 'FavouriteStores'
        ? { customer: { id: 'c1', favouriteStores: favourites } }
        : { toggleFavouriteStore: { customer: { id: 'c1', favouriteStores: [...favourites, 'utrecht'] }, errors: [] } },
    );
    await addFavouriteStore(graphql, 'utrecht');
    expect(graphql).toHaveBeenCalledTimes(1 + toggles);
  });
});

type Store = NonNullable<StoreLocationDetailQuery['storeLocation']>;
const DETAIL: Store = {
  ...summary('utrecht', {
    title: 'Utrecht',
    street: 'Oudegracht',
    houseNumber: '151',
    postcode: '3511 AZ',
    city: 'Utrecht',
  }),
  countryName: 'Netherlands',
  lat: 52.0894,
  lng: 5.1197,
  mapUrl: 'https://www.openstreetmap.org/?mlat=52.0894&mlon=5.1197#map=17/52.0894/5.1197',
  openingDays: [
    { day: 1, dayName: 'Monday', open: true, periods: [{ start: '12:00', end: '18:00' }] },
    {
      day: 2,
      dayName: 'Tuesday',
      open: true,
      periods: [
        { start: '10:00', end: '12:30' },
        { start: '13:30', end: '18:00' },
      ],
    },
    { day: 7, dayName: 'Sunday', open: false, periods: [] },
  ],
  openingDayExceptions: [
    {
      date: '2025-12-24',
      dateFormatted: 'Wednesday 24 December',
      open: true,
      reason: 'Christmas Eve',
      periods: [{ start: '10:00', end: '17:00' }],
    },
    { date: '2025-12-25', dateFormatted: 'Thursday 25 December', open: false, reason: 'Christmas Day', periods: [] },
  ],
};

describe('a store page', () => {
  it('shows the address, the position with a map link, the week and the exceptions', () => {
    render(<StorePage store={DETAIL} />, { wrapper });
    expect(screen.getByRole('heading', { level: 1, name: 'Utrecht' })).toBeTruthy();
    expect(screen.getByText('Position: 52.0894, 5.1197')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show on the map (OpenStreetMap)' }).getAttribute('href')).toBe(
      DETAIL.mapUrl,
    );
    expect(screen.getByRole('link', { name: '+31 20 555 0112' }).getAttribute('href')).toBe('tel:+31205550112');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Monday12:00–18:00',
      'Tuesday10:00–12:30, 13:30–18:00',
      'SundayClosed',
    ]);
    const exceptions = within(screen.getByRole('region', { name: 'Special opening hours' })).getAllByRole('listitem');
    expect(exceptions.map((item) => item.textContent)).toEqual([
      'Wednesday 24 December Christmas Eve: 10:00–17:00',
      'Thursday 25 December Christmas Day: Closed',
    ]);
  });

  it('says when the coming weeks have no exceptions', () => {
    render(<StorePage store={{ ...DETAIL, openingDayExceptions: [] }} />, { wrapper });
    expect(screen.getByText('No changes to the opening hours in the coming weeks.')).toBeTruthy();
  });

  it('describes the store as schema.org data, a closed day as 00:00 to 00:00', () => {
    const data = storeJsonLd(DETAIL, 'https://shop.example', '/winkels/utrecht/', 'Shoes & Fashion') as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({
      '@type': 'ShoeStore',
      url: 'https://shop.example/winkels/utrecht/',
      address: { streetAddress: 'Oudegracht 151', postalCode: '3511 AZ', addressCountry: 'NL' },
      geo: { latitude: 52.0894, longitude: 5.1197 },
    });
    expect(data.openingHoursSpecification).toHaveLength(3);
    expect(data.specialOpeningHoursSpecification).toEqual([
      expect.objectContaining({ validFrom: '2025-12-24', opens: '10:00', closes: '17:00' }),
      expect.objectContaining({ validFrom: '2025-12-25', opens: '00:00', closes: '00:00' }),
    ]);
  });
});

describe('the product page store stock', () => {
  const variants = [
    { sku: '20413.102.38', size: '38' },
    { sku: '20413.102.39', size: '39' },
    { sku: '20413.102.40', size: '40' },
    { sku: '20413.102.41', size: '41' },
  ];
  const stock = (stores: [string, string[]][]): ProductStoreStockQuery => ({
    product: {
      sku: '20413.102',
      storeStock: {
        storeCount: stores.length,
        stores: stores.map(([reference, skus]) => ({
          qty: skus.length,
          store: {
            reference,
            title: reference,
            street: 'Straat',
            houseNumber: '1',
            city: reference,
            openingStatus: { label: 'Open until 18:00' },
          },
          locations: skus.map((sku) => ({ sku, qty: 1 })),
        })),
      },
    },
  });

  it('loads when near and lists the stores with their sizes', async () => {
    graphql.mockResolvedValueOnce(
      stock([
        ['utrecht', ['20413.102.38', '20413.102.39']],
        ['gent', ['20413.102.40']],
      ]),
    );
    render(<StoreStock sku="20413.102" variants={variants} />, { wrapper });
    const summaryLine = await screen.findByText('Available in 2 stores');
    expect(graphql.mock.calls[0]?.[1]).toEqual({ sku: '20413.102' });
    fireEvent.click(summaryLine);
    expect(screen.getByRole('link', { name: 'utrecht, Straat 1' }).getAttribute('href')).toBe('/winkels/utrecht/');
    expect(screen.getByText('Sizes: 38, 39')).toBeTruthy();
  });

  it('counts the stores with the chosen size', async () => {
    graphql.mockResolvedValueOnce(
      stock([
        ['utrecht', ['20413.102.38', '20413.102.39']],
        ['gent', ['20413.102.40']],
      ]),
    );
    const { rerender } = render(<StoreStock sku="20413.102" variants={variants} selectedSku="20413.102.40" />, {
      wrapper,
    });
    expect(await screen.findByText('Size 40 available in 1 store')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'utrecht, Straat 1' })).toBeNull();
    rerender(<StoreStock sku="20413.102" variants={variants} selectedSku="20413.102.41" />);
    expect(screen.getByText('Size 41 is not in our stores; other sizes are in 2 stores')).toBeTruthy();
    rerender(<StoreStock sku="20413.102" variants={variants} />);
    expect(screen.getByText('Available in 2 stores')).toBeTruthy();
  });

  it('says when no store has the product', async () => {
    graphql.mockResolvedValueOnce(stock([]));
    render(<StoreStock sku="20413.102" variants={variants} />, { wrapper });
    expect(await screen.findByText('Not available in our stores')).toBeTruthy();
  });
});
