import { missingProfileFields } from '../../shared/domain/profile-completeness.js';
import type { MyProfile, PersonProfileInput } from '../../shared/schemas/profile.js';
import type { Db } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import type { PersonRow } from '../db/schema.js';
import { DomainError } from '../domain-error.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { personView } from './person-view.js';
import { processProfileImage } from './profile-image.js';
import { createProfileRepo, type ProfileRepo } from './profile.repo.js';

/** The URL of a person's photo; `v` changes with every upload so caches never show an old one. */
export function imageUrlOf(personId: number, updatedAt: Date): string {
  return `/api/account/images/${personId}?v=${updatedAt.getTime()}`;
}

/** The account's own profile, created blank on first use (a new account may not have one yet). */
export async function ownPersonOf(repo: ProfileRepo, userId: number): Promise<PersonRow> {
  const found = await repo.findOwnPerson(userId);
  if (found) return found;
  await repo.insertBlankOwnPerson(userId);
  const created = await repo.findOwnPerson(userId);
  if (!created) throw new Error(`No person for user ${userId}`);
  return created;
}

/** Saves a profile and replaces its documents, all or nothing. */
export async function savePerson(
  db: Db,
  tenantId: TenantId,
  personId: number,
  input: PersonProfileInput,
): Promise<void> {
  await tenantTransaction(db, tenantId, async (tx) => {
    const repo = createProfileRepo(tx, tenantId);
    await repo.updatePerson(personId, input);
    await repo.replaceDocuments(personId, input.documents);
  });
}

/** The account holder's own profile and photo. */
export function createProfileService(db: Db) {
  const repoOf = (ctx: RequestContext) => createProfileRepo(db, ctx.tenant.id);

  async function profile(ctx: RequestContext): Promise<MyProfile> {
    const user = signedInUser(ctx);
    const userId = userIdOf(user);
    // read under the tenant's row-level security (ADR 014)
    const { person, documents, email, imageAt } = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
      const repo = createProfileRepo(tx, ctx.tenant.id);
      const person = await ownPersonOf(repo, userId);
      const [documents, email, imageAt] = await Promise.all([
        repo.documentsOf([person.id]),
        repo.userEmail(userId),
        repo.imageVersion(person.id),
      ]);
      return { person, documents, email, imageAt };
    });
    const view = personView(person, documents.get(person.id) ?? []);
    return {
      ...view,
      email: email ?? user.email,
      imageUrl: imageAt ? imageUrlOf(person.id, imageAt) : null,
      missingFields: missingProfileFields(view),
    };
  }

  return {
    profile,

    /** Saves a valid profile (the route's schema checked every rule) and answers the fresh one. */
    async update(ctx: RequestContext, input: PersonProfileInput): Promise<MyProfile> {
      const person = await ownPersonOf(repoOf(ctx), userIdOf(signedInUser(ctx)));
      await savePerson(db, ctx.tenant.id, person.id, input);
      return profile(ctx);
    },

    async uploadImage(
      ctx: RequestContext,
      body: unknown,
      contentType: string | undefined,
    ): Promise<{ imageUrl: string }> {
      const userId = userIdOf(signedInUser(ctx));
      const jpeg = await processProfileImage(body, contentType);
      const repo = repoOf(ctx);
      const person = await ownPersonOf(repo, userId);
      const updatedAt = await repo.putImage(person.id, jpeg, 'image/jpeg');
      return { imageUrl: imageUrlOf(person.id, updatedAt) };
    },

    async deleteImage(ctx: RequestContext): Promise<void> {
      const repo = repoOf(ctx);
      const person = await ownPersonOf(repo, userIdOf(signedInUser(ctx)));
      await repo.deleteImage(person.id);
    },

    /** A photo for its owner only: the account's own person or one of its relatives; anyone else: 404. */
    async image(ctx: RequestContext, personId: number) {
      const repo = repoOf(ctx);
      const allowed = await repo.isOwnOrRelative(userIdOf(signedInUser(ctx)), personId);
      const image = allowed ? await repo.imageBytes(personId) : null;
      if (!image) throw new DomainError('NOT_FOUND');
      return image;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
