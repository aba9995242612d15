import { useLingui } from '@lingui/react/macro';
import { Fieldset, TextField } from '@shop/ui/form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './account.module.css';

export interface BirthdayFieldsProps {
  /** The registered day, month and year inputs (each form names its fields its own way). */
  day: UseFormRegisterReturn;
  month: UseFormRegisterReturn;
  year: UseFormRegisterReturn;
  /** The birthday's error, already in the shopper's language. */
  error: string | undefined;
}

/**
 * The optional date of birth as registration and the profile ask it (spec commerce §3): day first, as it is shown,
 * sent as year, month and day. One error for the three parts, said by the fieldset.
 */
export function BirthdayFields({ day, month, year, error }: BirthdayFieldsProps) {
  const { t } = useLingui();
  const invalid = error ? true : undefined;
  return (
    <Fieldset legend={t`Date of birth (optional)`} error={error}>
      <div className={styles.birthday}>
        <TextField
          label={t`Day`}
          inputMode="numeric"
          autoComplete="bday-day"
          maxLength={2}
          aria-invalid={invalid}
          {...day}
        />
        <TextField
          label={t`Month`}
          inputMode="numeric"
          autoComplete="bday-month"
          maxLength={2}
          aria-invalid={invalid}
          {...month}
        />
        <TextField
          label={t`Year`}
          inputMode="numeric"
          autoComplete="bday-year"
          maxLength={4}
          aria-invalid={invalid}
          {...year}
        />
      </div>
    </Fieldset>
  );
}
