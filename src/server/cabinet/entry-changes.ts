import type { EntryValues } from '../../shared/schemas/registration.js';
import type { RegistrationRow } from '../db/schema.js';

/*
 * What an edit changed in a participant's data, field by field (the history of the entry's page): the
 * registration form's keys, each value as text. The registration's columns (name, gender, birth date,
 * city) are compared with what the entry had before, so an entry of an imported start list, which has no
 * form, still shows what the organizer changed.
 */

/** A value as the history shows it: a document as its type and number, "no club" as a yes or no. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    const document = value as { type?: unknown; number?: unknown };
    return [document.type, document.number].filter((v) => typeof v === 'string' && v).join(' ');
  }
  return String(value);
}

/** The fields whose text differs between the registration as it was and the edited entry. */
export function entryChanges(
  before: Pick<RegistrationRow, 'entry' | 'firstName' | 'lastName' | 'gender' | 'birthDate' | 'cityName'>,
  after: EntryValues,
  cityName: string | null,
): { field: string; from: string; to: string }[] {
  const old: EntryValues = {
    ...(before.entry ?? {}),
    lastName: before.lastName ?? '',
    firstName: before.firstName ?? '',
    gender: before.gender ?? '',
    birthDate: before.birthDate ?? '',
    city: before.cityName ?? before.entry?.['city'] ?? '',
  };
  const next: EntryValues = { ...after, city: cityName ?? '' };
  const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return keys
    .map((field) => ({ field, from: shown(old[field]), to: shown(next[field]) }))
    .filter((c) => c.from !== c.to);
}
