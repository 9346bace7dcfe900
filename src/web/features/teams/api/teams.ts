import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMemberInput, TeamPreview, TeamStages, TeamView } from '../../../../shared/schemas/teams.js';
import { apiErrorOf } from '../../../lib/api-error.js';
import { del, get, post, put } from '../../../lib/http.js';

/*
 * The team calls (issue 17; shared/schemas/teams.ts lists them). Only types come from the shared schemas:
 * zod stays out of the team step's and the join page's code.
 */

export const teamKeys = {
  all: ['teams'] as const,
  preview: (code: string) => ['teams', 'preview', code] as const,
};

const teamUrl = (id: number) => `/api/teams/${id}`;

/** POST /api/registration/:eventCode/:raceCode/team: the user's new team, with them as its captain. */
export function createTeam(eventCode: string, raceCode: string, name: string): Promise<TeamView> {
  const race = `${encodeURIComponent(eventCode)}/${encodeURIComponent(raceCode)}`;
  return post<TeamView>(`/api/registration/${race}/team`, { body: { name } });
}

/** GET /api/teams/join/:code: the team a code belongs to, before joining (the server normalizes the code). */
export function teamPreviewQueryOptions(code: string) {
  return queryOptions({
    // the page shows its own message next to the code
    meta: { quietErrors: true },
    queryKey: teamKeys.preview(code),
    queryFn: ({ signal }) => get<TeamPreview>(`/api/teams/join/${encodeURIComponent(code)}`, { signal }),
    staleTime: 0,
  });
}

/** Asked for a typed code only, and only for a signed-in user. */
export function useTeamPreview(code: string | null) {
  return useQuery({ ...teamPreviewQueryOptions(code ?? ''), enabled: Boolean(code) });
}

/** POST /api/teams/join */
export function joinTeam(code: string): Promise<TeamView> {
  return post<TeamView>('/api/teams/join', { body: { code } });
}

/** POST /api/teams/:id/members (the captain): a relative of the family group, or a friend. */
export function addTeamMember(teamId: number, input: TeamMemberInput): Promise<TeamView> {
  return post<TeamView>(`${teamUrl(teamId)}/members`, { body: input });
}

/** PUT /api/teams/:id/stages (the captain): members put on a relay's stages. */
export function setTeamStages(teamId: number, stages: TeamStages): Promise<TeamView> {
  return put<TeamView>(`${teamUrl(teamId)}/stages`, { body: stages });
}

/**
 * DELETE /api/teams/:id/members/:memberId: the captain removing a member (answers the team), or a member
 * leaving (answers nothing: null).
 */
export async function removeTeamMember(teamId: number, memberId: number): Promise<TeamView | null> {
  const answer = await del<TeamView | string | undefined>(`${teamUrl(teamId)}/members/${memberId}`);
  return typeof answer === 'object' && answer !== null ? answer : null;
}

/** DELETE /api/teams/:id (the captain, nothing ordered yet). */
export async function disbandTeam(teamId: number): Promise<null> {
  await del<unknown>(teamUrl(teamId));
  return null;
}

/** What a failed team call said (DESIGN §4's `{ error }`), its message already in the user's language. */
export interface TeamError {
  code: string;
  message: string;
  fields: Record<string, string>;
  /** TEAM_EXISTS: SPEC §8's code (1: the name is taken, 2: the user captains a team of the race). */
  teamCode: number | null;
  explanation: string | null;
}

/** The team error of a failed call, or null (a network failure, an unexpected answer). */
export function teamErrorOf(error: unknown): TeamError | null {
  const body = apiErrorOf(error);
  if (!body) return null;
  return {
    code: body.code,
    message: typeof body.message === 'string' ? body.message : '',
    fields: body.fields ?? {},
    teamCode: typeof body.teamCode === 'number' ? body.teamCode : null,
    explanation: typeof body.explanation === 'string' ? body.explanation : null,
  };
}
