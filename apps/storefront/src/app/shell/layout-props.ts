/**
 * The layout query's data mapped onto the props of the @shop/ui shell components. Pure functions: the components
 * fetch nothing and know nothing of GraphQL; this is the one place that knows both shapes.
 */
import { type Language, type StoreDefinition, translatedPath } from '@shop/i18n';
import {
  type FooterJobs,
  type FooterLinkGroup,
  type FooterTrust,
  type NavigationItem,
  type NavigationSegment,
  type PaymentMethod,
  type ShellImage,
  type ShellLabelledLink,
  type ShellLink,
  SOCIAL_NETWORK_NAMES,
  type SocialLink,
  type SocialNetwork,
  type StoreOption,
  type Usp,
} from '@shop/ui/shell';
import type {
  ShellImageFragment,
  ShellLinkFragment,
  ShellNavigationItemFragment,
} from '../../content/layout.generated';
import type { ShellLayoutQuery, ShellStoreSwitchQuery } from './shell.generated';

type Layout = ShellLayoutQuery['layout'];

/**
 * The certificate page of the shop's Trusted Shops seal (German stores). Not in the content model or the spec: a
 * placeholder until the real certificate id is known (docs/decisions/0015-page-shell.md).
 */
export const TRUSTED_SHOP_CERTIFICATE_URL = 'https://www.trustedshops.de/bewertung/info_shop-example.html';

export function toShellLink(link: ShellLinkFragment | null | undefined): ShellLink | null {
  if (!link?.url) return null;
  return { href: link.url, external: link.external };
}

function toShellImage(image: ShellImageFragment | null | undefined): ShellImage | null {
  return image ? { url: image.url, alt: image.alt, width: image.width, height: image.height } : null;
}

/** Labelled links without a target are left out: an anchor without href is no link. */
export function toLabelledLinks(
  links: readonly { label: string; link: ShellLinkFragment | null }[],
): ShellLabelledLink[] {
  return links.flatMap(({ label, link }) => {
    const target = toShellLink(link);
    return target && label ? [{ label, link: target }] : [];
  });
}

export function toUsps(usps: readonly { label: string; link: ShellLinkFragment | null }[]): Usp[] {
  return usps.filter((usp) => usp.label).map((usp) => ({ label: usp.label, link: toShellLink(usp.link) }));
}

/**
 * A first-level item. The content model puts the teaser image on a second-level entry; the component shows one image
 * per list: the list's first image.
 */
function toNavigationItem(item: ShellNavigationItemFragment): NavigationItem {
  return {
    primary: {
      title: item.title,
      link: toShellLink(item.link),
      showMenu: item.showMenu,
      showSubmenu: item.showSubmenu,
      uid: item.uid || item.title,
      color: item.color,
    },
    items: item.lists.map((list) => ({
      title: list.title,
      links: toLabelledLinks(list.items),
      image: toShellImage(list.items.find((entry) => entry.image)?.image),
    })),
  };
}

/**
 * The two segments of the main navigation. Each tab leads into its section (the women's path, the men's home), so that
 * following it also sets the segment cookie; the for-her tab cannot be `/`, which sends a for-him visitor back to the
 * men's home.
 */
export function toNavigationSegments(layout: Layout, language: Language): NavigationSegment[] {
  return [
    {
      segment: 'for-her',
      link: { href: translatedPath('women', language) },
      items: layout.forHerNavigation.map(toNavigationItem),
    },
    {
      segment: 'for-him',
      link: { href: translatedPath('menHome', language) },
      items: layout.forHimNavigation.map(toNavigationItem),
    },
  ];
}

export function toFooterLinkGroups(layout: Layout): FooterLinkGroup[] {
  return layout.footerNavigation
    .map((group) => ({ title: group.title, links: toLabelledLinks(group.links) }))
    .filter((group) => group.links.length > 0);
}

/** The jobs block; the gateway gives its text as HTML, the footer shows plain text. */
export function toFooterJobs(jobs: Layout['jobs']): FooterJobs | null {
  const link = toShellLink(jobs?.link);
  if (!jobs || !link || !jobs.title) return null;
  return {
    title: jobs.title,
    text: plainText(jobs.text) || null,
    link,
    linkLabel: jobs.buttonText || jobs.title,
    image: toShellImage(jobs.image),
  };
}

const SOCIAL_NETWORKS = new Set(Object.keys(SOCIAL_NETWORK_NAMES));
const isSocialNetwork = (icon: string): icon is SocialNetwork => SOCIAL_NETWORKS.has(icon);

/** Social icons of networks the footer has an icon for, with a link. */
export function toSocialLinks(icons: Layout['socialIcons']): SocialLink[] {
  return icons.flatMap((icon) => {
    const network = icon.icon.toLowerCase();
    return isSocialNetwork(network) && icon.link?.url ? [{ network, href: icon.link.url }] : [];
  });
}

export function toPaymentMethods(icons: Layout['paymentIcons']): PaymentMethod[] {
  return icons.filter((icon) => icon.label).map((icon) => ({ name: icon.label }));
}

/**
 * What the footer shows to build trust (spec §2): the review score in the Netherlands, Belgium and France, the
 * trusted-shop badge in Germany, neither elsewhere. By the store's country, not its language.
 */
export function footerTrust(store: Pick<StoreDefinition, 'country'>, reviewStats: Layout['reviewStats']): FooterTrust {
  switch (store.country) {
    case 'NL':
    case 'BE':
    case 'FR':
      return reviewStats?.viewReviewUrl
        ? { kind: 'reviews', averageRating: reviewStats.averageRating, viewReviewUrl: reviewStats.viewReviewUrl }
        : null;
    case 'DE':
      return { kind: 'trusted-shop', href: TRUSTED_SHOP_CERTIFICATE_URL };
    default:
      return null;
  }
}

/**
 * The language and store switch: every store, each linking to the current page there (the gateway answers the
 * store's home page when it knows no translation of the page). The current store always links to the page itself.
 */
export function toStoreOptions(
  alternates: ShellStoreSwitchQuery['storeSwitch'] | null | undefined,
  currentUrl: string,
): StoreOption[] {
  return (alternates ?? []).map((alternate) => ({
    code: alternate.storeCode,
    name: alternate.storeName,
    language: alternate.language,
    href: alternate.current ? currentUrl : alternate.url,
    current: alternate.current,
  }));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of a small piece of the gateway's HTML (tags dropped, the common entities read). */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
