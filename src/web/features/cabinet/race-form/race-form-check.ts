import type { Language } from '../../../../shared/constants.js';
import type { RaceInput } from '../../../../shared/schemas/cabinet-races.js';
import { validationText } from '../../../../shared/validation-messages.js';
import { raceInputOf, type RaceForm } from './race-form-model.js';

/** Field path → message in the user's language. */
export type RaceErrors = Record<string, string>;

/**
 * The race as the server will check it, before it is sent: the shared schema's field rules, then the
 * rules across fields (shared/domain/race-editing.ts). The rules load with the first check, not with the
 * page. Answers the input to send, or the errors to show.
 */
export async function checkRace(
  form: RaceForm,
  timeZone: string,
  lang: Language,
): Promise<{ input: RaceInput; errors: null } | { input: null; errors: RaceErrors }> {
  const [{ raceInputSchema }, { raceInputProblems, raceEditText }] = await Promise.all([
    import('../../../../shared/schemas/cabinet-races.js'),
    import('../../../../shared/domain/race-editing.js'),
  ]);
  const parsed = raceInputSchema.safeParse(raceInputOf(form));
  if (!parsed.success) {
    const errors: RaceErrors = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.') || '_';
      errors[path] ??= validationText(issue.message, lang);
    }
    return { input: null, errors };
  }
  const problems = Object.entries(raceInputProblems(parsed.data, timeZone));
  if (problems.length) {
    return {
      input: null,
      errors: Object.fromEntries(problems.map(([path, key]) => [path, raceEditText(key, lang)])),
    };
  }
  return { input: parsed.data, errors: null };
}
