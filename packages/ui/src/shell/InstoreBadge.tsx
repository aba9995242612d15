import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './InstoreBadge.module.css';

export interface InstoreBadgeProps {
  /** The store the tablet stands in (the in-store session's location name). */
  locationName: string;
  /** What the tablet offers beside it (the storefront's link to the tabletop registration). */
  children?: ReactNode;
}

/**
 * The in-store location badge of the default layout (spec storefront §2): tells the shopper on a store's tablet which
 * store they are in. A landmark of its own, so it is found and read as part of the page; it fetches nothing.
 */
export function InstoreBadge({ locationName, children }: InstoreBadgeProps) {
  const { t } = useLingui();
  return (
    <aside className={styles.badge} aria-label={t`In-store mode`}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M4 4h16l1 5a3 3 0 0 1-5 2 3 3 0 0 1-4 0 3 3 0 0 1-4 0 3 3 0 0 1-5-2l1-5Zm1 9v7h14v-7M10 20v-4h4v4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      <p className={styles.text}>
        <Trans>
          In store: <strong>{locationName}</strong>
        </Trans>
      </p>
      {children}
    </aside>
  );
}
