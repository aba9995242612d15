import type { GraphqlQuery } from '../lib/graphql/query';
import { botCheckHeaders } from '../recaptcha/public';
import {
  AccountConfirmRegistrationDocument,
  AccountRecoverPasswordDocument,
  AccountResetPasswordDocument,
} from './account.generated';
import type { AccountUserError, NewPasswordValues } from './account-forms';

/**
 * The account's mutations around the mails (logging in and registering are login.ts's): asking for a recovery mail,
 * the new password its link sets, and confirming a registration. Each answers the gateway's refusals, in the
 * shopper's language; they throw when the gateway could not be reached (the page says so).
 */

/** Asks for a password recovery mail (protected by the bot check). */
export async function sendPasswordRecoveryMail(graphql: GraphqlQuery, email: string): Promise<AccountUserError[]> {
  const { sendPasswordRecoveryMail: answer } = await graphql(
    AccountRecoverPasswordDocument,
    { email },
    { headers: await botCheckHeaders('password_recovery') },
  );
  return answer.errors;
}

/** Sets the new password of the recovery mail's link (`hash`). */
export async function resetPassword(
  graphql: GraphqlQuery,
  hash: string,
  values: NewPasswordValues,
): Promise<{ success: boolean; errors: AccountUserError[] }> {
  const { resetPassword: answer } = await graphql(AccountResetPasswordDocument, { input: { hash, ...values } });
  return { success: answer.success, errors: answer.errors };
}

/** Makes the account of the registration mail's link (`token`); nobody is logged in by it. */
export async function confirmRegistration(
  graphql: GraphqlQuery,
  token: string,
): Promise<{ success: boolean; errors: AccountUserError[] }> {
  const { confirmRegistration: answer } = await graphql(AccountConfirmRegistrationDocument, { token });
  return { success: answer.success, errors: answer.errors };
}
