import { isPossiblePhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { blankOr } from './blank-or.js';
import { IDENTITY_DOCUMENT_CODES, isValidDocumentNumber } from '../domain/identity-documents.js';
import { GENDERS, SOCIAL_CATEGORIES, STARTER_PACK_SIZES } from '../domain/profile-choices.js';
import { v } from '../validation-messages.js';
import { personNameSchema } from './auth.js';

/*
 * A person's profile (SPEC §3): the account holder's own, or a relative's. PUT bodies must be complete and
 * valid (every rule of SPEC §5); GET answers what is stored, where a new account may still have blanks.
 */

export {
  GENDERS,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
  SOCIAL_CATEGORIES,
  STARTER_PACK_SIZES,
  type Gender,
  type SocialCategory,
  type StarterPackSize,
} from '../domain/profile-choices.js';

const requiredText = (max: number) =>
  z.string(v('required')).trim().min(1, v('required')).max(max, v('tooLong'));
const optionalText = (max: number) => z.string(v('stringExpected')).trim().max(max, v('tooLong'));

/** Oldest accepted year of birth. */
export const MIN_BIRTH_YEAR = 1900;

/** `YYYY-MM-DD`, a real calendar date, not in the future, not before 1900. */
export const birthDateSchema = z
  .string(v('birthDateRequired'))
  .min(1, v('birthDateRequired'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, v('birthDateInvalid'))
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, v('birthDateInvalid'))
  .refine((value) => value <= new Date().toISOString().slice(0, 10), v('birthDateFuture'))
  .refine((value) => Number(value.slice(0, 4)) >= MIN_BIRTH_YEAR, v('birthDateTooOld'));

/** A phone in E.164 (`+79161234567`), required, and a possible number for its country (SPEC §5). */
export const phoneSchema = z
  .string(v('phoneRequired'))
  .trim()
  .min(1, v('phoneRequired'))
  .refine((value) => /^\+\d{4,15}$/.test(value) && isPossiblePhoneNumber(value), v('phoneInvalid'));

export const countryCodeSchema = z.string(v('required')).regex(/^[A-Z]{2}$/, v('required'));

export const identityDocumentSchema = z
  .object({
    type: z.enum(IDENTITY_DOCUMENT_CODES as [string, ...string[]], v('documentTypeRequired')),
    number: z.string(v('required')).trim().min(1, v('required')),
  })
  .refine((doc) => isValidDocumentNumber(doc.type, doc.number), {
    ...v('documentNumberInvalid'),
    path: ['number'],
  });

/** What a profile form sends (own profile, or a relative's). */
export const personProfileSchema = z
  .object({
    lastName: personNameSchema,
    firstName: personNameSchema,
    /** Optional; letters only when given. */
    patronymic: blankOr(personNameSchema),
    birthDate: birthDateSchema,
    gender: z.enum(GENDERS, v('genderRequired')),
    country: countryCodeSchema,
    region: requiredText(100),
    city: requiredText(100),
    street: requiredText(200),
    building: requiredText(20),
    /** For a private house: 1 (SPEC §5). */
    apartment: z.string(v('apartmentRequired')).trim().min(1, v('apartmentRequired')).max(20, v('tooLong')),
    postcode: z.string(v('required')).trim().min(1, v('required')).max(10, v('tooLong')),
    phone: phoneSchema,
    emergencyPhone: phoneSchema,
    noClub: z.boolean(),
    club: optionalText(100),
    profession: optionalText(100),
    starterPackSize: z.enum(STARTER_PACK_SIZES).nullable(),
    socialCategory: z.enum(SOCIAL_CATEGORIES),
    teamPromoCode: optionalText(50),
    documents: z.array(identityDocumentSchema).max(15),
  })
  .superRefine((profile, ctx) => {
    if (profile.country === 'RU' && !/^\d{6}$/.test(profile.postcode)) {
      ctx.addIssue({ code: 'custom', path: ['postcode'], message: v('postcodeInvalid').error });
    }
    if (!profile.noClub && profile.club === '') {
      ctx.addIssue({ code: 'custom', path: ['club'], message: v('clubRequired').error });
    }
    const seen = new Set<string>();
    profile.documents.forEach((doc, index) => {
      if (seen.has(doc.type)) {
        ctx.addIssue({
          code: 'custom',
          path: ['documents', index, 'type'],
          message: v('documentDuplicate').error,
        });
      }
      seen.add(doc.type);
    });
  });

export type PersonProfileInput = z.infer<typeof personProfileSchema>;
export type IdentityDocument = z.infer<typeof identityDocumentSchema>;

/** A stored profile as answered: blanks are empty strings, an unknown birth date is null. */
export const personProfileViewSchema = z.object({
  lastName: z.string(),
  firstName: z.string(),
  patronymic: z.string(),
  birthDate: z.string().nullable(),
  gender: z.enum(GENDERS),
  country: z.string(),
  region: z.string(),
  city: z.string(),
  street: z.string(),
  building: z.string(),
  apartment: z.string(),
  postcode: z.string(),
  phone: z.string(),
  emergencyPhone: z.string(),
  noClub: z.boolean(),
  club: z.string(),
  profession: z.string(),
  starterPackSize: z.enum(STARTER_PACK_SIZES).nullable(),
  socialCategory: z.enum(SOCIAL_CATEGORIES),
  teamPromoCode: z.string(),
  documents: z.array(z.object({ type: z.string(), number: z.string() })),
});
export type PersonProfileView = z.infer<typeof personProfileViewSchema>;

/** GET/PUT /api/account/profile answer: the account's own profile. */
export const myProfileSchema = personProfileViewSchema.extend({
  email: z.string(),
  /** URL of the resized photo, or null. */
  imageUrl: z.string().nullable(),
  /** Fields registration still needs (see missingProfileFields), in form order. */
  missingFields: z.array(z.string()),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

/** The stored photo is resized to fit this square (pixels), as JPEG. */
export const PROFILE_IMAGE_SIZE = 512;
export const profileImageAnswerSchema = z.object({ imageUrl: z.string() });
