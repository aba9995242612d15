import { Trans, useLingui } from '@lingui/react/macro';
import type { StoreDefinition } from '@shop/i18n';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { shopName } from '../shop';
import styles from './DefaultLayout.module.css';
import { SearchTrigger } from './SearchTrigger';

/**
 * The shop's default page chrome (spec: default layout): a skip link as the first thing to tab to, the header (logo,
 * all products, the search overlay's trigger), the page's main content and the footer.
 */
export function DefaultLayout({ store, children }: { store: StoreDefinition; children: ReactNode }) {
  const { i18n, t } = useLingui();
  const shop = i18n._(shopName);
  return (
    <>
      <a className={styles.skipLink} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to="/" className={styles.logo}>
            {shop}
          </Link>
          <nav className={styles.nav} aria-label={t`Main`}>
            <Link to="/products" className={styles.navLink}>
              <Trans>All products</Trans>
            </Link>
          </nav>
          <SearchTrigger />
          <p className={styles.store}>
            <span className="visually-hidden">
              <Trans>Store:</Trans>{' '}
            </span>
            {store.name}
          </p>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p className={styles.bar}>
          {shop} · {store.name}
        </p>
      </footer>
    </>
  );
}
