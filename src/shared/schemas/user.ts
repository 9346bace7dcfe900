import { z } from 'zod';

export const USER_ROLES = ['Administrator', 'Organization'] as const;
export const userRoleSchema = z.enum(USER_ROLES);

export const anonymousUserSchema = z.object({ isAuthorized: z.literal(false) });

export const signedInUserSchema = z.object({
  isAuthorized: z.literal(true),
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  roles: z.array(userRoleSchema),
});

export const currentUserSchema = z.discriminatedUnion('isAuthorized', [
  anonymousUserSchema,
  signedInUserSchema,
]);

export type UserRole = z.infer<typeof userRoleSchema>;
export type SignedInUser = z.infer<typeof signedInUserSchema>;
export type CurrentUser = z.infer<typeof currentUserSchema>;
