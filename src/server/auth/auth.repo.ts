import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { emailTokens, persons, users, type EmailTokenPurpose, type UserRow } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

export interface EmailTokenRow {
  id: string;
  userId: number;
  purpose: EmailTokenPurpose;
  payload: Record<string, string | number>;
  expiresAt: Date;
  usedAt: Date | null;
}

const tokenColumns = {
  id: emailTokens.id,
  userId: emailTokens.userId,
  purpose: emailTokens.purpose,
  payload: emailTokens.payload,
  expiresAt: emailTokens.expiresAt,
  usedAt: emailTokens.usedAt,
};

/** Accounts of one tenant and their e-mailed one-time tokens. */
export function createAuthRepo(db: Executor, tenantId: TenantId) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
        .limit(1);
      return row ?? null;
    },

    /** A new, unconfirmed account; null when the e-mail is taken. */
    async insertUser(input: { email: string; passwordHash: string }): Promise<UserRow | null> {
      const [user] = await db
        .insert(users)
        .values({ tenantId, email: input.email, passwordHash: input.passwordHash })
        .onConflictDoNothing()
        .returning();
      return user ?? null;
    },

    /** The account's own person row, with the names given at sign-up. */
    async insertOwnPerson(userId: number, names: { firstName: string; lastName: string }): Promise<void> {
      await db.insert(persons).values({ tenantId, accountUserId: userId, ...names });
    },

    async confirmEmail(userId: number, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailConfirmedAt: at })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), isNull(users.emailConfirmedAt)));
    },

    async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    },

    async insertToken(token: {
      id: string;
      userId: number;
      purpose: EmailTokenPurpose;
      payload: Record<string, string>;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(emailTokens).values({ tenantId, ...token });
    },

    async findToken(purpose: EmailTokenPurpose, id: string): Promise<EmailTokenRow | null> {
      const [row] = await db
        .select(tokenColumns)
        .from(emailTokens)
        .where(
          and(eq(emailTokens.tenantId, tenantId), eq(emailTokens.purpose, purpose), eq(emailTokens.id, id)),
        )
        .limit(1);
      return row ?? null;
    },

    /** Marks a live, unused token used; null when it was not (already used, expired or unknown). */
    async useToken(purpose: EmailTokenPurpose, id: string, now: Date): Promise<EmailTokenRow | null> {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.tenantId, tenantId),
            eq(emailTokens.purpose, purpose),
            eq(emailTokens.id, id),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .returning(tokenColumns);
      return row ?? null;
    },

    /** Ends every unused token of the user for the purpose (a reset ends the older reset links). */
    async endOutstandingTokens(userId: number, purpose: EmailTokenPurpose, now: Date): Promise<void> {
      await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.tenantId, tenantId),
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
          ),
        );
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
