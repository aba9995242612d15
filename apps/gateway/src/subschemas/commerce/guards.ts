import type { RateLimitName } from '@shop/commerce';
import type { BotCheckAction } from '../../bot-check';
import type { GatewayContext } from '../../context';
import { tooManyAttemptsMessage } from './account-wording';
import { botCheckRefusal } from './bot-check';
import type { CommercePolicy } from './policy';
import type { UserErrorModel } from './user-error';

/** What stands before a protected operation: each is checked in the order `guarded` keeps. */
export interface Guards {
  /** The calling client's budget (its address). */
  client: RateLimitName;
  /** The bot check's action, for operations a bot would run (registration, login, recovery, newsletter). */
  bot?: BotCheckAction;
  /** Budgets of what the operation is about: an account, a mailbox. */
  subject?: [RateLimitName, string][];
  /** The account whose password the operation checks: the login backoff. */
  passwordOf?: string;
}

/**
 * The guards of a protected operation, in the one order that keeps each fair and cheap: the client's own budget
 * first (a flood from one address is refused before it costs anything else: it neither spends the bot verifier's
 * quota nor counts against an account it names), then the bot check, then the budgets of the account or mailbox,
 * then the login backoff. Answers the first refusal as the user error, or null.
 */
export async function guarded(
  policy: CommercePolicy,
  gateway: GatewayContext,
  guards: Guards,
): Promise<UserErrorModel | null> {
  const refused = await limited(policy, gateway, [[guards.client, gateway.clientAddress]]);
  if (refused) return refused;
  if (guards.bot) {
    const bot = await botCheckRefusal(policy.botVerifier, gateway, guards.bot);
    if (bot) return bot;
  }
  if (guards.subject?.length) {
    const subjectRefused = await limited(policy, gateway, guards.subject);
    if (subjectRefused) return subjectRefused;
  }
  return guards.passwordOf === undefined ? null : accountThrottled(policy, gateway, guards.passwordOf);
}

/**
 * Counts an attempt against limits; refused, it answers the user error (every alias of a request counts: each
 * field's resolver comes here before doing anything).
 */
async function limited(
  policy: CommercePolicy,
  gateway: GatewayContext,
  checks: [RateLimitName, string][],
): Promise<UserErrorModel | null> {
  const result = await policy.rateLimiter.checkAll(checks);
  if (result.allowed) return null;
  gateway.logger.warn({ limits: checks.map(([name]) => name) }, 'rate limit reached');
  return tooManyAttempts(gateway, result.retryAfterSeconds);
}

function tooManyAttempts(gateway: GatewayContext, retryAfterSeconds: number): UserErrorModel {
  return {
    code: 'TOO_MANY_ATTEMPTS',
    message: tooManyAttemptsMessage(gateway.i18n, retryAfterSeconds),
    field: null,
    retryAfter: retryAfterSeconds,
  };
}

/**
 * Counts a password check of the account (a login, or a change confirmed with the password); while the account must
 * wait after failed ones, answers the user error instead (every alias of a request counts: mutations run in turn).
 */
async function accountThrottled(
  policy: CommercePolicy,
  gateway: GatewayContext,
  account: string,
): Promise<UserErrorModel | null> {
  const attempt = await policy.loginBackoff.attempt(account);
  if (attempt.allowed) return null;
  gateway.logger.warn({ retryAfterSeconds: attempt.retryAfterSeconds }, 'login backoff: the account must wait');
  return tooManyAttempts(gateway, attempt.retryAfterSeconds);
}
