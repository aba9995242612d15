import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Called when the shopper closes the dialog: the close button, Escape, or a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  className?: string | undefined;
}

/**
 * A modal dialog on the native `<dialog>`: the browser keeps focus inside and the page behind inert, Escape closes
 * it, and focus goes back to where it was when it closes. It slides up from the bottom on mobile, phablet and tablet
 * widths (spec §2) and stands centred on desktops, at most the modal width (`--modal-max-width`, spec §9).
 */
export function Dialog({ open, onClose, title, children, className }: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Unmounting an open dialog (a route change) gives focus back too.
  useEffect(
    () => () => {
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    },
    [],
  );

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; the keyboard closes with Escape or the button
    <dialog
      ref={ref}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClose={() => {
        if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
        opener.current = null;
        if (open) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => ref.current?.close()} aria-label={t`Close`}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
