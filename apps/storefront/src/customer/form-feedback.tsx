import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ErrorMessages } from '../components/ErrorMessages';
import { applyUserErrors, type UserErrorLike } from '../lib/user-errors';
import styles from './customer.module.css';

/** What a form's save answers: the gateway's refusals (empty: saved). */
export type Save<T> = (values: T) => Promise<readonly UserErrorLike[]>;

/** A polite live region that is always in the page, so a success message placed in it is announced. */
export function SavedStatus({ message }: { message: string | null }) {
  return (
    <p role="status" className={message ? styles.saved : undefined}>
      {message}
    </p>
  );
}

/** The refusals no field names, above the form. */
export const GeneralErrors = ErrorMessages;

/** Runs a save: the refusals go next to their fields (the rest on top), what was typed stays; a success is said. */
export function useSaving<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly string[]) {
  const { t } = useLingui();
  const [general, setGeneral] = useState<string[]>([]);
  const [saved, setSaved] = useState<string | null>(null);
  const run = async (save: () => Promise<readonly UserErrorLike[]>, success: string) => {
    setGeneral([]);
    setSaved(null);
    let refusals: readonly UserErrorLike[];
    try {
      refusals = await save();
    } catch (error) {
      console.error('[customer] a change could not be saved:', error);
      refusals = [{ code: 'NETWORK', message: t`Your changes could not be saved. Please try again.` }];
    }
    setGeneral(applyUserErrors(refusals, setError, (path) => fields.includes(path)));
    if (refusals.length === 0) setSaved(success);
    return refusals.length === 0;
  };
  return { general, saved, run };
}
