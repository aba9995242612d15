import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '@shop/ui';
import styles from './dialogs.module.css';
import type { ProductDetailFragment } from './product.generated';

type SizeTable = NonNullable<ProductDetailFragment['sizeTable']>;

/** The size chart (spec §2): EU, US and UK sizes and the foot length, from the product's size table. */
export default function SizeChartDialog({
  open,
  onClose,
  sizeTable,
}: {
  open: boolean;
  onClose: () => void;
  sizeTable: SizeTable;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={t`Size chart`}>
      {sizeTable.advice && <p className={styles.advice}>{sizeTable.advice}</p>}
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>EU</Trans>
              </th>
              <th scope="col">
                <Trans>US</Trans>
              </th>
              <th scope="col">
                <Trans>UK</Trans>
              </th>
              <th scope="col">
                <Trans>Foot length (cm)</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {sizeTable.rows.map((row) => (
              <tr key={row.eu}>
                <th scope="row">{row.eu}</th>
                <td>{row.us}</td>
                <td>{row.uk}</td>
                <td>{row.cm}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
