import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { z } from 'zod';
import type { Language } from '../../shared/constants.js';
import type { Entrant } from '../../shared/domain/race-eligibility.js';
import type { PersonProfileInput, PersonProfileView } from '../../shared/schemas/profile.js';
import {
  entryFormSchema,
  FORM_FIELD_KEYS,
  RACE_FORM_FIELDS,
  type EntryValues,
  type RaceFormField,
} from '../../shared/schemas/registration.js';
import { personView } from '../accounts/person-view.js';
import type { ProfileRepo } from '../accounts/profile.repo.js';
import type { PersonRow } from '../db/schema.js';
import { validationFields } from '../http/validation.js';

/*
 * A participant's entry as the race's form asks it: what the profile fills in beforehand, what the order's
 * validation answers, and what "save to profile" writes back.
 */

/** The race's form fields that the app knows (an unknown stored value is ignored). */
export function raceFormFields(stored: readonly string[]): RaceFormField[] {
  return RACE_FORM_FIELDS.filter((field) => stored.includes(field));
}

/** The entry schema of each set of race fields, made once (a zod schema is costly to build). */
const ENTRY_SCHEMAS = new Map<string, ReturnType<typeof entryFormSchema>>();

/** The check of an entry by the race's stored form fields; `friend`: what a friend completes may be blank. */
export function entrySchemaOf(
  stored: readonly string[],
  options: { friend?: boolean } = {},
): ReturnType<typeof entryFormSchema> {
  const fields = raceFormFields(stored);
  const key = `${options.friend ? 'friend:' : ''}${fields.join()}`;
  let schema = ENTRY_SCHEMAS.get(key);
  if (!schema) {
    schema = entryFormSchema(fields, options);
    ENTRY_SCHEMAS.set(key, schema);
  }
  return schema;
}

/** The entry keys a race's form asks, the name always. */
function entryKeys(fields: readonly RaceFormField[]): string[] {
  return ['lastName', 'firstName', 'patronymic', ...fields.flatMap((f) => FORM_FIELD_KEYS[f])];
}

/**
 * A profile's values for the race's fields, under entryFormSchema's keys; blanks are left out, so the
 * form shows them empty. `names only`: a linked account's relative, whose own profile is theirs to keep.
 */
export function prefillOf(
  profile: PersonProfileView,
  fields: readonly RaceFormField[],
  scope: 'full' | 'names only' = 'full',
): EntryValues {
  const values: EntryValues = {
    lastName: profile.lastName,
    firstName: profile.firstName,
    patronymic: profile.patronymic,
    birthDate: profile.birthDate,
    gender: profile.gender === 'unknown' ? null : profile.gender,
    phone: profile.phone,
    emergencyPhone: profile.emergencyPhone,
    document: profile.documents[0] ?? null,
    country: profile.country,
    region: profile.region,
    city: profile.city,
    street: profile.street,
    building: profile.building,
    apartment: profile.apartment,
    postcode: profile.postcode,
    noClub: profile.noClub,
    club: profile.club,
  };
  const keys = scope === 'full' ? entryKeys(fields) : ['lastName', 'firstName', 'patronymic'];
  const out: EntryValues = {};
  for (const key of keys) {
    const value = values[key];
    if (value !== null && value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

/** Whom the race's requirements are checked on: the entry's gender and birth date, else the profile's. */
export function entrantOf(
  entry: EntryValues,
  profile: Pick<PersonProfileView, 'gender' | 'birthDate'> | null,
): Entrant {
  const gender = entry['gender'] ?? profile?.gender ?? 'unknown';
  const birthDate = entry['birthDate'] ?? profile?.birthDate ?? null;
  return {
    gender: gender === 'male' || gender === 'female' ? gender : 'unknown',
    birthDate: typeof birthDate === 'string' ? birthDate : null,
  };
}

/** "First Last" of an entry. */
export function entryName(entry: EntryValues): string {
  return [entry['firstName'], entry['lastName']].filter((v) => typeof v === 'string' && v).join(' ');
}

/**
 * Zod issues of a part of the request body (at `path`, e.g. ['participants', 2, 'form']) as the app's 400
 * answers them (http/validation.ts): `{ 'participants.2.form.phone': message }` in the request's language.
 */
export function issueFields(
  issues: readonly z.core.$ZodIssue[],
  path: (string | number)[],
  body: unknown,
  lang: Language,
): Record<string, string> {
  const errors: FastifySchemaValidationError[] = issues.map((issue) => {
    const { path: issuePath, code, message, ...params } = issue;
    const at = [...path, ...issuePath.map(String)].join('/');
    return {
      keyword: code,
      instancePath: `/${at}`,
      schemaPath: `#/${at}/${code}`,
      params,
      message,
    };
  });
  return validationFields(errors, body, lang);
}

/**
 * A stored profile with an entry's values written over it, as a complete profile form: what "save to
 * profile" stores. A document of the entry replaces the profile's document of its type; the others stay.
 */
export function profileWithEntry(profile: PersonProfileView, entry: EntryValues): PersonProfileInput {
  const document = entry['document'] as { type: string; number: string } | undefined;
  const documents = document
    ? [document, ...profile.documents.filter((d) => d.type !== document.type)]
    : profile.documents;
  const known = Object.fromEntries(
    Object.entries(entry).filter(([key]) => key !== 'document' && key in profile),
  );
  // A blank the entry did not ask (an unknown birth date: null) is written back as it was stored.
  return { ...profile, ...known, documents } as PersonProfileInput;
}

/** Writes an entry over a person's stored profile ("save to profile"), inside the caller's transaction. */
export async function saveEntryToProfile(
  profiles: ProfileRepo,
  person: PersonRow,
  entry: EntryValues,
): Promise<void> {
  const documents = await profiles.documentsOf([person.id]);
  const input = profileWithEntry(personView(person, documents.get(person.id) ?? []), entry);
  await profiles.updatePerson(person.id, input);
  await profiles.replaceDocuments(person.id, input.documents);
}
