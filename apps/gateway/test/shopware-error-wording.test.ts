import type { I18n } from '@lingui/core';
import { CommerceError, type CommerceErrorCode, SHOPWARE_ERROR_CODES } from '@shop/commerce';
import type { Language } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../src/i18n';
import { userErrors as accountUserErrors } from '../src/subschemas/commerce/account-support';
import { userErrors } from '../src/subschemas/commerce/cart-support';
import { invalidNewsletterLink } from '../src/subschemas/commerce/newsletter';
import { commerceErrorMessage } from '../src/subschemas/commerce/wording';

/**
 * Every code a Shopware answer can become (the adapter's table, held to the recorded answers by the commerce
 * package's tests) reaches the shopper as the checkout's user error in the store's language: never the generic
 * fallback, never Shopware's words, and translated in each language.
 */
const LANGUAGES: readonly Language[] = ['en', 'nl', 'de', 'fr'];
const DETAILS: Record<string, Record<string, unknown>> = {
  'invalid-address': { issues: [{ path: 'billingAddress', field: 'zipcode', code: 'invalid-zipcode' }] },
  'commerce-busy': { retryAfterSeconds: 5 },
};

/** Codes only the account calls answer (they word them: account-wording.ts); the newsletter's link has its own. */
const ACCOUNT_CODES: ReadonlySet<string> = new Set(['invalid-reset-token', 'invalid-confirmation-token']);

/** The user errors of the calls that can meet `code`, in the language of `i18n`. */
function wordsOf(code: CommerceErrorCode, i18n: I18n) {
  if (code === 'invalid-newsletter-link') return [invalidNewsletterLink(i18n)];
  const error = new CommerceError(code, 'Shopware words', DETAILS[code] ?? {});
  return ACCOUNT_CODES.has(code) ? accountUserErrors(error, i18n) : userErrors(error, i18n);
}

describe("the Shopware adapter's refusals in the shopper's words", () => {
  it.each(SHOPWARE_ERROR_CODES.map((code) => [code]))('%s', (code) => {
    const words = LANGUAGES.map((language) => {
      const i18n = i18nFor(language);
      const errors = wordsOf(code, i18n);
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) {
        expect(error.message).not.toBe(commerceErrorMessage(i18n, 'no-such-code'));
        expect(error.message).not.toContain('Shopware words');
      }
      return errors.map((error) => error.message).join(' ');
    });
    const [english, ...others] = words;
    for (const translated of others) expect(translated).not.toBe(english);
  });
});
