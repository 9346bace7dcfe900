import { z } from 'zod';
import { RESULT_STATUSES, type ResultStatus } from '../domain/result-statuses.js';
import { LANGUAGES, type Language } from '../constants.js';

/*
 * Results in the organizer cabinet (issue 18 item 6, ADR 024). Every call asks 'results.import' on the
 * event of the race or result.
 *
 *   GET  /api/cabinet/events/:code/results?race=&q=                 → cabinetResultsSchema: a race's lines with places
 *   POST /api/cabinet/events/:code/races/:race/results/preview      ← the CSV file's bytes → resultsPreviewSchema
 *   POST /api/cabinet/events/:code/races/:race/results/publish      ← the same bytes → resultsPublishedSchema
 *   PUT  /api/cabinet/results/:id                                   ← resultCorrectionSchema → the line as GET shows it
 *
 * A file is matched to the race's live entries by start number; publishing replaces the race's results in
 * one transaction and only when no line is refused. Places are computed when read (overall, gender, age group).
 */

export { RESULT_STATUSES, type ResultStatus } from '../domain/result-statuses.js';

/** The largest file accepted (bytes) and the most lines in it. */
export const RESULTS_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const RESULTS_FILE_MAX_LINES = 100_000;

/** The column names a file's header may use (compared lower-cased, spaces squeezed), by column. */
export const RESULT_COLUMNS = {
  bib: ['bib', 'number', 'start number', 'no', '№', 'номер', 'стартовый номер'],
  time: ['time', 'result', 'net time', 'chip time', 'время', 'результат', 'чистое время'],
  status: ['status', 'статус'],
} as const;

/** The words a status cell may hold (lower-cased); an empty cell with a time is `finished`. */
export const STATUS_WORDS: Record<ResultStatus, readonly string[]> = {
  finished: ['finished', 'fin', 'ok', 'финишировал', 'финишировала', 'финиш'],
  dnf: ['dnf', 'сошёл', 'сошел', 'сошла', 'сход'],
  dns: ['dns', 'не стартовал', 'не стартовала', 'неявка'],
  dsq: ['dsq', 'dq', 'дисквалифицирован', 'дисквалифицирована', 'дискв'],
};

export const cabinetResultsQuerySchema = z.object({
  language: z.enum(LANGUAGES).optional(),
  /** The race's code; unset: the event's first race. */
  race: z.string().max(100).optional(),
  /** A start number or part of a name. */
  q: z.string().max(100).optional(),
});
export type CabinetResultsQuery = z.infer<typeof cabinetResultsQuerySchema>;

export const uploadQuerySchema = z.object({ language: z.enum(LANGUAGES).optional() });

const participantSchema = z.object({
  name: z.string(),
  gender: z.enum(['male', 'female']),
  birthYear: z.number().int().nullable(),
  ageGroup: z.string().nullable(),
  club: z.string().nullable(),
  city: z.string().nullable(),
});

export const cabinetResultSchema = participantSchema.extend({
  id: z.number().int(),
  bib: z.string(),
  status: z.enum(RESULT_STATUSES),
  timeMs: z.number().int().nullable(),
  /** Places among finishers with a time: overall, among the same gender, within the age group; null otherwise. */
  place: z.number().int().nullable(),
  genderPlace: z.number().int().nullable(),
  ageGroupPlace: z.number().int().nullable(),
});
export type CabinetResult = z.infer<typeof cabinetResultSchema>;

export const cabinetResultsSchema = z.object({
  event: z.object({ code: z.string(), name: z.string() }),
  races: z.array(z.object({ code: z.string(), name: z.string(), results: z.number().int() })),
  /** The race shown; null when the event has none. */
  race: z.string().nullable(),
  /** Lines matching the search, best place first (at most `RESULTS_PAGE` of them), and how many match. */
  rows: z.array(cabinetResultSchema),
  total: z.number().int(),
});
export type CabinetResults = z.infer<typeof cabinetResultsSchema>;

export const RESULTS_PAGE = 100;

export const previewLineSchema = z.object({
  /** The line's number in the file (the header is line 1). */
  line: z.number().int(),
  bib: z.string(),
  status: z.enum(RESULT_STATUSES).nullable(),
  timeMs: z.number().int().nullable(),
  /** The live entry with this number in the race, when there is one. */
  participant: participantSchema.nullable(),
  /** Why the line is refused, in words; empty: it imports. */
  errors: z.array(z.string()),
});
export type PreviewLine = z.infer<typeof previewLineSchema>;

