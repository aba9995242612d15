import { lazy, Suspense } from 'react';
import { useAddToCart } from './add-to-cart';
import { loadCartFlow } from './load-cart-flow';

const CartFlow = lazy(loadCartFlow);

/** Mounts the add-to-cart flow (size chooser, modal) once the shopper first asks to add something. */
export function CartFlowHost() {
  const requested = useAddToCart((state) => state.request !== null);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <CartFlow />
    </Suspense>
  );
}
