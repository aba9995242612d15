import type { ReactNode } from 'react';
import styles from './Layouts.module.css';

/** The empty layout (spec §2): no chrome, only the page's main content. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={styles.main}>
      {children}
    </main>
  );
}
