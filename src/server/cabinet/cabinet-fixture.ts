import { eq } from 'drizzle-orm';
import type { MemberRole } from '../../shared/domain/cabinet-permissions.js';
import type { Database } from '../db/client.js';
import { events, organizerMembers, organizers } from '../db/schema.js';
import { createTestAccount, type TestAccount } from '../test/accounts-fixture.js';

/** Rows the cabinet tests share: an organizer, its events, the people who work in its cabinet. */

export async function insertOrganizer(database: Database, tenantId: number, name: string): Promise<number> {
  const [row] = await database.db
    .insert(organizers)
    .values({ tenantId, name })
    .returning({ id: organizers.id });
  return row!.id;
}

/** Gives an event to an organizer. */
export async function assignEvent(database: Database, eventId: number, organizerId: number): Promise<void> {
  await database.db.update(events).set({ organizerId }).where(eq(events.id, eventId));
}

export async function addMember(
  database: Database,
  tenantId: number,
  organizerId: number,
  userId: number,
  role: MemberRole,
): Promise<void> {
  await database.db.insert(organizerMembers).values({ tenantId, organizerId, userId, role });
}

/** Who a cabinet test calls as: an organizer's members by role, the tenant's support, a runner, a rival's owner. */
export type CabinetPeople = Record<
  'owner' | 'manager' | 'operator' | 'support' | 'runner' | 'rival',
  TestAccount
>;

/**
 * Accounts `<prefix>N@example.org` of the tenant: the organizer's owner, manager and operator (members), the
 * tenant's support (Administrator), a runner with no role, and the owner of the `rival` organizer.
 */
export async function cabinetPeople(
  database: Database,
  tenantId: number,
  organizerId: number,
  rivalId: number,
  prefix: string,
): Promise<CabinetPeople> {
  let n = 0;
  const account = (roles: ('Administrator' | 'Organization')[] = []) =>
    createTestAccount(database, tenantId, { email: `${prefix}${++n}@example.org`, roles });
  const people = {} as CabinetPeople;
  for (const role of ['owner', 'manager', 'operator'] as const) {
    people[role] = await account(['Organization']);
    await addMember(database, tenantId, organizerId, people[role].userId, role);
  }
  people.support = await account(['Administrator']);
  people.runner = await account();
  people.rival = await account(['Organization']);
  await addMember(database, tenantId, rivalId, people.rival.userId, 'owner');
  return people;
}
