import type { Language } from '../../shared/constants.js';
import {
  ADMISSION_STATUSES,
  type MyOrder,
  type MyRegistration,
  type Training,
} from '../../shared/schemas/account.js';
import type { Db } from '../db/client.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import {
  createAccountHistoryRepo,
  type AccountHistoryRepo,
  type MyRegistrationRow,
} from './account-history.repo.js';

type Admission = (typeof ADMISSION_STATUSES)[number];
export const admission = (value: string): Admission =>
  (ADMISSION_STATUSES as readonly string[]).includes(value) ? (value as Admission) : 'not-required';

const named = (lang: Language, ru: string, en: string | null) => (lang === 'en' && en ? en : ru);
const iso = (ms: number) => new Date(ms).toISOString();

function registrationView(row: MyRegistrationRow, lang: Language): MyRegistration {
  return {
    id: row.id,
    event: {
      code: row.event_code,
      name: named(lang, row.event_name_ru, row.event_name_en),
      startsAt: iso(row.event_starts_ms),
      timeZone: row.time_zone,
    },
    race:
      row.race_code === null
        ? null
        : {
            code: row.race_code,
            name: named(lang, row.race_name_ru ?? '', row.race_name_en),
            lengthM: row.length_m ?? 0,
          },
    participant: {
      fullName: `${row.first_name} ${row.last_name}`.trim(),
      relation: row.is_self ? 'self' : 'relative',
    },
    status: row.status as MyRegistration['status'],
    bib: row.bib,
    admission: {
      medical: admission(row.medical_status),
      insurance: admission(row.insurance_status),
      identity: admission(row.identity_status),
    },
    checkinCode: row.status === 'confirmed' || row.status === 'pending' ? row.checkin_code : null,
  };
}

/** My registrations, my orders and my race history (the personal account). */
export function createAccountHistoryService(db: Db, clock: () => Date = () => new Date()) {
  /** Reads of the account's history, under the tenant's row-level security (ADR 014). */
  const read = <T>(ctx: RequestContext, work: (repo: AccountHistoryRepo) => Promise<T>) =>
    tenantTransaction(db, ctx.tenant.id, (tx) => work(createAccountHistoryRepo(tx, ctx.tenant.id)));
  return {
    /** Own and active relatives' registrations: upcoming soonest first, past latest first. */
    async registrations(ctx: RequestContext) {
      const lang = ctx.language;
      const now = clock().getTime();
      const userId = userIdOf(signedInUser(ctx));
      const rows = await read(ctx, (repo) => repo.registrations(userId));
      const upcoming = rows.filter((r) => r.event_starts_ms >= now);
      const past = rows.filter((r) => r.event_starts_ms < now).reverse();
      return {
        upcoming: upcoming.map((r) => registrationView(r, lang)),
        // a code is for the start-pack point of an event still ahead
        past: past.map((r) => ({ ...registrationView(r, lang), checkinCode: null })),
      };
    },

    /** The account's orders with their items, newest first. */
    async orders(ctx: RequestContext): Promise<{ items: MyOrder[] }> {
      const lang = ctx.language;
      const userId = userIdOf(signedInUser(ctx));
      const { orders, items } = await read(ctx, async (repo) => {
        const orders = await repo.orders(userId);
        return { orders, items: await repo.orderItems(orders.map((o) => o.id)) };
      });
      return {
        items: orders.map((o) => ({
          id: o.id,
          number: o.number,
          status: o.status as MyOrder['status'],
          createdAt: iso(o.created_ms),
          paidAt: o.paid_ms === null ? null : iso(o.paid_ms),
          eventName: o.event_name_ru === null ? null : named(lang, o.event_name_ru, o.event_name_en),
          eventCode: o.event_code,
          raceCode: o.race_code,
          expiresAt: o.status === 'awaiting-payment' && o.expires_ms !== null ? iso(o.expires_ms) : null,
          items: items
            .filter((i) => i.order_id === o.id)
            .map((i) => ({
              name: i.name,
              kind: i.kind as MyOrder['items'][number]['kind'],
              price: { amount: i.price_amount, currency: o.currency },
              count: i.count,
            })),
          total: { amount: o.total_amount, currency: o.currency },
        })),
      };
    },

    /** Finished, DNF and DNS lines oldest first, and the best finished time per distance. */
    async training(ctx: RequestContext): Promise<Training> {
      const lang = ctx.language;
      const userId = userIdOf(signedInUser(ctx));
      const rows = await read(ctx, (repo) => repo.training(userId));
      const results = rows.map((r) => ({
        eventCode: r.event_code,
        eventName: named(lang, r.event_name_ru, r.event_name_en),
        raceName: named(lang, r.race_name_ru, r.race_name_en),
        date: iso(r.date_ms),
        lengthM: r.length_m,
        timeMs: r.status === 'finished' ? r.time_ms : null,
        status: r.status as Training['results'][number]['status'],
        place: r.place,
      }));
      const best = new Map<number, Training['personalBests'][number]>();
      for (const r of results) {
        if (r.status !== 'finished' || r.timeMs === null) continue;
        const current = best.get(r.lengthM);
        if (!current || r.timeMs < current.timeMs) {
          best.set(r.lengthM, { lengthM: r.lengthM, timeMs: r.timeMs, eventName: r.eventName, date: r.date });
        }
      }
      return { results, personalBests: [...best.values()].sort((a, b) => a.lengthM - b.lengthM) };
    },
  };
}

export type AccountHistoryService = ReturnType<typeof createAccountHistoryService>;
