import { z } from 'zod';
import { cv } from '../cabinet-validation-messages.js';
import { LANGUAGES } from '../constants.js';
import { RESULT_STATUSES } from '../domain/result-statuses.js';

/*
 * A company's reports in the corporate cabinet (issue 19 item 8, ADR 031 point 7). Permission: reports.view
 * (every role of the company, and support).
 *
 *   GET /api/corp/companies/:companyId/reports                      ← corpReportsQuerySchema → corpReportsSchema
 *   GET /api/corp/companies/:companyId/reports/participants.{csv,xlsx}  ← the same query → a file
 *   GET /api/corp/companies/:companyId/reports/spend.{csv,xlsx}         ← the same query → a file
 *
 * Everything comes from the company's own orders (`orders.company_id`) and their registrations (each for
 * an employee, `company_employee_id`). `from`/`to` (inclusive calendar days) narrow by the event's date
 * (its start, in its own time zone); `event` by an event's code. Money is integer kopecks: paid is what the
 * company's payments received, refunded what was returned of them (refunds not failed), net the difference.
 */

/** Whether "YYYY-MM-DD" is a real day (not 2030-02-30). */
function isCalendarDay(value: string): boolean {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, cv('dateInvalid'))
  .refine(isCalendarDay, cv('dateInvalid'));

export const corpReportsQuerySchema = z
  .object({
    language: z.enum(LANGUAGES).optional(),
    from: day.optional(),
    to: day.optional(),
    /** An event's code; an unknown one finds nothing. */
    event: z.string().min(1).max(100).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: cv('dateRangeOrder').error });
  });
export type CorpReportsQuery = z.infer<typeof corpReportsQuerySchema>;

/** The participants the page shows at most; the files list every one. */
export const CORP_REPORT_PAGE_ROWS = 2_000;

/**
 * An entry's state as the company reads it: `held` (awaiting payment, its place held), `confirmed` (paid),
 * `cancelled` (also refunded), `expired` (the hold ran out unpaid).
 */
export const CORP_ENTRY_STATES = ['held', 'confirmed', 'cancelled', 'expired'] as const;
export type CorpEntryState = (typeof CORP_ENTRY_STATES)[number];

const kopecks = z.number().int();

export const corpReportEventSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** "YYYY-MM-DD": the event's start in its time zone. */
  date: z.string(),
});
export type CorpReportEvent = z.infer<typeof corpReportEventSchema>;

export const corpReportParticipantSchema = z.object({
  registrationId: z.number().int(),
  employee: z.object({
    lastName: z.string(),
    firstName: z.string(),
    patronymic: z.string(),
    /** Removed from the company's list since (kept for the reports). */
    removed: z.boolean(),
  }),
  event: corpReportEventSchema,
  race: z.string().nullable(),
  orderNumber: z.string(),
  state: z.enum(CORP_ENTRY_STATES),
  bib: z.string().nullable(),
  /** The result line of the entry (results.registration_id); null: no result (yet). */
  result: z.enum(RESULT_STATUSES).nullable(),
  /** Finish time in milliseconds, and the place among the race's finishers, when finished. */
  timeMs: z.number().int().nullable(),
  place: z.number().int().nullable(),
});
export type CorpReportParticipant = z.infer<typeof corpReportParticipantSchema>;

export const corpReportSpendSchema = z.object({
  event: corpReportEventSchema,
  /** Entries of the company's orders holding a place (paid, or held awaiting payment). */
  places: z.number().int(),
  paid: kopecks,
  refunded: kopecks,
  /** paid − refunded. */
  net: kopecks,
});
export type CorpReportSpend = z.infer<typeof corpReportSpendSchema>;

export const corpReportsSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  /** The event asked for (its code), or null for all. */
  event: z.string().nullable(),
  /** Every event the company has entries for (the filter's choices), latest first. */
  events: z.array(corpReportEventSchema),
  /** By event date (latest first), then name; at most CORP_REPORT_PAGE_ROWS. */
  participants: z.array(corpReportParticipantSchema),
  /** By event date, latest first. */
  spend: z.array(corpReportSpendSchema),
  totals: z.object({
    /** Every entry in the report (participantsTotal ≥ participants.length). */
    entries: z.number().int(),
    confirmed: z.number().int(),
    held: z.number().int(),
    /** Result lines of finished, DNF or DSQ: they started. */
    started: z.number().int(),
    finished: z.number().int(),
    dnf: z.number().int(),
    dns: z.number().int(),
    places: z.number().int(),
    paid: kopecks,
    refunded: kopecks,
    net: kopecks,
    currency: z.string(),
  }),
});
export type CorpReports = z.infer<typeof corpReportsSchema>;
