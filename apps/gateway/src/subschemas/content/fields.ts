import { blockFields, CONTENT_LANGS, type ContentLink, type ReadOptions, type Usp } from '@shop/content';
import type { GatewayContext } from '../../context';

/**
 * The content package's field readers (Prismic field values to the schema's shapes), with the request's shop origins
 * for links: an absolute URL on one of the deployment's store origins becomes a shop path.
 */

export type Fields = blockFields.Fields;
export const { text, optionalText, html, image, video, list, sku } = blockFields;

/** The Prismic locale of the request's store, and the preview ref when one was asked for. */
export function readOptions(context: GatewayContext, ref?: string | null): ReadOptions {
  return { lang: CONTENT_LANGS[context.store.language], ...(ref ? { ref } : {}) };
}

/** The base URLs of the deployment's stores: links to them are the shop's own. */
export const shopOrigins = (context: GatewayContext): string[] => context.stores.map((store) => store.baseUrl);

export const link = (value: unknown, context: GatewayContext): ContentLink | null =>
  blockFields.link(value, shopOrigins(context));

export const usps = (items: unknown, context: GatewayContext): Usp[] => blockFields.usps(items, shopOrigins(context));
