import { useCartSummary } from '../cart/cart-store';
import { resetBrowserQueryCache } from '../lib/graphql/client';
import type { GraphqlQuery } from '../lib/graphql/query';
import type { AccountSessionContextFragment } from './account.generated';
import { runPostLoginActions } from './post-login-queue';
import { POST_LOGIN_RUNNER_MODULES } from '../app/post-login-runners';
import { useSessionStore } from './session-store';

/**
 * What follows a successful login or registration (spec commerce §4 Login), whichever page it happened on: the new
 * context is taken over (the header's welcome, the mini cart with the cart that came along), the API cache is reset,
 * the queued post-login actions run and are cleared, and the attempts start again at 0. The caller then navigates.
 */
export async function completeLogin(graphql: GraphqlQuery, context: AccountSessionContextFragment): Promise<void> {
  useCartSummary.getState().setCart(context.cart);
  await resetBrowserQueryCache();
  await Promise.all(
    POST_LOGIN_RUNNER_MODULES.map((load) =>
      load().catch((error: unknown) => console.error('[account] a post-login runner did not load:', error)),
    ),
  );
  await runPostLoginActions({ graphql });
  const session = useSessionStore.getState();
  session.setSession(context);
  session.resetLoginAttempts();
}
