// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { LinkProps } from '@shop/ui';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';
import { messages as nl } from '../../../packages/i18n/locales/storefront/nl.po';
import { useAccessibilityPreferences } from '../src/accessibility/accessibility-store';
import {
  APPLY_STORED_PREFERENCES_SCRIPT,
  applyPreferences,
  DEFAULT_PREFERENCES,
  PREFERENCES_STORAGE_KEY,
  storedPreferences,
} from '../src/accessibility/preferences';
import { DefaultLayout } from '../src/app/shell/DefaultLayout';
import { storeDefinition } from '../src/lib/store';

// The router's link needs a router; the layout's links are plain anchors here.
vi.mock('../src/components/ShopLink', () => ({
  ShopLink: (props: LinkProps) => <a {...props} />,
  shopPath: (url: string) => `/${url}`,
}));
// The header's wishlist link and customer link read the session and the GraphQL client from the router: a guest here.
vi.mock('../src/lib/hooks/use-graphql', () => ({ useGraphql: () => vi.fn() }));
vi.mock('../src/account/session-store', () => ({
  useLoggedIn: () => false,
  useSession: () => ({ loggedIn: false, firstName: null }),
}));

const inLanguage = (locale: 'en' | 'nl', messages: typeof en) => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

const ATTRIBUTES = ['data-text-size', 'data-contrast', 'data-links', 'data-reduced-motion'];
const html = () => document.documentElement;
const attributes = () =>
  Object.fromEntries(
    ATTRIBUTES.flatMap((name) => (html().hasAttribute(name) ? [[name, html().getAttribute(name)]] : [])),
  );
const stored = () => JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null')?.state;

/** The device's `prefers-reduced-motion`, as matchMedia answers it. */
const deviceReducesMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

beforeAll(() => {
  // happy-dom's <dialog> has no top layer: opening and closing as the browser does (close fires `close`), and Escape
  // closes the open modal dialog (the browser's cancel).
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') document.querySelector<HTMLDialogElement>('dialog[open]')?.close();
  });
});

