import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookieSettings } from '../../src/blocks/CookieSettings';
import {
  COOKIE_SETTINGS_DAYS,
  cookieChoiceCookie,
  cookiePreferenceEvent,
  readCookieChoice,
  saveCookieChoice,
} from '../../src/blocks/cookie-consent';
import { BlocksProvider } from '../../src/blocks/shared';
import type { CookieChoice } from '../../src/blocks/types';
import { cookieSettings, inLanguage, type Locale } from './fixtures';

afterEach(cleanup);

const renderSettings = (locale: Locale, cookieChoice?: CookieChoice) => {
  const onCookieChoiceChange = vi.fn();
  render(
    <BlocksProvider cookieChoice={cookieChoice} onCookieChoiceChange={onCookieChoiceChange}>
      <CookieSettings {...cookieSettings} />
    </BlocksProvider>,
    { wrapper: inLanguage(locale) },
  );
  return onCookieChoiceChange;
};

describe('CookieSettings', () => {
  it('defaults to enabled (recommended) and confirms with the accept text when saved', () => {
    const onChange = renderSettings('en');
    const enabled = screen.getByRole('radio', { name: 'Enabled (recommended)' }) as HTMLInputElement;
    expect(enabled.checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(onChange).toHaveBeenCalledWith('enabled');
    expect(screen.getByRole('heading', { name: 'Cookies enabled' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('You get personal offers');
  });

  it('confirms a denial with the deny title and description (nl)', () => {
    const onChange = renderSettings('nl');
    fireEvent.click(screen.getByRole('radio', { name: 'Uitgeschakeld' }));
    fireEvent.click(screen.getByRole('button', { name: 'Instellingen opslaan' }));
    expect(onChange).toHaveBeenCalledWith('disabled');
    expect(screen.getByRole('status').textContent).toContain('Cookies disabled');
    expect(screen.getByRole('status').textContent).toContain('We only use cookies the shop needs');
    expect(screen.queryByText('Cookies enabled')).toBeNull();
  });

  it.each([
    ['de', 'Aktiviert (empfohlen)', 'Deaktiviert', 'Einstellungen speichern'],
    ['fr', 'Activés (recommandé)', 'Désactivés', 'Enregistrer les paramètres'],
  ] as const)('starts from the stored choice (%s)', (locale, enabledLabel, disabledLabel, save) => {
    renderSettings(locale, 'disabled');
    expect((screen.getByRole('radio', { name: disabledLabel }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: enabledLabel }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: enabledLabel }));
    fireEvent.click(screen.getByRole('button', { name: save }));
    expect(screen.getByRole('status').textContent).toContain('Cookies enabled');
  });
});

describe('cookie consent helpers', () => {
  it('reads the choice from a cookie header, enabled by default', () => {
    expect(readCookieChoice(undefined)).toBe('enabled');
    expect(readCookieChoice('a=1; cookie_settings=disabled; b=2')).toBe('disabled');
    expect(readCookieChoice('cookie_settings=enabled')).toBe('enabled');
    expect(readCookieChoice('cookie_settings=maybe')).toBe('enabled');
  });

  it('stores the choice for 100 days', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const cookie = cookieChoiceCookie('disabled', { now });
    expect(COOKIE_SETTINGS_DAYS).toBe(100);
    expect(cookie).toContain('cookie_settings=disabled');
    expect(cookie).toContain(`Max-Age=${100 * 24 * 60 * 60}`);
    expect(cookie).toContain('Expires=Thu, 04 Mar 2027 10:00:00 GMT');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Secure');
    expect(cookieChoiceCookie('enabled', { now, secure: false })).not.toContain('Secure');
  });

  it('makes the cookiePreference event and saves both', () => {
    expect(cookiePreferenceEvent('enabled')).toEqual({
      event: 'cookiePreference',
      cookiePreference: 'enabled',
      consent: 'granted',
    });
    const target = { document: { cookie: '' }, dataLayer: [] as unknown[], now: new Date(0), secure: false };
    saveCookieChoice('disabled', target);
    expect(target.document.cookie.startsWith('cookie_settings=disabled;')).toBe(true);
    expect(target.dataLayer).toEqual([{ event: 'cookiePreference', cookiePreference: 'disabled', consent: 'denied' }]);
  });
});
