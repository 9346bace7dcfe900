import type { PersonProfileView } from '../schemas/profile.js';

/**
 * What registration needs from a profile (issue 4, profile alert): the fields in form order. A field is
 * missing when it is blank; the gender is missing while it is "not specified".
 */
export const FIELDS_REGISTRATION_NEEDS = [
  'lastName',
  'firstName',
  'birthDate',
  'gender',
  'phone',
  'emergencyPhone',
  'country',
  'region',
  'city',
  'street',
  'building',
  'apartment',
  'postcode',
] as const satisfies readonly (keyof PersonProfileView)[];

export type RegistrationField = (typeof FIELDS_REGISTRATION_NEEDS)[number];

export function missingProfileFields(profile: PersonProfileView): RegistrationField[] {
  return FIELDS_REGISTRATION_NEEDS.filter((field) => {
    const value = profile[field];
    if (field === 'gender') return value === 'unknown';
    return value === null || value === '';
  });
}
