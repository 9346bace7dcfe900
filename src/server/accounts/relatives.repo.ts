import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { emailTokens, persons, registrations, relatives, users, type PersonRow } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

export interface RelativeRow {
  id: number;
  kind: 'created' | 'linked';
  status: 'active' | 'pending';
  person: PersonRow;
  /** The linked account's e-mail; null for a created person. */
  email: string | null;
}

/** The family groups of one tenant and their link tokens. */
export function createRelativesRepo(db: Executor, tenantId: TenantId) {
  /** Relatives rows of an owner's group, with further conditions. */
  const ofOwner = (ownerUserId: number, ...more: SQL[]) =>
    and(eq(relatives.tenantId, tenantId), eq(relatives.ownerUserId, ownerUserId), ...more);
  const select = (ownerUserId: number) =>
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
      .where(ofOwner(ownerUserId))
      .$dynamic();

  return {
    async list(ownerUserId: number): Promise<RelativeRow[]> {
      return select(ownerUserId).orderBy(asc(relatives.createdAt), asc(relatives.id));
    },

    /** One relative of an owner; null when it is someone else's or does not exist. */
    async byId(ownerUserId: number, relativeId: number): Promise<RelativeRow | null> {
      // (a dynamic query's `where` replaces the first one: the owner's conditions come again)
      const [row] = await select(ownerUserId).where(ofOwner(ownerUserId, eq(relatives.id, relativeId)));
      return row ?? null;
    },

    async userIdByEmail(email: string): Promise<number | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.email, email.toLowerCase())));
      return row?.id ?? null;
    },

    async isRelative(ownerUserId: number, personId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: relatives.id })
        .from(relatives)
        .where(ofOwner(ownerUserId, eq(relatives.personId, personId)));
      return row !== undefined;
    },

    /** The relatives row of a person the owner created (active at once); answers its id. */
    async insertCreated(ownerUserId: number, personId: number): Promise<number> {
      const [relative] = await db
        .insert(relatives)
        .values({ tenantId, ownerUserId, personId, kind: 'created', status: 'active' })
        .returning({ id: relatives.id });
      if (!relative) throw new Error('relatives insert returned nothing');
      return relative.id;
    },

    /** A pending link to another account's person; null when the owner has that person already. */
    async insertPendingLink(ownerUserId: number, personId: number): Promise<number | null> {
      const [row] = await db
        .insert(relatives)
        .values({ tenantId, ownerUserId, personId, kind: 'linked', status: 'pending' })
        .onConflictDoNothing()
        .returning({ id: relatives.id });
      return row?.id ?? null;
    },

    /** The e-mailed token (SHA-256 id) with which the invited account confirms a pending link. */
    async insertLinkToken(token: {
      id: string;
      invitedUserId: number;
      relativeId: number;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(emailTokens).values({
        id: token.id,
        tenantId,
        userId: token.invitedUserId,
        purpose: 'link-relative',
        payload: { relativeId: token.relativeId },
        expiresAt: token.expiresAt,
      });
    },

    async linkToken(tokenId: string) {
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

    /** Marks the token used unless it was; false when it was used already. */
    async useLinkToken(tokenId: string, at: Date): Promise<boolean> {
      const used = await db
        .update(emailTokens)
        .set({ usedAt: at })
        .where(
          and(eq(emailTokens.tenantId, tenantId), eq(emailTokens.id, tokenId), isNull(emailTokens.usedAt)),
        )
        .returning({ id: emailTokens.id });
      return used.length > 0;
    },

    /** Makes a linked relative active; false when there is no such link. */
    async activateLink(relativeId: number): Promise<boolean> {
      const active = await db
        .update(relatives)
        .set({ status: 'active' })
        .where(
          and(eq(relatives.tenantId, tenantId), eq(relatives.id, relativeId), eq(relatives.kind, 'linked')),
        )
        .returning({ id: relatives.id });
      return active.length > 0;
    },

    async relativeExists(relativeId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: relatives.id })
        .from(relatives)
        .where(and(eq(relatives.tenantId, tenantId), eq(relatives.id, relativeId)));
      return row !== undefined;
    },

    /** Removes a relative from an owner's group (the link only; the person stays). */
    async deleteLink(ownerUserId: number, relativeId: number): Promise<void> {
      await db.delete(relatives).where(ofOwner(ownerUserId, eq(relatives.id, relativeId)));
    },

    /** How many registrations a person has (any status). */
    async registrationCount(personId: number): Promise<number> {
      const [regs] = await db
        .select({ n: count() })
        .from(registrations)
        .where(and(eq(registrations.tenantId, tenantId), eq(registrations.personId, personId)));
      return regs?.n ?? 0;
    },
  };
}

export type RelativesRepo = ReturnType<typeof createRelativesRepo>;
