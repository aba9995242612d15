import { ProductLooks } from '@shop/ui';
import { ShopLink } from '../components/ShopLink';
import { useLaterQuery } from '../lib/use-later-query';
import { ProductLooksDocument } from './product.generated';

/**
 * The look-books the product appears in ("Shop the look", spec §7 product content: lookbooks): loaded in the browser
 * when the section comes near the viewport, like the cross-sells; without looks (or without the gateway) nothing shows.
 */
export default function ProductLooksSection({ sku }: { sku: string }) {
  // The looks are a nicety: without the gateway the section stays away.
  const { ref, data } = useLaterQuery(ProductLooksDocument, { sku });
  const looks = data?.productLooks ?? null;

  return (
    <div ref={ref}>
      {looks && (
        <ProductLooks
          looks={looks.map((look) => ({
            href: look.path,
            label: look.label,
            image: look.image && { src: look.image.url },
          }))}
          overviewHref={looks[0]?.parentPage?.path}
          Link={ShopLink}
        />
      )}
    </div>
  );
}
