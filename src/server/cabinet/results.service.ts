import { ageOn, calendarDay } from '../../shared/domain/race-eligibility.js';
import {
  PREVIEW_MAX_LINES,
  RESULTS_PAGE,
  type CabinetResult,
  type CabinetResults,
  type CabinetResultsQuery,
  type ResultCorrection,
  type ResultsPreview,
  type ResultsPublished,
} from '../../shared/schemas/cabinet-results.js';
import { pick } from '../catalogue/cards.js';
import type { Db, Executor } from '../db/client.js';
import type { NewResultRow } from '../db/schema.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { eventFor } from './cabinet-access.js';
import type { CabinetEventRow } from './cabinet.repo.js';
import { ageGroupOf } from './entries.service.js';
import { readResultsFile, ResultsFileError, type ResultsFile } from './results-csv.js';
import { checkLines, statusAndTime, type CheckedLine, type ResultEntry } from './results-lines.js';
import { createResultsRepo, type PlacedResultRow, type ResultsRaceRow } from './results.repo.js';

/*
 * Results in the organizer cabinet (issue 18 item 6, ADR 024). Who may: 'results.import' on the event
 * (cabinet-access.ts). A file is read outside any transaction (decoding and parsing 50,000 lines holds no
 * connection); its lines are then checked against the race's live entries, and publishing does that again
 * under the race's row lock and replaces the race's lines in the same transaction — only when no line is
 * refused, so a file is imported whole or not at all. Places are computed when read.
 */

/** Uploads (previews and publications together) one organizer may make in the window. */
const UPLOADS_PER_WINDOW = 60;
const UPLOAD_WINDOW_MS = 10 * 60 * 1000;
/** The refused lines a refusal names (the preview lists all of them). */
const NAMED_LINES = 5;

const resultOf = (row: PlacedResultRow): CabinetResult => ({
  id: row.id,
  bib: row.bib,
  name: row.name,
  gender: row.gender,
  birthYear: row.birth_year,
  ageGroup: row.age_group,
  club: row.club,
  city: row.city,
  status: row.status,
  timeMs: row.time_ms,
  place: row.place,
  genderPlace: row.gender_place,
  ageGroupPlace: row.age_group_place,
});

/** The check's answer: the counts, and the refused lines first, then the first accepted ones, in file order. */
const previewOf = (file: ResultsFile, lines: CheckedLine[]): ResultsPreview => {
  const refused = lines.filter((l) => l.errors.length > 0);
  const accepted = lines.filter((l) => l.errors.length === 0);
  const shown = [...refused.slice(0, PREVIEW_MAX_LINES)];
  shown.push(...accepted.slice(0, PREVIEW_MAX_LINES - shown.length));
  shown.sort((a, b) => a.line - b.line);
  return {
    encoding: file.encoding,
    delimiter: file.delimiter,
    lines: shown.map(({ entry: _entry, ...line }) => line),
    accepted: accepted.length,
    refused: refused.length,
  };
};

