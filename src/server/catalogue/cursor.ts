import { DomainError } from '../domain-error.js';
import type { Language } from '../../shared/constants.js';
import { EVENTS_TOTAL_CAP } from '../../shared/schemas/catalogue.js';
import type { Keyset } from './events-list.repo.js';

const INVALID: Record<Language, string> = {
  ru: 'Некорректный курсор страницы.',
  en: 'The page cursor is not valid.',
};

/**
 * An opaque page cursor: base64url of the last card's sort key and the filter set's capped count, which
 * the next page answers as its total without counting again (ADR 012 addendum). A forged count changes
 * only the number its own holder is shown.
 */
export function encodeCursor(key: Keyset): string {
  return Buffer.from(JSON.stringify([key.startsAt, key.id, key.score ?? null, key.matches ?? null])).toString(
    'base64url',
  );
}

/** The sort key inside a cursor; anything malformed is a 400 VALIDATION_FAILED on `cursor`. */
export function decodeCursor(cursor: string, lang: Language): Keyset {
  const fail = () => new DomainError('VALIDATION_FAILED', { fields: { cursor: INVALID[lang] } });
  let parsed: unknown;
  try {
    if (!/^[\w-]+$/.test(cursor)) throw fail();
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw fail();
  }
  // three parts before the count rode along (a cursor kept from then is counted again)
  if (!Array.isArray(parsed) || parsed.length < 3 || parsed.length > 4) throw fail();
  const [startsAt, id, score, matches = null] = parsed as unknown[];
  if (typeof startsAt !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(startsAt))
    throw fail();
  if (Number.isNaN(Date.parse(startsAt))) throw fail();
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > 2 ** 31) throw fail();
  if (
    score !== null &&
    (typeof score !== 'number' || !Number.isInteger(score) || Math.abs(score) > 2 ** 31)
  ) {
    throw fail();
  }
  if (
    matches !== null &&
    (typeof matches !== 'number' ||
      !Number.isInteger(matches) ||
      matches < 0 ||
      matches > EVENTS_TOTAL_CAP + 1)
  ) {
    throw fail();
  }
  return { startsAt, id, score: score ?? undefined, matches: matches ?? undefined };
}
