import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { EventStatus } from '../../shared/domain/event-status.js';
import {
  events,
  orderItems,
  orders,
  orderTransitions,
  promoCodes,
  racePrices,
  races,
  registrations,
  type EventDocument,
  type NewOrderItemRow,
  type NewRegistrationRow,
  type RaceRow,
} from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { rowsOf } from '../catalogue/db-rows.js';
import type { PayerOption } from '../../shared/schemas/registration.js';

export interface EventOfRace {
  id: number;
  code: string;
  nameRu: string;
  nameEn: string;
  startsAt: Date;
  timeZone: string;
  documents: EventDocument[];
  /** null: the tenant's commission. */
  commissionBp: number | null;
  /** The event's lifecycle: a closed or finished event takes no online registration (race-state.ts). */
  status: EventStatus;
}

export interface RaceOfEvent {
  event: EventOfRace;
  race: RaceRow;
}

export interface PoolsTaken {
  adults: number;
  children: number;
}

export interface NewOrder {
  userId: number;
  eventId: number;
  raceId: number;
  payer: PayerOption;
  status: 'awaiting-payment' | 'paid';
  totalAmount: number;
  fullAmount: number;
  insuranceAmount: number;
  discountAmount: number;
  commissionAmount: number;
  promoCodeId: number | null;
  currency: string;
  expiresAt: Date | null;
  createdAt: Date;
  paidAt: Date | null;
  /** A company's order for its employees (corporate cabinet, ADR 031). */
  companyId?: number | null;
}

/** The columns of an event as the flow reads it (EventOfRace). */
export const eventColumns = {
  id: events.id,
  code: events.code,
  nameRu: events.nameRu,
  nameEn: events.nameEn,
  startsAt: events.startsAt,
  timeZone: events.timeZone,
  documents: events.documents,
  commissionBp: events.commissionBp,
  status: events.status,
};

export interface BookingState {
  taken: PoolsTaken;
  personsHolding: Set<number>;
  emailsHolding: Set<string>;
  payerHasOpenOrder: boolean;
  price: { amount: number; currency: string };
}

