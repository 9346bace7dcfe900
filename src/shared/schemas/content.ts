import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import {
  CORPORATE_INTERESTS,
  CORPORATE_MESSAGE_MAX_LENGTH,
  CORPORATE_TEAM_SIZES,
} from '../domain/content-forms.js';
import { v } from '../validation-messages.js';
import { emailSchema } from './auth.js';
import { contactNameSchema } from './contacts.js';
import { phoneSchema } from './profile.js';

/*
 * The content pages of issue 5: careers, corporate client, partner campaigns, and the series list of the
 * home page (the contacts page has its own module, contacts.ts, free of the phone rule). Texts come in the requested `language` (default: the request's culture cookie).
 */

export const languageQuerySchema = z.object({ language: z.enum(LANGUAGES).optional() });

// ---- careers -------------------------------------------------------------------------------------------

export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'internship', 'contract'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const vacancySummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  team: z.string(),
  city: z.string(),
  employment: z.enum(EMPLOYMENT_TYPES),
  remote: z.boolean(),
  /** ISO date-time. */
  publishedAt: z.string(),
});

export const vacancyDetailSchema = vacancySummarySchema.extend({
  /** Sanitised HTML. */
  description: z.string(),
  /** Plain text; line breaks kept. */
  howToApply: z.string(),
  applyEmail: z.string(),
});

export const vacanciesSchema = z.object({ items: z.array(vacancySummarySchema) });

/** `/api/careers/vacancies/:id`: a positive integer id; anything else is simply not found (404). */
export const vacancyParamsSchema = z.object({ id: z.string() });

// ---- corporate client ----------------------------------------------------------------------------------

export {
  CORPORATE_INTERESTS,
  CORPORATE_MESSAGE_MAX_LENGTH,
  CORPORATE_TEAM_SIZES,
  type CorporateInterest,
  type CorporateTeamSize,
} from '../domain/content-forms.js';
/** Leads accepted from one address per hour. */
export const CORPORATE_LEADS_PER_HOUR = 5;

export const corporateLeadRequestSchema = z.object({
  company: z.string(v('required')).trim().min(1, v('required')).max(200, v('tooLong')),
  contactName: contactNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  employees: z.enum(CORPORATE_TEAM_SIZES, v('required')),
  interests: z.array(z.enum(CORPORATE_INTERESTS)).min(1, v('atLeastOne')).max(CORPORATE_INTERESTS.length),
  message: z.string(v('stringExpected')).trim().max(CORPORATE_MESSAGE_MAX_LENGTH, v('tooLong')).default(''),
  consent: z.literal(true, v('termsRequired')),
});

// ---- campaigns -----------------------------------------------------------------------------------------

export const campaignSchema = z.object({
  code: z.string(),
  title: z.string(),
  partnerName: z.string(),
  partnerUrl: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  offer: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Published events of the campaign (all dates). */
  eventsCount: z.number().int(),
});

// ---- series list (home) --------------------------------------------------------------------------------

export const seriesSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  upcomingCount: z.number().int(),
  /** ISO date-time of the next event, null when none is ahead. */
  nextStartsAt: z.string().nullable(),
  /** Sport type ids of the series' events. */
  sportTypes: z.array(z.string()),
});

export const seriesListQuerySchema = languageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(6),
});
export const seriesListSchema = z.object({ items: z.array(seriesSummarySchema) });

export type VacancySummary = z.infer<typeof vacancySummarySchema>;
export type VacancyDetail = z.infer<typeof vacancyDetailSchema>;
export type Vacancies = z.infer<typeof vacanciesSchema>;
export type CorporateLeadRequest = z.input<typeof corporateLeadRequestSchema>;
export type Campaign = z.infer<typeof campaignSchema>;
export type SeriesSummary = z.infer<typeof seriesSummarySchema>;
export type SeriesList = z.infer<typeof seriesListSchema>;
