import type { ToastKind, ToastMessage } from '@shop/ui/cart';
import { create } from 'zustand';

/** A cart notice as the gateway answers it (`Cart.errors`). */
export interface CartNotice {
  key: string;
  message: string;
  visibility: 'HIDDEN' | 'SUCCESS' | 'ERROR';
}

interface ToastState {
  toasts: ToastMessage[];
  show: (kind: ToastKind, message: string) => void;
  dismiss: (id: string) => void;
}

/** At most this many toasts at once: the oldest goes first. */
const MAX_TOASTS = 4;
let sequence = 0;

/** The page's toasts (the root renders them in its live regions, src/cart/Toasts.tsx). */
export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  show: (kind, message) =>
    set((state) => {
      // The same message twice in a row (a double click) is shown once.
      if (state.toasts.some((toast) => toast.kind === kind && toast.message === message)) return state;
      sequence += 1;
      return { toasts: [...state.toasts, { id: `toast-${sequence}`, kind, message }].slice(-MAX_TOASTS) };
    }),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/**
 * Cart notices as toasts (spec commerce §5, §8): ERROR as error toasts, SUCCESS (a promotion added) as success toasts,
 * HIDDEN (payment or shipping method blocked) never. The text is the gateway's (translated, else the raw message).
 */
export function toastsOfCartNotices(notices: readonly CartNotice[]): { kind: ToastKind; message: string }[] {
  return notices.flatMap((notice) => {
    if (notice.visibility === 'HIDDEN') return [];
    return [{ kind: notice.visibility === 'ERROR' ? 'error' : 'success', message: notice.message }];
  });
}

/** The keys of the notices the last cart answer carried: a notice that stays is not toasted again. */
let standingNotices = new Set<string>();

/**
 * Toasts the cart's notices that are new since the last cart answer (the gateway answers every standing notice with
 * every cart; a notice that went away and comes back is new again). `all`: toast every notice (opening the cart).
 */
export function showCartNotices(notices: readonly CartNotice[], { all = false }: { all?: boolean } = {}): void {
  const fresh = all ? notices : notices.filter((notice) => !standingNotices.has(notice.key));
  standingNotices = new Set(notices.map((notice) => notice.key));
  const { show } = useToasts.getState();
  for (const toast of toastsOfCartNotices(fresh)) show(toast.kind, toast.message);
}