export function createResultsService(
  db: Db,
  { limiter }: { limiter: RateLimiter },
  clock: () => Date = () => new Date(),
) {
  /** The race's live entries by start number, with what a results line copies (age group on race day). */
  async function entriesOf(
    executor: Executor,
    ctx: RequestContext,
    event: CabinetEventRow,
    race: ResultsRaceRow,
  ): Promise<Map<string, ResultEntry>> {
    const raceDay = calendarDay(race.startsAt, event.timeZone);
    const rows = await createResultsRepo(executor, ctx.tenant.id).entries(race.id, clock());
    return new Map(
      rows.map((g) => [
        g.bib,
        {
          registrationId: g.id,
          bib: g.bib,
          name: [g.last_name, g.first_name].filter(Boolean).join(' '),
          gender: g.gender,
          birthYear: g.birth_date ? Number(g.birth_date.slice(0, 4)) : null,
          ageGroup: g.birth_date ? ageGroupOf(ageOn(g.birth_date, raceDay)) : null,
          club: g.club,
          city: g.city,
          teamName: g.team,
          stage: g.stage,
        },
      ]),
    );
  }

  /** The event and its race the user may import into (404 for a race of no event of theirs). */
  async function raceFor(executor: Executor, ctx: RequestContext, code: string, raceCode: string) {
    const { event } = await eventFor(executor, ctx, code, 'results.import');
    const race = await createResultsRepo(executor, ctx.tenant.id).lockRace(event.id, raceCode);
    if (!race) throw new DomainError('NOT_FOUND');
    return { event, race };
  }

  /** The file's lines after the user's right to the race and their upload limit are checked. */
  async function readUpload(ctx: RequestContext, code: string, raceCode: string, bytes: Buffer) {
    await tenantTransaction(db, ctx.tenant.id, (tx) => raceFor(tx, ctx, code, raceCode));
    await limiter.take([
      {
        bucket: `results-import:${ctx.tenant.id}:${userIdOf(signedInUser(ctx))}`,
        limit: UPLOADS_PER_WINDOW,
        windowMs: UPLOAD_WINDOW_MS,
        error: 'RESULTS_IMPORT_LIMIT',
      },
    ]);
    try {
      return await readResultsFile(bytes, ctx.language);
    } catch (error) {
      if (error instanceof ResultsFileError) {
        throw new DomainError('RESULTS_FILE_INVALID', { params: { reason: error.message } });
      }
      throw error;
    }
  }

  return {
    /** GET /api/cabinet/events/:code/results */
    async overview(ctx: RequestContext, code: string, query: CabinetResultsQuery): Promise<CabinetResults> {
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event } = await eventFor(tx, ctx, code, 'results.import');
        const repo = createResultsRepo(tx, ctx.tenant.id);
        const races = await repo.races(event.id);
        const race = query.race ? races.find((r) => r.code === query.race) : races[0];
        if (query.race && !race) throw new DomainError('NOT_FOUND');
        const { rows, total } = race
          ? await repo.placed(race.id, { q: query.q, limit: RESULTS_PAGE })
          : { rows: [], total: 0 };
        return {
          event: { code: event.code, name: pick(ctx.language, event.nameRu, event.nameEn) },
          races: races.map((r) => ({
            code: r.code,
            name: pick(ctx.language, r.nameRu, r.nameEn),
            results: r.results,
          })),
          race: race?.code ?? null,
          rows: rows.map(resultOf),
          total,
        };
      });
    },

    /** POST /api/cabinet/events/:code/races/:race/results/preview */
    async preview(
      ctx: RequestContext,
      code: string,
      raceCode: string,
      bytes: Buffer,
    ): Promise<ResultsPreview> {
      const file = await readUpload(ctx, code, raceCode, bytes);
      const entries = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event, race } = await raceFor(tx, ctx, code, raceCode);
        return entriesOf(tx, ctx, event, race);
      });
      return previewOf(file, checkLines(file.lines, entries, ctx.language));
    },

    /** POST /api/cabinet/events/:code/races/:race/results/publish: all lines or none. */
    async publish(
      ctx: RequestContext,
      code: string,
      raceCode: string,
      bytes: Buffer,
    ): Promise<ResultsPublished> {
      const file = await readUpload(ctx, code, raceCode, bytes);
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event, race } = await raceFor(tx, ctx, code, raceCode);
        const lines = checkLines(file.lines, await entriesOf(tx, ctx, event, race), ctx.language);
        const refused = lines.filter((l) => l.errors.length > 0);
        if (refused.length > 0) {
          throw new DomainError('RESULTS_REFUSED', {
            params: {
              count: refused.length,
              lines: refused
                .slice(0, NAMED_LINES)
                .map((l) => l.line)
                .join(', '),
            },
          });
        }
        const rows: NewResultRow[] = lines.map(({ entry, status, timeMs }) => ({
          tenantId: ctx.tenant.id,
          eventId: event.id,
          raceId: race.id,
          bib: entry!.bib,
          name: entry!.name,
          gender: entry!.gender!,
          birthYear: entry!.birthYear,
          ageGroup: entry!.ageGroup,
          club: entry!.club,
          city: entry!.city,
          timeMs,
          status: status!,
          registrationId: entry!.registrationId,
          teamName: entry!.teamName,
          stage: entry!.stage,
        }));
        await createResultsRepo(tx, ctx.tenant.id).replace(race.id, rows);
        return { race: race.code, imported: rows.length };
      });
    },

    /** PUT /api/cabinet/results/:id: one line's status and time, under its race's lock. */
    async correct(ctx: RequestContext, id: number, input: ResultCorrection): Promise<CabinetResult> {
      const { status, timeMs, errors } = statusAndTime(input.status, input.time ?? '', ctx.language);
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const repo = createResultsRepo(tx, ctx.tenant.id);
        const line = await repo.line(id);
        if (!line) throw new DomainError('NOT_FOUND');
        await eventFor(tx, ctx, line.eventCode, 'results.import');
        if (errors.length > 0)
          throw new DomainError('VALIDATION_FAILED', { fields: { time: errors.join('. ') } });
        await repo.lockRaceById(line.raceId);
        if (!(await repo.line(id))) throw new DomainError('NOT_FOUND');
        await repo.correct(id, status!, timeMs);
        const placed = await repo.placedLine(line.raceId, id);
        if (!placed) throw new DomainError('NOT_FOUND');
        return resultOf(placed);
      });
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
