import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { events, persons, races, registrations, users, type RaceRow } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { eventColumns, type EventOfRace } from './registration.repo.js';

/** A friend's registration found by its invitation: the entry, its race and event, who registered it. */
export interface InvitedEntry {
  registration: {
    id: number;
    status: 'pending' | 'confirmed' | 'cancelled' | 'expired';
    expiresAt: Date | null;
    bib: string | null;
    firstName: string | null;
    lastName: string | null;
    entry: Record<string, unknown> | null;
    personId: number | null;
    /** The account that registered the friend. */
    userId: number | null;
  };
  event: EventOfRace;
  race: RaceRow;
  adder: { email: string; firstName: string | null; lastName: string | null };
}

/** Friends' registrations by the token of their invitation link (stored as its SHA-256), on one tenant. */
export function createInvitationsRepo(db: Executor, tenantId: TenantId) {
  const query = (hash: string) =>
    db
      .select({
        registration: {
          id: registrations.id,
          status: registrations.status,
          expiresAt: registrations.expiresAt,
          bib: registrations.bib,
          firstName: registrations.firstName,
          lastName: registrations.lastName,
          entry: registrations.entry,
          personId: registrations.personId,
          userId: registrations.userId,
        },
        event: eventColumns,
        race: races,
        adder: { email: users.email, firstName: persons.firstName, lastName: persons.lastName },
      })
      .from(registrations)
      .innerJoin(
        events,
        and(eq(events.id, registrations.eventId), eq(events.tenantId, registrations.tenantId)),
      )
      .innerJoin(races, and(eq(races.id, registrations.raceId), eq(races.tenantId, registrations.tenantId)))
      .innerJoin(users, and(eq(users.id, registrations.userId), eq(users.tenantId, registrations.tenantId)))
      .leftJoin(persons, and(eq(persons.accountUserId, users.id), eq(persons.tenantId, users.tenantId)))
      .where(
        and(
          eq(registrations.tenantId, tenantId),
          eq(registrations.invitationHash, hash),
          eq(registrations.participantKind, 'friend'),
        ),
      )
      .limit(1);

  return {
    async byHash(hash: string): Promise<InvitedEntry | null> {
      const [row] = await query(hash);
      return row ?? null;
    },

    /** The same, its registration row locked until the transaction ends (two saves at once: one by one). */
    async lockByHash(hash: string): Promise<InvitedEntry | null> {
      const [row] = await query(hash).for('update', { of: registrations });
      return row ?? null;
    },

    /**
     * Saves the completed entry and gives the registration to the friend's own person (the one-place-per-
     * person index refuses it when that person holds a place in the race already).
     */
    async complete(
      registrationId: number,
      change: {
        personId: number;
        entry: Record<string, unknown>;
        cityName: string | null;
        /** A company's place by link (ADR 031) takes its taker's names, gender and birth date. */
        names?: {
          firstName: string;
          lastName: string;
          gender: 'male' | 'female' | null;
          birthDate: string | null;
        };
      },
    ): Promise<void> {
      await db
        .update(registrations)
        .set({
          personId: change.personId,
          entry: change.entry,
          ...(change.cityName ? { cityName: change.cityName } : {}),
          ...change.names,
        })
        .where(and(eq(registrations.tenantId, tenantId), eq(registrations.id, registrationId)));
    },
  };
}
