import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { UserErrorLike } from '../lib/user-errors';
import type { MyAddressBookFragment, MyAddressFragment } from './customer.generated';
import type { AddressBookAnswer } from './customer-actions';

/**
 * The address book as the page shows it, and how a change reaches it: every change answers the whole book, which
 * replaces the list (the list reloads); without one the page's loader runs again. A change of one address marks it
 * busy; its refusals or its success are said on top.
 */
export function useAddressBook(loaded: MyAddressBookFragment | null | undefined) {
  const { t } = useLingui();
  const router = useRouter();
  const [book, setBook] = useState(loaded);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  useEffect(() => setBook(loaded), [loaded]);

  /** Takes a change's answer over; answers its refusals (empty: done, and `done` is said). */
  const takeOver = async (answer: AddressBookAnswer, done: string): Promise<readonly UserErrorLike[]> => {
    if (answer.errors.length > 0) return answer.errors;
    if (answer.customer) setBook(answer.customer);
    else await router.invalidate();
    setStatus(done);
    return [];
  };

  const change = async (address: MyAddressFragment, run: () => Promise<AddressBookAnswer>, done: string) => {
    setBusyId(address.id);
    setStatus(null);
    setErrors([]);
    try {
      const refusals = await takeOver(await run(), done);
      setErrors(refusals.map((refusal) => refusal.message));
    } catch (error) {
      console.error('[customer] the address book could not be changed:', error);
      setErrors([t`Your changes could not be saved. Please try again.`]);
    } finally {
      setBusyId(null);
    }
  };

  return { book, busyId, status, setStatus, errors, takeOver, change };
}
