/** Rules of the content from the content service (spec storefront §5, §9). No I/O. */

/** At most this many promo banners are shown (spec §9). */
export const MAX_PROMO_BANNERS = 4;

export interface PromoBannerWindow {
  text: string | null | undefined;
  /** ISO timestamps (Prismic date/timestamp fields); null or absent means no limit on that side. */
  action_from?: string | null | undefined;
  action_to?: string | null | undefined;
}

/** Parses a Prismic date or timestamp (`2026-11-24`, `2026-11-24T10:00:00+0000`) to epoch milliseconds. */
function instant(value: string): number {
  const normalized = /[+-]\d{4}$/.test(value) ? `${value.slice(0, -2)}:${value.slice(-2)}` : value;
  return Date.parse(normalized);
}

/**
 * Whether a promo banner is shown at `now` (spec §5): it has text, and now lies inside its optional window. The
 * window is inclusive at both ends; an end that is a bare date (no time) lasts the whole day (UTC). An unreadable
 * date hides the banner rather than showing it forever.
 */
export function isPromoBannerVisible(banner: PromoBannerWindow, now: Date): boolean {
  if (!banner.text || banner.text.trim() === '') return false;
  const at = now.getTime();
  if (banner.action_from) {
    const from = instant(banner.action_from);
    if (Number.isNaN(from) || at < from) return false;
  }
  if (banner.action_to) {
    const bareDate = /^\d{4}-\d{2}-\d{2}$/.test(banner.action_to);
    const to = instant(banner.action_to) + (bareDate ? 86_400_000 - 1 : 0);
    if (Number.isNaN(to) || at > to) return false;
  }
  return true;
}

/** The banners to show at `now`, in their editorial order, at most 4 (spec §2, §9). */
export function visiblePromoBanners<T extends PromoBannerWindow>(
  banners: readonly T[],
  now: Date,
  max: number = MAX_PROMO_BANNERS,
): T[] {
  return banners.filter((banner) => isPromoBannerVisible(banner, now)).slice(0, max);
}
