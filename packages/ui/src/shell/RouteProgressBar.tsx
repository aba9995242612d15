import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import styles from './RouteProgressBar.module.css';

/** Quick navigations show no bar: it appears only when a route takes longer than this. */
export const ROUTE_PROGRESS_DELAY_MS = 200;

export interface RouteProgressBarProps {
  /** Whether a route is loading. */
  pending: boolean;
  delayMs?: number | undefined;
}

/** A thin bar at the top of the page while a route loads (spec §4), after a short delay. Indeterminate. */
export function RouteProgressBar({ pending, delayMs = ROUTE_PROGRESS_DELAY_MS }: RouteProgressBarProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!pending) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [pending, delayMs]);
  if (!visible) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label={t`Loading page`}>
      <div className={styles.indicator} />
    </div>
  );
}
