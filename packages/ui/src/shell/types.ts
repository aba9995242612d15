/**
 * Props of the shop's shell. The shapes mirror the Prismic layout fields of spec §3 in camelCase (promo banner,
 * navigation item with its lists and image fields), with links as `{ href, external }` and images as
 * `{ url, alt, width, height }`. The app maps its GraphQL data onto these; the components fetch nothing.
 */
import type { Segment } from '@shop/domain';

export type { Segment };

/** A link as the content service gives it: a path inside the shop or an external URL. */
export interface ShellLink {
  href: string;
  /** An absolute URL outside the shop: a plain `<a>`, never the router's link. */
  external?: boolean | undefined;
}

export interface ShellImage {
  url: string;
  /** Empty for a decorative image. */
  alt: string;
  width: number;
  height: number;
}

/** A labelled link (footer link groups, legal links, navigation leaves). */
export interface ShellLabelledLink {
  label: string;
  link: ShellLink;
}

/** A selling point of the header usps bar. */
export interface Usp {
  label: string;
  link?: ShellLink | null | undefined;
}

/** Promo banner (spec §3: text, action_from, action_to, color, background_color). */
export interface PromoBanner {
  text: string;
  /** ISO date-time from which the banner runs. */
  actionFrom?: string | null | undefined;
  /** ISO date-time at which the banner ends: banners with an end date show a countdown. */
  actionTo?: string | null | undefined;
  /** CSS colours chosen by the editors. */
  color?: string | null | undefined;
  backgroundColor?: string | null | undefined;
  link?: ShellLink | null | undefined;
}

/** Navigation item primary fields (spec §3: title, link, show_menu, show_submenu, uid, color). */
export interface NavigationItemPrimary {
  title: string;
  link: ShellLink | null;
  /** Whether the item appears in the main navigation at all. */
  showMenu: boolean;
  /** Whether the item opens a flyout with its lists (level 2 and 3). */
  showSubmenu: boolean;
  uid: string;
  /** A CSS colour for the item's title (e.g. a red "Sale"). */
  color?: string | null | undefined;
}

/** One list of a navigation item's flyout (level 2) with its links (level 3) and an optional image. */
export interface NavigationList {
  title: string;
  link?: ShellLink | null | undefined;
  links: readonly ShellLabelledLink[];
  image?: ShellImage | null | undefined;
}

/** A navigation item (level 1): primary fields plus the lists of its flyout. */
export interface NavigationItem {
  primary: NavigationItemPrimary;
  items: readonly NavigationList[];
}

/** One of the two segments of the main navigation with its landing page and items. */
export interface NavigationSegment {
  segment: Segment;
  /** The segment's landing page (e.g. `/dames/`, `/heren-home/`). */
  link: ShellLink;
  items: readonly NavigationItem[];
}

/** A store the shopper can switch to; `href` is the current page in that store (computed by the app). */
export interface StoreOption {
  code: string;
  /** The store's name in its own language (`Nederland`, `Belgique (français)`). */
  name: string;
  /** BCP 47 language tag of the store's pages, for `hreflang` and `lang`. */
  language: string;
  href: string;
  current: boolean;
}

export type SocialNetwork = 'instagram' | 'facebook' | 'pinterest' | 'tiktok' | 'youtube' | 'linkedin' | 'x';

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

export interface FooterLinkGroup {
  title: string;
  links: readonly ShellLabelledLink[];
}

export interface FooterJobs {
  title: string;
  text?: string | null | undefined;
  link: ShellLink;
  linkLabel: string;
  image?: ShellImage | null | undefined;
}

export interface PaymentMethod {
  /** The method's name (iDEAL, Visa …): the icon's alternative text. */
  name: string;
  image?: ShellImage | null | undefined;
}

/**
 * What the footer shows to build trust: the review score (NL, BE, FR stores) or the trusted-shop badge (DE). The app
 * decides by store; null shows neither.
 */
export type FooterTrust =
  | {
      kind: 'reviews';
      /** Average rating on a scale of 10 (spec §3 review stats). */
      averageRating: number;
      viewReviewUrl: string;
    }
  | { kind: 'trusted-shop'; href: string }
  | null;
