import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '../i18n/shared-translation.js';
import type { Language } from '../../shared/constants.js';
import { validationText } from '../../shared/validation-messages.js';
import { currentLanguage } from '../i18n/i18n.js';
import { apiErrorOf } from './api-error.js';

/** The interface language, re-read when it changes (for validationText). */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}

/** A field's message (a shared schema key like `v:emailRequired`, or a server text) in the language. */
export function fieldText(message: string | undefined, lang: Language): string | undefined {
  return message === undefined ? undefined : validationText(message, lang);
}

/**
 * Puts the field messages of a 400 answer under the form's fields (what was typed stays). Answers the
 * message to show above the form when the answer was not about a known field: the server's text, or
 * `generic`.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  generic: string,
): { code: string | null; message: string | null } {
  const body = apiErrorOf(error);
  if (!body) return { code: null, message: generic };
  const known = Object.entries(body.fields ?? {}).filter(([name]) => fieldNames.includes(name as Path<T>));
  known.forEach(([name, message], index) => {
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  if (known.length > 0) return { code: body.code, message: null };
  return { code: body.code, message: body.message || generic };
}

/**
 * A refused save of a form kept in state (not react-hook-form): the field messages of the answer, shown
 * as the server wrote them, and the first of them in the form's `order` (it takes the focus); `fields` is
 * null when the answer named no field, and `message` then is its text (null with no answer: the network).
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  order: readonly F[],
): { fields: Partial<Record<F, string>> | null; first: F | null; message: string | null } {
  const body = apiErrorOf(error);
  const fields = (body?.fields ?? {}) as Partial<Record<F, string>>;
  if (Object.keys(fields).length === 0) return { fields: null, first: null, message: body?.message ?? null };
  return { fields, first: order.find((name) => fields[name]) ?? null, message: null };
}
