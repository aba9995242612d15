import styles from './ProductLabels.module.css';

export type ProductLabelKind = 'NEW' | 'SALE' | 'DISCOUNT' | 'COMING_SOON' | 'MARKETING';

export interface ProductLabel {
  kind: ProductLabelKind;
  /** Worded by the gateway in the shopper's language: New, -30%, Sale, Coming soon, or a marketing text. */
  text: string;
}

/**
 * The labels of a product (tile and page), in the gateway's order. The marketing label stands apart from the
 * status labels (new, sale, discount, coming soon).
 */
export function ProductLabels({ labels, className }: { labels: readonly ProductLabel[]; className?: string }) {
  const status = labels.filter((label) => label.kind !== 'MARKETING');
  const marketing = labels.filter((label) => label.kind === 'MARKETING');
  if (labels.length === 0) return null;
  return (
    <div className={[styles.labels, className].filter(Boolean).join(' ')}>
      {status.length > 0 && (
        <ul className={styles.status}>
          {status.map((label) => (
            <li key={`${label.kind}-${label.text}`} className={styles[label.kind.toLowerCase()]}>
              {label.text}
            </li>
          ))}
        </ul>
      )}
      {marketing.map((label) => (
        <p key={label.text} className={styles.marketing}>
          {label.text}
        </p>
      ))}
    </div>
  );
}
