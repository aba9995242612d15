// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { InstoreBadge } from '@shop/ui/shell';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';
import { messages as nl } from '../../../packages/i18n/locales/storefront/nl.po';
import { RegisterForm, type RegisterFormProps } from '../src/account/RegisterForm';
import { InstoreSessionDocument, InstoreSessionRefreshDocument } from '../src/instore/instore.generated';
import { detectInstoreTablet } from '../src/instore/instore-activity';
import { useInstoreSession } from '../src/instore/instore-store';
import { type InstoreSyncDeps, syncInstoreSession, withoutInstoreParam } from '../src/instore/instore-sync';
import { TabletopAddressFields } from '../src/instore/TabletopAddressFields';
import { emptyTabletopValues, type TabletopValues, tabletopResolver } from '../src/instore/tabletop-form';
import type { GraphqlQuery } from '../src/lib/graphql/query';
import { clearedInstoreCookies, instoreCookies } from '../src/lib/instore-cookies';

const salutations = [
  { key: 'mr', name: 'Mr' },
  { key: 'mrs', name: 'Mrs' },
];

/** The registration form as the tablet's page sets it up. */
function TabletopRegisterForm({ onSubmit }: Pick<RegisterFormProps<TabletopValues>, 'onSubmit'>) {
  return (
    <RegisterForm
      country="NL"
      salutations={salutations}
      defaultValues={emptyTabletopValues()}
      resolver={tabletopResolver('NL')}
      addressFields={(form) => <TabletopAddressFields form={form} country="NL" countryName="Netherlands" />}
      withInsertion
      focusRefusals
      label="Create an account in the store"
      onSubmit={onSubmit}
    />
  );
}

const wrapper =
  (locale: 'en' | 'nl' = 'en') =>
  ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : nl } })}>
      {children}
    </I18nProvider>
  );

afterEach(cleanup);

const AMSTERDAM = { id: 'store-amsterdam', name: 'Amsterdam Kalverstraat', code: 'store-amsterdam' };
const FIRST = 'first-session-id-0000001';
const SECOND = 'second-session-id-000002';
const ttl = new Date(Date.now() + 60 * 60_000).toISOString();
const session = (id: string, status: string) => ({ id, status, ttlDt: ttl, location: AMSTERDAM });

/** A gateway that answers the two in-store queries from tables (undefined: the call fails). */
function fakeGateway(answers: { get: Record<string, unknown>; refresh?: Record<string, unknown> }) {
  const calls: string[] = [];
  const graphql = (async (document: unknown, variables: { id: string }) => {
    if (document === InstoreSessionDocument) {
      calls.push(`get ${variables.id}`);
      const answer = answers.get[variables.id];
      if (answer === undefined) throw new Error('gateway unreachable');
      return { instoreSession: answer };
    }
    if (document === InstoreSessionRefreshDocument) {
      calls.push(`refresh ${variables.id}`);
      return { refreshInstoreSession: answers.refresh?.[variables.id] ?? null };
    }
    throw new Error('unexpected operation');
  }) as unknown as GraphqlQuery;
  return { graphql, calls };
}

function deps(graphql: GraphqlQuery) {
  const cookies: string[] = [];
  const ended = vi.fn(async () => {});
  const goHome = vi.fn();
  const value: InstoreSyncDeps = {
    graphql,
    baseUrl: 'http://localhost:3000',
    writeCookie: (cookie) => cookies.push(cookie),
    secure: false,
    endShopperSession: ended,
    goHome,
  };
  return { deps: value, cookies, ended, goHome };
}

