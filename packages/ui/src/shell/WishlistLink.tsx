import { Plural, useLingui } from '@lingui/react/macro';
import type { LinkComponent } from '../Link';
import { PlainLink } from './ShellAnchor';
import styles from './WishlistLink.module.css';

export interface WishlistLinkProps {
  /** The guest wishlist (`/wishlist/`) or the customer's (`/customer/wishlist`). */
  href: string;
  /** Products on the list; `undefined` while not known yet (the server does not know a guest's list): no count. */
  count?: number | undefined;
  Link?: LinkComponent | undefined;
}

/** The header's wishlist link with its count (spec §2), named for assistive technology ("Wishlist, 2 items"). */
export function WishlistLink({ href, count, Link = PlainLink }: WishlistLinkProps) {
  const { t } = useLingui();
  return (
    <Link href={href} className={styles.link}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
        <path
          d="M12 20.3 4.6 13a4.9 4.9 0 0 1 0-7 4.9 4.9 0 0 1 6.9 0l.5.5.5-.5a4.9 4.9 0 0 1 6.9 0 4.9 4.9 0 0 1 0 7Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {/* One hidden text, so the name reads "Wishlist, 2 items"; the visible count is for the eyes only. */}
      <span className={styles.visuallyHidden}>
        {t`Wishlist`}
        {count !== undefined && (
          <>
            , <Plural value={count} one="# item" other="# items" />
          </>
        )}
      </span>
      {count !== undefined && (
        <span className={styles.count} data-empty={count === 0 ? 'true' : undefined} aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
