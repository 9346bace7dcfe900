import { z } from 'zod';
import { RACE_FORMATS, TEAM_GENDER_RULES, TEAM_MEMBER_STATES, TEAM_PAYMENTS } from '../domain/teams.js';
import { v } from '../validation-messages.js';
import { emailSchema, personNameSchema } from './auth.js';
import { birthDateSchema } from './profile.js';
import { rowIdSchema } from './row-id.js';

/*
 * Teams and relays (issue 17; SPEC §2 team step and team join page, §3 team, §5 team rules, §8 team errors).
 *
 *   POST   /api/registration/:eventCode/:raceCode/team ← createTeamSchema → 201 teamViewSchema
 *   GET    /api/teams/join/:code                       → teamPreviewSchema (the join page, before joining)
 *   POST   /api/teams/join                             ← joinTeamSchema → teamViewSchema
 *   GET    /api/teams/:id                              → teamViewSchema (captain or member)
 *   POST   /api/teams/:id/members                      ← teamMemberInputSchema → teamViewSchema (captain)
 *   PUT    /api/teams/:id/members/:memberId            ← teamMemberInputSchema → teamViewSchema (swap)
 *   DELETE /api/teams/:id/members/:memberId            → teamViewSchema (captain; a member leaving)
 *   PUT    /api/teams/:id/stages                       ← teamStagesSchema → teamViewSchema (captain)
 *   DELETE /api/teams/:id                              → 204 (captain, nothing ordered yet)
 *   GET    /api/account/teams                          → accountTeamsSchema
 *
 * Every call needs a signed-in user; a team of another tenant, or one the user is not in, is 404.
 */

export const TEAM_NAME_MAX = 60;

/** A race's team rules as the registration context and the team views show them. */
export const raceTeamSchema = z.object({
  format: z.enum(RACE_FORMATS).exclude(['individual']),
  payment: z.enum(TEAM_PAYMENTS),
  minMembers: z.number().int(),
  maxMembers: z.number().int(),
  genderRule: z.enum(TEAM_GENDER_RULES),
  stages: z.array(
    z.object({
      position: z.number().int(),
      name: z.string(),
      lengthM: z.number().int(),
      min: z.number().int().nullable(),
      max: z.number().int().nullable(),
    }),
  ),
});
export type RaceTeam = z.infer<typeof raceTeamSchema>;

export const createTeamSchema = z.object({
  name: z.string(v('teamNameRequired')).trim().min(1, v('teamNameRequired')).max(TEAM_NAME_MAX, v('tooLong')),
});

export const joinTeamSchema = z.object({
  code: z.string(v('codeRequired')).trim().min(1, v('codeRequired')).max(40, v('codeRequired')),
});

/** A member the captain adds (or swaps in): a relative of the family group, or a friend by name and e-mail. */
export const teamMemberInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('relative'), relativeId: rowIdSchema }),
  z.object({
    kind: z.literal('friend'),
    firstName: personNameSchema,
    lastName: personNameSchema,
    email: emailSchema,
    gender: z.enum(['male', 'female'], v('genderRequired')),
    birthDate: birthDateSchema,
  }),
]);
export type TeamMemberInput = z.infer<typeof teamMemberInputSchema>;

export const teamStagesSchema = z.object({
  assignments: z
    .array(z.object({ memberId: rowIdSchema, stage: z.number().int().min(1).max(50).nullable() }))
    .max(50),
});
export type TeamStages = z.infer<typeof teamStagesSchema>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  /** The relay stage's position; null: not assigned. */
  stage: z.number().int().nullable(),
  role: z.enum(['captain', 'member']),
  /** How the member came: the captain's own place, a relative or friend the captain added, by code. */
  kind: z.enum(['self', 'relative', 'friend', 'joined']),
  state: z.enum(TEAM_MEMBER_STATES),
  /** This member is the signed-in user. */
  you: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The code members join with ("ABCDE-FGHJK"); the captain's and the members' to share. */
  joinCode: z.string(),
  role: z.enum(['captain', 'member']),
  captainName: z.string(),
  event: z.object({ code: z.string(), name: z.string(), startsAt: z.string(), timeZone: z.string() }),
  race: z.object({ code: z.string(), name: z.string() }),
  rules: raceTeamSchema,
  members: z.array(teamMemberSchema),
  /**
   * forming: members join and stages are set; ordered: the captain's order holds the team's places;
   * registered: every member's place is paid.
   */
  status: z.enum(['forming', 'ordered', 'registered']),
  /** Until when a forming team keeps its place without an order (TEAM_FORMING_HOURS). */
  heldUntil: z.string().nullable(),
  /** Members may be removed or swapped until registration closes. */
  deadline: z.string().nullable(),
  editable: z.boolean(),
});
export type TeamView = z.infer<typeof teamViewSchema>;

/** The join page before joining: enough to know it is the right team. */
export const teamPreviewSchema = z.object({
  name: z.string(),
  captainName: z.string(),
  event: z.object({ code: z.string(), name: z.string(), startsAt: z.string(), timeZone: z.string() }),
  race: z.object({ code: z.string(), name: z.string() }),
  members: z.number().int(),
  maxMembers: z.number().int(),
  full: z.boolean(),
  payment: z.enum(TEAM_PAYMENTS),
  /** The signed-in user is in this team already. */
  member: z.boolean(),
});
export type TeamPreview = z.infer<typeof teamPreviewSchema>;

export const accountTeamsSchema = z.object({ teams: z.array(teamViewSchema) });
export type AccountTeams = z.infer<typeof accountTeamsSchema>;

export const teamIdParams = z.object({ id: rowIdSchema });
export const teamMemberParams = z.object({ id: rowIdSchema, memberId: rowIdSchema });
export const joinCodeParams = z.object({ code: z.string().min(1).max(40) });
