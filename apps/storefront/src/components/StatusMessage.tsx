import type { ReactNode } from 'react';
import styles from './StatusMessage.module.css';

/** The body of a page that explains a state instead of showing content: not found, unavailable. */
export function StatusMessage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.status}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </section>
  );
}
