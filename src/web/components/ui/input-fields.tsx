import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldAria } from './form-field.js';
import controls from './form-controls.module.css';

interface FieldProps {
  /** The control's id (its message's id derives from it); a generated one otherwise. */
  id?: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's message, already in the user's language. */
  error?: string | undefined;
  /** A form's own look for the wrapper, the label and the control; the shared ones otherwise. */
  className?: string;
  labelClassName?: string;
  controlClassName?: string;
}

/** A labelled text or e-mail input with its message under it (aria-invalid, aria-describedby). */
export function TextField({
  id: givenId,
  label,
  registration,
  error,
  type = 'text',
  autoComplete,
  className,
  labelClassName,
  controlClassName = controls.input,
}: FieldProps & { type?: 'text' | 'email'; autoComplete: string }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <FormField id={id} label={label} error={error} className={className} labelClassName={labelClassName}>
      <input
        {...registration}
        id={id}
        className={controlClassName}
        type={type}
        inputMode={type === 'email' ? 'email' : undefined}
        autoComplete={autoComplete}
        spellCheck={type === 'email' ? false : undefined}
        {...fieldAria(id, { error })}
      />
    </FormField>
  );
}

/** A labelled native select with an empty first choice ("Choose …") and its message under it. */
export function SelectField({
  id: givenId,
  label,
  registration,
  error,
  placeholder,
  options,
  className,
  labelClassName,
  controlClassName = controls.input,
}: FieldProps & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <FormField id={id} label={label} error={error} className={className} labelClassName={labelClassName}>
      <select {...registration} id={id} className={controlClassName} {...fieldAria(id, { error })}>
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
