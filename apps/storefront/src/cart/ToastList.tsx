import { ToastRegion } from '@shop/ui/cart';
import { useToasts } from './toasts';

/** The page's toasts in their live regions (always rendered, so screen readers hear a toast when it arrives). */
export function ToastList() {
  const toasts = useToasts((state) => state.toasts);
  const dismiss = useToasts((state) => state.dismiss);
  return <ToastRegion toasts={toasts} onDismiss={dismiss} />;
}