describe('the in-store mode: every status the tablet meets (spec storefront §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    useInstoreSession.setState({ session: null });
  });

  it('OPEN from the URL: stores the session, base URL and location until expiry, and sets both cookies', async () => {
    const gateway = fakeGateway({ get: { [FIRST]: session(FIRST, 'OPEN') } });
    const tablet = deps(gateway.graphql);
    expect(await syncInstoreSession(tablet.deps, FIRST)).toBe('kept');
    expect(useInstoreSession.getState().session).toEqual({
      sessionId: FIRST,
      baseUrl: 'http://localhost:3000',
      location: AMSTERDAM,
      ttlDt: ttl,
    });
    expect(JSON.parse(localStorage.getItem('shop.instore') ?? '{}').state.session.sessionId).toBe(FIRST);
    expect(tablet.cookies).toEqual(instoreCookies('store-amsterdam', new Date(ttl), false));
    expect(tablet.cookies[1]).toContain(`Expires=${new Date(ttl).toUTCString()}`);
    expect(gateway.calls).toEqual([`get ${FIRST}`]);
    expect(tablet.goHome).not.toHaveBeenCalled();
  });

  it('re-checks the stored session when the URL names none', async () => {
    const gateway = fakeGateway({ get: { [FIRST]: session(FIRST, 'OPEN') } });
    await syncInstoreSession(deps(gateway.graphql).deps, FIRST);
    expect(await syncInstoreSession(deps(gateway.graphql).deps, null)).toBe('kept');
    expect(gateway.calls).toEqual([`get ${FIRST}`, `get ${FIRST}`]);
  });

  it.each(['EXPIRED', 'CLOSED'])('%s: refreshes and stores the new OPEN session', async (status) => {
    const gateway = fakeGateway({
      get: { [FIRST]: session(FIRST, status) },
      refresh: { [FIRST]: session(SECOND, 'OPEN') },
    });
    const tablet = deps(gateway.graphql);
    expect(await syncInstoreSession(tablet.deps, FIRST)).toBe('kept');
    expect(useInstoreSession.getState().session?.sessionId).toBe(SECOND);
    expect(gateway.calls).toEqual([`get ${FIRST}`, `refresh ${FIRST}`]);
    expect(tablet.ended).not.toHaveBeenCalled();
  });

  it.each(['EXPIRED', 'CLOSED'])(
    '%s with nothing new to refresh to: clears, logs out and reloads home',
    async (status) => {
      const open = fakeGateway({ get: { [FIRST]: session(FIRST, 'OPEN') } });
      await syncInstoreSession(deps(open.graphql).deps, FIRST);
      const gateway = fakeGateway({
        get: { [FIRST]: session(FIRST, status) },
        refresh: { [FIRST]: session(FIRST, status) },
      });
      const tablet = deps(gateway.graphql);
      expect(await syncInstoreSession(tablet.deps, null)).toBe('cleared');
      expect(useInstoreSession.getState().session).toBeNull();
      expect(JSON.parse(localStorage.getItem('shop.instore') ?? '{}').state.session).toBeNull();
      expect(tablet.cookies).toEqual(clearedInstoreCookies());
      expect(tablet.ended).toHaveBeenCalledOnce();
      expect(tablet.goHome).toHaveBeenCalledWith('http://localhost:3000/');
    },
  );

  /** A tablet that holds the OPEN session FIRST (as after opening its session link). */
  async function tabletWithSession() {
    const open = fakeGateway({ get: { [FIRST]: session(FIRST, 'OPEN') } });
    expect(await syncInstoreSession(deps(open.graphql).deps, FIRST)).toBe('kept');
  }

  it.each([
    ['another status', { [FIRST]: session(FIRST, 'OTHER') }],
    ['an unknown session', { [FIRST]: null }],
  ])('%s on a tablet with a stored session: clears without a refresh', async (_case, answers) => {
    await tabletWithSession();
    const gateway = fakeGateway({ get: answers });
    const tablet = deps(gateway.graphql);
    expect(await syncInstoreSession(tablet.deps, FIRST)).toBe('cleared');
    expect(gateway.calls).toEqual([`get ${FIRST}`]);
    expect(useInstoreSession.getState().session).toBeNull();
    expect(tablet.ended).toHaveBeenCalledOnce();
    expect(tablet.goHome).toHaveBeenCalledOnce();
  });

  it('a parameter that cannot be a session id, on a tablet with a stored session: clears without asking', async () => {
    await tabletWithSession();
    const gateway = fakeGateway({ get: {} });
    const tablet = deps(gateway.graphql);
    expect(await syncInstoreSession(tablet.deps, 'x')).toBe('cleared');
    expect(gateway.calls).toEqual([]);
    expect(tablet.ended).toHaveBeenCalledOnce();
  });

  describe('a link with ?instore= in a browser that holds no in-store session (a shopper at home)', () => {
    it.each([
      ['cannot be a session id', 'x', {}, undefined, []],
      ['names an unknown session', FIRST, { [FIRST]: null }, undefined, [`get ${FIRST}`]],
      ['names a session of another status', FIRST, { [FIRST]: session(FIRST, 'OTHER') }, undefined, [`get ${FIRST}`]],
      [
        'names a closed session with nothing new to refresh to',
        FIRST,
        { [FIRST]: session(FIRST, 'CLOSED') },
        { [FIRST]: session(FIRST, 'CLOSED') },
        [`get ${FIRST}`, `refresh ${FIRST}`],
      ],
    ])(
      'that %s is dropped: no logout, no reload, no cookies, nothing stored',
      async (_case, id, get, refresh, calls) => {
        const gateway = fakeGateway(refresh ? { get, refresh } : { get });
        const shopper = deps(gateway.graphql);
        expect(await syncInstoreSession(shopper.deps, id)).toBe('dropped');
        expect(gateway.calls).toEqual(calls);
        expect(shopper.ended).not.toHaveBeenCalled();
        expect(shopper.goHome).not.toHaveBeenCalled();
        expect(shopper.cookies).toEqual([]);
        expect(useInstoreSession.getState().session).toBeNull();
      },
    );
  });

  it('keeps the tablet as it is when the gateway cannot be reached', async () => {
    const open = fakeGateway({ get: { [FIRST]: session(FIRST, 'OPEN') } });
    await syncInstoreSession(deps(open.graphql).deps, FIRST);
    const down = deps(fakeGateway({ get: {} }).graphql);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await syncInstoreSession(down.deps, null)).toBe('failed');
    expect(useInstoreSession.getState().session?.sessionId).toBe(FIRST);
    expect(down.goHome).not.toHaveBeenCalled();
  });

  it('still reloads home when logging out fails', async () => {
    await tabletWithSession();
    const gateway = fakeGateway({ get: { [FIRST]: session(FIRST, 'OTHER') } });
    const tablet = deps(gateway.graphql);
    tablet.deps.endShopperSession = async () => {
      throw new Error('offline');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await syncInstoreSession(tablet.deps, FIRST)).toBe('cleared');
    expect(tablet.goHome).toHaveBeenCalledOnce();
  });

  it('does nothing without a parameter or a stored session', async () => {
    const gateway = fakeGateway({ get: {} });
    expect(await syncInstoreSession(deps(gateway.graphql).deps, null)).toBe('none');
    expect(gateway.calls).toEqual([]);
  });

  it('ignores stored values that are not a session', async () => {
    localStorage.setItem('shop.instore', JSON.stringify({ state: { session: { sessionId: 'x' } }, version: 1 }));
    const gateway = fakeGateway({ get: {} });
    expect(await syncInstoreSession(deps(gateway.graphql).deps, null)).toBe('none');
  });

  it('takes the parameter out of the address', () => {
    expect(withoutInstoreParam(`http://localhost:3000/winkels/?instore=${FIRST}&page=2#top`)).toBe(
      '/winkels/?page=2#top',
    );
  });
});

