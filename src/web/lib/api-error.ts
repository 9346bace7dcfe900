import type { ApiErrorBody } from '../../shared/errors.js';
import { isHttpError } from './http.js';

/** The `{ error: { code, message, fields } }` of a failed call (DESIGN §4), or null for anything else (network…). */
export function apiErrorOf(error: unknown): ApiErrorBody['error'] | null {
  if (!isHttpError(error)) return null;
  const body = error.body as Partial<ApiErrorBody> | undefined;
  if (!body || typeof body !== 'object' || !body.error || typeof body.error.code !== 'string') return null;
  return body.error;
}
