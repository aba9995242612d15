import { useCartSummary } from '../cart/public';
import { resetBrowserQueryCache } from '../lib/graphql/client';
import type { RegisterCustomerInput } from '../lib/graphql/generated/types';
import type { GraphqlQuery } from '../lib/graphql/query';
import { botCheckHeaders } from '../recaptcha/public';
import { AccountLoginDocument, AccountRegisterDocument, type AccountSessionContextFragment } from './account.generated';
import type { AccountUserError, LoginValues } from './account-forms';
import { loadPostLoginRunners, runPostLoginActions } from './post-login-queue';
import { useSessionStore } from './session-store';

export interface LoginOutcome {
  /** The gateway's refusals; empty when logged in. */
  errors: AccountUserError[];
  /** The logged-in customer. */
  customer: { email: string; firstName: string } | null;
}

/** A refusal for an answer without a session and without a reason (never expected from the gateway). */
const NO_SESSION: AccountUserError = { code: 'NOT_LOGGED_IN', message: '', field: null };

/**
 * Logs in (spec commerce §4 Login): counts the attempt, asks the gateway (the new token becomes the cookie), then
 * takes the new context over and runs the post-login actions (`completeLogin`). Throws when the gateway could not be
 * reached (the caller says so).
 */
export async function login(graphql: GraphqlQuery, values: LoginValues): Promise<LoginOutcome> {
  useSessionStore.getState().countLoginAttempt();
  // Protected by the bot check (reCAPTCHA v3): its token goes along as a header.
  const { login: answer } = await graphql(AccountLoginDocument, values, { headers: await botCheckHeaders('login') });
  if (answer.errors.length > 0 || !answer.context?.loggedIn) {
    return { errors: answer.errors.length > 0 ? answer.errors : [NO_SESSION], customer: null };
  }
  await completeLogin(graphql, answer.context);
  return { errors: [], customer: answer.customer ?? null };
}

/**
 * Asks for an account: the gateway answers the same for every address, so that nobody learns by
 * registering which addresses have an account. The refused fields come back; otherwise (no errors) a mail is on its
 * way: its link creates the account (a new address), or it tells the owner how to log in (a known one). Nobody is
 * logged in by it.
 */
export async function register(
  graphql: GraphqlQuery,
  input: RegisterCustomerInput,
): Promise<{ errors: AccountUserError[] }> {
  const { registerCustomer: answer } = await graphql(
    AccountRegisterDocument,
    { input },
    { headers: await botCheckHeaders('register') },
  );
  return { errors: answer.errors };
}

/**
 * What follows a successful login or registration (spec commerce §4 Login), whichever page it happened on: the new
 * context is taken over (the header's welcome, the mini cart with the cart that came along), the API cache is reset,
 * the queued post-login actions run and are cleared, and the attempts start again at 0. The caller then navigates.
 */
export async function completeLogin(graphql: GraphqlQuery, context: AccountSessionContextFragment): Promise<void> {
  useCartSummary.getState().setCart(context.cart);
  await resetBrowserQueryCache();
  await loadPostLoginRunners();
  await runPostLoginActions({ graphql });
  const session = useSessionStore.getState();
  session.setSession(context);
  session.resetLoginAttempts();
}
