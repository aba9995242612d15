import styles from './Footer.module.css';

/** The trusted-shop seal of German stores, linking to the shop's certificate. */
export function TrustedShopBadge({ href }: { href: string }) {
  return (
    <a href={href} className={styles.trustedShop} rel="noopener noreferrer">
      <svg aria-hidden="true" viewBox="0 0 48 48" width="40" height="40">
        <circle cx="24" cy="24" r="22" fill="#ffdc0f" stroke="#1c1b19" strokeWidth="2" />
        <text x="24" y="30" textAnchor="middle" fontSize="16" fontWeight="700" fill="#1c1b19">
          e
        </text>
      </svg>
      {/* The certificate's brand name, the same in every language. */}
      <span>Trusted Shops</span>
    </a>
  );
}
