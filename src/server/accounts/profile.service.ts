import { missingProfileFields } from '../../shared/domain/profile-completeness.js';
import type { MyProfile, PersonProfileInput } from '../../shared/schemas/profile.js';
import type { SignedInUser } from '../../shared/schemas/user.js';
import { DomainError } from '../domain-error.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { personView } from './person-view.js';
import { processProfileImage } from './profile-image.js';
import type { ProfileRepo } from './profile.repo.js';

/** The URL of a person's photo; `v` changes with every upload so caches never show an old one. */
export function imageUrlOf(personId: number, updatedAt: Date): string {
  return `/api/account/images/${personId}?v=${updatedAt.getTime()}`;
}

export function userIdOf(user: SignedInUser): number {
  return Number(user.id);
}

/** The account holder's own profile and photo. */
export function createProfileService(repo: ProfileRepo) {
  async function profile(tenant: Tenant, user: SignedInUser): Promise<MyProfile> {
    const userId = userIdOf(user);
    const person = await repo.ownPerson(tenant.id, userId);
    const [documents, email, imageAt] = await Promise.all([
      repo.documentsOf(tenant.id, [person.id]),
      repo.userEmail(tenant.id, userId),
      repo.imageVersion(tenant.id, person.id),
    ]);
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
    async update(tenant: Tenant, user: SignedInUser, input: PersonProfileInput): Promise<MyProfile> {
      const person = await repo.ownPerson(tenant.id, userIdOf(user));
      await repo.updatePerson(tenant.id, person.id, input);
      return profile(tenant, user);
    },

    async uploadImage(
      tenant: Tenant,
      user: SignedInUser,
      body: unknown,
      contentType: string | undefined,
    ): Promise<{ imageUrl: string }> {
      const jpeg = await processProfileImage(body, contentType);
      const person = await repo.ownPerson(tenant.id, userIdOf(user));
      const updatedAt = await repo.putImage(tenant.id, person.id, jpeg, 'image/jpeg');
      return { imageUrl: imageUrlOf(person.id, updatedAt) };
    },

    async deleteImage(tenant: Tenant, user: SignedInUser): Promise<void> {
      const person = await repo.ownPerson(tenant.id, userIdOf(user));
      await repo.deleteImage(tenant.id, person.id);
    },

    /** A photo for its owner only: the account's own person or one of its relatives; anyone else: 404. */
    async image(tenant: Tenant, user: SignedInUser, personId: number) {
      const allowed = await repo.isOwnOrRelative(tenant.id, userIdOf(user), personId);
      const image = allowed ? await repo.imageBytes(tenant.id, personId) : null;
      if (!image) throw new DomainError('NOT_FOUND');
      return image;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