describe('the location badge', () => {
  it('says which store the tablet is in, as a landmark of its own', () => {
    render(<InstoreBadge locationName="Utrecht Oudegracht" />, { wrapper: wrapper('en') });
    const badge = screen.getByRole('complementary', { name: 'In-store mode' });
    expect(badge.textContent).toBe('In store: Utrecht Oudegracht');
  });
});

describe('the tabletop registration form', () => {
  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  function fill() {
    fireEvent.change(screen.getByLabelText('Salutation'), { target: { value: 'mrs' } });
    type('First name', 'Anna');
    type('Insertion (optional)', 'van der');
    type('Last name', 'Berg');
    type('Email address', 'anna@example.com');
    type('Password', 'long enough password');
    type('Postcode', '3511 AZ');
    type('House number', '151');
    type('Addition (optional)', 'bis');
    type('Street', 'Oudegracht');
    type('City', 'Utrecht');
  }

  it('shows the server’s first error message, keeps what was typed and lets the customer try again', async () => {
    const onSubmit = vi.fn<RegisterFormProps<TabletopValues>['onSubmit']>(async () => [
      { code: 'REFUSED', message: 'Account with emailaddress already exists' },
    ]);
    render(<TabletopRegisterForm onSubmit={onSubmit} />, {
      wrapper: wrapper('en'),
    });
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    });
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ insertion: 'van der', lastName: 'Berg', houseNumber: '151' });
    expect(screen.getByRole('alert').textContent).toBe('Account with emailaddress already exists');
    expect(screen.getByRole('button', { name: 'Create account' })).not.toHaveProperty('disabled', true);
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('anna@example.com');
  });

  it('asks for what is missing before it asks the server, at the fields', async () => {
    const onSubmit = vi.fn<RegisterFormProps<TabletopValues>['onSubmit']>(async () => []);
    render(<TabletopRegisterForm onSubmit={onSubmit} />, {
      wrapper: wrapper('en'),
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('House number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Street').getAttribute('aria-invalid')).toBe('true');
  });

  it('judges the address by the store country’s rules, on the flat fields', async () => {
    const resolver = tabletopResolver('NL');
    const result = await resolver(
      {
        salutationKey: 'mr',
        firstName: 'Jan',
        insertion: 'de',
        lastName: 'Vries',
        email: 'jan@example.com',
        password: 'long enough password',
        birthDay: '',
        birthMonth: '',
        birthYear: '',
        newsletter: false,
        street: 'Kerkstraat',
        houseNumber: '12a',
        houseNumberAddition: 'toolong',
        zipcode: '12345',
        city: 'Utrecht',
        phoneNumber: '',
      },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(Object.keys(result.errors).sort()).toEqual(['houseNumber', 'houseNumberAddition', 'zipcode']);
  });
});

describe('which browser loads the in-store mode', () => {
  const storage = (stored: Record<string, string>) => ({ getItem: (key: string) => stored[key] ?? null });
  const at = (href: string) => new URL(href) as unknown as Location;

  it.each([
    ['a tablet opening a session link', 'http://localhost:3000/?instore=abc', {}, true],
    ['a tablet with a stored session', 'http://localhost:3000/winkels/', { 'shop.instore': '{}' }, true],
    ['a shopper at home', 'http://localhost:3000/winkels/?page=2', {}, false],
  ])('%s: %s', (_case, href, stored, expected) => {
    expect(detectInstoreTablet(at(href), storage(stored))).toBe(expected);
  });

  it('counts blocked storage as no stored session', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(detectInstoreTablet(at('http://localhost:3000/'), blocked)).toBe(false);
  });
});
