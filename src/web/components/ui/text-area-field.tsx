import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, FieldHint, fieldAria } from './form-field.js';
import controls from './form-controls.module.css';
import styles from './text-area-field.module.css';

interface TextAreaFieldProps {
  /** The control's id (its notes' ids derive from it); a generated one otherwise. */
  id?: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** What is typed now and the most allowed: the counter turns red past it. */
  length: number;
  max: number;
  /** The counter in the form's own words ("12 / 2000"). */
  counter: string;
  hint?: string | undefined;
  /** The field's message, already in the user's language. */
  error?: string | undefined;
  rows?: number;
  /** The dialog it opens in puts the focus here first. */
  autoFocus?: boolean;
  /** A form's own look for the wrapper, the label and the control; the shared ones otherwise. */
  className?: string;
  labelClassName?: string;
  controlClassName?: string;
}

/**
 * A labelled textarea with a live length counter at the right under it; on the left its hint, or without one
 * its message (with a hint the message goes under both). All are tied to the control (aria-describedby).
 */
export function TextAreaField({
  id: givenId,
  label,
  registration,
  length,
  max,
  counter,
  hint,
  error,
  rows = 6,
  autoFocus,
  className = controls.field,
  labelClassName = controls.label,
  controlClassName = styles.textarea,
}: TextAreaFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className={className}>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      <textarea
        {...registration}
        id={id}
        className={controlClassName}
        rows={rows}
        {...fieldAria(id, { error, hint: Boolean(hint), counter: true })}
        data-autofocus={autoFocus ? '' : undefined}
      />
      <div className={styles.foot}>
        {hint ? (
          <FieldHint key="hint" id={id} hint={hint} />
        ) : (
          <FieldError key="error" id={id} error={error} />
        )}
        <span
          key="counter"
          id={`${id}-counter`}
          className={length > max ? styles.counterOver : styles.counter}
        >
          {counter}
        </span>
      </div>
      {hint ? <FieldError key="error" id={id} error={error} /> : null}
    </div>
  );
}
