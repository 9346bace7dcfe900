import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberRole } from '../../../../shared/domain/cabinet-permissions.js';
import type { CabinetMember, CabinetMembers } from '../../../../shared/schemas/cabinet-members.js';
import { del, post, put, get } from '../../../lib/http.js';
import { cabinetKeys } from './cabinet.js';

/* Who works in an organizer's cabinet (issue 18 item 1, shared/schemas/cabinet-members.ts); only types from zod. */

export const cabinetMembersKeys = {
  list: (organizerId: number) => ['cabinet', 'members', organizerId] as const,
};

const membersPath = (organizerId: number) => `/api/cabinet/organizers/${organizerId}/members`;

export function cabinetMembersQueryOptions(organizerId: number) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: cabinetMembersKeys.list(organizerId),
    queryFn: ({ signal }) => get<CabinetMembers>(membersPath(organizerId), { signal }),
  });
}

export function useCabinetMembers(organizerId: number) {
  return useQuery(cabinetMembersQueryOptions(organizerId));
}

/** After any change the list reloads, and so does "me" (the user may have changed their own role). */
function useReload(organizerId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: cabinetMembersKeys.list(organizerId) }),
      client.invalidateQueries({ queryKey: cabinetKeys.me }),
    ]);
}

/** POST …/members: an existing account of the tenant by e-mail, with a role. */
export function useAddMember(organizerId: number) {
  const reload = useReload(organizerId);
  return useMutation({
    mutationFn: (body: { email: string; role: MemberRole }) =>
      post<CabinetMember>(membersPath(organizerId), { body }),
    onSuccess: reload,
  });
}

/** PUT …/members/:userId */
export function useSetMemberRole(organizerId: number) {
  const reload = useReload(organizerId);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: MemberRole }) =>
      put<CabinetMember>(`${membersPath(organizerId)}/${userId}`, { body: { role } }),
    onSettled: reload,
  });
}

/** DELETE …/members/:userId */
export function useRemoveMember(organizerId: number) {
  const reload = useReload(organizerId);
  return useMutation({
    mutationFn: (userId: number) => del<void>(`${membersPath(organizerId)}/${userId}`),
    onSettled: reload,
  });
}
