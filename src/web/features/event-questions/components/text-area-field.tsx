import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import controls from '../../../components/ui/form-controls.module.css';
import { FieldError, fieldAria } from '../../../components/ui/form-field.js';
import styles from './questions.module.css';

interface TextAreaFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** What is typed now, for the counter. */
  length: number;
  max: number;
  /** The field's message, already in the user's language. */
  error?: string | undefined;
  rows?: number;
  autoFocus?: boolean;
}

/** A labelled textarea with a length counter and its message under it (aria-invalid, aria-describedby). */
export function TextAreaField({
  label,
  registration,
  length,
  max,
  error,
  rows = 6,
  autoFocus,
}: TextAreaFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        {...registration}
        id={id}
        className={styles.textarea}
        rows={rows}
        {...fieldAria(id, { error, counter: true })}
        data-autofocus={autoFocus ? '' : undefined}
      />
      <div className={styles.fieldFoot}>
        {error ? <FieldError id={id} error={error} className={styles.error} /> : <span />}
        <span id={`${id}-counter`} className={length > max ? styles.counterOver : styles.counter}>
          {t('event.questions.counter', { length, max })}
        </span>
      </div>
    </div>
  );
}
