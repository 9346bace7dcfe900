import {
  CORP_REPORT_PAGE_ROWS,
  type CorpEntryState,
  type CorpReportEvent,
  type CorpReportParticipant,
  type CorpReports,
  type CorpReportsQuery,
} from '../../shared/schemas/corp-reports.js';
import { entriesCsv, entriesXlsx } from '../cabinet/entries-export.js';
import { EXPORT_MAX_ROWS, type EntriesFile } from '../cabinet/entries.service.js';
import { pick } from '../catalogue/cards.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import type { RequestContext } from '../request-context.js';
import { companyFor } from './company-access.js';
import type { CorpDeps } from './corp-deps.js';
import { participantsTable, spendTable, TABLE_NAMES, type CorpReportTable } from './corp-reports-export.js';
import {
  createCorpReportsRepo,
  type CorpParticipantRow,
  type CorpReportScope,
  type CorpSpendRow,
} from './reports.repo.js';

/*
 * A company's reports in the corporate cabinet (issue 19 item 8, ADR 031 point 7): who of its employees
 * registered (and the entry's state), who started and finished (results), and the spend by event, with
 * totals; each table also as CSV and XLSX. Every role of the company and support may read them
 * (reports.view); another company's, or a company of another tenant, is 404 (company-access.ts).
 */

export type CorpReportFile = EntriesFile;

function stateOf(row: CorpParticipantRow): CorpEntryState {
  if (row.status === 'pending') return row.lapsed ? 'expired' : 'held';
  return row.status;
}

export function createCorpReportsService(deps: CorpDeps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  /**
   * The report's figures, read in one tenant transaction after the company's access check, with at most
   * `limit` participants (the page's CORP_REPORT_PAGE_ROWS; a file's EXPORT_MAX_ROWS, more is 413; 0: none).
   */
  async function read(
    ctx: RequestContext,
    companyId: number,
    query: CorpReportsQuery,
    limit: number,
  ): Promise<CorpReports> {
    const now = clock();
    return tenantTransaction(db, ctx.tenant.id, async (tx) => {
      const { company } = await companyFor(tx, ctx, companyId, 'reports.view');
      const repo = createCorpReportsRepo(tx, ctx.tenant.id);
      const scope: CorpReportScope = {
        companyId: company.id,
        from: query.from,
        to: query.to,
        event: query.event,
        now,
      };
      // one after another: a transaction's queries share its one connection
      const counts = await repo.participantCounts(scope);
      if (limit === EXPORT_MAX_ROWS && counts.entries > EXPORT_MAX_ROWS)
        throw new DomainError('PAYLOAD_TOO_LARGE');
      const rows = limit > 0 ? await repo.participants(scope, limit) : [];
      const spendRows = await repo.spend(scope);
      const events = await repo.events(company.id);

      const eventOf = (r: { code: string; name_ru: string; name_en: string; date: string }) => ({
        code: r.code,
        name: pick(ctx.language, r.name_ru, r.name_en),
        date: r.date,
      });
      const spend = spendRows.map((s: CorpSpendRow) => ({
        event: eventOf({
          code: s.event_code,
          name_ru: s.event_name_ru,
          name_en: s.event_name_en,
          date: s.event_date,
        }),
        places: Number(s.places),
        paid: Number(s.paid),
        refunded: Number(s.refunded),
        net: Number(s.paid) - Number(s.refunded),
      }));
      const sum = (key: 'places' | 'paid' | 'refunded' | 'net') => spend.reduce((t, s) => t + s[key], 0);
      return {
        company,
        period: { from: query.from ?? null, to: query.to ?? null },
        event: query.event ?? null,
        events: events.map((e): CorpReportEvent => eventOf(e)),
        participants: rows.map((r): CorpReportParticipant => ({
          registrationId: Number(r.id),
          employee: {
            lastName: r.last_name,
            firstName: r.first_name,
            patronymic: r.patronymic,
            removed: Boolean(r.removed),
          },
          event: eventOf({
            code: r.event_code,
            name_ru: r.event_name_ru,
            name_en: r.event_name_en,
            date: r.event_date,
          }),
          race: r.race_name_ru === null ? null : pick(ctx.language, r.race_name_ru, r.race_name_en),
          orderNumber: r.order_number,
          state: stateOf(r),
          bib: r.bib,
          result: r.result,
          timeMs: r.result === 'finished' && r.time_ms !== null ? Number(r.time_ms) : null,
          place: r.place === null ? null : Number(r.place),
        })),
        spend,
        totals: {
          ...counts,
          places: sum('places'),
          paid: sum('paid'),
          refunded: sum('refunded'),
          net: sum('net'),
          currency: 'RUB',
        },
      };
    });
  }

  /** A table of the report as a file: every participant (up to EXPORT_MAX_ROWS, else 413). */
  async function file(
    ctx: RequestContext,
    companyId: number,
    query: CorpReportsQuery,
    table: CorpReportTable,
    format: 'csv' | 'xlsx',
  ): Promise<CorpReportFile> {
    const report = await read(ctx, companyId, query, table === 'participants' ? EXPORT_MAX_ROWS : 0);
    const rows =
      table === 'participants'
        ? participantsTable(report.participants, ctx.language)
        : spendTable(report, ctx.language);
    const period = [query.from, query.to].filter(Boolean).join('_');
    const fileName = `company-${report.company.id}-${TABLE_NAMES[table].file}${period ? `-${period}` : ''}.${format}`;
    return format === 'csv'
      ? { body: entriesCsv(rows), contentType: 'text/csv; charset=utf-8', fileName }
      : {
          body: await entriesXlsx(rows, TABLE_NAMES[table].sheet[ctx.language]),
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          fileName,
        };
  }

  return {
    /** GET /api/corp/companies/:companyId/reports */
    report: (ctx: RequestContext, companyId: number, query: CorpReportsQuery): Promise<CorpReports> =>
      read(ctx, companyId, query, CORP_REPORT_PAGE_ROWS),

    /** GET /api/corp/companies/:companyId/reports/{participants,spend}.{csv,xlsx} */
    file,
  };
}

export type CorpReportsService = ReturnType<typeof createCorpReportsService>;
