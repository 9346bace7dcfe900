import type { z } from 'zod';
import type { EntryValues, RaceFormField } from '../../../shared/schemas/registration.js';
import { EMPTY_PROFILE } from '../../features/profile-form/profile-form-values.js';
import { lazyZodResolver, type LazyZodResolver } from '../../lib/lazy-zod-resolver.js';

/** What a registration form holds: the name, and the fields the race asks (entryFormSchema's input). */
export interface EntryFormValues {
  lastName: string;
  firstName: string;
  patronymic: string;
  birthDate?: string;
  gender?: string;
  phone?: string;
  emergencyPhone?: string;
  document?: { type: string; number: string };
  country?: string;
  region?: string;
  city?: string;
  street?: string;
  building?: string;
  apartment?: string;
  postcode?: string;
  noClub?: boolean;
  club?: string;
}

/** A blank form's values for each field a race can ask (a child's document is a birth certificate). */
const BLANK: Record<RaceFormField, (child: boolean) => Partial<EntryFormValues>> = {
  birthDate: () => ({ birthDate: '' }),
  gender: () => ({ gender: '' }),
  phone: () => ({ phone: '' }),
  emergencyPhone: () => ({ emergencyPhone: '' }),
  document: (child) => ({ document: { type: child ? '03' : '21', number: '' } }),
  address: () => {
    const { country, region, city, street, building, apartment, postcode } = EMPTY_PROFILE;
    return { country, region, city, street, building, apartment, postcode };
  },
  club: () => ({ noClub: false, club: '' }),
};

function isDocument(value: unknown): value is { type: string; number: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { type, number } = value as Record<string, unknown>;
  return typeof type === 'string' && typeof number === 'string';
}

/** A kept value fit for a field of the blank form, or undefined (then the blank one stays). */
function fitting(blank: unknown, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (isDocument(blank)) return isDocument(value) ? { type: value.type, number: value.number } : undefined;
  return typeof value === typeof blank ? value : undefined;
}

/**
 * The form's values: the race's fields blank, then what was typed or prefilled for them (the profile's
 * "unknown" gender counts as not chosen). Values of fields the race does not ask are left out.
 */
export function entryValues(
  fields: readonly RaceFormField[],
  kept: EntryValues,
  child: boolean,
): EntryFormValues {
  const values: EntryFormValues = { lastName: '', firstName: '', patronymic: '' };
  for (const field of fields) Object.assign(values, BLANK[field](child));
  const given: EntryValues = { ...kept };
  // a profile's first document, when the prefill lists them
  if (!isDocument(given.document) && Array.isArray(given.documents)) {
    given.document = given.documents.find(isDocument);
  }
  if (given.gender === 'unknown') given.gender = '';
  const slots = values as unknown as Record<string, unknown>;
  for (const [key, blank] of Object.entries(slots)) {
    const value = fitting(blank, given[key]);
    if (value !== undefined) slots[key] = value;
  }
  return values;
}

const validations = new Map<string, LazyZodResolver<EntryFormValues, EntryFormValues>>();

/**
 * The check of a race's form: the server's own rules (entryFormSchema), loaded with the first check.
 * `friend`: what the friend completes from the invitation may stay blank.
 */
export function entryValidation(fields: readonly RaceFormField[], options: { friend?: boolean } = {}) {
  const key = `${options.friend ? 'friend:' : ''}${[...fields].sort().join(',')}`;
  let validation = validations.get(key);
  if (!validation) {
    validation = lazyZodResolver(() =>
      import('../../../shared/schemas/registration.js').then(
        (m) => m.entryFormSchema(fields, options) as unknown as z.ZodType<EntryFormValues, EntryFormValues>,
      ),
    );
    validations.set(key, validation);
  }
  return validation;
}
