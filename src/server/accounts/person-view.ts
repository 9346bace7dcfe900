import type { PersonProfileInput, PersonProfileView } from '../../shared/schemas/profile.js';
import { GENDERS, SOCIAL_CATEGORIES, STARTER_PACK_SIZES } from '../../shared/schemas/profile.js';
import type { NewPersonRow, PersonRow } from '../db/schema.js';

export interface StoredDocument {
  type: string;
  number: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** A persons row and its documents as the profile answer (blanks stay '', an unknown birth date null). */
export function personView(row: PersonRow, documents: StoredDocument[]): PersonProfileView {
  return {
    lastName: row.lastName,
    firstName: row.firstName,
    patronymic: row.patronymic,
    birthDate: row.birthDate,
    gender: oneOf(GENDERS, row.gender, 'unknown'),
    country: row.country,
    region: row.region,
    city: row.city,
    street: row.street,
    building: row.building,
    apartment: row.apartment,
    postcode: row.postcode,
    phone: row.phone,
    emergencyPhone: row.emergencyPhone,
    noClub: row.noClub,
    club: row.club,
    profession: row.profession,
    starterPackSize:
      row.starterPackSize === null ? null : oneOf(STARTER_PACK_SIZES, row.starterPackSize, 'M'),
    socialCategory: oneOf(SOCIAL_CATEGORIES, row.socialCategory, 'none'),
    teamPromoCode: row.teamPromoCode,
    documents: documents.map((d) => ({ type: d.type, number: d.number })),
  };
}

/** The columns of a persons row a valid profile form sets. */
export function personColumns(
  input: PersonProfileInput,
): Omit<NewPersonRow, 'id' | 'tenantId' | 'accountUserId' | 'createdByUserId' | 'createdAt'> {
  return {
    lastName: input.lastName,
    firstName: input.firstName,
    patronymic: input.patronymic,
    birthDate: input.birthDate,
    gender: input.gender,
    country: input.country,
    region: input.region,
    city: input.city,
    street: input.street,
    building: input.building,
    apartment: input.apartment,
    postcode: input.postcode,
    phone: input.phone,
    emergencyPhone: input.emergencyPhone,
    noClub: input.noClub,
    club: input.noClub ? '' : input.club,
    profession: input.profession,
    starterPackSize: input.starterPackSize,
    socialCategory: input.socialCategory,
    teamPromoCode: input.teamPromoCode,
    updatedAt: new Date(),
  };
}

/** "First Last", as the account and lists show a person. */
export function fullNameOf(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
