import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { Language } from '../../shared/constants.js';
import { VALIDATION_MESSAGES, validationText } from '../../shared/validation-messages.js';

const ONE_OF: Record<Language, string> = { ru: 'Допустимые значения:', en: 'Allowed values:' };

/** Whether anything was sent at a path of the raw input (blank text counts as nothing). */
function wasSent(input: unknown, segments: string[]): boolean {
  let value = input;
  for (const segment of segments) {
    // the schema split or transformed a sent text (`sport=run,chess` → ['run', 'chess']): it was sent
    if (typeof value === 'string' && value !== '') return true;
    if (value === null || typeof value !== 'object') return false;
    value = (value as Record<string, unknown>)[segment];
  }
  return value !== undefined && value !== '';
}

function fieldMessage(issue: FastifySchemaValidationError, present: boolean, lang: Language): string {
  // a shared schema's own message (SPEC §5 texts) wins over the generic ones
  if (issue.message?.startsWith('v:')) return validationText(issue.message, lang);
  if (!present) return VALIDATION_MESSAGES.required[lang];
  const params = issue.params as { values?: unknown[] };
  if (issue.keyword === 'invalid_value' && Array.isArray(params.values)) {
    return `${ONE_OF[lang]} ${params.values.map(String).join(', ')}.`;
  }
  return issue.message ?? VALIDATION_MESSAGES.required[lang];
}

/**
 * Zod issues of a request as `{ field: message }`, the field being its dotted path (`_` for the whole
 * input). `input` is the part of the request that was validated (query, body, params).
 */
export function validationFields(
  issues: readonly FastifySchemaValidationError[],
  input: unknown,
  lang: Language,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const key = segments.join('.') || '_';
    fields[key] ??= fieldMessage(issue, wasSent(input, segments), lang);
  }
  return fields;
}
