import type { Segment } from '@shop/domain';
import { fromGatewaySegment } from '../../lib/segment';

/**
 * The segment a page itself belongs to (a product, a category, a content page, a look's look-book), when the page's
 * route loaded one: its loader data carries it as `segment` (the gateway's spelling). Null for every other page: the
 * segment rules (path and cookies, src/app/shell/segment.ts) decide there.
 */
export function ownSegmentOf(loaderData: unknown): Segment | null {
  if (typeof loaderData !== 'object' || loaderData === null || !('segment' in loaderData)) return null;
  const { segment } = loaderData as { segment: unknown };
  return segment === 'FOR_HER' || segment === 'FOR_HIM' ? fromGatewaySegment(segment) : null;
}
