import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { emailTokens, persons, users, type EmailTokenPurpose, type UserRow } from '../db/schema.js';

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

/** Accounts and their e-mailed one-time tokens. Every function takes the tenant id first. */
export function createAuthRepo(db: Db) {
  return {
    async findUserByEmail(tenantId: number, email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
        .limit(1);
      return row ?? null;
    },

    /** A new, unconfirmed account with its own person row; null when the e-mail is taken meanwhile. */
    async createUser(
      tenantId: number,
      input: { email: string; passwordHash: string; firstName: string; lastName: string },
    ): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ tenantId, email: input.email, passwordHash: input.passwordHash })
          .onConflictDoNothing()
          .returning();
        if (!user) return null;
        await tx.insert(persons).values({
          tenantId,
          accountUserId: user.id,
          firstName: input.firstName,
          lastName: input.lastName,
        });
        return user;
      });
    },

    async confirmEmail(tenantId: number, userId: number, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailConfirmedAt: at })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), isNull(users.emailConfirmedAt)));
    },

    async setPasswordHash(tenantId: number, userId: number, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    },

    async insertToken(
      tenantId: number,
      token: {
        id: string;
        userId: number;
        purpose: EmailTokenPurpose;
        payload: Record<string, string>;
        expiresAt: Date;
      },
    ): Promise<void> {
      await db.insert(emailTokens).values({ tenantId, ...token });
    },

    async findToken(tenantId: number, purpose: EmailTokenPurpose, id: string): Promise<EmailTokenRow | null> {
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
    async useToken(
      tenantId: number,
      purpose: EmailTokenPurpose,
      id: string,
      now: Date,
    ): Promise<EmailTokenRow | null> {
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
    async endOutstandingTokens(
      tenantId: number,
      userId: number,
      purpose: EmailTokenPurpose,
      now: Date,
    ): Promise<void> {
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
