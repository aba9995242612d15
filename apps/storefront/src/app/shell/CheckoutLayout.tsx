import { useLingui } from '@lingui/react/macro';
import { type StoreDefinition, translatedPath } from '@shop/i18n';
import { CheckoutFooter, CheckoutHeader, SkipLink } from '@shop/ui/shell';
import type { ReactNode } from 'react';
import { ShopLink } from '../../components/ShopLink';
import { shopName } from '../../lib/page-head';
import styles from './Layouts.module.css';
import { TRUSTED_SHOP_CERTIFICATE_URL, toLabelledLinks, toUsps } from './layout-props';
import type { CheckoutLayoutQuery } from './shell.generated';

export interface CheckoutLayoutProps {
  store: StoreDefinition;
  /** The `CheckoutLayout` query's data, loaded by the checkout routes (`loadCheckoutLayout`). */
  layout: CheckoutLayoutQuery;
  /** The mini cart indicator (the cart issue). */
  miniCart?: ReactNode;
  children: ReactNode;
}

type LegalLinkKind = CheckoutLayoutQuery['layout']['legalLinks'][number]['kind'];

/** The first legal link of a kind (Impressum, AGB) that has a target; the editors' label does not matter. */
const legalLink = (links: CheckoutLayoutQuery['layout']['legalLinks'], kind: LegalLinkKind) =>
  toLabelledLinks(links.filter((link) => link.kind === kind))[0]?.link;

/** A phone number as a `tel:` link: its digits and the leading plus. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The checkout layout (spec §2): the reduced header (logo, checkout usps, mini cart indicator), the page, and the
 * footer with customer service (Monday to Friday 09:00 to 17:00, the store's phone and e-mail) and the privacy link.
 * German-language stores add Impressum and AGB; stores in Germany the trusted-shop badge. A route that wants it sets
 * `staticData: { layout: 'own' }` (the root then adds no chrome) and wraps its page in it.
 */
export function CheckoutLayout({ store, layout, miniCart, children }: CheckoutLayoutProps) {
  const { i18n } = useLingui();
  const { customerService } = layout.checkoutLayout;
  const { legalLinks } = layout.layout;
  const german = store.language === 'de';
  const phone = customerService.phone ?? '';
  return (
    <>
      <SkipLink targetId="main" />
      <CheckoutHeader
        shopName={i18n._(shopName)}
        usps={toUsps(layout.checkoutLayout.headerUsps)}
        miniCart={miniCart}
        Link={ShopLink}
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <CheckoutFooter
        phone={phone}
        phoneHref={telHref(phone)}
        email={customerService.email ?? ''}
        privacyLink={{ href: translatedPath('privacyPolicy', store.language) }}
        german={german}
        impressumLink={german ? legalLink(legalLinks, 'IMPRINT') : undefined}
        agbLink={german ? legalLink(legalLinks, 'TERMS') : undefined}
        trustedShopHref={store.country === 'DE' ? TRUSTED_SHOP_CERTIFICATE_URL : undefined}
        Link={ShopLink}
      />
    </>
  );
}
