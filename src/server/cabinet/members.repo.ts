import { and, asc, eq, sql } from 'drizzle-orm';
import type { MemberRole } from '../../shared/domain/cabinet-permissions.js';
import type { Executor } from '../db/client.js';
import { organizerMembers, persons, users } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

/** A member of an organizer's cabinet with their account's e-mail and name. */
export interface MemberRow {
  userId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: MemberRole;
  createdAt: Date;
}

/** The people who work in an organizer's cabinet (organizer_members), on one tenant. */
export function createMembersRepo(db: Executor, tenantId: TenantId) {
  const ofOrganizer = (organizerId: number) =>
    and(eq(organizerMembers.tenantId, tenantId), eq(organizerMembers.organizerId, organizerId));

  return {
    /** The organizer's members (`userId`: that one alone), owners first, then by name. */
    list(organizerId: number, userId?: number): Promise<MemberRow[]> {
      return db
        .select({
          userId: organizerMembers.userId,
          email: users.email,
          firstName: persons.firstName,
          lastName: persons.lastName,
          role: organizerMembers.role,
          createdAt: organizerMembers.createdAt,
        })
        .from(organizerMembers)
        .innerJoin(
          users,
          and(eq(users.id, organizerMembers.userId), eq(users.tenantId, organizerMembers.tenantId)),
        )
        .leftJoin(persons, and(eq(persons.accountUserId, users.id), eq(persons.tenantId, users.tenantId)))
        .where(
          userId === undefined
            ? ofOrganizer(organizerId)
            : and(ofOrganizer(organizerId), eq(organizerMembers.userId, userId)),
        )
        .orderBy(
          sql`array_position(array['owner', 'manager', 'operator'], ${organizerMembers.role})`,
          asc(persons.lastName),
          asc(persons.firstName),
          asc(users.email),
        );
    },

    /** The id of the tenant's account with this (lower-cased) e-mail; null when there is none. */
    async userIdByEmail(email: string): Promise<number | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
      return row?.id ?? null;
    },

    /** Adds a member; false when the account is one already (the unique index decides). */
    async add(organizerId: number, userId: number, role: MemberRole): Promise<boolean> {
      const rows = await db
        .insert(organizerMembers)
        .values({ tenantId, organizerId, userId, role })
        .onConflictDoNothing()
        .returning({ id: organizerMembers.id });
      return rows.length > 0;
    },

    /** The member's role now; null when the account is no member. */
    async roleOf(organizerId: number, userId: number): Promise<MemberRole | null> {
      const [row] = await db
        .select({ role: organizerMembers.role })
        .from(organizerMembers)
        .where(and(ofOrganizer(organizerId), eq(organizerMembers.userId, userId)));
      return row?.role ?? null;
    },

    /** How many owners the organizer has. */
    async owners(organizerId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(organizerMembers)
        .where(and(ofOrganizer(organizerId), eq(organizerMembers.role, 'owner')));
      return row?.n ?? 0;
    },

    async setRole(organizerId: number, userId: number, role: MemberRole): Promise<void> {
      await db
        .update(organizerMembers)
        .set({ role })
        .where(and(ofOrganizer(organizerId), eq(organizerMembers.userId, userId)));
    },

    async remove(organizerId: number, userId: number): Promise<void> {
      await db
        .delete(organizerMembers)
        .where(and(ofOrganizer(organizerId), eq(organizerMembers.userId, userId)));
    },
  };
}

export type MembersRepo = ReturnType<typeof createMembersRepo>;
