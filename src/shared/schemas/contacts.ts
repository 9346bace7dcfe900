import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_TOPICS } from '../domain/content-forms.js';
import { v } from '../validation-messages.js';
import { emailSchema } from './auth.js';

/*
 * The contacts page (issue 5): support address and hours, and the question form. Kept apart from
 * content.ts so the page's chunk does not carry the phone rule (libphonenumber-js) it never uses.
 */

export { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_TOPICS, type ContactTopic } from '../domain/content-forms.js';
/** Contact-form messages accepted from one address per hour. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

/** A person's name as they sign a message: any text, 1–100 characters. */
export const contactNameSchema = z.string(v('required')).trim().min(1, v('required')).max(100, v('tooLong'));

export const contactMessageRequestSchema = z.object({
  name: contactNameSchema,
  email: emailSchema,
  topic: z.enum(CONTACT_TOPICS, v('required')),
  message: z.string(v('required')).trim().min(1, v('required')).max(CONTACT_MESSAGE_MAX_LENGTH, v('tooLong')),
});

/** Support hours: Monday to Friday, `from`–`to` (HH:MM) in `timeZone` (SPEC §9, values from config). */
export const supportHoursSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
});

export const contactsSchema = z.object({
  supportEmail: z.string(),
  supportHours: supportHoursSchema,
});

/** The answer to an accepted contact message or corporate lead. */
export const acceptedSchema = z.object({ id: z.number().int() });

/** What the form holds while typing (the topic may still be empty). */
export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>;
/** What is sent: trimmed, the e-mail lower-cased. */
export type ContactMessage = z.output<typeof contactMessageRequestSchema>;
export type Accepted = z.infer<typeof acceptedSchema>;
export type Contacts = z.infer<typeof contactsSchema>;
