import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { identityDocuments, personImages, persons, relatives, users, type PersonRow } from '../db/schema.js';
import { personColumns, type StoredDocument } from './person-view.js';
import type { PersonProfileInput } from '../../shared/schemas/profile.js';

/** Profiles (persons), their identity documents and photos. Every function takes the tenant id first. */
export function createProfileRepo(db: Db) {
  async function writeDocuments(tx: Db, tenantId: number, personId: number, docs: StoredDocument[]) {
    await tx
      .delete(identityDocuments)
      .where(and(eq(identityDocuments.tenantId, tenantId), eq(identityDocuments.personId, personId)));
    if (docs.length) {
      await tx
        .insert(identityDocuments)
        .values(docs.map((d) => ({ tenantId, personId, type: d.type, number: d.number })));
    }
  }

  return {
    async userEmail(tenantId: number, userId: number): Promise<string | null> {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
      return row?.email ?? null;
    },

    /** The account's own profile, created blank on first use (a new account may not have one yet). */
    async ownPerson(tenantId: number, userId: number): Promise<PersonRow> {
      const find = () =>
        db
          .select()
          .from(persons)
          .where(and(eq(persons.tenantId, tenantId), eq(persons.accountUserId, userId)));
      const [found] = await find();
      if (found) return found;
      await db.insert(persons).values({ tenantId, accountUserId: userId }).onConflictDoNothing();
      const [created] = await find();
      if (!created) throw new Error(`No person for user ${userId}`);
      return created;
    },

    async personById(tenantId: number, personId: number): Promise<PersonRow | null> {
      const [row] = await db
        .select()
        .from(persons)
        .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId)));
      return row ?? null;
    },

    /** Documents of some persons, keyed by person id. */
    async documentsOf(tenantId: number, personIds: number[]): Promise<Map<number, StoredDocument[]>> {
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

    /** Saves a profile and replaces its documents, all or nothing. */
    async updatePerson(tenantId: number, personId: number, input: PersonProfileInput): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(persons)
          .set(personColumns(input))
          .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId)));
        await writeDocuments(tx as unknown as Db, tenantId, personId, input.documents);
      });
    },

    /** A new person created by an account holder (a relative), with the relatives row, in one transaction. */
    async createRelativePerson(tenantId: number, ownerUserId: number, input: PersonProfileInput) {
      return db.transaction(async (tx) => {
        const [person] = await tx
          .insert(persons)
          .values({ tenantId, createdByUserId: ownerUserId, ...personColumns(input) })
          .returning({ id: persons.id });
        if (!person) throw new Error('persons insert returned nothing');
        await writeDocuments(tx as unknown as Db, tenantId, person.id, input.documents);
        const [relative] = await tx
          .insert(relatives)
          .values({ tenantId, ownerUserId, personId: person.id, kind: 'created', status: 'active' })
          .returning({ id: relatives.id });
        if (!relative) throw new Error('relatives insert returned nothing');
        return relative.id;
      });
    },

    async imageVersion(tenantId: number, personId: number): Promise<Date | null> {
      const [row] = await db
        .select({ updatedAt: personImages.updatedAt })
        .from(personImages)
        .where(and(eq(personImages.tenantId, tenantId), eq(personImages.personId, personId)));
      return row?.updatedAt ?? null;
    },

    async imageBytes(tenantId: number, personId: number) {
      const [row] = await db
        .select({ bytes: personImages.bytes, contentType: personImages.contentType })
        .from(personImages)
        .where(and(eq(personImages.tenantId, tenantId), eq(personImages.personId, personId)));
      return row ?? null;
    },

    async putImage(tenantId: number, personId: number, bytes: Buffer, contentType: string): Promise<Date> {
      const updatedAt = new Date();
      await db
        .insert(personImages)
        .values({ tenantId, personId, bytes, contentType, updatedAt })
        .onConflictDoUpdate({ target: personImages.personId, set: { bytes, contentType, updatedAt } });
      return updatedAt;
    },

    async deleteImage(tenantId: number, personId: number): Promise<void> {
      await db
        .delete(personImages)
        .where(and(eq(personImages.tenantId, tenantId), eq(personImages.personId, personId)));
    },

    /** Whether a user may see a person: their own, or one of their relatives (created, or linked and active). */
    async isOwnOrRelative(tenantId: number, userId: number, personId: number): Promise<boolean> {
      const [row] = await db
        .select({ ok: sql<number>`1` })
        .from(persons)
        .where(
          and(
            eq(persons.tenantId, tenantId),
            eq(persons.id, personId),
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
