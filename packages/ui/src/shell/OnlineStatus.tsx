import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import styles from './OnlineStatus.module.css';

/** How long the "back online" message stays. */
export const BACK_ONLINE_MESSAGE_MS = 5000;

type Status = 'online' | 'offline' | 'back-online';

/**
 * Tells the shopper when the connection drops and when it is back (spec §4: online or offline status is tracked),
 * through a polite live region that is always in the page (so screen readers announce changes). Renders nothing
 * visible while online; starts online on the server and in the hydration render.
 */
export function OnlineStatus() {
  const [status, setStatus] = useState<Status>('online');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setStatus('offline');
    };
    const online = () => {
      clearTimeout(timer);
      setStatus((previous) => (previous === 'offline' ? 'back-online' : previous));
      timer = setTimeout(() => setStatus('online'), BACK_ONLINE_MESSAGE_MS);
    };
    if (typeof navigator !== 'undefined' && navigator.onLine === false) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return (
    <div className={styles.region} role="status" aria-live="polite" data-status={status}>
      {status === 'offline' && (
        <p className={styles.message}>
          <Trans>You are offline. Some things will not work until your connection is back.</Trans>
        </p>
      )}
      {status === 'back-online' && (
        <p className={styles.message}>
          <Trans>You are back online.</Trans>
        </p>
      )}
    </div>
  );
}
