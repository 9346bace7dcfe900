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
  /** Profile fields registration still needs (FIELDS_REGISTRATION_NEEDS order); empty when complete. */
  missingProfileFields: z.array(z.string()),
});

export const currentUserSchema = z.discriminatedUnion('isAuthorized', [
  anonymousUserSchema,
  signedInUserSchema,
]);

export type UserRole = z.infer<typeof userRoleSchema>;
export type SignedInUser = z.infer<typeof signedInUserSchema>;
export type CurrentUser = z.infer<typeof currentUserSchema>;
