import type { ReactNode } from 'react';
import controls from './form-controls.module.css';

/** Whether a field has a message to show (a schema key, a server text, or a text in the user's language). */
function shown(message: string | undefined): message is string {
  return message !== undefined && message !== '';
}

/**
 * The aria attributes tying a control to the notes under it: `aria-invalid` while it has a message, and
 * `aria-describedby` naming its counter, hint and message (`<id>-counter`, `<id>-hint`, `<id>-error`).
 */
export function fieldAria(
  id: string,
  { error, hint, counter }: { error?: string | undefined; hint?: boolean; counter?: boolean },
) {
  const ids = [counter && `${id}-counter`, hint && `${id}-hint`, shown(error) && `${id}-error`].filter(
    Boolean,
  );
  return {
    'aria-invalid': shown(error) ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  } as const;
}

/** The hint under a field (`<id>-hint`), or nothing. */
export function FieldHint({
  id,
  hint,
  className = controls.hint,
}: {
  id: string;
  hint?: string | undefined;
  className?: string;
}) {
  if (!shown(hint)) return null;
  return (
    <p id={`${id}-hint`} className={className}>
      {hint}
    </p>
  );
}

/** The message under a field (`<id>-error`), already in the user's language, or nothing. */
export function FieldError({
  id,
  error,
  className = controls.error,
}: {
  id: string;
  error?: string | undefined;
  className?: string;
}) {
  if (!shown(error)) return null;
  return (
    <p id={`${id}-error`} className={className}>
      {error}
    </p>
  );
}

interface FormFieldProps {
  /** The control's id: the label points at it, the hint and message ids derive from it. */
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  /** The field's message, already in the user's language. */
  error?: string | undefined;
  /** A form's own look for the wrapper and the label; the shared ones otherwise. */
  className?: string;
  labelClassName?: string;
  /** The control itself; spread `fieldAria(id, …)` on it. */
  children: ReactNode;
}

/** A labelled control with its hint and its message under it. */
export function FormField({
  id,
  label,
  hint,
  error,
  className = controls.field,
  labelClassName = controls.label,
  children,
}: FormFieldProps) {
  return (
    <div className={className}>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      {children}
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}
