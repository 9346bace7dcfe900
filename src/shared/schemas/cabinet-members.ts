import { z } from 'zod';
import { MEMBER_ROLES } from '../domain/cabinet-permissions.js';
import { v } from '../validation-messages.js';
import { emailSchema } from './auth.js';

/*
 * Who works in an organizer's cabinet (issue 18 item 1, ADR 022): the owner lists the members, adds an
 * existing account of the tenant by e-mail, changes a member's role, removes one. Permission:
 * members.manage on the organizer. The organizer always keeps an owner: the last one can be neither
 * demoted nor removed (LAST_OWNER, checked under the organizer's row lock).
 *
 *   GET    /api/cabinet/organizers/:id/members           → cabinetMembersSchema
 *   POST   /api/cabinet/organizers/:id/members           ← addMemberSchema → cabinetMemberSchema (201)
 *          (404 ACCOUNT_NOT_FOUND: no such account on the tenant; 409 MEMBER_EXISTS)
 *   PUT    /api/cabinet/organizers/:id/members/:userId   ← memberRoleSchema → cabinetMemberSchema
 *   DELETE /api/cabinet/organizers/:id/members/:userId   → 204
 */

export const memberRoleSchema = z.object({
  role: z.enum(MEMBER_ROLES, v('required')),
});
export type MemberRoleChange = z.infer<typeof memberRoleSchema>;

export const addMemberSchema = memberRoleSchema.extend({ email: emailSchema });
export type AddMember = z.input<typeof addMemberSchema>;

export const cabinetMemberSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  /** The account's name; the e-mail when the profile has none. */
  name: z.string(),
  role: z.enum(MEMBER_ROLES),
  /** ISO date-time the member was added. */
  since: z.string(),
});
export type CabinetMember = z.infer<typeof cabinetMemberSchema>;

export const cabinetMembersSchema = z.object({
  organizer: z.object({ id: z.number().int(), name: z.string() }),
  /** Owners first, then managers, then operators; by name within a role. */
  members: z.array(cabinetMemberSchema),
  /** The signed-in user's own id: the screen marks their row ("you"). */
  self: z.number().int(),
});
export type CabinetMembers = z.infer<typeof cabinetMembersSchema>;
