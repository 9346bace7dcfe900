import { z } from 'zod';

/**
 * An optional text field: empty, or a value `schema` accepts. A wrong value is answered with that schema's own
 * translated message: a bare union with '' said zod's untranslated "Invalid input", since neither arm matched.
 * A union still, so that its JSON Schema (the fuzz tests' generator) says what a valid value looks like.
 */
export function blankOr<T extends z.ZodType<string, string>>(schema: T) {
  return z.union([z.literal(''), schema], {
    error: (issue) =>
      issue.code === 'invalid_union' ? (issue.errors[1]?.[0]?.message ?? undefined) : undefined,
  });
}
