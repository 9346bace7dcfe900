import { z } from 'zod';
import { v } from '../validation-messages.js';

/*
 * Sign-up, sign-in, confirmation and password reset (issue 4). The same schemas check the web forms and
 * the server's input; their messages are keys of VALIDATION_MESSAGES.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Trimmed and lower-cased; required, Latin only (SPEC §5), a valid address. */
export const emailSchema = z
  .string(v('emailRequired'))
  .trim()
  .min(1, v('emailRequired'))
  .max(254, v('emailInvalid'))
  .refine((value) => !/[\u0400-\u04FF]/.test(value), v('emailCyrillic'))
  .pipe(z.email(v('emailInvalid')))
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string(v('required'))
  .min(1, v('required'))
  .min(PASSWORD_MIN_LENGTH, v('passwordTooShort'))
  .max(PASSWORD_MAX_LENGTH, v('passwordTooLong'));

/** A path or absolute URL to go back to after sign-in; the server follows it only to our own hosts. */
export const returnUrlSchema = z.string().max(2000).optional();

/** Letters of any alphabet, spaces, hyphens and apostrophes (SPEC §5 "letters-only fields"). */
export const personNameSchema = z
  .string(v('required'))
  .trim()
  .min(1, v('required'))
  .max(100, v('tooLong'))
  .regex(/^[\p{L}][\p{L}\p{M} '’-]*$/u, v('lettersOnly'));

export const signUpRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  acceptTerms: z.literal(true, v('termsRequired')),
  returnUrl: returnUrlSchema,
});

export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string(v('required')).min(1, v('required')).max(PASSWORD_MAX_LENGTH, v('passwordTooLong')),
  returnUrl: returnUrlSchema,
});

export const emailOnlyRequestSchema = z.object({ email: emailSchema });

/** A token from an e-mailed link (confirmation, password reset, relative link). */
export const tokenSchema = z.string().trim().min(16).max(200);

export const confirmEmailRequestSchema = z.object({ token: tokenSchema });

export const resetPasswordRequestSchema = z.object({ token: tokenSchema, password: passwordSchema });

/** Where the browser goes next: a same-origin path or a URL on one of our tenant hosts. */
export const signedInAnswerSchema = z.object({ returnUrl: z.string() });

/** Answers that must not reveal whether an account exists. */
export const acceptedAnswerSchema = z.object({ ok: z.literal(true) });

export type SignUpRequest = z.infer<typeof signUpRequestSchema>;
export type SignInRequest = z.infer<typeof signInRequestSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export type SignedInAnswer = z.infer<typeof signedInAnswerSchema>;
