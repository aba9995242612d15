import { WishlistButton } from '@shop/ui';
import { useLookHeart } from './use-wishlist';

/** The look-book wishlist heart of a look (spec §4): the look-book list and the look page. */
export function LookHeart({ uid, label, className }: { uid: string; label: string; className?: string | undefined }) {
  return <WishlistButton {...useLookHeart(uid)} itemName={label} className={className} />;
}
