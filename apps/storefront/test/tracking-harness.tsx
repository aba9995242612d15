// Shared by the tracking tests: fresh module state, cookie and script recording, the i18n wrapper, and the
// hooks that reset the data layer, the cookies and the head between tests (they run in the importing test file).
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { STORE_DEFINITIONS, type StoreDefinition } from '@shop/i18n';
import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';

export const DAY_SECONDS = 24 * 60 * 60;
export const en_gb = STORE_DEFINITIONS.find((store) => store.code === 'en') as StoreDefinition;
export const nl_be = STORE_DEFINITIONS.find((store) => store.code === 'nl-be') as StoreDefinition;

/** Fresh module state for each test (the loader's clock, the consent store, the page-view memory). */
export async function tracking() {
  vi.resetModules();
  return {
    dataLayer: await import('../src/tracking/data-layer'),
    consent: await import('../src/tracking/consent'),
    store: await import('../src/tracking/consent-store'),
    gating: await import('../src/tracking/gating'),
    loader: await import('../src/tracking/third-party-loader'),
    pageView: await import('../src/tracking/page-view'),
    events: await import('../src/tracking/events'),
    csp: await import('../src/tracking/content-security-policy'),
    host: await import('../src/tracking/CookieMessageHost'),
    session: await import('../src/account/session-store'),
  };
}

/** What scripts wrote to `document.cookie`, attributes included. */
export function recordCookieWrites() {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(document), 'cookie');
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor?.get?.call(document),
    set: (value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    },
  });
  return writes;
}

/** Consent Mode commands on the data layer, as plain arrays. */
export const consentCommands = () =>
  (window.dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => Array.from(entry as IArguments));

/** Scripts the page added to the head: caught before the document would fetch them (nothing leaves the machine). */
let appended: HTMLScriptElement[] = [];
/** The scripts themselves (their nonce, to fire their load event). */
export const appendedScripts = () => appended;
export const scriptSources = () => appended.map((script) => script.getAttribute('src'));

export const withI18n = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en } })}>{children}</I18nProvider>
);

beforeEach(() => {
  delete window.dataLayer;
  appended = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    appended.push(...(nodes as HTMLScriptElement[]));
  });
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing happy-dom's cookies between tests
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (document as { cookie?: string }).cookie;
});
