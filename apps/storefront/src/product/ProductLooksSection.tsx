import { ProductLooks } from '@shop/ui';
import { useEffect, useRef, useState } from 'react';
import { ShopLink } from '../components/ShopLink';
import { useGraphql } from '../lib/hooks/use-graphql';
import { useNearViewport } from '../lib/hooks/use-near-viewport';
import { ProductLooksDocument, type ProductLooksQuery } from './product.generated';

/**
 * The look-books the product appears in ("Shop the look", spec §7 product content: lookbooks): loaded in the browser
 * when the section comes near the viewport, like the cross-sells; without looks (or without the gateway) nothing shows.
 */
export default function ProductLooksSection({ sku }: { sku: string }) {
  const graphql = useGraphql();
  const sentinel = useRef<HTMLDivElement>(null);
  const near = useNearViewport(sentinel);
  const [looks, setLooks] = useState<ProductLooksQuery['productLooks'] | null>(null);

  useEffect(() => {
    if (!near) return;
    let current = true;
    graphql(ProductLooksDocument, { sku }).then(
      (data) => current && setLooks(data.productLooks),
      () => {}, // The looks are a nicety: without the gateway the section stays away.
    );
    return () => {
      current = false;
    };
  }, [near, sku, graphql]);

  return (
    <div ref={sentinel}>
      {looks && (
        <ProductLooks
          looks={looks.map((look) => ({
            href: look.path,
            label: look.label,
            image: look.image && {
              src: look.image.url,
              alt: look.image.alt,
              width: look.image.width,
              height: look.image.height,
            },
          }))}
          overviewHref={looks[0]?.parentPage?.path}
          Link={ShopLink}
        />
      )}
    </div>
  );
}
