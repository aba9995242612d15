import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useCartSummary } from '../cart/public';
import type { UserErrorLike } from '../lib/user-errors';
import type { CheckoutContextFragment } from './checkout.generated';

export const useStore = () => useRouteContext({ from: '__root__', select: (context) => context.store });
export const useBaseUrl = () => useRouteContext({ from: '__root__', select: (context) => context.baseUrl });

/** A step's context: the loader's, then each saved step's answer; the header's cart indicator follows it. */
export function useStepContext(loaded: CheckoutContextFragment) {
  const [context, setContext] = useState(loaded);
  const setCart = useCartSummary((state) => state.setCart);
  useEffect(() => setContext(loaded), [loaded]);
  useEffect(() => setCart(context.cart), [context.cart, setCart]);
  return [context, setContext] as const;
}

/** The refusal shown when the gateway could not be reached. */
export const failed = (message: string): UserErrorLike[] => [{ code: 'NETWORK', message }];
