import { eq } from 'drizzle-orm';
import type { MemberRole } from '../../shared/domain/cabinet-permissions.js';
import type { Database } from '../db/client.js';
import { events, organizerMembers, organizers } from '../db/schema.js';

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
