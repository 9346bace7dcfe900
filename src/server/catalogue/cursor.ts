import { DomainError } from '../domain-error.js';
import type { Language } from '../../shared/constants.js';
import type { Keyset } from './events-list.repo.js';

const INVALID: Record<Language, string> = {
  ru: 'Некорректный курсор страницы.',
  en: 'The page cursor is not valid.',
};

/** An opaque page cursor: base64url of the last card's sort key. */
export function encodeCursor(key: Keyset): string {
  return Buffer.from(JSON.stringify([key.startsAt, key.id, key.score ?? null])).toString('base64url');
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
  if (!Array.isArray(parsed) || parsed.length !== 3) throw fail();
  const [startsAt, id, score] = parsed as unknown[];
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
  return { startsAt, id, score: score ?? undefined };
}
