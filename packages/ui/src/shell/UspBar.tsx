import { useLingui } from '@lingui/react/macro';
import type { LinkComponent } from '../Link';
import { Marquee } from './Marquee';
import { ShellAnchor } from './ShellAnchor';
import type { Usp } from './types';
import styles from './UspBar.module.css';

export interface UspBarProps {
  usps: readonly Usp[];
  Link?: LinkComponent | undefined;
  className?: string | undefined;
}

/** The header usps as a marquee on every breakpoint (spec §9); stands still for reduced motion. */
export function UspBar({ usps, Link, className }: UspBarProps) {
  const { t } = useLingui();
  if (usps.length === 0) return null;
  return (
    <section className={[styles.bar, className].filter(Boolean).join(' ')} aria-label={t`Why shop with us`}>
      <Marquee label={t`Why shop with us`} itemCount={usps.length}>
        {usps.map((usp) => (
          <li key={usp.label} className={styles.usp}>
            <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" className={styles.check}>
              <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {usp.link ? (
              <ShellAnchor link={usp.link} Link={Link} className={styles.link}>
                {usp.label}
              </ShellAnchor>
            ) : (
              usp.label
            )}
          </li>
        ))}
      </Marquee>
    </section>
  );
}
