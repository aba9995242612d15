import type { Segment } from '@shop/domain';

/** A segment as the gateway spells it. */
export type GatewaySegment = 'FOR_HER' | 'FOR_HIM';

/** The gateway's segment in the shop's spelling (for-her, for-him); null when there is none. */
export function fromGatewaySegment(segment: GatewaySegment | null | undefined): Segment | null {
  if (segment === 'FOR_HIM') return 'for-him';
  if (segment === 'FOR_HER') return 'for-her';
  return null;
}
