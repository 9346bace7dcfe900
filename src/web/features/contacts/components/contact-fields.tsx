import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError, FormField, fieldAria } from '../../../components/ui/form-field.js';
import controls from '../../../components/ui/form-controls.module.css';
import styles from './contact-form.module.css';

interface BaseProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's message, already in the user's language. */
  error?: string | undefined;
}

/** A labelled text input with its message under it (aria-invalid, aria-describedby). */
export function TextField({
  label,
  registration,
  error,
  type = 'text',
  autoComplete,
}: BaseProps & { type?: 'text' | 'email'; autoComplete: string }) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error}>
      <input
        {...registration}
        id={id}
        className={styles.input}
        type={type}
        inputMode={type === 'email' ? 'email' : undefined}
        autoComplete={autoComplete}
        spellCheck={type === 'email' ? false : undefined}
        {...fieldAria(id, { error })}
      />
    </FormField>
  );
}

/** A labelled native select with an empty first choice ("Choose …"). */
export function SelectField({
  label,
  registration,
  error,
  placeholder,
  options,
}: BaseProps & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error}>
      <select {...registration} id={id} className={styles.select} {...fieldAria(id, { error })}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** A labelled textarea with a live "N / max" counter beside its message. */
export function TextAreaField({
  label,
  registration,
  error,
  length,
  max,
}: BaseProps & { length: number; max: number }) {
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
        rows={6}
        {...fieldAria(id, { error, counter: true })}
      />
      <div className={styles.fieldFoot}>
        {error ? <FieldError key="error" id={id} error={error} /> : <span key="gap" />}
        <span id={`${id}-counter`} className={length > max ? styles.counterOver : styles.counter}>
          {t('contacts.form.counter', { length, max })}
        </span>
      </div>
    </div>
  );
}
