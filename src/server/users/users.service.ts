import { FIELDS_REGISTRATION_NEEDS, missingProfileFields } from '../../shared/domain/profile-completeness.js';
import type { CurrentUser, SignedInUser } from '../../shared/schemas/user.js';
import { personView } from '../accounts/person-view.js';
import { sessionCookieName, type Sessions } from '../auth/sessions.js';
import type { SessionWithUser } from '../auth/sessions.repo.js';
import type { RequestContext } from '../request-context.js';
import type { Tenant } from '../tenants/tenants.service.js';

/** The signed-in view of a session's user: full name from the own person row, else the e-mail. */
export function signedInUserOf({ user, person }: Pick<SessionWithUser, 'user' | 'person'>): SignedInUser {
  const fullName = person ? `${person.firstName} ${person.lastName}`.trim() : '';
  return {
    isAuthorized: true,
    id: String(user.id),
    email: user.email,
    fullName: fullName || user.email,
    roles: user.roles,
    missingProfileFields: person
      ? missingProfileFields(personView(person, []))
      : [...FIELDS_REGISTRATION_NEEDS],
  };
}

export function createUsersService(sessions: Sessions) {
  return {
    /**
     * Finds the signed-in user of a request from its session cookie (`__Host-sl_session` on https,
     * `sl_session` on http): the session must be live and of this tenant, else the request is a visitor.
     */
    async userForRequest(
      tenant: Tenant,
      cookies: Record<string, string | undefined>,
      secure = false,
    ): Promise<SignedInUser | null> {
      const found = await sessions.lookup(tenant.id, cookies[sessionCookieName(secure)]);
      return found ? signedInUserOf(found) : null;
    },

    /** The answer of GET /api/users/getCurrent. */
    currentUserView(ctx: Pick<RequestContext, 'user'>): CurrentUser {
      return ctx.user ?? { isAuthorized: false };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
