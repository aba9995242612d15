import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '@shop/ui';
import { AddressText } from './AddressCard';
import type { MyAddressFragment } from './customer.generated';
import styles from './customer.module.css';

/** "Delete this address?": the address, then deleting it or keeping it. */
export function DeleteAddressDialog({
  address,
  onDelete,
  onClose,
}: {
  address: MyAddressFragment | null;
  onDelete: (address: MyAddressFragment) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={address !== null} onClose={onClose} title={t`Delete this address?`}>
      {address && <AddressText address={address} />}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.danger}
          onClick={() => {
            onClose();
            if (address) onDelete(address);
          }}
        >
          <Trans>Delete address</Trans>
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          <Trans>Keep address</Trans>
        </button>
      </div>
    </Dialog>
  );
}
