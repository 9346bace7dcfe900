import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../catalogue/db-rows.js';
import type { Executor } from '../db/client.js';
import {
  companies,
  companyEmployees,
  events,
  orders,
  persons,
  races,
  registrations,
  users,
  type RaceRow,
} from '../db/schema.js';
import { eventColumns, holdsPlace, type EventOfRace } from '../registration/registration.repo.js';
import type { TenantId } from '../tenants/tenant-id.js';

/*
 * What a company's bulk registration reads and writes besides the registration flow's own repository
 * (issue 19 item 7, ADR 031): its employees as an entry needs them, the races open to book, its orders and
 * their places. Every query is bound to the tenant, and to the company where it names one.
 */

/** An employee as a booking reads them: a linked one (consent given) by their own profile. */
export interface BookingEmployee {
  id: number;
  lastName: string;
  firstName: string;
  patronymic: string;
  gender: 'male' | 'female' | null;
  birthDate: string | null;
  /** Where their mail goes: the linked account's address, else the one the company typed. */
  email: string | null;
  /** The employee's own person, when they linked their account and consented. */
  personId: number | null;
}

export type RaceToBook = { event: EventOfRace & { corporateHoldDays: number }; race: RaceRow };

/** `lower(x) like %q%` over an employee's names, or nothing without a search. */
const likeAny = (q: string | undefined, ...columns: SQL[]) => {
  if (!q) return undefined;
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${sql.join(
    columns.map((c) => sql`lower(${c}) like ${pattern}`),
    sql` or `,
  )})`;
};

export function createCorpBookingRepo(db: Executor, tenantId: TenantId) {
  // a linked employee who consented is read from their own profile (ADR 031 point 5)
  const linked = sql`(${companyEmployees.personId} is not null and ${companyEmployees.consentedAt} is not null)`;
  const pick = <T>(own: SQL<T>, typed: SQL<T>) => sql<T>`case when ${linked} then ${own} else ${typed} end`;
  const employeeColumns = {
    id: companyEmployees.id,
    lastName: pick(sql<string>`${persons.lastName}`, sql<string>`${companyEmployees.lastName}`),
    firstName: pick(sql<string>`${persons.firstName}`, sql<string>`${companyEmployees.firstName}`),
    patronymic: pick(sql<string>`${persons.patronymic}`, sql<string>`${companyEmployees.patronymic}`),
    gender: pick(
      sql<'male' | 'female' | null>`nullif(${persons.gender}, 'unknown')`,
      sql<'male' | 'female' | null>`${companyEmployees.gender}`,
    ),
    birthDate: pick(
      sql<string | null>`${persons.birthDate}::text`,
      sql<string | null>`${companyEmployees.birthDate}::text`,
    ),
    email: pick(sql<string | null>`${users.email}`, sql<string | null>`${companyEmployees.email}`),
    personId: sql<number | null>`case when ${linked} then ${companyEmployees.personId} end`,
  };
  const employeesOf = (companyId: number, ...more: (SQL | undefined)[]) =>
    db
      .select(employeeColumns)
      .from(companyEmployees)
      .leftJoin(
        persons,
        and(eq(persons.tenantId, companyEmployees.tenantId), eq(persons.id, companyEmployees.personId)),
      )
      .leftJoin(users, and(eq(users.tenantId, persons.tenantId), eq(users.id, persons.accountUserId)))
      .where(
        and(
          eq(companyEmployees.tenantId, tenantId),
          eq(companyEmployees.companyId, companyId),
          isNull(companyEmployees.removedAt),
          ...more,
        ),
      );

  return {
    /** The company's employees (not removed) of these ids; ids of anyone else are simply not found. */
    async employeesByIds(companyId: number, ids: number[]): Promise<BookingEmployee[]> {
      if (!ids.length) return [];
      return employeesOf(companyId, inArray(companyEmployees.id, ids));
    },

    /** The company's employees matching a search (names, e-mail), by name, with how many match. */
    async searchEmployees(companyId: number, q: string | undefined, limit: number) {
      const match = likeAny(
        q,
        sql`${companyEmployees.lastName} || ' ' || ${companyEmployees.firstName}`,
        sql`${companyEmployees.firstName} || ' ' || ${companyEmployees.lastName}`,
        sql`coalesce(${companyEmployees.email}, '')`,
        sql`${persons.lastName} || ' ' || ${persons.firstName}`,
      );
      const [rows, count] = await Promise.all([
        employeesOf(companyId, match)
          .orderBy(asc(companyEmployees.lastName), asc(companyEmployees.firstName), asc(companyEmployees.id))
          .limit(limit),
        employeesOf(companyId, match),
      ]);
      return { rows, total: count.length };
    },

    /** A race of a published event with what a corporate booking needs of the event (its hold days). */
    async race(raceId: number): Promise<RaceToBook | null> {
      const [row] = await db
        .select({ event: { ...eventColumns, corporateHoldDays: events.corporateHoldDays }, race: races })
        .from(races)
        .innerJoin(events, and(eq(events.id, races.eventId), eq(events.tenantId, races.tenantId)))
        .where(and(eq(races.tenantId, tenantId), eq(races.id, raceId), eq(events.published, true)));
      return row ?? null;
    },

    /**
     * Individual races of published events whose registration is open at `now` (race-state.ts's rules
     * but for places: those are counted here and shown), soonest first, matching a search of the event's
     * or the race's name.
     */
    async openRaces(q: string | undefined, now: Date, limit: number) {
      const match = likeAny(q, sql`${events.nameRu}`, sql`${events.nameEn}`, sql`${races.nameRu}`);
      return db
        .select({
          event: eventColumns,
          race: races,
          taken: sql<number>`(select count(*)::int from ${registrations} where ${registrations.tenantId} = ${races.tenantId}
            and ${registrations.raceId} = ${races.id} and ${holdsPlace(now)})`,
        })
        .from(races)
        .innerJoin(events, and(eq(events.id, races.eventId), eq(events.tenantId, races.tenantId)))
        .where(
          and(
            eq(races.tenantId, tenantId),
            eq(events.published, true),
            eq(events.status, 'published'),
            eq(races.format, 'individual'),
            eq(races.registrationDisabled, false),
            sql`${races.startsAt} > ${now}`,
            sql`(${races.registrationOpensAt} is null or ${races.registrationOpensAt} <= ${now})`,
            sql`(${races.registrationClosesAt} is null or ${races.registrationClosesAt} > ${now})`,
            match,
          ),
        )
        .orderBy(asc(races.startsAt), asc(events.id), asc(races.id))
        .limit(limit);
    },

    /** Which of these employees hold a place in the race through a company's entry (ADR 015's `holdsPlace`). */
    async employeesHolding(raceId: number, employeeIds: number[], now: Date): Promise<Set<number>> {
      if (!employeeIds.length) return new Set();
      const rows = await db
        .select({ id: registrations.companyEmployeeId })
        .from(registrations)
        .where(
          and(
            eq(registrations.tenantId, tenantId),
            eq(registrations.raceId, raceId),
            inArray(registrations.companyEmployeeId, employeeIds),
            holdsPlace(now),
          ),
        );
      return new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
    },

    /** The company's requisites an invoice names as its payer. */
    async payerOf(companyId: number) {
      const [row] = await db
        .select({
          name: companies.name,
          legalName: companies.legalName,
          inn: companies.inn,
          kpp: companies.kpp,
          address: companies.legalAddress,
        })
        .from(companies)
        .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)));
      return row ?? null;
    },

    /** The company's orders, newest first, with their event, race and number of places. */
    async orders(companyId: number, limit: number) {
      return db
        .select({
          order: orders,
          event: eventColumns,
          race: { code: races.code, nameRu: races.nameRu, nameEn: races.nameEn },
          places: sql<number>`(select count(*)::int from ${registrations} where ${registrations.tenantId} = ${orders.tenantId}
            and ${registrations.orderId} = ${orders.id})`,
        })
        .from(orders)
        .innerJoin(events, and(eq(events.id, orders.eventId), eq(events.tenantId, orders.tenantId)))
        .innerJoin(races, and(eq(races.id, orders.raceId), eq(races.tenantId, orders.tenantId)))
        .where(and(eq(orders.tenantId, tenantId), eq(orders.companyId, companyId)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },

    /** One order of the company by its number (another company's, or a person's: null). */
    async order(companyId: number, number: string) {
      const [row] = await db
        .select({
          order: orders,
          event: eventColumns,
          race: { code: races.code, nameRu: races.nameRu, nameEn: races.nameEn },
          bookedBy: users.email,
          bookerFirstName: persons.firstName,
          bookerLastName: persons.lastName,
        })
        .from(orders)
        .innerJoin(events, and(eq(events.id, orders.eventId), eq(events.tenantId, orders.tenantId)))
        .innerJoin(races, and(eq(races.id, orders.raceId), eq(races.tenantId, orders.tenantId)))
        .leftJoin(users, and(eq(users.tenantId, orders.tenantId), eq(users.id, orders.userId)))
        .leftJoin(persons, and(eq(persons.tenantId, users.tenantId), eq(persons.accountUserId, users.id)))
        .where(
          and(eq(orders.tenantId, tenantId), eq(orders.companyId, companyId), eq(orders.number, number)),
        );
      return row ?? null;
    },

    /** The order's places in the order they were booked. */
    async places(orderId: number) {
      return db
        .select({
          id: registrations.id,
          firstName: registrations.firstName,
          lastName: registrations.lastName,
          status: registrations.status,
          expiresAt: registrations.expiresAt,
          employeeId: registrations.companyEmployeeId,
          personId: registrations.personId,
        })
        .from(registrations)
        .where(and(eq(registrations.tenantId, tenantId), eq(registrations.orderId, orderId)))
        .orderBy(asc(registrations.id));
    },

    /**
     * Gives a place by link a new link (its old one stops working): only while nobody has taken it into an
     * account (`person_id` null). Answers whether it did.
     */
    async relink(orderId: number, registrationId: number, hash: string): Promise<boolean> {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`update ${registrations} set invitation_hash = ${hash}
          where ${registrations.tenantId} = ${tenantId} and ${registrations.orderId} = ${orderId}
            and ${registrations.id} = ${registrationId} and ${registrations.companyEmployeeId} is null
            and ${registrations.personId} is null and ${registrations.invitationHash} is not null
          returning ${registrations.id}`,
      );
      return rows.length > 0;
    },

    /** The place of the order by id (another order's: null). */
    async place(orderId: number, registrationId: number) {
      const [row] = await db
        .select({
          id: registrations.id,
          employeeId: registrations.companyEmployeeId,
          personId: registrations.personId,
          status: registrations.status,
        })
        .from(registrations)
        .where(
          and(
            eq(registrations.tenantId, tenantId),
            eq(registrations.orderId, orderId),
            eq(registrations.id, registrationId),
          ),
        );
      return row ?? null;
    },
  };
}

export type CorpBookingRepo = ReturnType<typeof createCorpBookingRepo>;
