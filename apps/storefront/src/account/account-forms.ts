// First: Zod's settings hold for every schema built after it (src/lib/zod-config.ts).
import '../lib/zod-config';
import { addressFormSchema, birthdayFromParts, isValidEmail, validatePassword } from '@shop/domain';
import type { CountryCode } from '@shop/i18n';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { type AddressValues, addressValues, toAddressInput } from '../address/public';
import type { RegisterCustomerInput } from '../lib/graphql/generated/types';

/**
 * The account forms' rules (spec commerce §5): login needs e-mail and password; registration the customer's fields,
 * a password of at least 8 characters, an optional birthday (day, month, year: all or none, a real date in the past)
 * and a billing address by the checkout's rules. Rules answer codes; `accountErrorMessage` words them. What the
 * gateway refuses comes back as its own, translated messages.
 */

import type { AccountErrorCode } from './account-messages';

export { type AccountErrorCode, accountErrorMessage } from './account-messages';

const fieldError = (code: string): FieldError => ({ type: code, message: code });

function emailProblem(email: string): AccountErrorCode | null {
  if (email.trim() === '') return 'required';
  return isValidEmail(email) ? null : 'invalid-email';
}

/** A resolver from a function that answers the errors by field path (empty: valid). */
function resolverOf<T extends FieldValues>(check: (values: T) => Record<string, string>): Resolver<T> {
  return async (values) => {
    const problems = check(values);
    const paths = Object.keys(problems);
    if (paths.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const path of paths) {
      const [head, tail] = path.split('.', 2) as [string, string | undefined];
      if (tail) errors[head] = { ...(errors[head] as object), [tail]: fieldError(problems[path] ?? '') };
      else errors[head] = fieldError(problems[path] ?? '');
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

// ── login ──────────────────────────────────────────────────────────────────────────────────────────────────────────

export interface LoginValues {
  email: string;
  password: string;
}

export const loginResolver = resolverOf<LoginValues>((values) => {
  const problems: Record<string, string> = {};
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  if (values.password === '') problems.password = 'required';
  return problems;
});

// ── password recovery and reset ────────────────────────────────────────────────────────────────────────────────────

export interface RecoverValues {
  email: string;
}

export const recoverResolver = resolverOf<RecoverValues>((values) => {
  const email = emailProblem(values.email);
  const problems: Record<string, string> = {};
  if (email) problems.email = email;
  return problems;
});

export interface NewPasswordValues {
  newPassword: string;
  newPasswordConfirm: string;
}

export const newPasswordResolver = resolverOf<NewPasswordValues>((values) => {
  const problems: Record<string, string> = {};
  const password = validatePassword(values.newPassword);
  if (password) problems.newPassword = password;
  if (values.newPasswordConfirm === '') problems.newPasswordConfirm = 'required';
  else if (values.newPasswordConfirm !== values.newPassword) problems.newPasswordConfirm = 'passwords-differ';
  return problems;
});

// ── registration ───────────────────────────────────────────────────────────────────────────────────────────────────

export interface RegisterValues {
  salutationKey: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The birthday as typed, day first (spec §3: "shown day first"); all empty: none given. */
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  newsletter: boolean;
  /** The billing address; its names and salutation are the customer's. */
  billingAddress: AddressValues;
}

export function emptyRegisterValues(country: CountryCode): RegisterValues {
  return {
    salutationKey: '',
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    birthDay: '',
    birthMonth: '',
    birthYear: '',
    newsletter: false,
    billingAddress: addressValues(null, country),
  };
}

/** A typed number part of the birthday: null when empty, NaN when not a whole number. */
function birthdayPart(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The birthday's parts for the API (spec §3: "sent as birthdayYear, birthdayMonth, birthdayDay"). */
export function birthdayParts(values: Pick<RegisterValues, 'birthDay' | 'birthMonth' | 'birthYear'>) {
  return {
    birthdayYear: birthdayPart(values.birthYear),
    birthdayMonth: birthdayPart(values.birthMonth),
    birthdayDay: birthdayPart(values.birthDay),
  };
}

/** The billing address with the customer's names and salutation (the form asks for them once). */
function billingAddressOf(values: RegisterValues): AddressValues {
  return {
    ...values.billingAddress,
    salutationKey: values.salutationKey,
    firstName: values.firstName,
    lastName: values.lastName,
  };
}

/** The registration's resolver; `today` decides which birthdays lie in the past. */
export function registerResolver(country: CountryCode, today: () => Date = () => new Date()): Resolver<RegisterValues> {
  const address = addressFormSchema(country);
  return resolverOf<RegisterValues>((values) => {
    const problems: Record<string, string> = {};
    if (values.salutationKey === '') problems.salutationKey = 'required';
    if (values.firstName.trim() === '') problems.firstName = 'required';
    if (values.lastName.trim() === '') problems.lastName = 'required';
    const email = emailProblem(values.email);
    if (email) problems.email = email;
    const password = validatePassword(values.password);
    if (values.password === '') problems.password = 'required';
    else if (password) problems.password = password;
    const parts = birthdayParts(values);
    const birthday = birthdayFromParts(
      { year: parts.birthdayYear, month: parts.birthdayMonth, day: parts.birthdayDay },
      today(),
    );
    if ('error' in birthday) problems.birthDay = birthday.error;
    const checked = address.safeParse(billingAddressOf(values));
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]);
        // The names are the customer's fields: their problems show there.
        if (field === 'firstName' || field === 'lastName' || field === 'salutationKey') {
          problems[field] ??= issue.message;
        } else {
          problems[`billingAddress.${field}`] ??= issue.message;
        }
      }
    }
    return problems;
  });
}

