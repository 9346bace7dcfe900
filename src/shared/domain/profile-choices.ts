/*
 * The choices and limits the profile form and photo show, apart from the profile's zod schemas
 * (schemas/profile.ts) so the form can be drawn without loading zod: the schema loads when the form first
 * validates (issue 13).
 */

export const GENDERS = ['unknown', 'male', 'female'] as const;
export const STARTER_PACK_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;
export const SOCIAL_CATEGORIES = [
  'none',
  'pensioner',
  'disabled',
  'large-family',
  'student',
  'veteran',
] as const;

export type Gender = (typeof GENDERS)[number];
export type StarterPackSize = (typeof STARTER_PACK_SIZES)[number];
export type SocialCategory = (typeof SOCIAL_CATEGORIES)[number];

/** Profile photo upload (POST /api/account/profile/image, the raw file as the body). */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
