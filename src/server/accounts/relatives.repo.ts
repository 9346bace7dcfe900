import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { emailTokens, persons, registrations, relatives, users, type PersonRow } from '../db/schema.js';

export interface RelativeRow {
  id: number;
  kind: 'created' | 'linked';
  status: 'active' | 'pending';
  person: PersonRow;
  /** The linked account's e-mail; null for a created person. */
  email: string | null;
}

/** The family group and its link tokens. Every function takes the tenant id first. */
export function createRelativesRepo(db: Db) {
  const select = (tenantId: number, ownerUserId: number) =>
    db
      .select({
        id: relatives.id,
        kind: relatives.kind,
        status: relatives.status,
        person: persons,
        email: users.email,
      })
      .from(relatives)
      .innerJoin(persons, and(eq(persons.id, relatives.personId), eq(persons.tenantId, relatives.tenantId)))
      .leftJoin(users, and(eq(users.id, persons.accountUserId), eq(users.tenantId, persons.tenantId)))
      .where(and(eq(relatives.tenantId, tenantId), eq(relatives.ownerUserId, ownerUserId)))
      .$dynamic();

  return {
    async list(tenantId: number, ownerUserId: number): Promise<RelativeRow[]> {
      return select(tenantId, ownerUserId).orderBy(asc(relatives.createdAt), asc(relatives.id));
    },

    /** One relative of an owner; null when it is someone else's or does not exist. */
    async byId(tenantId: number, ownerUserId: number, relativeId: number): Promise<RelativeRow | null> {
      const [row] = await select(tenantId, ownerUserId).where(
        and(
          eq(relatives.tenantId, tenantId),
          eq(relatives.ownerUserId, ownerUserId),
          eq(relatives.id, relativeId),
        ),
      );
      return row ?? null;
    },

    async userIdByEmail(tenantId: number, email: string): Promise<number | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.email, email.toLowerCase())));
      return row?.id ?? null;
    },

    async isRelative(tenantId: number, ownerUserId: number, personId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: relatives.id })
        .from(relatives)
        .where(
          and(
            eq(relatives.tenantId, tenantId),
            eq(relatives.ownerUserId, ownerUserId),
            eq(relatives.personId, personId),
          ),
        );
      return row !== undefined;
    },

    /** A pending link and its e-mailed token (SHA-256 id), in one transaction; null when already linked. */
    async insertPendingLink(
      tenantId: number,
      ownerUserId: number,
      personId: number,
      invitedUserId: number,
      token: { id: string; expiresAt: Date },
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(relatives)
          .values({ tenantId, ownerUserId, personId, kind: 'linked', status: 'pending' })
          .onConflictDoNothing()
          .returning({ id: relatives.id });
        if (!row) return null;
        await tx.insert(emailTokens).values({
          id: token.id,
          tenantId,
          userId: invitedUserId,
          purpose: 'link-relative',
          payload: { relativeId: row.id },
          expiresAt: token.expiresAt,
        });
        return row.id;
      });
    },

    async linkToken(tenantId: number, tokenId: string) {
      const [row] = await db
        .select()
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.tenantId, tenantId),
            eq(emailTokens.id, tokenId),
            eq(emailTokens.purpose, 'link-relative'),
          ),
        );
      return row ?? null;
    },

    /** Uses the token once and makes its link active; false when the token was used meanwhile. */
    async confirmLink(tenantId: number, tokenId: string, relativeId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(emailTokens)
          .set({ usedAt: new Date() })
          .where(
            and(eq(emailTokens.tenantId, tenantId), eq(emailTokens.id, tokenId), isNull(emailTokens.usedAt)),
          )
          .returning({ id: emailTokens.id });
        if (!used.length) return false;
        const active = await tx
          .update(relatives)
          .set({ status: 'active' })
          .where(
            and(eq(relatives.tenantId, tenantId), eq(relatives.id, relativeId), eq(relatives.kind, 'linked')),
          )
          .returning({ id: relatives.id });
        return active.length > 0;
      });
    },

    async relativeExists(tenantId: number, relativeId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: relatives.id })
        .from(relatives)
        .where(and(eq(relatives.tenantId, tenantId), eq(relatives.id, relativeId)));
      return row !== undefined;
    },

    /**
     * Removes a relative from an owner's group. A person the owner created goes too, unless it has
     * registrations: then the person stays (start lists and results keep pointing at it), only the link goes.
     */
    async remove(tenantId: number, ownerUserId: number, relative: RelativeRow): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(relatives)
          .where(
            and(
              eq(relatives.tenantId, tenantId),
              eq(relatives.ownerUserId, ownerUserId),
              eq(relatives.id, relative.id),
            ),
          );
        if (relative.kind !== 'created') return;
        const [regs] = await tx
          .select({ n: count() })
          .from(registrations)
          .where(and(eq(registrations.tenantId, tenantId), eq(registrations.personId, relative.person.id)));
        if ((regs?.n ?? 0) > 0) return;
        await tx
          .delete(persons)
          .where(
            and(
              eq(persons.tenantId, tenantId),
              eq(persons.id, relative.person.id),
              eq(persons.createdByUserId, ownerUserId),
            ),
          );
      });
    },
  };
}

export type RelativesRepo = ReturnType<typeof createRelativesRepo>;
