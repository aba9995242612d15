import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import styles from './Form.module.css';

interface FieldChrome {
  /** The visible label (the caller's translated text, with "(optional)" where it applies). */
  label: ReactNode;
  /** A hint under the label, e.g. an example postcode. */
  hint?: ReactNode | undefined;
  /** The field's error message (already translated); the field is marked invalid while there is one. */
  error?: string | undefined;
}

export type TextFieldProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & { ref?: Ref<HTMLInputElement> | undefined };

/** A labelled text input with its hint and error, wired for assistive technology (aria-invalid, aria-describedby). */
export function TextField({ label, hint, error, id, className, ref, ...input }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: readonly SelectOption[];
    /** A first empty choice (e.g. "Choose"), when the field may stay empty. */
    placeholder?: string | undefined;
    ref?: Ref<HTMLSelectElement> | undefined;
  };

export function SelectField({
  label,
  hint,
  error,
  id,
  options,
  placeholder,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId}>{label}</label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export type CheckboxFieldProps = { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
    ref?: Ref<HTMLInputElement> | undefined;
  };

export function CheckboxField({ label, id, className, ref, ...input }: CheckboxFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={[styles.check, className].filter(Boolean).join(' ')}>
      <input ref={ref} id={inputId} type="checkbox" {...input} />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
}

export type ChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The choice's name line (a shipping or payment method, a pickup point). */
  label: ReactNode;
  /** Right of the label: a price. */
  aside?: ReactNode | undefined;
  /** Under the label: a description, an address, opening hours. */
  details?: ReactNode | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
};

/** One option of a radio group shown as a card: the whole card is the label. */
export function Choice({ label, aside, details, id, className, ref, ...input }: ChoiceProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={[styles.choice, className].filter(Boolean).join(' ')}>
      <input ref={ref} id={inputId} type="radio" {...input} />
      <label htmlFor={inputId}>
        <span className={styles.choiceLine}>
          <span className={styles.choiceLabel}>{label}</span>
          {aside && <span className={styles.choiceAside}>{aside}</span>}
        </span>
      </label>
      {details && <div className={styles.choiceDetails}>{details}</div>}
    </div>
  );
}

export interface FieldsetProps {
  legend: ReactNode;
  children: ReactNode;
  /** A group-level error (nothing chosen). */
  error?: string | undefined;
  className?: string | undefined;
}

export function Fieldset({ legend, children, error, className }: FieldsetProps) {
  const errorId = useId();
  return (
    <fieldset
      className={[styles.fieldset, className].filter(Boolean).join(' ')}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {children}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

export interface AlertProps {
  tone: 'error' | 'info' | 'success';
  children: ReactNode;
  className?: string | undefined;
}

/** A message above a form or a step: errors are announced at once (role alert), the others politely (status). */
export function Alert({ tone, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
