import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import styles from './Toast.module.css';

export type ToastKind = 'success' | 'error';

export interface ToastMessage {
  id: string;
  kind: ToastKind;
  /** The text as the gateway words it (a cart error's translated message) or the app's own translated text. */
  message: string;
}

/** How long a success toast stays; error toasts stay until the shopper closes them. */
export const SUCCESS_TOAST_MS = 6000;

export interface ToastRegionProps {
  toasts: readonly ToastMessage[];
  onDismiss: (id: string) => void;
}

/**
 * Cart notifications as toasts (spec §8): error toasts with an icon, success toasts without. Two live regions that
 * are always in the page, so screen readers hear a toast when it arrives: errors assertively, the rest politely.
 * Toasts are 600px wide at most, 326px at least (as the screen allows) and at most 800px high (spec §9).
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  const { t } = useLingui();
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const others = toasts.filter((toast) => toast.kind !== 'error');
  return (
    <section className={styles.region} aria-label={t`Notifications`}>
      <div aria-live="assertive" aria-atomic="false" className={styles.list}>
        {errors.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
      <div aria-live="polite" aria-atomic="false" className={styles.list}>
        {others.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
    </section>
  );
}

export function Toast({ toast, onDismiss }: { toast: ToastMessage; onDismiss: (id: string) => void }) {
  const { t } = useLingui();
  const { id, kind } = toast;
  useEffect(() => {
    if (kind !== 'success') return;
    const timer = setTimeout(() => onDismiss(id), SUCCESS_TOAST_MS);
    return () => clearTimeout(timer);
  }, [id, kind, onDismiss]);
  return (
    <div className={styles.toast} data-kind={kind}>
      {kind === 'error' ? (
        <svg className={styles.icon} aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      ) : (
        <svg className={styles.icon} aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      )}
      <p className={styles.message}>
        {kind === 'error' && <span className={styles.visuallyHidden}>{t`Error:`} </span>}
        {toast.message}
      </p>
      <button type="button" className={styles.close} onClick={() => onDismiss(id)} aria-label={t`Close message`}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