beforeEach(() => {
  localStorage.clear();
  useAccessibilityPreferences.setState(DEFAULT_PREFERENCES);
  for (const name of ATTRIBUTES) html().removeAttribute(name);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The default layout of a store, without layout content (the footer still has its accessibility button). */
function renderLayout(store: 'en' | 'nl-nl') {
  const language = store === 'en' ? 'en' : 'nl';
  return render(
    <DefaultLayout
      store={storeDefinition(store)}
      shell={{ layout: null, storeSwitch: null }}
      segment="for-her"
      pathname="/"
      baseUrl="http://localhost:3000"
    >
      <h1>Home</h1>
    </DefaultLayout>,
    { wrapper: inLanguage(language, language === 'en' ? en : nl) },
  );
}

/** Opens the settings as a keyboard user does: focus on the footer's button, then activate it. */
async function openSettings(buttonName: string, dialogName: string) {
  const button = within(screen.getByRole('contentinfo')).getByRole('button', { name: buttonName });
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  return { button, dialog };
}

describe('the accessibility settings', () => {
  it('open from the footer button (en): the statement, the report link and four display settings', async () => {
    deviceReducesMotion(false);
    renderLayout('en');
    expect(screen.queryByRole('dialog')).toBeNull();
    const { button, dialog } = await openSettings('Accessibility', 'Accessibility');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(dialog.textContent).toContain('Web Content Accessibility Guidelines (WCAG) 2.2 at level AA');
    expect(within(dialog).getByRole('link', { name: 'Tell our customer service' }).getAttribute('href')).toBe(
      '/customer-service/',
    );
    const settings = ['Larger text', 'Stronger contrast', 'Underline links', 'Reduce motion'].map(
      (name) => within(dialog).getByRole('checkbox', { name }) as HTMLInputElement,
    );
    expect(settings.map((setting) => setting.checked)).toEqual([false, false, false, false]);
    expect(settings[0]?.getAttribute('aria-describedby')).toBeTruthy();
    expect(attributes()).toEqual({});
  });

  it('apply each setting at once as an attribute of <html> and keep it in localStorage', async () => {
    deviceReducesMotion(false);
    renderLayout('en');
    const { dialog } = await openSettings('Accessibility', 'Accessibility');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Larger text' }));
    expect(attributes()).toEqual({ 'data-text-size': 'larger' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Stronger contrast' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Underline links' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Reduce motion' }));
    expect(attributes()).toEqual({
      'data-text-size': 'larger',
      'data-contrast': 'more',
      'data-links': 'underline',
      'data-reduced-motion': 'true',
    });
    expect(stored()).toEqual({ largerText: true, strongerContrast: true, underlineLinks: true, reducedMotion: true });

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Larger text' }));
    expect(html().hasAttribute('data-text-size')).toBe(false);
    expect(stored()).toMatchObject({ largerText: false });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore the default settings' }));
    expect(attributes()).toEqual({});
    expect(stored()).toEqual({
      largerText: false,
      strongerContrast: false,
      underlineLinks: false,
      reducedMotion: null,
    });
  });

  it('read stored preferences back (nl): the dialog shows them and the page has them', async () => {
    deviceReducesMotion(false);
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({
        state: { largerText: false, strongerContrast: true, underlineLinks: true, reducedMotion: null },
      }),
    );
    await act(() => useAccessibilityPreferences.persist.rehydrate());
    expect(attributes()).toEqual({ 'data-contrast': 'more', 'data-links': 'underline' });

    renderLayout('nl-nl');
    const { dialog } = await openSettings('Toegankelijkheid', 'Toegankelijkheid');
    expect(dialog.textContent).toContain('Web Content Accessibility Guidelines (WCAG) 2.2 op niveau AA');
    expect(within(dialog).getByRole('link', { name: 'Laat het onze klantenservice weten' }).getAttribute('href')).toBe(
      '/klantenservice/',
    );
    const checked = (name: string) => (within(dialog).getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect(checked('Grotere tekst')).toBe(false);
    expect(checked('Sterker contrast')).toBe(true);
    expect(checked('Links onderstrepen')).toBe(true);
    expect(checked('Minder beweging')).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Grotere tekst' }));
    expect(html().getAttribute('data-text-size')).toBe('larger');
    expect(stored()).toMatchObject({ largerText: true, strongerContrast: true });
  });

  it.each([
    ['en', 'en', 'Accessibility', 'Reduce motion'],
    ['nl', 'nl-nl', 'Toegankelijkheid', 'Minder beweging'],
  ] as const)('close with Escape and give focus back to the footer button (%s)', async (_, store, name, setting) => {
    deviceReducesMotion(false);
    renderLayout(store);
    const { button, dialog } = await openSettings(name, name);
    within(dialog).getByRole('checkbox', { name: setting }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    // It opens again, with the code already loaded.
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name })).toBeTruthy();
  });

  it('have reduced motion on by default when the device asks for it, until the shopper chooses', async () => {
    deviceReducesMotion(true);
    renderLayout('en');
    const { dialog } = await openSettings('Accessibility', 'Accessibility');
    const motion = within(dialog).getByRole('checkbox', { name: 'Reduce motion' }) as HTMLInputElement;
    expect(motion.checked).toBe(true);
    // The device's setting holds without an attribute of our own.
    expect(html().hasAttribute('data-reduced-motion')).toBe(false);
    fireEvent.click(motion);
    expect(motion.checked).toBe(false);
    expect(html().getAttribute('data-reduced-motion')).toBe('false');
    expect(stored()).toMatchObject({ reducedMotion: false });
  });
});

describe('the script that applies stored preferences before the first paint', () => {
  const run = () => new Function(APPLY_STORED_PREFERENCES_SCRIPT)();

  it('sets the attributes of what was stored, as the store does', () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({
        state: { largerText: true, strongerContrast: false, underlineLinks: true, reducedMotion: false },
        version: 1,
      }),
    );
    run();
    expect(attributes()).toEqual({
      'data-text-size': 'larger',
      'data-links': 'underline',
      'data-reduced-motion': 'false',
    });
  });

  it('gives the same attributes as the store for every combination', () => {
    for (let bits = 0; bits < 48; bits++) {
      const preferences = {
        largerText: Boolean(bits & 1),
        strongerContrast: Boolean(bits & 2),
        underlineLinks: Boolean(bits & 4),
        reducedMotion: [null, true, false][bits >> 4] ?? null,
      };
      for (const name of ATTRIBUTES) html().removeAttribute(name);
      localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ state: preferences, version: 1 }));
      run();
      const expected = document.createElement('div');
      applyPreferences(expected, preferences);
      expect(attributes()).toEqual(
        Object.fromEntries([...expected.attributes].map((attribute) => [attribute.name, attribute.value])),
      );
    }
  });

  it('reads nothing but booleans, and does nothing without stored preferences or with bad JSON', () => {
    run();
    expect(attributes()).toEqual({});
    localStorage.setItem(PREFERENCES_STORAGE_KEY, '{not json');
    expect(run).not.toThrow();
    expect(attributes()).toEqual({});
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ state: { largerText: 'yes', strongerContrast: 1, underlineLinks: {}, reducedMotion: '"><x>' } }),
    );
    run();
    expect(attributes()).toEqual({});
  });

  it('is one static text without a way for stored text into the page', () => {
    expect(APPLY_STORED_PREFERENCES_SCRIPT).not.toMatch(/innerHTML|write\(|eval|Function|\$\{/);
    expect(storedPreferences({ largerText: 'yes', reducedMotion: 'no' })).toEqual(DEFAULT_PREFERENCES);
    expect(storedPreferences(null)).toEqual(DEFAULT_PREFERENCES);
  });
});
