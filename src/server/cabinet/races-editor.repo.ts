import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { rowsOf } from '../catalogue/db-rows.js';
import type { Executor } from '../db/client.js';
import {
  eventItems,
  eventItemVariants,
  promoCodes,
  raceInsurances,
  racePrices,
  races,
  raceStages,
  type NewRaceRow,
  type PromoCodeRow,
  type RaceRow,
  type RaceStageRow,
} from '../db/schema.js';
import { holdsPlace } from '../registration/registration.repo.js';
import { teamTakesPlace } from '../teams/team-places.js';
import type { TenantId } from '../tenants/tenant-id.js';

/*
 * A race of an event as the cabinet's editor reads and writes it (issue 18 item 2): the race's row, its
 * price steps, insurances, relay stages and promo codes, and the event's goods and services; with what the
 * editing rules count (places taken, units sold, codes used). The service calls the writes under the
 * race's row lock, the one every booking of the race takes first (registration.repo.ts `lockRace`).
 */

export type RaceFields = Omit<NewRaceRow, 'id' | 'tenantId' | 'eventId' | 'bibFrom' | 'bibTo'>;

export interface Taken {
  adults: number;
  children: number;
  /** Teams taking a place (a team or relay race's capacity counts them). */
  teams: number;
}

export type NewPrice = { validFrom: Date; amount: number };
export type NewStage = Omit<RaceStageRow, 'id' | 'tenantId' | 'raceId'>;
export type CodeFields = Pick<
  PromoCodeRow,
  'code' | 'purpose' | 'percentBp' | 'amount' | 'maxUses' | 'validFrom' | 'validUntil' | 'active'
>;