/** `(v1, v2, …)` for `x in …`; `(null)` for none, which matches nothing. */
function inList(values: readonly (string | number)[]): SQL {
  if (!values.length) return sql`(null)`;
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** Letters and digits of an order number, without the ones read alike (0/O, 1/I). */
const NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `SL-XXXX-XXXX`: unguessable, so a number says nothing of how many orders there are. */
export function newOrderNumber(): string {
  const part = () => Array.from({ length: 4 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]);
  return `SL-${part().join('')}-${part().join('')}`;
}

/**
 * A registration that holds a place at `now` (as the catalogue counts them, list-conditions.ts `takenSql`):
 * confirmed, or pending with a hold that has not expired (a pending row without an expiry, e.g. imported,
 * holds its place).
 */
export const holdsPlace = (now: Date): SQL =>
  sql`(${registrations.status} = 'confirmed' or (${registrations.status} = 'pending' and (${registrations.expiresAt} is null or ${registrations.expiresAt} > ${now})))`;

/** An order (of the `orders` row in scope) none of whose registrations holds a place at `now`. */
/** Why, in an order's transitions, an order awaiting payment expired (hold-sweeper.ts too). */
export const WINDOW_ENDED = 'the 20-minute payment window ended';
/** Who, in an order's transitions, ends a payment window found over while a booking is decided. */
const BOOKING_ACTOR = 'system:booking';

export const holdsNoPlace = (now: Date): SQL =>
  sql`not exists (select 1 from ${registrations} where ${registrations.tenantId} = ${orders.tenantId}
    and ${registrations.orderId} = ${orders.id} and ${holdsPlace(now)})`;

/**
 * The one-active-place-per-person index refusing a write (the second line of defence behind the race's row
 * lock), found through the error's causes: its detail names the person; null for any other error.
 */
export function uniquePlaceViolation(error: unknown): { personId: number } | null {
  for (let e: unknown = error; e && typeof e === 'object';) {
    const pg = e as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (pg.code === '23505' && pg.constraint === 'registrations_race_person_active_unique') {
      return { personId: Number(/=\(\d+, \d+, (\d+)\)/.exec(String(pg.detail ?? ''))?.[1]) };
    }
    e = pg.cause;
  }
  return null;
}

/** Races, holds, orders and their lines of the registration flow, on one tenant. */
export function createRegistrationRepo(db: Executor, tenantId: TenantId) {
  const ofRace = (raceId: number, ...more: SQL[]) =>
    and(eq(registrations.tenantId, tenantId), eq(registrations.raceId, raceId), ...more);

  return {
    /** A race of a published event, by the codes of its URL. */
    async raceByCodes(eventCode: string, raceCode: string): Promise<RaceOfEvent | null> {
      const [row] = await db
        .select({ event: eventColumns, race: races })
        .from(races)
        .innerJoin(events, and(eq(events.id, races.eventId), eq(events.tenantId, races.tenantId)))
        .where(
          and(
            eq(races.tenantId, tenantId),
            eq(events.code, eventCode),
            eq(races.code, raceCode),
            eq(events.published, true),
          ),
        );
      return row ?? null;
    },

    /** The lifecycle status of an event (event-status.ts); a draft when the event is gone. */
    async eventStatus(eventId: number): Promise<EventStatus> {
      const [row] = await db
        .select({ status: events.status })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)));
      return row?.status ?? 'draft';
    },

    /**
     * The race's row, locked until the transaction ends (`SELECT … FOR UPDATE`, DESIGN §5): every booking
     * of the race waits here for the one before it, so the places it counts next cannot change under it.
     */
    async lockRace(raceId: number): Promise<RaceRow | null> {
      const [row] = await db
        .select()
        .from(races)
        .where(and(eq(races.id, raceId), eq(races.tenantId, tenantId)))
        .for('update');
      return row ?? null;
    },

    /**
     * Marks the race's holds past their time expired, and their orders awaiting payment when none of their
     * registrations holds a place any more, each with its transition recorded (one statement); so the
     * one-place-per-person index does not count them either.
     */
    async expireHoldsOfRace(raceId: number, now: Date): Promise<void> {
      await db.execute(sql`with expired as (
          update ${registrations} set status = 'expired'
          where ${ofRace(raceId)} and ${registrations.status} = 'pending' and ${registrations.expiresAt} <= ${now}
          returning ${registrations.orderId} as order_id)
        , ended as (
          update ${orders} set status = 'expired'
          where ${orders.tenantId} = ${tenantId} and ${orders.status} = 'awaiting-payment'
            and ${orders.id} in (select order_id from expired)
            and ${holdsNoPlace(now)}
          returning ${orders.id} as order_id)
        insert into ${orderTransitions} (tenant_id, order_id, from_status, to_status, actor, reason)
        select ${tenantId}, order_id, 'awaiting-payment', 'expired', ${BOOKING_ACTOR}, ${WINDOW_ENDED}
        from ended`);
    },

    /**
     * What a booking of the race is decided on at `now`, in one statement: the places taken in each pool,
     * which of these persons and addresses (lower case; a friend's entry, or the account of a person
     * registered) hold a place, whether the user has an order of the race awaiting payment for this payer,
     * and the race's price (the last step in force; before the first step, the first; none: free).
     */
    async bookingState(
      raceId: number,
      who: { personIds: number[]; emails: string[]; userId: number; payer: PayerOption },
      now: Date,
    ): Promise<BookingState> {
      const live = sql`${ofRace(raceId)} and ${holdsPlace(now)}`;
      const taken = (pool: 'adults' | 'children') =>
        sql`(select count(*)::int from ${registrations} where ${live} and ${registrations.pool} = ${pool})`;
      const price = (column: 'amount' | 'currency') =>
        sql`(select ${sql.raw(column)} from ${racePrices} where ${racePrices.tenantId} = ${tenantId}
          and ${racePrices.raceId} = ${raceId} order by ${racePrices.validFrom} <= ${now} desc,
          case when ${racePrices.validFrom} <= ${now} then ${racePrices.validFrom} end desc,
          ${racePrices.validFrom} limit 1)`;
      const emails = inList(who.emails);
      const [row] = await rowsOf<{
        adults: number;
        children: number;
        persons: number[];
        emails: string[];
        open_order: boolean;
        amount: number | null;
        currency: string | null;
      }>(
        db,
        sql`select ${taken('adults')} as adults, ${taken('children')} as children,
          (select coalesce(json_agg(${registrations.personId}), '[]'::json) from ${registrations}
            where ${live} and ${registrations.personId} in ${inList(who.personIds)}) as persons,
          (select coalesce(json_agg(x.email), '[]'::json) from (
            select lower(${registrations.email}) as email from ${registrations}
              where ${live} and lower(${registrations.email}) in ${emails}
            union
            select u.email from ${registrations}
              join persons p on p.tenant_id = ${registrations.tenantId} and p.id = ${registrations.personId}
              join users u on u.tenant_id = p.tenant_id and u.id = p.account_user_id
              where ${live} and u.email in ${emails}) x) as emails,
          exists (select 1 from ${orders} where ${orders.tenantId} = ${tenantId}
            and ${orders.userId} = ${who.userId} and ${orders.raceId} = ${raceId}
            and ${orders.payer} = ${who.payer} and ${orders.status} = 'awaiting-payment'
            and (${orders.expiresAt} is null or ${orders.expiresAt} > ${now})) as open_order,
          ${price('amount')} as amount, ${price('currency')} as currency`,
      );
      return {
        taken: { adults: Number(row?.adults ?? 0), children: Number(row?.children ?? 0) },
        personsHolding: new Set(row?.persons ?? []),
        emailsHolding: new Set(row?.emails ?? []),
        payerHasOpenOrder: row?.open_order === true,
        price: { amount: row?.amount ?? 0, currency: row?.currency ?? 'RUB' },
      };
    },

    /** A new order under a fresh number (drawn again in the unlikely case it is taken). */
    async insertOrder(order: NewOrder): Promise<{ id: number; number: string }> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const [row] = await db
          .insert(orders)
          .values({ tenantId, number: newOrderNumber(), ...order })
          .onConflictDoNothing()
          .returning({ id: orders.id, number: orders.number });
        if (row) return row;
      }
      throw new Error('no free order number after 5 attempts');
    },

    async insertRegistrations(rows: Omit<NewRegistrationRow, 'tenantId'>[]): Promise<number[]> {
      const ids = await db
        .insert(registrations)
        .values(rows.map((r) => ({ ...r, tenantId })))
        .returning({ id: registrations.id });
      return ids.map((r) => r.id);
    },

    /** The order's lines: a registration per participant, then insurance, services and goods. */
    async insertOrderLines(
      orderId: number,
      lines: Omit<NewOrderItemRow, 'tenantId' | 'orderId'>[],
    ): Promise<void> {
      if (!lines.length) return;
      await db.insert(orderItems).values(lines.map((l) => ({ tenantId, orderId, ...l })));
    },

    /** An order of the user with its event and race; null when it is not theirs or does not exist. */
    async orderOfUser(userId: number, number: string) {
      const [row] = await db
        .select({
          order: orders,
          event: eventColumns,
          race: { code: races.code, nameRu: races.nameRu, nameEn: races.nameEn },
          promoCode: promoCodes.code,
        })
        .from(orders)
        .innerJoin(events, and(eq(events.id, orders.eventId), eq(events.tenantId, orders.tenantId)))
        .innerJoin(races, and(eq(races.id, orders.raceId), eq(races.tenantId, orders.tenantId)))
        .leftJoin(
          promoCodes,
          and(eq(promoCodes.id, orders.promoCodeId), eq(promoCodes.tenantId, orders.tenantId)),
        )
        .where(and(eq(orders.tenantId, tenantId), eq(orders.userId, userId), eq(orders.number, number)));
      return row ?? null;
    },

    /** The order's lines in the order they were written. */
    async linesOfOrder(orderId: number) {
      return db
        .select({
          kind: orderItems.kind,
          name: orderItems.name,
          priceAmount: orderItems.priceAmount,
          count: orderItems.count,
        })
        .from(orderItems)
        .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)))
        .orderBy(orderItems.id);
    },

    async registrationsOfOrder(orderId: number) {
      return db
        .select({
          firstName: registrations.firstName,
          lastName: registrations.lastName,
          kind: registrations.participantKind,
          status: registrations.status,
          expiresAt: registrations.expiresAt,
          bib: registrations.bib,
        })
        .from(registrations)
        .where(and(eq(registrations.tenantId, tenantId), eq(registrations.orderId, orderId)))
        .orderBy(registrations.id);
    },

    /** Cancels the user's orders awaiting payment and frees their holds; answers how many orders. */
    async cancelOpenOrdersOf(userId: number): Promise<number> {
      const cancelled = await db
        .update(orders)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(orders.tenantId, tenantId),
            eq(orders.userId, userId),
            eq(orders.status, 'awaiting-payment'),
          ),
        )
        .returning({ id: orders.id });
      if (!cancelled.length) return 0;
      await db
        .update(registrations)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(registrations.tenantId, tenantId),
            eq(registrations.status, 'pending'),
            inArray(
              registrations.orderId,
              cancelled.map((o) => o.id),
            ),
          ),
        );
      return cancelled.length;
    },
  };
}

export type RegistrationRepo = ReturnType<typeof createRegistrationRepo>;
