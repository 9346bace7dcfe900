import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { OfflinePaymentMethod } from '../../shared/schemas/payments.js';
import { epochMs, rowsOf } from '../catalogue/db-rows.js';
import type { Executor } from '../db/client.js';
import { events, orderItems, orders, orderTransitions, payments, races, type RaceRow } from '../db/schema.js';
import { newOrderNumber } from '../registration/registration.repo.js';
import type { TenantId } from '../tenants/tenant-id.js';

/*
 * The start-pack point's reads and writes (issue 18 item 5, ADR 025): an event's live entries found by
 * check-in code, start number or name; the start pack marked given by one conditional update (two
 * operators at once: the second updates nothing); an order sold at the desk with its payment.
 */

export interface CheckinEntryRow {
  id: number;
  last_name: string;
  first_name: string;
  birth_date: string | null;
  race_code: string;
  race_name_ru: string;
  race_name_en: string;
  bib: string | null;
  team: string | null;
  status: 'pending' | 'confirmed';
  order_status: string | null;
  medical_status: string;
  insurance_status: string;
  identity_status: string;
  checkin_code: string;
  given_ms: number | null;
  given_by: string | null;
  offline: boolean;
}

/** What a search asks: the check-in code (if the text reads as one), and the text itself. */
export interface CheckinQuery {
  code: string | null;
  text: string;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export function createCheckinRepo(db: Executor, tenantId: TenantId) {
  /** Confirmed, or pending with a hold not past its time: the entries that hold a place. */
  const live = (now: Date): SQL =>
    sql`(g.status = 'confirmed' or (g.status = 'pending' and (g.expires_at is null or g.expires_at > ${now})))`;

  function select(condition: SQL, limit: number) {
    return rowsOf<CheckinEntryRow>(
      db,
      sql`select g.id,
          coalesce(g.last_name, p.last_name, '') as last_name,
          coalesce(g.first_name, p.first_name, '') as first_name,
          coalesce(g.birth_date, p.birth_date)::text as birth_date,
          r.code as race_code, r.name_ru as race_name_ru, r.name_en as race_name_en,
          g.bib, t.name as team, g.status, o.status as order_status,
          g.medical_status, g.insurance_status, g.identity_status, g.checkin_code,
          ${sql.raw(epochMs('g.start_pack_given_at'))} as given_ms,
          coalesce(nullif(trim(concat_ws(' ', gp.first_name, gp.last_name)), ''), gu.email) as given_by,
          (o.sold_by is not null) as offline
        from registrations g
        join races r on r.id = g.race_id and r.tenant_id = g.tenant_id
        left join persons p on p.id = g.person_id and p.tenant_id = g.tenant_id
        left join teams t on t.id = g.team_id and t.tenant_id = g.tenant_id
        left join orders o on o.id = g.order_id and o.tenant_id = g.tenant_id
        left join users gu on gu.id = g.start_pack_given_by and gu.tenant_id = g.tenant_id
        left join persons gp on gp.account_user_id = gu.id and gp.tenant_id = g.tenant_id
        where g.tenant_id = ${tenantId} and ${condition}
        order by lower(coalesce(g.last_name, p.last_name, '')), lower(coalesce(g.first_name, p.first_name, '')), g.id
        limit ${limit}`,
    );
  }

  return {
    /** The event's races in their start order. */
    races(eventId: number): Promise<RaceRow[]> {
      return db
        .select()
        .from(races)
        .where(and(eq(races.tenantId, tenantId), eq(races.eventId, eventId)))
        .orderBy(asc(races.startsAt), asc(races.id));
    },

    /** The event's lifecycle status (registration closed for the whole event closes every race). */
    async eventStatus(eventId: number) {
      const [row] = await db
        .select({ status: events.status })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)));
      return row?.status ?? 'published';
    },

    /**
     * The event's live entries matching the query: the one with the check-in code, any with the start
     * number, and those whose names hold every word of the text; at most `limit`.
     */
    search(eventId: number, query: CheckinQuery, now: Date, limit: number): Promise<CheckinEntryRow[]> {
      const words = query.text.split(/\s+/).filter(Boolean).slice(0, 4);
      const nameMatches = words.map((word) => {
        const p = likePattern(word);
        return sql`(coalesce(g.last_name, p.last_name, '') ilike ${p} or coalesce(g.first_name, p.first_name, '') ilike ${p})`;
      });
      const found: SQL[] = [sql`g.bib = ${query.text}`];
      if (query.code) found.push(sql`g.checkin_code = ${query.code}`);
      if (nameMatches.length) found.push(sql`(${sql.join(nameMatches, sql` and `)})`);
      return select(
        sql`g.event_id = ${eventId} and g.race_id is not null and ${live(now)}
          and (${sql.join(found, sql` or `)})`,
        limit,
      );
    },

    /** One live entry of the event, as the desk shows it. */
    async entry(eventId: number, id: number, now: Date): Promise<CheckinEntryRow | null> {
      const [row] = await select(
        sql`g.event_id = ${eventId} and g.id = ${id} and g.race_id is not null and ${live(now)}`,
        1,
      );
      return row ?? null;
    },

    /**
     * Marks the start pack given unless it is already: one statement, so of two operators at once the
     * second waits for the first's row lock, sees the pack given and updates nothing. True: this call won.
     */
    async giveStartPack(eventId: number, id: number, userId: number, at: Date): Promise<boolean> {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`update registrations set start_pack_given_at = ${at}, start_pack_given_by = ${userId}
          where tenant_id = ${tenantId} and event_id = ${eventId} and id = ${id}
            and status = 'confirmed' and start_pack_given_at is null
          returning id`,
      );
      return rows.length > 0;
    },

    /**
     * Takes a start pack given by mistake back: when and by whom it had been given (read under the row's
     * lock), or null when it was not given (nothing changed).
     */
    async takeStartPackBack(eventId: number, id: number): Promise<{ givenAt: Date; givenBy: number } | null> {
      const [given] = await rowsOf<{ at_ms: number; by: number }>(
        db,
        sql`select ${sql.raw(epochMs('start_pack_given_at'))} as at_ms, start_pack_given_by as by
          from registrations
          where tenant_id = ${tenantId} and event_id = ${eventId} and id = ${id}
            and start_pack_given_at is not null
          for update`,
      );
      if (!given) return null;
      await db.execute(
        sql`update registrations set start_pack_given_at = null, start_pack_given_by = null
          where tenant_id = ${tenantId} and event_id = ${eventId} and id = ${id}`,
      );
      return { givenAt: new Date(Number(given.at_ms)), givenBy: given.by };
    },

    /** Whether the race has a live entry of this name and birth date (the desk filling the form twice). */
    async holdsPlace(
      raceId: number,
      runner: { lastName: string; firstName: string; birthDate: string },
      now: Date,
    ): Promise<boolean> {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select g.id from registrations g
          left join persons p on p.id = g.person_id and p.tenant_id = g.tenant_id
          where g.tenant_id = ${tenantId} and g.race_id = ${raceId} and ${live(now)}
            and lower(coalesce(g.last_name, p.last_name, '')) = lower(${runner.lastName})
            and lower(coalesce(g.first_name, p.first_name, '')) = lower(${runner.firstName})
            and coalesce(g.birth_date, p.birth_date) = ${runner.birthDate}
          limit 1`,
      );
      return rows.length > 0;
    },

    /** The registration of the order the desk's form sent with this key, if that tap got through before. */
    async registrationOfKey(key: string): Promise<number | null> {
      const [row] = await rowsOf<{ id: number }>(
        db,
        sql`select g.id from ${orders} o join registrations g on g.order_id = o.id and g.tenant_id = o.tenant_id
          where o.tenant_id = ${tenantId} and o.offline_key = ${key} limit 1`,
      );
      return row?.id ?? null;
    },

    /** The order sold at the desk: paid at once, the operator's, keyed by the form's idempotency key. */
    async insertOrder(order: {
      eventId: number;
      raceId: number;
      soldBy: number;
      key: string;
      amount: number;
      currency: string;
      at: Date;
    }): Promise<{ id: number; number: string }> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const [row] = await db
          .insert(orders)
          .values({
            tenantId,
            number: newOrderNumber(),
            userId: null,
            soldBy: order.soldBy,
            offlineKey: order.key,
            eventId: order.eventId,
            raceId: order.raceId,
            status: 'paid',
            totalAmount: order.amount,
            fullAmount: order.amount,
            currency: order.currency,
            createdAt: order.at,
            paidAt: order.at,
          })
          .onConflictDoNothing({ target: [orders.tenantId, orders.number] })
          .returning({ id: orders.id, number: orders.number });
        if (row) return row;
      }
      throw new Error('no free order number after 5 attempts');
    },

    /** The order's line, its payment taken in person (none for a free race) and its transition, recorded. */
    async recordSale(sale: {
      orderId: number;
      registrationId: number;
      line: string;
      amount: number;
      currency: string;
      method: OfflinePaymentMethod;
      soldBy: number;
      language: 'ru' | 'en';
      at: Date;
    }): Promise<void> {
      await db.insert(orderItems).values({
        tenantId,
        orderId: sale.orderId,
        kind: 'registration',
        name: sale.line,
        priceAmount: sale.amount,
        registrationId: sale.registrationId,
      });
      if (sale.amount > 0) {
        await db.insert(payments).values({
          tenantId,
          orderId: sale.orderId,
          provider: 'start-pack-point',
          method: sale.method,
          amount: sale.amount,
          currency: sale.currency,
          status: 'succeeded',
          succeededAt: sale.at,
          createdAt: sale.at,
          updatedAt: sale.at,
          language: sale.language,
        });
      }
      await db.insert(orderTransitions).values({
        tenantId,
        orderId: sale.orderId,
        fromStatus: 'awaiting-payment',
        toStatus: 'paid',
        actor: `operator:${sale.soldBy}`,
        reason: `paid at the start-pack point (${sale.method})`,
        createdAt: sale.at,
      });
    },
  };
}

export type CheckinRepo = ReturnType<typeof createCheckinRepo>;
