import type { StoreDefinition } from '@shop/i18n';
import { Footer } from '@shop/ui/shell';
import { ShopLink } from '../../components/ShopLink';
import { canonicalUrl } from '../../lib/page-head';
import {
  footerTrust,
  toFooterJobs,
  toFooterLinkGroups,
  toLabelledLinks,
  toPaymentMethods,
  toSocialLinks,
  toStoreOptions,
} from './layout-props';
import type { ShellData } from './shell-data';

export interface SiteFooterProps {
  store: StoreDefinition;
  layout: ShellData['layout'];
  storeSwitch: ShellData['storeSwitch'];
  baseUrl: string;
  pathname: string;
  onAccessibilityClick: () => void;
}

/**
 * The default layout's footer (jobs, link groups, language and store switch, social icons, review score or
 * trusted-shop badge, legal links with the accessibility settings, payment icons), from the layout's content.
 * Hydrated after the page (DefaultLayout): it is below the fold and its links work as plain links meanwhile.
 */
export function SiteFooter({ store, layout, storeSwitch, baseUrl, pathname, onAccessibilityClick }: SiteFooterProps) {
  return (
    <Footer
      jobs={layout && toFooterJobs(layout.jobs)}
      linkGroups={layout ? toFooterLinkGroups(layout) : []}
      storeOptions={toStoreOptions(storeSwitch, canonicalUrl(baseUrl, pathname))}
      socialLinks={layout ? toSocialLinks(layout.socialIcons) : []}
      trust={layout && footerTrust(store, layout.reviewStats)}
      legalLinks={layout ? toLabelledLinks(layout.legalLinks) : []}
      onAccessibilityClick={onAccessibilityClick}
      paymentMethods={layout ? toPaymentMethods(layout.paymentIcons) : []}
      Link={ShopLink}
    />
  );
}
