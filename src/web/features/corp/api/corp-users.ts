import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyRole } from '../../../../shared/domain/company-permissions.js';
import type {
  AcceptedInvitation,
  AddCompanyUserResult,
  CompanyInvitation,
  CompanyUser,
  CompanyUsers,
} from '../../../../shared/schemas/corp-company.js';
import { CURRENT_USER_KEY } from '../../../lib/current-user-key.js';
import { del, get, post, put } from '../../../lib/http.js';
import { corpKeys } from './corp-me.js';

/* A company's users and invitations (issue 19 item 5, shared/schemas/corp-company.ts); only types. */

export const corpUsersKeys = {
  list: (companyId: number) => ['corp', 'users', companyId] as const,
  invitation: (token: string) => ['corp', 'invitation', token] as const,
};

const usersPath = (companyId: number) => `/api/corp/companies/${companyId}/users`;

export function corpUsersQueryOptions(companyId: number) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: corpUsersKeys.list(companyId),
    queryFn: ({ signal }) => get<CompanyUsers>(usersPath(companyId), { signal }),
  });
}

export function useCorpUsers(companyId: number) {
  return useQuery(corpUsersQueryOptions(companyId));
}

/** After any change the list reloads, and so does "me" (the user may have changed their own role). */
function useReload(companyId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: corpUsersKeys.list(companyId) }),
      client.invalidateQueries({ queryKey: corpKeys.me }),
    ]);
}

/** POST …/users: an account of the tenant at once, anybody else by a mailed invitation. */
export function useAddCompanyUser(companyId: number) {
  const reload = useReload(companyId);
  return useMutation({
    mutationFn: (body: { email: string; role: CompanyRole }) =>
      post<AddCompanyUserResult>(usersPath(companyId), { body }),
    onSuccess: reload,
  });
}

export function useSetCompanyUserRole(companyId: number) {
  const reload = useReload(companyId);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: CompanyRole }) =>
      put<CompanyUser>(`${usersPath(companyId)}/${userId}`, { body: { role } }),
    onSettled: reload,
  });
}

export function useRemoveCompanyUser(companyId: number) {
  const reload = useReload(companyId);
  return useMutation({
    mutationFn: (userId: number) => del<void>(`${usersPath(companyId)}/${userId}`),
    onSettled: reload,
  });
}

export function useWithdrawInvitation(companyId: number) {
  const reload = useReload(companyId);
  return useMutation({
    mutationFn: (invitationId: number) =>
      del<void>(`/api/corp/companies/${companyId}/invitations/${invitationId}`),
    onSettled: reload,
  });
}

const invitationPath = (token: string) => `/api/corp/invitations/${encodeURIComponent(token)}`;

/** GET /api/corp/invitations/:token: the company, the role, and whether the signed-in account may accept. */
export function useCompanyInvitation(token: string) {
  return useQuery({
    meta: { quietErrors: true },
    queryKey: corpUsersKeys.invitation(token),
    queryFn: ({ signal }) => get<CompanyInvitation>(invitationPath(token), { signal }),
    retry: false,
  });
}

/** POST …/accept: the user now works in the company (and has the Organization role: the menu shows it). */
export function useAcceptInvitation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => post<AcceptedInvitation>(`${invitationPath(token)}/accept`),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: corpKeys.me }),
        client.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]),
  });
}
