import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Employee,
  EmployeeInput,
  EmployeeInvitation,
  EmployeeLink,
  EmployeeLinks,
  EmployeesImported,
  EmployeesImportPreview,
  EmployeesInvited,
  EmployeesPage,
} from '../../../../shared/schemas/corp-employees.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { del, get, post, put } from '../../../lib/http.js';

/* A company's employees and an employee's consent (issue 19 item 6, shared/schemas/corp-employees.ts); only types from zod. */

export const corpEmployeesKeys = {
  all: (companyId: number) => ['corp', 'employees', companyId] as const,
  page: (companyId: number, q: string, page: number) => ['corp', 'employees', companyId, q, page] as const,
  invitation: (token: string) => ['corp', 'join', token] as const,
  links: ['corp', 'links'] as const,
};

const employeesPath = (companyId: number) => `/api/corp/companies/${companyId}/employees`;

export function corpEmployeesQueryOptions(companyId: number, q: string, page: number) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: corpEmployeesKeys.page(companyId, q, page),
    queryFn: ({ signal }) =>
      get<EmployeesPage>(employeesPath(companyId), { query: { q: q || undefined, page }, signal }),
    // a new search or page keeps the last list on screen until its answer comes
    placeholderData: keepPreviousData,
  });
}

export function useCorpEmployees(companyId: number, q: string, page: number) {
  return useQuery(corpEmployeesQueryOptions(companyId, q, page));
}

/** After a change the company's list reloads. */
function useReload(companyId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: corpEmployeesKeys.all(companyId) });
}

/** POST …/employees, or PUT …/employees/:id with an id. */
export function useSaveEmployee(companyId: number) {
  const reload = useReload(companyId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EmployeeInput }) =>
      id === null
        ? post<Employee>(employeesPath(companyId), { body })
        : put<Employee>(`${employeesPath(companyId)}/${id}`, { body }),
    onSuccess: reload,
  });
}

/** DELETE …/employees/:id */
export function useRemoveEmployee(companyId: number) {
  const reload = useReload(companyId);
  return useMutation({
    mutationFn: (id: number) => del<void>(`${employeesPath(companyId)}/${id}`),
    onSettled: reload,
  });
}

/** POST …/employees/:id/invite: a new link mailed to one employee. */
export function useInviteEmployee(companyId: number) {
  const reload = useReload(companyId);
  return useMutation({
    mutationFn: (id: number) => post<Employee>(`${employeesPath(companyId)}/${id}/invite`),
    onSettled: reload,
  });
}

/** POST …/employees/invite: every employee with an e-mail never invited. */
export function useInviteAllEmployees(companyId: number) {
  const reload = useReload(companyId);
  return useMutation({
    mutationFn: () => post<EmployeesInvited>(`${employeesPath(companyId)}/invite`),
    onSettled: reload,
  });
}

/** The file's bytes as they are, whatever the browser thinks its type is (the server reads the bytes). */
const fileBody = (file: Blob) => new Blob([file], { type: 'application/octet-stream' });

/** POST …/employees/import/preview: every line checked, nothing written. */
export function usePreviewEmployeesImport(companyId: number) {
  return useMutation({
    mutationFn: (file: Blob) =>
      post<EmployeesImportPreview>(`${employeesPath(companyId)}/import/preview`, {
        body: fileBody(file),
        query: { language: currentLanguage() },
      }),
  });
}

/** POST …/employees/import: the same file again; the lines that pass are added in one go. */
export function useImportEmployees(companyId: number) {
  const reload = useReload(companyId);
  return useMutation({
    mutationFn: (file: Blob) =>
      post<EmployeesImported>(`${employeesPath(companyId)}/import`, {
        body: fileBody(file),
        query: { language: currentLanguage() },
      }),
    onSuccess: reload,
  });
}

/* ---- the employee's side ---- */

const joinPath = (token: string) => `/api/corp/join/${encodeURIComponent(token)}`;

export function useEmployeeInvitation(token: string) {
  return useQuery(
    queryOptions({
      meta: { quietErrors: true },
      queryKey: corpEmployeesKeys.invitation(token),
      queryFn: ({ signal }) => get<EmployeeInvitation>(joinPath(token), { signal }),
      retry: false,
    }),
  );
}

export function useEmployeeLinks() {
  return useQuery(
    queryOptions({
      meta: { quietErrors: true },
      queryKey: corpEmployeesKeys.links,
      queryFn: ({ signal }) => get<EmployeeLinks>('/api/corp/links', { signal }),
    }),
  );
}

/** POST (consent) or DELETE (decline) /api/corp/join/:token; the user's links reload. */
export function useAnswerInvitation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (consent: boolean): Promise<EmployeeLink | null> => {
      if (consent) return post<EmployeeLink>(joinPath(token));
      await del<void>(joinPath(token));
      return null;
    },
    onSettled: () => client.invalidateQueries({ queryKey: corpEmployeesKeys.links }),
  });
}

/** DELETE /api/corp/links/:id: the consent withdrawn. */
export function useWithdrawConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => del<void>(`/api/corp/links/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: corpEmployeesKeys.links }),
  });
}
