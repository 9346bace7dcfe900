import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { identityDocuments, personImages, persons, relatives, users, type PersonRow } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { personColumns, type StoredDocument } from './person-view.js';
import type { PersonProfileInput } from '../../shared/schemas/profile.js';

/** Profiles (persons) of one tenant, their identity documents and photos. */
export function createProfileRepo(db: Executor, tenantId: TenantId) {
  /** The persons row with this id, where further conditions hold. */
  const person = (personId: number, ...more: SQL[]) =>
    and(eq(persons.tenantId, tenantId), eq(persons.id, personId), ...more);
  return {
    async userEmail(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
      return row?.email ?? null;
    },

    /** The account's own person row, if it has one. */
    async findOwnPerson(userId: number): Promise<PersonRow | null> {
      const [row] = await db
        .select()
        .from(persons)
        .where(and(eq(persons.tenantId, tenantId), eq(persons.accountUserId, userId)));
      return row ?? null;
    },

    /** A blank own person row for the account, unless it has one already. */
    async insertBlankOwnPerson(userId: number): Promise<void> {
      await db.insert(persons).values({ tenantId, accountUserId: userId }).onConflictDoNothing();
    },

    /** A person created by an account holder (a relative); answers its id. */
    async insertCreatedPerson(createdByUserId: number, input: PersonProfileInput): Promise<number> {
      const [person] = await db
        .insert(persons)
        .values({ tenantId, createdByUserId, ...personColumns(input) })
        .returning({ id: persons.id });
      if (!person) throw new Error('persons insert returned nothing');
      return person.id;
    },

    async updatePerson(personId: number, input: PersonProfileInput): Promise<void> {
      await db.update(persons).set(personColumns(input)).where(person(personId));
    },

    /** Deletes a person that `createdByUserId` created (a relative's own row; never an account's). */
    async deleteCreatedPerson(personId: number, createdByUserId: number): Promise<void> {
      await db.delete(persons).where(person(personId, eq(persons.createdByUserId, createdByUserId)));
    },

    /** Documents of some persons, keyed by person id. */
    async documentsOf(personIds: number[]): Promise<Map<number, StoredDocument[]>> {
      const out = new Map<number, StoredDocument[]>();
      if (!personIds.length) return out;
      const rows = await db
        .select()
        .from(identityDocuments)
        .where(and(eq(identityDocuments.tenantId, tenantId), inArray(identityDocuments.personId, personIds)))
        .orderBy(identityDocuments.id);
      for (const r of rows) out.set(r.personId, [...(out.get(r.personId) ?? []), r]);
      return out;
    },

    /** Replaces a person's documents with these. */
    async replaceDocuments(personId: number, docs: StoredDocument[]): Promise<void> {
      await db
        .delete(identityDocuments)
        .where(and(eq(identityDocuments.tenantId, tenantId), eq(identityDocuments.personId, personId)));
      if (docs.length) {
        await db
          .insert(identityDocuments)
          .values(docs.map((d) => ({ tenantId, personId, type: d.type, number: d.number })));
      }
    },

    async imageVersion(personId: number): Promise<Date | null> {
      const [row] = await db
        .select({ updatedAt: personImages.updatedAt })
        .from(personImages)
        .where(and(eq(personImages.tenantId, tenantId), eq(personImages.personId, personId)));
      return row?.updatedAt ?? null;
    },

    async imageBytes(personId: number) {
      const [row] = await db
        .select({ bytes: personImages.bytes, contentType: personImages.contentType })
        .from(personImages)
        .where(and(eq(personImages.tenantId, tenantId), eq(personImages.personId, personId)));
      return row ?? null;
    },

    async putImage(personId: number, bytes: Buffer, contentType: string): Promise<Date> {
      const updatedAt = new Date();
      await db
        .insert(personImages)
        .values({ tenantId, personId, bytes, contentType, updatedAt })
        // the key is the person alone: another tenant's photo of that id is never overwritten
        .onConflictDoUpdate({
          target: personImages.personId,
          set: { bytes, contentType, updatedAt },
          setWhere: eq(personImages.tenantId, tenantId),
        });
      return updatedAt;
    },

    async deleteImage(personId: number): Promise<void> {
      await db
        .delete(personImages)
        .where(and(eq(personImages.tenantId, tenantId), eq(personImages.personId, personId)));
    },

    /** Whether the person is the user's own, or one of their relatives (created, or linked and active). */
    async isOwnOrRelative(userId: number, personId: number): Promise<boolean> {
      const [row] = await db
        .select({ ok: sql<number>`1` })
        .from(persons)
        .where(
          person(
            personId,
            sql`(${persons.accountUserId} = ${userId} or exists (
              select 1 from ${relatives} r where r.tenant_id = ${tenantId} and r.owner_user_id = ${userId}
                and r.person_id = ${persons.id} and r.status = 'active'))`,
          ),
        );
      return row !== undefined;
    },
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
