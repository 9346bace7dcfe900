import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { persons, sessions, users, type PersonRow, type UserRow } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

export interface NewSession {
  id: string;
  userId: number;
  expiresAt: Date;
  userAgent: string;
  ip: string;
}

export interface SessionWithUser {
  session: { id: string; userId: number; lastSeenAt: Date; expiresAt: Date };
  user: UserRow;
  person: PersonRow | null;
}

/** Server-side sessions of one tenant. */
export function createSessionsRepo(db: Executor, tenantId: TenantId) {
  return {
    async insert(session: NewSession): Promise<void> {
      await db.insert(sessions).values({ tenantId, ...session });
    },

    /** The session with this id on this tenant, with its user and the user's own person row. */
    async findWithUser(id: string): Promise<SessionWithUser | null> {
      const [row] = await db
        .select({
          session: {
            id: sessions.id,
            userId: sessions.userId,
            lastSeenAt: sessions.lastSeenAt,
            expiresAt: sessions.expiresAt,
          },
          user: users,
          person: persons,
        })
        .from(sessions)
        .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.tenantId, sessions.tenantId)))
        .leftJoin(persons, and(eq(persons.accountUserId, users.id), eq(persons.tenantId, users.tenantId)))
        .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, id)))
        .limit(1);
      return row ?? null;
    },

    async touch(id: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: at })
        .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, id)));
    },

    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, id)));
    },

    async deleteAllOfUser(userId: number): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId)));
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
