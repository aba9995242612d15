import { useLingui } from '@lingui/react/macro';
import type { LinkComponent } from '../Link';
import styles from './CustomerLink.module.css';
import { PlainLink } from './ShellAnchor';

export interface CustomerLinkProps {
  /** Whether the shopper is logged in: the link then goes to the account and welcomes them. */
  loggedIn: boolean;
  /** The logged-in customer's first name ("Welcome {first name}", spec §2); ignored for a guest. */
  firstName?: string | null | undefined;
  /** The login page (a guest's link). */
  loginHref?: string | undefined;
  /** The account's dashboard (a customer's link). */
  accountHref?: string | undefined;
  /** Logged in: logs out (a button beside the link); no button without it. */
  onLogout?: (() => void) | undefined;
  /** While a logout runs the button is disabled. */
  loggingOut?: boolean | undefined;
  Link?: LinkComponent | undefined;
}

function PersonIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function LogoutIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path
        d="M10 4H5v16h5M15 8l4 4-4 4M19 12H9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The header's customer link (spec storefront §6): a guest's "My account" to the login page; a customer's
 * "Welcome {first name}" to the account, with a log-out button beside it. On phones the texts stay for screen
 * readers only.
 */
export function CustomerLink({
  loggedIn,
  firstName,
  loginHref = '/account/',
  accountHref = '/customer/',
  onLogout,
  loggingOut = false,
  Link = PlainLink,
}: CustomerLinkProps) {
  const { t } = useLingui();
  // The placeholder's name is the message's: the dashboard says the same words.
  const welcome = (firstName: string) => t`Welcome ${firstName}`;
  if (!loggedIn) {
    return (
      <Link href={loginHref} className={styles.link}>
        <PersonIcon />
        <span className={styles.label}>{t`My account`}</span>
      </Link>
    );
  }
  const shownName = firstName?.trim() ?? '';
  return (
    <span className={styles.customer}>
      <Link href={accountHref} className={styles.link}>
        <PersonIcon />
        <span className={styles.label}>{shownName ? welcome(shownName) : t`My account`}</span>
      </Link>
      {onLogout && (
        <button
          type="button"
          className={styles.logout}
          onClick={onLogout}
          disabled={loggingOut}
          aria-busy={loggingOut || undefined}
        >
          <LogoutIcon />
          <span className={styles.label}>{t`Log out`}</span>
        </button>
      )}
    </span>
  );
}
