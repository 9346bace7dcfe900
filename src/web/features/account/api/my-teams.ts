import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountTeams, TeamMemberInput, TeamView } from '../../../../shared/schemas/teams.js';
import { del, get, put } from '../../../lib/http.js';
import { accountKeys } from './account-keys.js';

/*
 * My teams (issue 17): the teams of team races and relays the user captains or is in, and what the account
 * page does with their members. Only types come from the shared schemas: zod stays out of the page's code.
 */

export const MY_TEAMS_URL = '/api/account/teams';

const memberUrl = (teamId: number, memberId: number) => `/api/teams/${teamId}/members/${memberId}`;

export function myTeamsQueryOptions() {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: accountKeys.teams,
    queryFn: ({ signal }) => get<AccountTeams>(MY_TEAMS_URL, { signal }),
  });
}

export function useMyTeams() {
  return useQuery(myTeamsQueryOptions());
}

/** DELETE /api/teams/:id/members/:memberId: the captain removes a member, or a member leaves (204). */
export const removeMember = ({ teamId, memberId }: { teamId: number; memberId: number }) =>
  del<unknown>(memberUrl(teamId, memberId));

/** PUT /api/teams/:id/members/:memberId: the captain swaps a member for a relative or a friend. */
export const swapMember = ({
  teamId,
  memberId,
  input,
}: {
  teamId: number;
  memberId: number;
  input: TeamMemberInput;
}) => put<TeamView>(memberUrl(teamId, memberId), { body: input });

/** A change of a team's members; the teams (and registrations, which a swap moves) refresh after it. */
function useTeamsMutation<TArg, TResult>(mutationFn: (arg: TArg) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.teams });
      void queryClient.invalidateQueries({ queryKey: accountKeys.registrations });
    },
  });
}

export const useRemoveMember = () => useTeamsMutation(removeMember);
export const useSwapMember = () => useTeamsMutation(swapMember);
