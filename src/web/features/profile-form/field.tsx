import type { ReactNode } from 'react';
import { FieldError as ControlError, FormField } from '../../components/ui/form-field.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { fieldText } from '../../lib/form-server-errors.js';
import styles from './profile-form.module.css';

interface FieldProps {
  id: string;
  label: string;
  /** A schema or server message; shown under the field in the interface language. */
  error?: string | undefined;
  hint?: string;
  wide?: boolean;
  children: ReactNode;
}

/** A labelled field with its hint and its own message under it. */
export function Field({ id, label, error, hint, wide, children }: FieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={fieldText(error, currentLanguage())}
      className={wide ? `${styles.field} ${styles.wide}` : styles.field}
      labelClassName={styles.label}
    >
      {children}
    </FormField>
  );
}

/** A schema or server message under a group of controls, in the interface language. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return <ControlError id={id} error={fieldText(error, currentLanguage())} />;
}
