import { MiniCart, type MiniCartItem } from '@shop/ui/cart';
import { useEffect, useState } from 'react';
import { ShopLink } from '../components/ShopLink';
import { useGraphql } from '../lib/hooks/use-graphql';
import { type CartSummarySource, useCartSummary } from './cart-store';

export interface HeaderMiniCartProps {
  /** The summary the server rendered with (only when the request had a session); undefined otherwise. */
  summary?: CartSummarySource | null | undefined;
  /** The checkout layout shows the indicator without its panel. */
  panel?: boolean | undefined;
}

/**
 * The header's mini cart (spec §2): count and total from the cart summary store, seeded by what the server rendered
 * (so hydration matches), updated by every cart mutation. The panel's lines load on its first hover or focus (the
 * query's code too), and again on the first opening after the cart changed.
 */
export function HeaderMiniCart({ summary, panel = true }: HeaderMiniCartProps) {
  const graphql = useGraphql();
  const known = useCartSummary((state) => state.known);
  const itemCount = useCartSummary((state) => state.itemCount);
  const total = useCartSummary((state) => state.total);
  const [items, setItems] = useState<readonly MiniCartItem[] | null | undefined>(undefined);

  useEffect(() => {
    if (summary && !useCartSummary.getState().known) useCartSummary.getState().setCart(summary);
  }, [summary]);

  // A changed cart (a mutation) makes the lines shown stale: the next opening loads them again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the summary's values are the trigger
  useEffect(() => setItems(undefined), [itemCount, total]);

  const count = known ? itemCount : (summary?.itemCount ?? 0);
  const shownTotal = known ? total : summary?.price.totalFormatted;

  // Loaded when the panel first opens, and again after the cart changed (the lines are then reset above).
  const onOpen = () => {
    if (items) return;
    import('./load-mini-cart')
      .then((module) => module.loadMiniCart(graphql))
      .then(setItems, (error: unknown) => {
        console.error('[cart] the mini cart could not be loaded:', error);
        setItems((previous) => previous ?? null);
      });
  };

  return (
    <MiniCart
      count={count}
      total={shownTotal}
      cartHref="/cart/"
      items={items}
      onOpen={onOpen}
      panel={panel}
      Link={ShopLink}
    />
  );
}
