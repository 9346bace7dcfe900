import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import {
  events,
  orderItems,
  races,
  registrationChanges,
  registrations,
  teams,
  users,
  type RegistrationChangeKind,
  type RegistrationRow,
} from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

export type EntryRaceRow = typeof races.$inferSelect;

/** One entry of an event with its race, team and the registering account's e-mail. */
export interface EntryDetailRow {
  registration: RegistrationRow;
  race: EntryRaceRow | null;
  team: string | null;
  accountEmail: string | null;
}

/** An entry of an event, its changes and its order line, as the cabinet's entry page reads them. */
export function createEntryDetailRepo(db: Executor, tenantId: TenantId) {
  const ofEntry = (eventId: number, id: number) =>
    and(eq(registrations.tenantId, tenantId), eq(registrations.eventId, eventId), eq(registrations.id, id));

  return {
    /** The entry `id` of the event, null when the event has no such entry. */
    async entry(eventId: number, id: number): Promise<EntryDetailRow | null> {
      const [row] = await db
        .select({ registration: registrations, race: races, team: teams.name, accountEmail: users.email })
        .from(registrations)
        .leftJoin(races, and(eq(races.tenantId, registrations.tenantId), eq(races.id, registrations.raceId)))
        .leftJoin(teams, and(eq(teams.tenantId, registrations.tenantId), eq(teams.id, registrations.teamId)))
        .leftJoin(users, and(eq(users.tenantId, registrations.tenantId), eq(users.id, registrations.userId)))
        .where(ofEntry(eventId, id));
      return row ?? null;
    },

    /** Locks the entry's row until the transaction ends (one change of an entry at a time). */
    async lock(eventId: number, id: number): Promise<RegistrationRow | null> {
      const [row] = await db.select().from(registrations).where(ofEntry(eventId, id)).for('update');
      return row ?? null;
    },

    /** The event's races, longest first. */
    races(eventId: number): Promise<EntryRaceRow[]> {
      return db
        .select()
        .from(races)
        .where(and(eq(races.tenantId, tenantId), eq(races.eventId, eventId)))
        .orderBy(desc(races.lengthM), asc(races.id));
    },

    /** The event's service fee in basis points; null: the tenant's. */
    async commissionBp(eventId: number): Promise<number | null> {
      const [row] = await db
        .select({ bp: events.commissionBp })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)));
      return row?.bp ?? null;
    },

    /** The order line that bought the entry's place. */
    async placeLine(registrationId: number): Promise<{ priceAmount: number } | null> {
      const [row] = await db
        .select({ priceAmount: orderItems.priceAmount })
        .from(orderItems)
        .where(
          and(
            eq(orderItems.tenantId, tenantId),
            eq(orderItems.registrationId, registrationId),
            eq(orderItems.kind, 'registration'),
          ),
        )
        .orderBy(asc(orderItems.id))
        .limit(1);
      return row ?? null;
    },

    update(id: number, change: Partial<Omit<RegistrationRow, 'id' | 'tenantId'>>) {
      return db
        .update(registrations)
        .set(change)
        .where(and(eq(registrations.tenantId, tenantId), eq(registrations.id, id)));
    },

    changes(registrationId: number) {
      return db
        .select()
        .from(registrationChanges)
        .where(
          and(
            eq(registrationChanges.tenantId, tenantId),
            eq(registrationChanges.registrationId, registrationId),
          ),
        )
        .orderBy(asc(registrationChanges.createdAt), asc(registrationChanges.id));
    },

    async recordChange(change: {
      registrationId: number;
      kind: RegistrationChangeKind;
      actorUserId: number;
      actor: string;
      details: Record<string, unknown>;
      orderId?: number | null;
      /** When it happened, by the service's clock (the database's now() otherwise). */
      createdAt?: Date;
    }): Promise<void> {
      await db.insert(registrationChanges).values({ tenantId, ...change, orderId: change.orderId ?? null });
    },
  };
}

export type EntryDetailRepo = ReturnType<typeof createEntryDetailRepo>;
