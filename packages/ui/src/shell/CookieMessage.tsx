import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect, useId, useRef } from 'react';
import type { LinkComponent } from '../Link';
import styles from './CookieMessage.module.css';

export type CookieMessageChoice = 'enabled' | 'disabled';

export interface CookieMessageProps {
  /** The choice just made in this message: it then confirms the choice and offers to hide itself. */
  answered: CookieMessageChoice | null;
  /** The cookie settings page (spec §2: `cookie-settings`, translated per language). */
  settingsHref: string;
  onChoose: (choice: CookieMessageChoice) => void;
  onHide: () => void;
  Link: LinkComponent;
}

/**
 * Publishes the overlay's height as `--cookie-message-height` on the document while it is shown: the page keeps that
 * much room below its end (the footer can be scrolled clear of it) and scrolls focused elements above it.
 */
function useKeepRoomBelowThePage(region: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--cookie-message-height', `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-message-height');
    };
  }, [region]);
}

/**
 * The cookie message (spec §9: shown until answered): a labelled region, first in the page after the skip link, shown
 * as an overlay at the bottom of the window so that it moves nothing on the page; it is no dialog and traps no focus. Accepting and rejecting are equal
 * buttons; the cookie settings page offers the same choice. After a choice the region confirms it (focus moves there,
 * the buttons being gone) with a button to hide the message.
 */
export function CookieMessage({ answered, settingsHref, onChoose, onHide, Link }: CookieMessageProps) {
  const { t } = useLingui();
  const headingId = useId();
  const confirmation = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (answered) confirmation.current?.focus();
  }, [answered]);
  useKeepRoomBelowThePage(region);

  return (
    <section ref={region} className={styles.cookieMessage} aria-labelledby={headingId} data-cookie-message>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          <Trans>Cookies</Trans>
        </h2>
        {answered ? (
          <div ref={confirmation} tabIndex={-1} className={styles.confirmation}>
            <p className={styles.text}>
              {answered === 'enabled'
                ? t`You have accepted analytics and marketing cookies.`
                : t`You have rejected analytics and marketing cookies.`}{' '}
              <Trans>
                You can change your choice at any time in the{' '}
                <Link href={settingsHref} className={styles.link}>
                  cookie settings
                </Link>
                .
              </Trans>
            </p>
            <div className={styles.actions}>
              <button type="button" className={styles.button} onClick={onHide}>
                <Trans>Hide this message</Trans>
              </button>
            </div>
          </div>
        ) : (
          <>
            <p className={styles.text}>
              <Trans>
                We use necessary cookies to make our shop work. With your permission we also use analytics and marketing
                cookies, to learn how the shop is used and to show you relevant offers.
              </Trans>
            </p>
            <div className={styles.actions}>
              <button type="button" className={styles.button} onClick={() => onChoose('enabled')}>
                <Trans>Accept cookies</Trans>
              </button>
              <button type="button" className={styles.button} onClick={() => onChoose('disabled')}>
                <Trans>Reject cookies</Trans>
              </button>
              <Link href={settingsHref} className={styles.link}>
                <Trans>Cookie settings</Trans>
              </Link>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
