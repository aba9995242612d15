import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useToasts } from '../cart/public';
import { useGraphql } from '../lib/hooks/use-graphql';

/**
 * The log-out action of the header and the account navigation: logs out (the code loads with the click), then goes
 * home. The gateway's "You're already logged out" is shown as a toast; a failure too, and the shopper stays.
 */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const graphql = useGraphql();
  const navigate = useNavigate();
  const { t } = useLingui();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = async () => {
    if (loggingOut) return;
    setLoggingOut(true);
    try {
      const outcome = await (await import('./logout')).logout(graphql);
      if (outcome.alreadyLoggedOut) useToasts.getState().show('error', outcome.alreadyLoggedOut);
      await navigate({ to: '/' });
    } catch (error) {
      console.error('[account] logout failed:', error);
      useToasts.getState().show('error', t`You could not be logged out right now. Please try again.`);
    } finally {
      setLoggingOut(false);
    }
  };
  return { logout, loggingOut };
}
