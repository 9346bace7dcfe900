import { describe, expect, it } from 'vitest';
import { emailSchema } from './auth.js';
import { blankOr } from './blank-or.js';

describe('an optional field (blankOr)', () => {
  const optionalEmail = blankOr(emailSchema);

  it('takes an empty value, and a valid one as the schema gives it', () => {
    expect(optionalEmail.parse('')).toBe('');
    expect(optionalEmail.parse('Org@Example.org')).toBe(emailSchema.parse('Org@Example.org'));
  });

  it("answers a wrong value with the field's own message, not zod's untranslated union error", () => {
    const result = optionalEmail.safeParse('not-an-address');
    expect(result.success).toBe(false);
    const expected = emailSchema.safeParse('not-an-address').error?.issues[0]?.message;
    expect(expected).toBeTruthy();
    expect(result.error?.issues.map((i) => i.message)).toEqual([expected]);
    expect(expected).not.toMatch(/invalid input/i);
  });
});
