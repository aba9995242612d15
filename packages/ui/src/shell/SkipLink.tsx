import { Trans } from '@lingui/react/macro';
import styles from './SkipLink.module.css';

export interface SkipLinkProps {
  /** The id of the main content (default `main`); that element should have `tabIndex={-1}`. */
  targetId?: string | undefined;
}

/** The first thing to tab to: jumps past the header to the main content. Visible only when focused. */
export function SkipLink({ targetId = 'main' }: SkipLinkProps) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      <Trans>Skip to content</Trans>
    </a>
  );
}
