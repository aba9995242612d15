import { useLingui } from '@lingui/react/macro';
import type { Segment } from '@shop/domain';
import type { StoreDefinition } from '@shop/i18n';
import { Header, MainNavigation, PromoBanners, SkipLink, UspBar } from '@shop/ui/shell';
import { footerStyles } from '@shop/ui/shell/later-styles';
import { createIsomorphicFn } from '@tanstack/react-start';
import type { ReactNode } from 'react';
import { useAccessibilitySettings } from '../../accessibility/AccessibilitySettings';
import { HeaderCustomer } from '../../account/HeaderCustomer';
import { ShopLink } from '../../components/ShopLink';
import { InstoreBadgeSlot } from '../../instore/InstoreModeHost';
import { hydratedLater } from '../../lib/hydrate-later';
import { shopName } from '../../lib/page-head';
import { SearchTrigger } from '../../search/SearchTrigger';
import { HeaderWishlistLink } from '../../wishlist/HeaderWishlistLink';
import styles from './DefaultLayout.module.css';
import { toLabelledLinks, toNavigationSegments, toUsps } from './layout-props';
import { SiteFooter as SiteFooterOnServer } from './SiteFooter';
import type { ShellData } from './shell-data';

// The footer's code is in the server's bundle only; the browser loads it after hydration (the compiler drops the
// server function and its import from the browser's bundle).
const SiteFooter = hydratedLater(
  () => import('./SiteFooter').then((module) => module.SiteFooter),
  createIsomorphicFn()
    .server(() => SiteFooterOnServer)
    .client(() => undefined)(),
  footerStyles,
);

export interface DefaultLayoutProps {
  store: StoreDefinition;
  /** The layout's content and the store switch of the current page (the root route's loader data). */
  shell: ShellData;
  /** The page's segment (for her, for him) by the segment rules. */
  segment: Segment;
  /** The current path: a change closes the mobile menu and any flyout. */
  pathname: string;
  /** The store's base URL (the store switch's link to the current page). */
  baseUrl: string;
  /** The header's mini cart (src/cart/HeaderMiniCart.tsx). */
  miniCart?: ReactNode;
  /** The cookie message (src/tracking/CookieMessageHost.tsx): after the skip link, above everything else. */
  cookieMessage?: ReactNode;
  children: ReactNode;
}

/**
 * The shop's default page chrome (spec §2 default layout): skip link, header usps bar, promo banners, the header
 * (logo, main navigation for her and for him, search, customer link), the page's main content and the footer (jobs,
 * link groups, language and store switch, social icons, review score or trusted-shop badge, legal links with the
 * accessibility settings, payment icons).
 * When the layout's content could not be loaded, the header keeps its logo, search and customer link.
 */
export function DefaultLayout({
  store,
  shell,
  segment,
  pathname,
  baseUrl,
  miniCart,
  cookieMessage,
  children,
}: DefaultLayoutProps) {
  const { i18n } = useLingui();
  const { layout } = shell;
  const accessibility = useAccessibilitySettings(store.language);
  return (
    <>
      <SkipLink targetId="main" />
      <InstoreBadgeSlot />
      {cookieMessage}
      {layout && <UspBar usps={toUsps(layout.headerUsps)} Link={ShopLink} />}
      {layout && <PromoBanners banners={layout.promoBanners} Link={ShopLink} />}
      <Header
        shopName={i18n._(shopName)}
        Link={ShopLink}
        search={<SearchTrigger />}
        customer={<HeaderCustomer />}
        wishlist={<HeaderWishlistLink />}
        miniCart={miniCart}
        links={layout ? toLabelledLinks(layout.headerLinks) : []}
        navigation={
          layout && (
            <MainNavigation
              segments={toNavigationSegments(layout, store.language)}
              activeSegment={segment}
              routeKey={pathname}
              Link={ShopLink}
            />
          )
        }
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter
        store={store}
        layout={layout}
        storeSwitch={shell.storeSwitch}
        baseUrl={baseUrl}
        pathname={pathname}
        onAccessibilityClick={accessibility.open}
      />
      {accessibility.dialog}
    </>
  );
}
