import type { CabinetReports, CabinetReportsQuery } from '../../shared/schemas/cabinet-reports.js';
import { pick } from '../catalogue/cards.js';
import type { Db } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import type { RequestContext } from '../request-context.js';
import { eventFor } from './cabinet-access.js';
import { entriesCsv } from './entries-export.js';
import { reportTable } from './reports-export.js';
import { createReportsRepo, type MoneyGroup, type ReportScope } from './reports.repo.js';

/*
 * An event's reports in the organizer cabinet (issue 18 item 9, ADR 027): registrations and revenue by
 * day, by race and by discount code, and the payout summary. Who may: cabinet-access.ts (reports.view).
 * Read in one tenant transaction; the sums are PostgreSQL's (reports.repo.ts), put together here.
 */

const DAY_MS = 86_400_000;

/** Every "YYYY-MM-DD" from `first` to `last`, inclusive. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(first); at <= Date.parse(last); at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** The money lines summed (for a race, a code, or all). */
function summed(groups: MoneyGroup[]) {
  const sum = (key: keyof MoneyGroup) => groups.reduce((total, g) => total + (g[key] ?? 0), 0);
  return {
    orders: sum('orders'),
    received: sum('received'),
    refunded: sum('refunded'),
    commission: sum('commission'),
    insurance: sum('insurance'),
    discount: sum('discount'),
  };
}

export interface ReportFile {
  contentType: string;
  fileName: string;
  body: Buffer;
}

export function createReportsService(db: Db) {
  async function report(
    ctx: RequestContext,
    code: string,
    query: CabinetReportsQuery,
  ): Promise<CabinetReports> {
    return tenantTransaction(db, ctx.tenant.id, async (tx) => {
      const { event } = await eventFor(tx, ctx, code, 'reports.view');
      const repo = createReportsRepo(tx, ctx.tenant.id);
      const scope: ReportScope = {
        eventId: event.id,
        timeZone: event.timeZone,
        from: query.from,
        to: query.to,
      };
      // one after another: a transaction's queries share its one connection
      const registrationsByDay = await repo.registrationsByDay(scope);
      const revenueByDay = await repo.revenueByDay(scope);
      const registrations = await repo.registrations(scope);
      const money = await repo.money(scope);
      const races = await repo.races(event.id);
      const codeIds = [
        ...new Set([...registrations, ...money].map((g) => g.promoCodeId).filter((id) => id !== null)),
      ];
      const codes = await repo.promoCodes(codeIds);

      const seen = [...registrationsByDay.keys(), ...revenueByDay.keys()].sort();
      const first = query.from ?? seen[0];
      const last = query.to ?? seen[seen.length - 1];
      const days =
        first && last
          ? daysBetween(first, last).map((date) => ({
              date,
              registrations: registrationsByDay.get(date) ?? 0,
              revenue: revenueByDay.get(date) ?? 0,
            }))
          : [];

      const registered = (match: (g: { raceId: number | null; promoCodeId: number | null }) => boolean) =>
        registrations.filter(match).reduce((total, g) => total + g.registrations, 0);
      const all = summed(money);
      return {
        event: {
          code: event.code,
          name: pick(ctx.language, event.nameRu, event.nameEn),
          timeZone: event.timeZone,
          currency: 'RUB',
        },
        period: { from: query.from ?? null, to: query.to ?? null },
        days,
        races: races.map((race) => {
          const own = summed(money.filter((g) => g.raceId === race.id));
          return {
            code: race.code,
            name: pick(ctx.language, race.name_ru, race.name_en),
            registrations: registered((g) => g.raceId === race.id),
            revenue: own.received,
            refunds: own.refunded,
          };
        }),
        promoCodes: codeIds
          .map((id) => {
            const own = summed(money.filter((g) => g.promoCodeId === id));
            return {
              code: codes.get(id) ?? '',
              orders: own.orders,
              registrations: registered((g) => g.promoCodeId === id),
              discount: own.discount,
              revenue: own.received,
            };
          })
          .sort((a, b) => b.revenue - a.revenue || a.code.localeCompare(b.code)),
        payout: {
          revenue: all.received,
          refunds: all.refunded,
          commission: all.commission,
          insurance: all.insurance,
          payout: all.received - all.refunded - all.commission - all.insurance,
        },
        totals: {
          registrations: registered(() => true),
          revenue: all.received,
        },
      };
    });
  }

  return {
    /** GET /api/cabinet/events/:code/reports */
    report,

    /** GET /api/cabinet/events/:code/reports.csv: the same report as a table for Excel. */
    async csv(ctx: RequestContext, code: string, query: CabinetReportsQuery): Promise<ReportFile> {
      const data = await report(ctx, code, query);
      const period = [query.from, query.to].filter(Boolean).join('_');
      return {
        contentType: 'text/csv; charset=utf-8',
        fileName: `${data.event.code.replace(/[^A-Za-z0-9_-]/g, '_')}-report${period ? `-${period}` : ''}.csv`,
        body: entriesCsv(reportTable(data, ctx.language)),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
