import { instoreStep, instoreStepAfterRefresh } from '@shop/domain';
import type { GraphqlQuery } from '../lib/graphql/query';
import {
  InstoreSessionDocument,
  type InstoreSessionFieldsFragment,
  InstoreSessionRefreshDocument,
} from './instore.generated';

export type InstoreCheck = { action: 'keep'; session: InstoreSessionFieldsFragment } | { action: 'clear' };

/**
 * Spec storefront §4: `OPEN` keeps the session; `EXPIRED` or `CLOSED` asks for a refresh and keeps what it answers
 * when that is `OPEN` (the store's new session), else clears; any other status (or an unknown session) clears.
 * Asked fresh every time: a session's status changes without the cache knowing. Throws when the gateway cannot be
 * reached (the caller keeps the tablet as it is and asks again later).
 */
export async function checkInstoreSession(graphql: GraphqlQuery, id: string): Promise<InstoreCheck> {
  const { instoreSession: session } = await graphql(InstoreSessionDocument, { id }, { fresh: true });
  const step = instoreStep(session?.status);
  if (step === 'keep' && session) return { action: 'keep', session };
  if (step === 'clear') return { action: 'clear' };
  const { refreshInstoreSession: refreshed } = await graphql(InstoreSessionRefreshDocument, { id }, { fresh: true });
  return instoreStepAfterRefresh(refreshed?.status) === 'keep' && refreshed
    ? { action: 'keep', session: refreshed }
    : { action: 'clear' };
}