export function createRacesEditorRepo(db: Executor, tenantId: TenantId) {
  const ofRace = (raceId: number) => and(eq(races.tenantId, tenantId), eq(races.id, raceId));
  const deletePrices = (raceId: number) =>
    db.delete(racePrices).where(and(eq(racePrices.tenantId, tenantId), eq(racePrices.raceId, raceId)));

  return {
    /** The event's races in start order. */
    races(eventId: number): Promise<RaceRow[]> {
      return db
        .select()
        .from(races)
        .where(and(eq(races.tenantId, tenantId), eq(races.eventId, eventId)))
        .orderBy(asc(races.startsAt), asc(races.id));
    },

    /** A race of the event by code; locked until the transaction ends when `lock` (bookings wait). */
    async race(eventId: number, code: string, lock: boolean): Promise<RaceRow | null> {
      const query = db
        .select()
        .from(races)
        .where(and(eq(races.tenantId, tenantId), eq(races.eventId, eventId), eq(races.code, code)));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async insertRace(eventId: number, fields: RaceFields): Promise<RaceRow> {
      const [row] = await db
        .insert(races)
        .values({ ...fields, tenantId, eventId })
        .returning();
      if (!row) throw new Error('the race was not inserted');
      return row;
    },

    async updateRace(raceId: number, fields: RaceFields): Promise<void> {
      await db.update(races).set(fields).where(ofRace(raceId));
    },

    /**
     * Whether anybody ever entered the race: an entry in any state (a hold that expired or was cancelled
     * unpaid too), an order for it or carrying one of its codes, a team, a result. Such a race keeps its
     * row, for the history of the orders and entries that name it (ADR 029).
     */
    async everEntered(raceId: number): Promise<boolean> {
      const [row] = await rowsOf<{ entered: boolean }>(
        db,
        sql`select
          exists (select 1 from registrations where tenant_id = ${tenantId} and race_id = ${raceId})
          or exists (select 1 from teams where tenant_id = ${tenantId} and race_id = ${raceId})
          or exists (select 1 from results where tenant_id = ${tenantId} and race_id = ${raceId})
          or exists (select 1 from orders where tenant_id = ${tenantId} and race_id = ${raceId})
          or exists (select 1 from orders o join promo_codes p on p.id = o.promo_code_id
            and p.tenant_id = o.tenant_id where p.tenant_id = ${tenantId} and p.race_id = ${raceId}) as entered`,
      );
      return row?.entered === true;
    },

    /**
     * Deletes a race nobody entered (`everEntered` false, under its row lock): its price steps, then the
     * race with what is only its own (stages, insurances, codes, access grants, unfinished registration
     * forms: their foreign keys cascade).
     */
    async deleteRace(raceId: number): Promise<void> {
      await deletePrices(raceId);
      await db.delete(races).where(ofRace(raceId));
    },

    /** Places taken at `now` per pool, and teams taking one (DESIGN §5: confirmed or held within time). */
    async taken(raceId: number, now: Date): Promise<Taken> {
      const [row] = await rowsOf<Taken>(
        db,
        sql`select
          (select count(*) from registrations where tenant_id = ${tenantId} and race_id = ${raceId}
            and ${holdsPlace(now)} and pool = 'adults')::int as adults,
          (select count(*) from registrations where tenant_id = ${tenantId} and race_id = ${raceId}
            and ${holdsPlace(now)} and pool = 'children')::int as children,
          (select count(*) from teams t where t.tenant_id = ${tenantId} and t.race_id = ${raceId}
            and ${teamTakesPlace('t', now)})::int as teams`,
      );
      return row ?? { adults: 0, children: 0, teams: 0 };
    },

    /** Whether entries (pending or confirmed) or active teams exist: they fix the format. */
    async hasEntriesOrTeams(raceId: number): Promise<{ entries: boolean; teams: boolean }> {
      const [row] = await rowsOf<{ entries: boolean; teams: boolean }>(
        db,
        sql`select
          exists (select 1 from registrations where tenant_id = ${tenantId} and race_id = ${raceId}
            and status in ('pending', 'confirmed')) as entries,
          exists (select 1 from teams where tenant_id = ${tenantId} and race_id = ${raceId}
            and status = 'active') as teams`,
      );
      return { entries: row?.entries === true, teams: row?.teams === true };
    },

    prices(raceId: number) {
      return db
        .select()
        .from(racePrices)
        .where(and(eq(racePrices.tenantId, tenantId), eq(racePrices.raceId, raceId)))
        .orderBy(asc(racePrices.validFrom));
    },

    /** Price steps replace the old ones (nothing refers to a step: an order keeps its own amount). */
    async replacePrices(raceId: number, steps: readonly NewPrice[]): Promise<void> {
      await deletePrices(raceId);
      if (steps.length) {
        await db.insert(racePrices).values(steps.map((s) => ({ ...s, tenantId, raceId })));
      }
    },

    stages(raceId: number): Promise<RaceStageRow[]> {
      return db
        .select()
        .from(raceStages)
        .where(and(eq(raceStages.tenantId, tenantId), eq(raceStages.raceId, raceId)))
        .orderBy(asc(raceStages.position));
    },

    /** Stages replace the old ones by position (members refer to a stage by its position). */
    async replaceStages(raceId: number, stages: readonly NewStage[]): Promise<void> {
      await db
        .delete(raceStages)
        .where(and(eq(raceStages.tenantId, tenantId), eq(raceStages.raceId, raceId)));
      if (stages.length) {
        await db.insert(raceStages).values(stages.map((s) => ({ ...s, tenantId, raceId })));
      }
    },

    /** Policies sold per insurance: order lines of orders that are paid or awaiting payment. */
    async insurancesSold(ids: readonly number[], now: Date): Promise<Map<number, number>> {
      if (!ids.length) return new Map();
      const rows = await rowsOf<{ id: number; n: number }>(
        db,
        sql`select oi.insurance_id as id, sum(oi.count)::int as n from order_items oi
          join orders o on o.id = oi.order_id and o.tenant_id = oi.tenant_id
          where oi.tenant_id = ${tenantId} and oi.insurance_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
            and (o.status = 'paid' or (o.status = 'awaiting-payment' and (o.expires_at is null or o.expires_at > ${now})))
          group by oi.insurance_id`,
      );
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    /** The race's own codes; locked when `lock` (an order applying one waits, and counts after). */
    async codes(raceId: number, lock: boolean): Promise<PromoCodeRow[]> {
      const query = db
        .select()
        .from(promoCodes)
        .where(and(eq(promoCodes.tenantId, tenantId), eq(promoCodes.raceId, raceId)))
        .orderBy(asc(promoCodes.id));
      return lock ? query.for('update') : query;
    },

    /** Orders that carry each code (any status: they keep referring to it) and the gate's grants by it. */
    async codeUses(ids: readonly number[]): Promise<Map<number, number>> {
      if (!ids.length) return new Map();
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      const rows = await rowsOf<{ id: number; n: number }>(
        db,
        sql`select id, sum(n)::int as n from (
            select promo_code_id as id, count(*) as n from orders
              where tenant_id = ${tenantId} and promo_code_id in (${list}) group by promo_code_id
            union all
            select promo_code_id as id, count(*) as n from race_access_grants
              where tenant_id = ${tenantId} and promo_code_id in (${list}) group by promo_code_id) u
          group by id`,
      );
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    /** Which of these codes the tenant has already, on rows other than `exceptIds`. */
    async codesElsewhere(codes: readonly string[], exceptIds: readonly number[]): Promise<Set<string>> {
      if (!codes.length) return new Set();
      const where = [eq(promoCodes.tenantId, tenantId), inArray(promoCodes.code, [...codes])];
      if (exceptIds.length) where.push(notInArray(promoCodes.id, [...exceptIds]));
      const rows = await db
        .select({ code: promoCodes.code })
        .from(promoCodes)
        .where(and(...where));
      return new Set(rows.map((r) => r.code));
    },

    async insertCode(eventId: number, raceId: number, fields: CodeFields): Promise<void> {
      await db.insert(promoCodes).values({ ...fields, tenantId, eventId, raceId });
    },

    async updateCode(id: number, fields: CodeFields): Promise<void> {
      await db
        .update(promoCodes)
        .set(fields)
        .where(and(eq(promoCodes.tenantId, tenantId), eq(promoCodes.id, id)));
    },

    async deleteCodes(ids: readonly number[]): Promise<void> {
      if (!ids.length) return;
      await db
        .delete(promoCodes)
        .where(and(eq(promoCodes.tenantId, tenantId), inArray(promoCodes.id, [...ids])));
    },

    async upsertInsurance(
      raceId: number,
      id: number | undefined,
      fields: Omit<typeof raceInsurances.$inferInsert, 'id' | 'tenantId' | 'raceId'>,
    ): Promise<void> {
      if (id === undefined) await db.insert(raceInsurances).values({ ...fields, tenantId, raceId });
      else {
        await db
          .update(raceInsurances)
          .set(fields)
          .where(and(eq(raceInsurances.tenantId, tenantId), eq(raceInsurances.id, id)));
      }
    },

    /** Removes the race's insurances other than `keep`. */
    async deleteInsurancesExcept(raceId: number, keep: readonly number[]): Promise<void> {
      const where = [eq(raceInsurances.tenantId, tenantId), eq(raceInsurances.raceId, raceId)];
      if (keep.length) where.push(notInArray(raceInsurances.id, [...keep]));
      await db.delete(raceInsurances).where(and(...where));
    },

    /** An item (new when `id` is undefined); answers its id. */
    async upsertItem(
      eventId: number,
      id: number | undefined,
      fields: Omit<typeof eventItems.$inferInsert, 'id' | 'tenantId' | 'eventId'>,
    ): Promise<number> {
      if (id !== undefined) {
        await db
          .update(eventItems)
          .set(fields)
          .where(and(eq(eventItems.tenantId, tenantId), eq(eventItems.id, id)));
        return id;
      }
      const [row] = await db
        .insert(eventItems)
        .values({ ...fields, tenantId, eventId })
        .returning({ id: eventItems.id });
      if (!row) throw new Error('the item was not inserted');
      return row.id;
    },

    async deleteItems(ids: readonly number[]): Promise<void> {
      if (!ids.length) return;
      await db
        .delete(eventItems)
        .where(and(eq(eventItems.tenantId, tenantId), inArray(eventItems.id, [...ids])));
    },

    async upsertVariant(
      itemId: number,
      id: number | undefined,
      fields: Omit<typeof eventItemVariants.$inferInsert, 'id' | 'tenantId' | 'itemId'>,
    ): Promise<void> {
      if (id === undefined) await db.insert(eventItemVariants).values({ ...fields, tenantId, itemId });
      else {
        await db
          .update(eventItemVariants)
          .set(fields)
          .where(and(eq(eventItemVariants.tenantId, tenantId), eq(eventItemVariants.id, id)));
      }
    },

    async deleteVariants(ids: readonly number[]): Promise<void> {
      if (!ids.length) return;
      await db
        .delete(eventItemVariants)
        .where(and(eq(eventItemVariants.tenantId, tenantId), inArray(eventItemVariants.id, [...ids])));
    },

    /** The price in force at `now` per race of the event (the first step before any applies; none: free). */
    async pricesNow(eventId: number, now: Date): Promise<Map<number, number>> {
      const rows = await rowsOf<{ race_id: number; amount: number }>(
        db,
        sql`select distinct on (p.race_id) p.race_id, p.amount from race_prices p
          join races r on r.id = p.race_id and r.tenant_id = p.tenant_id
          where p.tenant_id = ${tenantId} and r.event_id = ${eventId}
          order by p.race_id, p.valid_from <= ${now} desc,
            case when p.valid_from <= ${now} then p.valid_from end desc, p.valid_from`,
      );
      return new Map(rows.map((r) => [r.race_id, r.amount]));
    },
  };
}

export type RacesEditorRepo = ReturnType<typeof createRacesEditorRepo>;
