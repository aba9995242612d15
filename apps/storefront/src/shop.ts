import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The shop's name: the logo text and the end of every page title. */
export const shopName = msg({ message: 'Shoes & Fashion', comment: "The shop's name, shown as the logo text" });

/** The heading and title of the page shown when a page's data cannot be loaded (components/ErrorPage.tsx). */
export const pageUnavailable = msg`This page is not available right now`;

/** The document title of a page: its own title, then the shop's name. */
export function documentTitle(i18n: I18n, page?: MessageDescriptor): string {
  const shop = i18n._(shopName);
  return page ? `${i18n._(page)} | ${shop}` : shop;
}

/** A page route's head: its title, or the error page's title when the route failed to load. */
export function pageHead(match: { context: { i18n: I18n }; status: string }, title: MessageDescriptor) {
  return { meta: [{ title: documentTitle(match.context.i18n, match.status === 'error' ? pageUnavailable : title) }] };
}
