import type { CurrentUser, SignedInUser } from '../../shared/schemas/user.js';
import type { Tenant } from '../tenants/tenants.service.js';

/** The signed-in user of a request, or null for a visitor. */
export type CurrentUserContext = SignedInUser | null;

export function createUsersService() {
  return {
    /**
     * Finds the signed-in user of a request from its cookies. Sign-in is not built yet, so every request
     * is a visitor; the session lookup (session cookie → session row of this tenant → user) slots in here.
     */
    async userForRequest(
      _tenant: Tenant,
      _cookies: Record<string, string | undefined>,
    ): Promise<CurrentUserContext> {
      return null;
    },

    /** The answer of GET /api/users/getCurrent. */
    currentUserView(user: CurrentUserContext): CurrentUser {
      return user ?? { isAuthorized: false };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
