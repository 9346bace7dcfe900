import { createContext, useContext, type ReactNode } from 'react';
import { useFormContext, type Path } from 'react-hook-form';
import { FieldError, FormField, fieldAria } from '../../../components/ui/form-field.js';
import { fieldId, type RaceForm } from './race-form-model.js';
import styles from './race-form.module.css';

/*
 * The race editor's controls: each registered under its API path (`prices.0.amount`) and showing the
 * message the check or the server gave that path. Messages live beside the form's values (not in
 * react-hook-form's errors), so a section that is not shown keeps its messages for when it is.
 */

export const RaceErrorsContext = createContext<Record<string, string>>({});

const useError = (path: string) => useContext(RaceErrorsContext)[path];

interface FieldProps {
  path: string;
  label: string;
  hint?: string | undefined;
}

/** A text, number-as-text or wall-time input. */
export function RaceInput({
  path,
  label,
  hint,
  kind = 'text',
  width = 'wide',
}: FieldProps & { kind?: 'text' | 'number' | 'money' | 'datetime'; width?: 'wide' | 'narrow' }) {
  const { register } = useFormContext<RaceForm>();
  const error = useError(path);
  const id = fieldId(path);
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={styles[width]}>
      <input
        {...register(path as Path<RaceForm>)}
        id={id}
        className={styles.input}
        type={kind === 'datetime' ? 'datetime-local' : 'text'}
        inputMode={kind === 'number' ? 'numeric' : kind === 'money' ? 'decimal' : undefined}
        autoComplete="off"
        {...fieldAria(id, { error, hint: hint !== undefined })}
      />
    </FormField>
  );
}

/** A native select of fixed choices. */
export function RaceSelect({
  path,
  label,
  hint,
  options,
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const { register } = useFormContext<RaceForm>();
  const error = useError(path);
  const id = fieldId(path);
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={styles.wide}>
      <select
        {...register(path as Path<RaceForm>)}
        id={id}
        className={styles.input}
        {...fieldAria(id, { error, hint: hint !== undefined })}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** A checkbox with its label beside it; `value` makes it one of a group (an array of chosen values). */
export function RaceCheck({
  path,
  label,
  value,
  disabled,
}: {
  path: string;
  label: string;
  value?: string;
  disabled?: boolean;
}) {
  const { register } = useFormContext<RaceForm>();
  const message = useError(path);
  const error = value === undefined ? message : undefined;
  const id = value === undefined ? fieldId(path) : `${fieldId(path)}-${value}`;
  return (
    <div className={styles.check}>
      <input
        {...register(path as Path<RaceForm>)}
        id={id}
        type="checkbox"
        value={value}
        disabled={disabled}
        className={styles.box}
        {...fieldAria(id, { error })}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The message about a whole list (`codes`: a used code cannot go), focusable for the jump to it. */
export function ListMessage({ path }: { path: string }) {
  const error = useError(path);
  if (!error) return null;
  return (
    <p id={fieldId(path)} className={styles.listError} tabIndex={-1} role="alert">
      {error}
    </p>
  );
}

/** A row of a list (a price step, a code…) with its legend and a remove button named after it. */
export function ListRow({
  legend,
  onRemove,
  removeLabel,
  note,
  children,
}: {
  legend: string;
  onRemove: () => void;
  removeLabel: string;
  note?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.row}>
      <legend className={styles.rowLegend}>{legend}</legend>
      {note && <p className={styles.note}>{note}</p>}
      <div className={styles.grid}>{children}</div>
      <button type="button" className={styles.remove} onClick={onRemove}>
        {removeLabel}
      </button>
    </fieldset>
  );
}
