// First: Zod's settings hold for every schema built after it (src/lib/zod-config.ts).
import '../lib/zod-config';
import { zodResolver } from '@hookform/resolvers/zod';
import { birthdayFromParts, isValidEmail, validatePassword } from '@shop/domain';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * The rules of the customer area's forms (the profile, the e-mail address, the password, account deletion), as zod
 * schemas for react-hook-form. The rules are the domain's (password length, birthday parts); every error's message
 * is a code, said in the shopper's language by `accountErrorMessage`. The gateway checks the same again; what it
 * still refuses comes back as user errors next to their fields.
 */
export { type AccountErrorCode, accountErrorMessage } from '../account/public';

/** Names are at most this long (the address rules' bound). */
const NAME_MAX = 100;

export interface ProfileValues {
  salutationKey: string;
  /** Empty keeps the stored first name (spec commerce §5). */
  firstName: string;
  lastName: string;
  /** The birthday as the form shows it: day first. Empty parts: no birthday. */
  birthdayDay: string;
  birthdayMonth: string;
  birthdayYear: string;
  newsletter: boolean;
}

const part = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/** The profile's rules; `today` bounds the birthday (not in the future). */
export function profileResolver(today: () => Date): Resolver<ProfileValues> {
  const schema = z
    .object({
      salutationKey: z.string(),
      firstName: z.string().max(NAME_MAX, 'too-long'),
      lastName: z.string().max(NAME_MAX, 'too-long'),
      birthdayDay: z.string(),
      birthdayMonth: z.string(),
      birthdayYear: z.string(),
      newsletter: z.boolean(),
    })
    .superRefine((values, context) => {
      const birthday = birthdayFromParts(
        { day: part(values.birthdayDay), month: part(values.birthdayMonth), year: part(values.birthdayYear) },
        today(),
      );
      if ('error' in birthday) context.addIssue({ code: 'custom', path: ['birthdayDay'], message: birthday.error });
    });
  return zodResolver(schema) as Resolver<ProfileValues>;
}

/** The profile as the gateway's `UpdateCustomerInput`: empty names are sent empty (the stored ones stay). */
export function toUpdateCustomerInput(values: ProfileValues) {
  return {
    salutationKey: values.salutationKey || null,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthdayDay: part(values.birthdayDay),
    birthdayMonth: part(values.birthdayMonth),
    birthdayYear: part(values.birthdayYear),
    newsletter: values.newsletter,
  };
}

/** The stored birthday (`YYYY-MM-DD`) as the form's parts, day first. */
export function birthdayParts(birthday: string | null | undefined) {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthday ?? '');
  if (!match) return { birthdayDay: '', birthdayMonth: '', birthdayYear: '' };
  return { birthdayDay: String(Number(match[3])), birthdayMonth: String(Number(match[2])), birthdayYear: match[1]! };
}

export interface EmailValues {
  email: string;
  emailConfirmation: string;
  password: string;
}

export const emailResolver: Resolver<EmailValues> = zodResolver(
  z
    .object({
      email: z
        .string()
        .trim()
        .min(1, 'required')
        .refine((value) => value === '' || isValidEmail(value), 'invalid-email'),
      emailConfirmation: z.string().trim().min(1, 'required'),
      password: z.string().min(1, 'required'),
    })
    .refine((values) => values.emailConfirmation.toLowerCase() === values.email.toLowerCase(), {
      path: ['emailConfirmation'],
      message: 'emails-differ',
    }),
) as Resolver<EmailValues>;

export interface PasswordValues {
  password: string;
  newPassword: string;
  newPasswordConfirm: string;
}

export const passwordResolver: Resolver<PasswordValues> = zodResolver(
  z
    .object({
      password: z.string().min(1, 'required'),
      newPassword: z.string().superRefine((value, context) => {
        const problem = value === '' ? 'required' : validatePassword(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
      newPasswordConfirm: z.string().min(1, 'required'),
    })
    .refine((values) => values.newPasswordConfirm === values.newPassword, {
      path: ['newPasswordConfirm'],
      message: 'passwords-differ',
    }),
) as Resolver<PasswordValues>;

export interface DeleteValues {
  password: string;
}

export const deleteResolver: Resolver<DeleteValues> = zodResolver(
  z.object({ password: z.string().min(1, 'required') }),
) as Resolver<DeleteValues>;
