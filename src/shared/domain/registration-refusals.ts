import { BOOKING_CODES } from './slot-pools.js';

/**
 * Why an order of the registration flow is refused (409 of POST …/order, schemas/registration.ts): SPEC
 * §8's booking codes and the registration errors, answered with the participant concerned where there is
 * one. Here, apart from the schemas, so the app's error codes (errors.ts) list them without loading zod.
 */
export const REGISTRATION_REFUSALS = [
  ...BOOKING_CODES,
  'ALREADY_REGISTERED',
  'LIMIT_REACHED',
  'REGISTRATION_NOT_POSSIBLE',
  'PARTICIPANT_TWICE',
  'NOT_ELIGIBLE',
] as const;
export type RegistrationRefusal = (typeof REGISTRATION_REFUSALS)[number];
