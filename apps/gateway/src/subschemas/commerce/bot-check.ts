import { msg } from '@lingui/core/macro';
import type { BotCheckAction, BotVerifier } from '../../bot-check';
import type { GatewayContext } from '../../context';

/**
 * The bot check of a protected operation (registration, login, password recovery, newsletter): the request's
 * `x-recaptcha-token` verified for the operation's action, once per request and action (aliases of one operation
 * share the answer; Google accepts a token once). A missing or failed token answers the user error BOT_CHECK_FAILED.
 */
export async function botCheckRefusal(
  verifier: BotVerifier,
  gateway: GatewayContext,
  action: BotCheckAction,
): Promise<{ code: string; message: string; field: string | null } | null> {
  const result = await gateway.memo(`bot-check.${action}`, () =>
    verifier.verify({
      token: gateway.botCheckToken,
      action,
      clientAddress: gateway.clientAddress,
      store: gateway.store.code,
    }),
  );
  if (result.human) return null;
  gateway.logger.warn({ action, reason: result.reason, score: result.score }, 'bot check failed');
  return {
    code: 'BOT_CHECK_FAILED',
    message: gateway.i18n._(msg`We could not verify that you are not a robot. Please try again.`),
    field: null,
  };
}