/** The registration as the gateway takes it. */
export function toRegisterInput(values: RegisterValues): RegisterCustomerInput {
  return {
    salutationKey: values.salutationKey,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    ...birthdayParts(values),
    newsletter: values.newsletter,
    billingAddress: toAddressInput(billingAddressOf(values)),
  };
}

/**
 * Where a gateway refusal of the registration shows: `input.billingAddress.zipcode` next to the postcode,
 * `input.birthdayYear` (or month, day) at the birthday, `input.billingAddress.firstName` at the customer's name; null
 * for a refusal about no field of the form (shown above it).
 */
export function registerFieldOf(path: string): string | null {
  const field = path.replace(/^input\./, '');
  if (/^birthday(Year|Month|Day)$/.test(field)) return 'birthDay';
  const address = /^billingAddress\.(\w+)$/.exec(field);
  if (address) {
    const name = address[1] ?? '';
    if (name === 'firstName' || name === 'lastName' || name === 'salutationKey') return name;
    if (name === 'countryIso') return null;
    return `billingAddress.${name}`;
  }
  return /^(salutationKey|firstName|lastName|email|password|newsletter)$/.test(field) ? field : null;
}

/** A gateway refusal as the account pages get it (`UserError`). */
export interface AccountUserError {
  code: string;
  message: string;
  field?: string | null | undefined;
}

/**
 * Shows the gateway's refusals (already in the shopper's language) next to the fields they name (the first one gets
 * the focus); answers the others, for the alert above the form. What was typed stays.
 */
export function applyAccountErrors(
  errors: readonly AccountUserError[],
  setError: (name: string, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void,
  fieldOf: (path: string) => string | null,
): string[] {
  const general: string[] = [];
  let focused = false;
  for (const error of errors) {
    const field = error.field ? fieldOf(error.field) : null;
    if (field) {
      setError(field, { type: 'server', message: error.message }, { shouldFocus: !focused });
      focused = true;
    } else if (!general.includes(error.message)) {
      general.push(error.message);
    }
  }
  return general;
}

/** The fields of a form with plain field names (`email`, `input.password`): the names it has. */
export const plainFieldsOf =
  (...fields: readonly string[]) =>
  (path: string): string | null => {
    const field = path.replace(/^input\./, '');
    return fields.includes(field) ? field : null;
  };

/** A refusal without words of its own (never expected from the gateway) gets the page's general message. */
export function withFallbackMessage(errors: readonly AccountUserError[], fallback: string): AccountUserError[] {
  return errors.map((error) => (error.message ? error : { ...error, message: fallback }));
}
