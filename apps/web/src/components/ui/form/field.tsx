import { useId, type ReactNode } from 'react';
import styles from './form.module.css';

/** The class of a text input, select or textarea inside a Field. */
export const inputClassName = styles.input;

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** The message under the control (spec section 5's texts); marks the control invalid. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Renders the control with the id and aria attributes that tie it to its label and message. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its hint and its validation message. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
