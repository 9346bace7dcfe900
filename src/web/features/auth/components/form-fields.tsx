import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { UseFormRegisterReturn } from 'react-hook-form';
import controls from '../../../components/ui/form-controls.module.css';
import { FieldError, FormField, fieldAria } from '../../../components/ui/form-field.js';
import styles from './auth-form.module.css';

interface FieldProps {
  label: string;
  /** The field's message, already in the user's language. */
  error?: string;
  hint?: string;
  registration: UseFormRegisterReturn;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  inputMode?: 'email' | 'text';
}

/** A labelled input with its hint and error under it, tied with aria-describedby and aria-invalid. */
export function TextField({
  label,
  error,
  hint,
  registration,
  type = 'text',
  autoComplete,
  inputMode,
}: FieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input
        {...registration}
        id={id}
        className={styles.input}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={false}
        {...fieldAria(id, { error, hint: Boolean(hint) })}
      />
    </FormField>
  );
}

/** A password input with a show/hide switch. */
export function PasswordField({ label, error, hint, registration, autoComplete }: Omit<FieldProps, 'type'>) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <div className={styles.passwordBox}>
        <input
          {...registration}
          id={id}
          className={styles.input}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          {...fieldAria(id, { error, hint: Boolean(hint) })}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
        >
          <span className="visually-hidden">{t('auth.fields.showPassword')}</span>
          <EyeIcon crossed={shown} />
        </button>
      </div>
    </FormField>
  );
}

/** A checkbox with its label beside it and its error under it. */
export function CheckboxField({
  label,
  error,
  registration,
}: {
  label: ReactNode;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <div className={controls.field}>
      <div className={styles.check}>
        <input
          {...registration}
          id={id}
          type="checkbox"
          className={styles.checkbox}
          {...fieldAria(id, { error })}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {crossed ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /> : null}
    </svg>
  );
}
