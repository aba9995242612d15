import type { CountryCode } from '@shop/i18n';
import { isDiscountHidden } from './pricing';
import { isComingSoon } from './stock';

/** The description up to and including its first '.' or '!' (spec §5); the whole text when it has neither. */
export function descriptionPreview(description: string): string {
  const match = /^[\s\S]*?[.!]/.exec(description);
  return (match ? match[0] : description).trim();
}

/** Colour relations are shown only when there is more than one (the product itself counts). */
export function colorRelationsToShow<T>(relations: readonly T[]): readonly T[] {
  return relations.length > 1 ? relations : [];
}

/** Whole percent off the regular price; 0 when there is no discount. */
export function discountPercent(price: number, regularPrice: number): number {
  if (regularPrice <= 0 || price >= regularPrice) return 0;
  return Math.round(((regularPrice - price) / regularPrice) * 100);
}

/** Review stars as a percentage: 10 times the integer average rating (spec §9), within 0–100. */
export function reviewStarsPercentage(averageRating: number): number {
  return Math.min(100, Math.max(0, Math.trunc(averageRating) * 10));
}

export type ProductLabelKind = 'COMING_SOON' | 'MARKETING' | 'NEW' | 'DISCOUNT' | 'SALE';

export interface LabelledProduct {
  comingSoonDate: string | null;
  isNew: boolean;
  discount: number;
  marketingLabel: string | null;
  saleLabel: string | null;
}

export interface ProductLabelRule {
  kind: ProductLabelKind;
  /** The label's own text when the index provides one (marketing and sale labels); otherwise the caller words it. */
  text: string | null;
}

/**
 * The labels of a product tile and page, in display order: coming soon, marketing, new, discount (hidden in Belgium
 * during a sale period), the country's sale label.
 */
export function productLabels(
  product: LabelledProduct,
  context: { country: CountryCode; now: Date; salePeriodEnabled?: boolean },
): ProductLabelRule[] {
  const labels: ProductLabelRule[] = [];
  if (isComingSoon(product.comingSoonDate, context.now)) labels.push({ kind: 'COMING_SOON', text: null });
  if (product.marketingLabel) labels.push({ kind: 'MARKETING', text: product.marketingLabel });
  if (product.isNew) labels.push({ kind: 'NEW', text: null });
  if (product.discount > 0 && !isDiscountHidden(context)) labels.push({ kind: 'DISCOUNT', text: null });
  if (product.saleLabel) labels.push({ kind: 'SALE', text: product.saleLabel });
  return labels;
}
