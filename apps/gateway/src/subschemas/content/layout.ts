import { type ContentDocument, legalLinkKind } from '@shop/content';
import { reviewStarsPercentage, visiblePromoBanners } from '@shop/domain';
import type { GatewayContext } from '../../context';
import type { ContentTypes } from '../../graphql';
import { html, image, link, list, optionalText, text, usps } from './fields';

/** The navigation of a segment: first level from the slices' primary, lists and links from their items. */
function navigation(value: unknown, context: GatewayContext): ContentTypes.NavigationItem[] {
  return list(value).map((slice) => {
    const primary = (slice.primary ?? {}) as Record<string, unknown>;
    const lists = new Map<string, ContentTypes.NavigationLink[]>();
    for (const item of list(slice.items)) {
      const title = text(item.list);
      const entry = { label: text(item.label), link: link(item.link, context), image: image(item.image) };
      lists.set(title, [...(lists.get(title) ?? []), entry]);
    }
    return {
      title: text(primary.title),
      link: link(primary.link, context),
      showMenu: primary.show_menu === true,
      showSubmenu: primary.show_submenu === true,
      uid: text(primary.uid),
      color: optionalText(primary.color),
      lists: [...lists].map(([title, items]) => ({ title, items })),
    };
  });
}

const labelled = (value: unknown, context: GatewayContext) =>
  list(value).map((item) => ({ label: text(item.label), link: link(item.link, context) }));

/** The legal links with their kind (the item's `kind` select field; OTHER when it has none). */
const legalLinks = (value: unknown, context: GatewayContext): ContentTypes.LegalLink[] =>
  list(value).map((item) => ({ label: text(item.label), link: link(item.link, context), kind: legalLinkKind(item) }));

export function paymentIcons(value: unknown): ContentTypes.PaymentIcon[] {
  return list(value).map((item) => ({ icon: text(item.icon), label: text(item.label) }));
}

/** The store's contact: the entry for the store code, else the language's default entry (store empty). */
export function customerService(
  layout: ContentDocument | null,
  context: GatewayContext,
): ContentTypes.CustomerServiceInfo {
  const data = layout?.data ?? {};
  const contacts = list(data.customer_service_contacts);
  const contact =
    contacts.find((entry) => entry.store === context.store.code) ?? contacts.find((entry) => !entry.store) ?? {};
  return {
    hours: text(data.customer_service_hours),
    phone: optionalText(contact.phone),
    email: optionalText(contact.email),
  };
}

export type LayoutModel = Omit<ContentTypes.Layout, 'navigation'>;

/** The layout document in the schema's shape; promo banners filtered by the request time (spec §5, §9). */
export function toLayout(document: ContentDocument | null, context: GatewayContext): LayoutModel {
  const data = document?.data ?? {};
  const banners = visiblePromoBanners(
    list(data.promo_banner).map((banner) => ({
      text: text(banner.text),
      action_from: optionalText(banner.action_from),
      action_to: optionalText(banner.action_to),
      color: optionalText(banner.color),
      background_color: optionalText(banner.background_color),
    })),
    context.now,
  );
  const rating = typeof data.review_average_rating === 'number' ? data.review_average_rating : null;
  const jobsTitle = text(data.jobs_title);
  return {
    promoBanners: banners.map((banner) => ({
      text: banner.text,
      actionFrom: banner.action_from,
      actionTo: banner.action_to,
      color: banner.color,
      backgroundColor: banner.background_color,
    })),
    forHerNavigation: navigation(data.for_her_navigation, context),
    forHimNavigation: navigation(data.for_him_navigation, context),
    headerUsps: usps(data.header_usps, context),
    headerLinks: list(data.header_links).map((item) => ({
      label: text(item.label),
      link: link(item.link, context),
      icon: optionalText(item.icon),
    })),
    footerNavigation: list(data.footer_navigation).map((group) => ({
      title: text((group.primary as Record<string, unknown> | undefined)?.title),
      links: labelled(group.items, context),
    })),
    legalLinks: legalLinks(data.legal_links, context),
    socialIcons: list(data.social_icons).map((item) => ({
      icon: text(item.icon),
      label: text(item.label),
      link: link(item.link, context),
    })),
    paymentIcons: paymentIcons(data.payment_icons),
    jobs: jobsTitle
      ? {
          title: jobsTitle,
          text: html(data.jobs_text),
          buttonText: optionalText(data.jobs_button_text),
          link: link(data.jobs_link, context),
          image: image(data.jobs_image),
        }
      : null,
    reviewStats:
      rating === null
        ? null
        : {
            averageRating: rating,
            viewReviewUrl: link(data.review_url, context)?.url ?? null,
            reviewCount: typeof data.review_count === 'number' ? data.review_count : null,
            starsPercentage: reviewStarsPercentage(rating),
          },
    customerService: customerService(document, context),
  };
}
