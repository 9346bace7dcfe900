/** The query key of GET /api/users/getCurrent: the auth feature owns the query; others refresh it by key. */
export const CURRENT_USER_KEY = ['users', 'current'] as const;
