import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

export interface UserErrorLike {
  code: string;
  message: string;
  field?: string | null | undefined;
}

/**
 * Shows the gateway's refusals (already in the shopper's language) next to the fields they name; what names no field
 * of this form is answered, for the message at the top. The form keeps what was typed.
 */
export function applyUserErrors<T extends FieldValues>(
  errors: readonly UserErrorLike[],
  setError: UseFormSetError<T>,
  isField: (path: string) => boolean,
): string[] {
  const general: string[] = [];
  let focused = false;
  for (const error of errors) {
    const path = error.field?.replace(/^input\./, '');
    if (path && isField(path)) {
      setError(path as FieldPath<T>, { type: 'server', message: error.message }, { shouldFocus: !focused });
      focused = true;
    } else {
      general.push(error.message);
    }
  }
  return general;
}
