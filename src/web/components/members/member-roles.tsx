/**
 * A cabinet's roles (the organizer's owner/manager/operator, the company's admin/manager): their order, the
 * word each shows as, and the line saying what each may do.
 */
export interface MemberRoles<R extends string> {
  all: readonly R[];
  name: (role: R) => string;
  hint: (role: R) => string;
}

/**
 * The catalog part a cabinet's people screen reads its texts from: the same `add.*` and `list.*` keys
 * under each (cabinetMembers, corpCompany.users).
 */
export type MembersTexts = 'cabinetMembers' | 'corpCompany.users';

/** The roles as a select's options. */
export function RoleOptions<R extends string>({ roles }: { roles: MemberRoles<R> }) {
  return roles.all.map((role) => (
    <option key={role} value={role}>
      {roles.name(role)}
    </option>
  ));
}