/** The most lines a check answers (all of them are checked; the counts cover every line). */
export const PREVIEW_MAX_LINES = 1_000;

export const resultsPreviewSchema = z.object({
  /** What the file was read as: its encoding and separator. */
  encoding: z.enum(['utf-8', 'windows-1251', 'utf-16le']),
  delimiter: z.enum([';', ',', '\t']),
  /** Every refused line, then the first accepted ones, at most PREVIEW_MAX_LINES, in file order. */
  lines: z.array(previewLineSchema),
  /** How many lines of the whole file import, and how many are refused. */
  accepted: z.number().int(),
  refused: z.number().int(),
});
export type ResultsPreview = z.infer<typeof resultsPreviewSchema>;

export const resultsPublishedSchema = z.object({
  race: z.string(),
  imported: z.number().int(),
});
export type ResultsPublished = z.infer<typeof resultsPublishedSchema>;

/** A correction of one line: its status and time as typed (`1:02:03.4`, `62:03`; empty with DNF/DNS/DSQ). */
export const resultCorrectionSchema = z.object({
  status: z.enum(RESULT_STATUSES),
  time: z.string().max(40).nullable(),
});
export type ResultCorrection = z.infer<typeof resultCorrectionSchema>;

/** The per-line and per-file messages of an import, in both languages (`{…}` are filled in). */
export const RESULTS_MESSAGES = {
  bibMissing: { ru: 'Нет стартового номера', en: 'No start number' },
  bibInvalid: {
    ru: '«{value}» — не стартовый номер (до 10 цифр, латинских букв или дефисов)',
    en: '“{value}” is not a start number (up to 10 digits, Latin letters or hyphens)',
  },
  bibTwice: {
    ru: 'Номер {bib} встречается в файле несколько раз: строки {lines}',
    en: 'Number {bib} appears more than once in the file: lines {lines}',
  },
  bibUnknown: {
    ru: 'Среди участников дистанции нет номера {bib}',
    en: 'No participant of this race has number {bib}',
  },
  genderUnknown: {
    ru: 'У участника с номером {bib} не указан пол — исправьте его данные в списке участников',
    en: 'The participant with number {bib} has no gender — correct their entry first',
  },
  timeInvalid: {
    ru: '«{value}» — не время: пишите ч:мм:сс, ч:мм:сс.д или мм:сс',
    en: '“{value}” is not a time: write h:mm:ss, h:mm:ss.f or mm:ss',
  },
  timeMissing: { ru: 'У финишировавшего нет времени', en: 'A finisher needs a time' },
  timeWithDns: { ru: 'У не стартовавшего (DNS) не может быть времени', en: 'A DNS line cannot have a time' },
  statusUnknown: {
    ru: 'Статус «{value}» не известен: пусто или FINISHED, DNF, DNS, DSQ',
    en: 'Status “{value}” is unknown: leave it empty or write FINISHED, DNF, DNS or DSQ',
  },
  lineUnreadable: {
    ru: 'Строку не удалось прочитать: {reason}',
    en: 'The line could not be read: {reason}',
  },
  fileEmpty: { ru: 'файл пуст', en: 'the file is empty' },
  fileNoLines: {
    ru: 'после строки заголовков нет ни одной строки с результатом',
    en: 'there are no result lines after the header line',
  },
  fileNotText: {
    ru: 'это не текстовый файл CSV (сохраните таблицу как CSV)',
    en: 'this is not a CSV text file (save the sheet as CSV)',
  },
  fileNoBib: {
    ru: 'в первой строке нет столбца с номером («Номер» или «Bib»)',
    en: 'the first line has no column for the start number (“Bib” or “Номер”)',
  },
  fileNoResult: {
    ru: 'в первой строке нет столбца «Время» или «Статус»',
    en: 'the first line has no “Time” or “Status” column',
  },
  fileTooManyLines: {
    ru: 'в файле больше {max} строк',
    en: 'the file has more than {max} lines',
  },
} satisfies Record<string, Record<Language, string>>;

export type ResultsMessage = keyof typeof RESULTS_MESSAGES;

/** A message in a language with its `{name}`s filled in. */
export function resultsMessage(
  key: ResultsMessage,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return RESULTS_MESSAGES[key][language].replace(/\{(\w+)\}/g, (m, name: string) =>
    name in params ? String(params[name]) : m,
  );
}
