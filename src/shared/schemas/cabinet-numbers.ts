import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants.js';

/*
 * Start numbers in the organizer cabinet (issue 18 item 4). Every call asks 'numbers.assign' on the event.
 *
 *   GET  /api/cabinet/events/:code/numbers                     → cabinetNumbersSchema: each race's range and counts
 *   PUT  /api/cabinet/events/:code/races/:race/numbers         ← bibRangeSchema → the race as GET shows it
 *   POST /api/cabinet/events/:code/races/:race/numbers/assign  ← assignBibsSchema → assignBibsResultSchema
 *   PUT  /api/cabinet/entries/:id/bib                          ← entryBibSchema → entryBibResultSchema
 *
 * A live entry is a confirmed one or a pending one whose hold has not expired; a number belongs to one live
 * entry of its race (a unique index: two organizers at once, one wins, the other gets BIB_TAKEN).
 */

export const BIB_MAX = 999_999;

export const cabinetNumbersQuerySchema = z.object({ language: z.enum(LANGUAGES).optional() });

export const numbersRaceSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The range automatic assignment gives numbers from; null: not set yet. */
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  /** Live entries with a number, and without one. */
  numbered: z.number().int(),
  missing: z.number().int(),
  /** The smallest number of the range no live entry has; null: no range, or the range is used up. */
  nextFree: z.number().int().nullable(),
  /** How many numbers of the range no live entry has. */
  free: z.number().int(),
});
export type NumbersRace = z.infer<typeof numbersRaceSchema>;

export const cabinetNumbersSchema = z.object({
  event: z.object({ code: z.string(), name: z.string() }),
  races: z.array(numbersRaceSchema),
});
export type CabinetNumbers = z.infer<typeof cabinetNumbersSchema>;

const bibNumber = z.number().int().min(1).max(BIB_MAX);

export const bibRangeSchema = z.object({ from: bibNumber, to: bibNumber });
export type BibRange = z.infer<typeof bibRangeSchema>;

export const BIB_ORDERS = ['registered', 'name'] as const;
export type BibOrder = (typeof BIB_ORDERS)[number];

export const assignBibsSchema = z.object({
  order: z.enum(BIB_ORDERS),
  /** true: only entries without a number get one; false: every live entry is numbered anew. */
  onlyMissing: z.boolean().default(true),
});
export type AssignBibs = z.input<typeof assignBibsSchema>;

export const assignBibsResultSchema = z.object({
  /** How many entries got a number. */
  assigned: z.number().int(),
  /** The first and last number given; null when nobody needed one. */
  first: z.number().int().nullable(),
  last: z.number().int().nullable(),
  race: numbersRaceSchema,
});
export type AssignBibsResult = z.infer<typeof assignBibsResultSchema>;

/** A start number as typed: digits, Latin letters and hyphens (special numbers: "A-1", "VIP7"); empty: none. */
export const BIB_PATTERN = /^[0-9A-Za-z-]{1,10}$/;

/** The number typed, trimmed; empty or null takes the number away. Its shape is checked by `bibOf`. */
export const entryBibSchema = z.object({ bib: z.string().max(100).nullable() });

/** A typed number as stored: null for none, the trimmed text if it fits BIB_PATTERN, false if it does not. */
export function bibOf(typed: string | null): string | null | false {
  const bib = typed?.trim() ?? '';
  if (bib === '') return null;
  return BIB_PATTERN.test(bib) ? bib : false;
}
export type EntryBib = z.input<typeof entryBibSchema>;

export const entryBibResultSchema = z.object({ id: z.number().int(), bib: z.string().nullable() });
export type EntryBibResult = z.infer<typeof entryBibResultSchema>;

/** The numbers' own field messages (the range's order and overlap, a number's shape). */
export const NUMBERS_MESSAGES = {
  rangeOrder: {
    ru: 'Последний номер не может быть меньше первого',
    en: 'The last number cannot be below the first',
  },
  rangeOverlap: {
    ru: 'Диапазон пересекается с дистанцией «{race}»',
    en: 'The range overlaps the race “{race}”',
  },
  bibInvalid: {
    ru: 'Номер — до 10 цифр, латинских букв или дефисов',
    en: 'A number is up to 10 digits, Latin letters or hyphens',
  },
} satisfies Record<string, Record<Language, string>>;
