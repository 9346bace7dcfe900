import { FieldError, fieldAria } from '../../components/ui/form-field.js';
import { apiErrorOf } from '../../lib/api-error.js';
import own from './cabinet-entry.module.css';

/*
 * The fields a refund asks in the cabinet (an entry's cancellation, the support desk): an amount in
 * rubles with what can be given back under it, and a reason; and the server's refusal spread over them.
 */

/** A refused request's messages under the form's keys; anything else as the form's own message. */
export function refusalOf<K extends string>(
  failure: unknown,
  keys: readonly K[],
  fallback: string,
): Partial<Record<K | 'form', string>> {
  const body = apiErrorOf(failure);
  const fields = body?.fields;
  const out: Partial<Record<K | 'form', string>> = {};
  for (const key of keys) if (fields?.[key]) out[key] = fields[key];
  if (!fields) out.form = body?.message ?? fallback;
  return out;
}

export function ReasonField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className={own.textarea}
        value={value}
        maxLength={500}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria(id, { error })}
      />
      <FieldError id={id} error={error} />
    </>
  );
}

/** Rubles as typed (`1500`, `1 500,50`); the hint says how much can go back. */
export function AmountField({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={own.input}
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria(id, { error, hint: true })}
      />
      <p id={`${id}-hint`} className={own.muted}>
        {hint}
      </p>
      <FieldError id={id} error={error} />
    </>
  );
}

/** Rubles as typed (`1500`, `1 500,50`) to kopecks; null when it is not an amount. */
export function kopecksOf(typed: string): number | null {
  const text = typed.replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}
