import { AGE_GROUPS, type AgeGroupId } from '../../shared/domain/age-groups.js';
import { CABINET_ACTIONS, can } from '../../shared/domain/cabinet-permissions.js';
import type { CabinetEntries, CabinetEntriesQuery, CabinetEntry } from '../../shared/schemas/cabinet.js';
import { pick } from '../catalogue/cards.js';
import type { Db } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import type { RequestContext } from '../request-context.js';
import { eventFor } from './cabinet-access.js';
import { entriesCsv, entriesXlsx, entryTable, SHEET_NAME } from './entries-export.js';
import { createEntriesRepo, type EntryFilters, type EntryRow } from './entries.repo.js';

/*
 * The organizer cabinet's entries table (issue 18 item 3, ADR 023): a page of an event's entries with
 * filters, search and a total, and the same rows as CSV or XLSX. Who may: cabinet-access.ts (entries.view
 * for the table, entries.export for the files). Read under the tenant's row-level security; an export's
 * file is built after its transaction, with no connection held.
 */

/** The most rows one export carries; more is refused (413), narrow the filters. */
export const EXPORT_MAX_ROWS = 100_000;

export interface EntriesFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/** The group of an age (AGE_GROUPS: under 18, then decades to 60 and over). */
export function ageGroupOf(age: number): AgeGroupId {
  if (age < 18) return 'U18';
  if (age < 30) return '18-29';
  if (age >= 60) return '60+';
  return AGE_GROUPS.find((g) => g.id.startsWith(String(Math.floor(age / 10) * 10)))!.id;
}

function entryOf(row: EntryRow, ctx: RequestContext): CabinetEntry {
  return {
    id: row.id,
    bib: row.bib,
    lastName: row.last_name,
    firstName: row.first_name,
    gender: row.gender,
    birthDate: row.birth_date,
    ageGroup: row.age === null ? null : ageGroupOf(row.age),
    city: row.city,
    club: row.club,
    race: { code: row.race_code, name: pick(ctx.language, row.race_name_ru, row.race_name_en) },
    team: row.team,
    stage: row.stage,
    state: row.state,
    order: row.order_number ? { number: row.order_number, status: row.order_status ?? '' } : null,
    email: row.email,
    phone: row.phone,
    registeredAt: row.registered_at,
  };
}

const filtersOf = (query: CabinetEntriesQuery): EntryFilters => ({
  race: query.race,
  state: query.state,
  paid: query.paid,
  gender: query.gender,
  ageGroup: query.ageGroup,
  team: query.team || undefined,
  q: query.q || undefined,
});

/** A file name of the event's code, ASCII only. */
const fileNameOf = (eventCode: string, ext: string) =>
  `${eventCode.replace(/[^A-Za-z0-9._-]/g, '_')}-entries.${ext}`;

export function createEntriesService(db: Db, clock: () => Date = () => new Date()) {
  /** The rows of an export (every matching one), the event and the reader's language. */
  async function exportRows(ctx: RequestContext, code: string, query: CabinetEntriesQuery) {
    const now = clock();
    return tenantTransaction(db, ctx.tenant.id, async (tx) => {
      const { event } = await eventFor(tx, ctx, code, 'entries.export');
      const repo = createEntriesRepo(tx, ctx.tenant.id);
      const races = await repo.races(event.id);
      const rows = await repo.all({ id: event.id, timeZone: event.timeZone, races }, filtersOf(query), {
        sort: query.sort,
        limit: EXPORT_MAX_ROWS + 1,
        now,
      });
      if (rows.length > EXPORT_MAX_ROWS) throw new DomainError('PAYLOAD_TOO_LARGE');
      return {
        event,
        table: entryTable(
          rows.map((r) => entryOf(r, ctx)),
          ctx.language,
          event.timeZone,
        ),
      };
    });
  }

  return {
    /** GET /api/cabinet/events/:code/entries */
    async list(ctx: RequestContext, code: string, query: CabinetEntriesQuery): Promise<CabinetEntries> {
      const now = clock();
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event, role } = await eventFor(tx, ctx, code, 'entries.view');
        const repo = createEntriesRepo(tx, ctx.tenant.id);
        const offset = query.cursor ?? 0;
        const races = await repo.races(event.id);
        const { rows, more, total, totalCapped } = await repo.page(
          { id: event.id, timeZone: event.timeZone, races },
          filtersOf(query),
          { sort: query.sort, offset, limit: query.limit, now },
        );
        return {
          event: {
            code: event.code,
            name: pick(ctx.language, event.nameRu, event.nameEn),
            startsAt: event.startsAt.toISOString(),
            timeZone: event.timeZone,
          },
          races: races.map((r) => ({ code: r.code, name: pick(ctx.language, r.nameRu, r.nameEn) })),
          entries: rows.map((r) => entryOf(r, ctx)),
          total,
          totalCapped,
          nextCursor: more ? offset + rows.length : null,
          permissions: CABINET_ACTIONS.filter((a) => can(role, a)),
        };
      });
    },

    /** GET /api/cabinet/events/:code/entries.csv */
    async csv(ctx: RequestContext, code: string, query: CabinetEntriesQuery): Promise<EntriesFile> {
      const { event, table } = await exportRows(ctx, code, query);
      return {
        body: entriesCsv(table),
        contentType: 'text/csv; charset=utf-8',
        fileName: fileNameOf(event.code, 'csv'),
      };
    },

    /** GET /api/cabinet/events/:code/entries.xlsx */
    async xlsx(ctx: RequestContext, code: string, query: CabinetEntriesQuery): Promise<EntriesFile> {
      const { event, table } = await exportRows(ctx, code, query);
      return {
        body: await entriesXlsx(table, SHEET_NAME[ctx.language]),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: fileNameOf(event.code, 'xlsx'),
      };
    },
  };
}

export type EntriesService = ReturnType<typeof createEntriesService>;
