import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { cv } from '../cabinet-validation-messages.js';

/*
 * An event's reports in the organizer cabinet (issue 18 item 9, ADR 027). Permission: reports.view.
 *
 *   GET /api/cabinet/events/:code/reports      ← cabinetReportsQuerySchema → cabinetReportsSchema
 *   GET /api/cabinet/events/:code/reports.csv  ← the same query → text/csv (UTF-8 with BOM, `;`)
 *
 * Money is integer kopecks. Days are calendar days in the event's time zone; `from`/`to` (inclusive)
 * narrow every figure to what happened on those days: registrations by when they were made, payments by
 * when they succeeded, refunds by when they were made. The payout: revenue (payments received) − refunds −
 * the platform's commission − insurance premiums (passed on to the insurer); commission and premiums are
 * each order's own, in the share of its total that the period's money kept (received − refunded) is.
 */

/** The longest period a report covers: two years of days (the chart and table stay readable). */
export const REPORT_MAX_DAYS = 731;

/** Whether "YYYY-MM-DD" is a real day (not 2030-02-30). */
function isCalendarDay(value: string): boolean {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, cv('dateInvalid'))
  .refine(isCalendarDay, cv('dateInvalid'));

export const cabinetReportsQuerySchema = z
  .object({
    language: z.enum(LANGUAGES).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    const span = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: cv('dateRangeOrder').error });
    else if (span >= REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: cv('dateRangeTooLong').error });
  });
export type CabinetReportsQuery = z.infer<typeof cabinetReportsQuerySchema>;

const kopecks = z.number().int();

export const reportDaySchema = z.object({
  /** "YYYY-MM-DD" in the event's time zone. */
  date: z.string(),
  /** Registrations made that day that hold a paid place now (confirmed). */
  registrations: z.number().int(),
  /** Payments received that day. */
  revenue: kopecks,
});
export type ReportDay = z.infer<typeof reportDaySchema>;

export const cabinetReportsSchema = z.object({
  event: z.object({ code: z.string(), name: z.string(), timeZone: z.string(), currency: z.string() }),
  /** The period asked for; null ends: from the first day with data, to the last. */
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  /** Every day of the period (or from the first to the last day with data), zeros included. */
  days: z.array(reportDaySchema),
  /** Every race of the event, longest first. */
  races: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      registrations: z.number().int(),
      revenue: kopecks,
      refunds: kopecks,
    }),
  ),
  /** The discount codes used by the event's orders that received money in the period, by revenue. */
  promoCodes: z.array(
    z.object({
      code: z.string(),
      /** Orders with the code that received money in the period. */
      orders: z.number().int(),
      /** Their registrations holding a paid place. */
      registrations: z.number().int(),
      /** The discount those orders got. */
      discount: kopecks,
      revenue: kopecks,
    }),
  ),
  payout: z.object({
    revenue: kopecks,
    refunds: kopecks,
    commission: kopecks,
    insurance: kopecks,
    /** revenue − refunds − commission − insurance. */
    payout: kopecks,
  }),
  totals: z.object({ registrations: z.number().int(), revenue: kopecks }),
});
export type CabinetReports = z.infer<typeof cabinetReportsSchema>;
