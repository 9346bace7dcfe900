import type { z } from 'zod';
import type { PersonProfileView, personProfileSchema } from '../../../shared/schemas/profile.js';

/** What the profile form holds: the input of the shared schema (the schema checks it on submit). */
export type ProfileFormValues = z.input<typeof personProfileSchema>;
export type ProfileFormOutput = z.output<typeof personProfileSchema>;

/** What a failed save reports back to the form: field messages (dotted paths) and/or a general message. */
export interface SubmitFailure {
  fields?: Record<string, string>;
  message?: string;
}

export const EMPTY_PROFILE: PersonProfileView = {
  lastName: '',
  firstName: '',
  patronymic: '',
  birthDate: null,
  gender: 'unknown',
  country: 'RU',
  region: '',
  city: '',
  street: '',
  building: '',
  apartment: '',
  postcode: '',
  phone: '',
  emergencyPhone: '',
  noClub: false,
  club: '',
  profession: '',
  starterPackSize: null,
  socialCategory: 'none',
  teamPromoCode: '',
  documents: [],
};

/** A stored profile as form values: blanks stay blank, a new profile's country is Russia. */
export function toFormValues(profile: PersonProfileView | null | undefined): ProfileFormValues {
  const p = profile ?? EMPTY_PROFILE;
  return {
    lastName: p.lastName,
    firstName: p.firstName,
    patronymic: p.patronymic,
    birthDate: p.birthDate ?? '',
    gender: p.gender,
    country: p.country || 'RU',
    region: p.region,
    city: p.city,
    street: p.street,
    building: p.building,
    apartment: p.apartment,
    postcode: p.postcode,
    phone: p.phone,
    emergencyPhone: p.emergencyPhone,
    noClub: p.noClub,
    club: p.club,
    profession: p.profession,
    starterPackSize: p.starterPackSize,
    socialCategory: p.socialCategory,
    teamPromoCode: p.teamPromoCode,
    documents: p.documents.map((d) => ({ type: d.type, number: d.number })),
  };
}
