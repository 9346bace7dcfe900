import type { CompanyAction } from '../../../shared/domain/company-permissions.js';

/**
 * The corporate cabinet's sections (issue 19, ADR 031), in the frame's navigation and on its home: each
 * with its path under /corp and what the user's role must permit for it to show ('support': support only).
 */
export const CORP_SECTIONS = [
  { key: 'company', path: '/corp/company', needs: 'company.view' },
  { key: 'users', path: '/corp/users', needs: 'users.manage' },
  { key: 'employees', path: '/corp/employees', needs: 'employees.view' },
  { key: 'registrations', path: '/corp/registrations', needs: 'registrations.view' },
  { key: 'reports', path: '/corp/reports', needs: 'reports.view' },
  { key: 'support', path: '/corp/support', needs: 'support' },
] as const satisfies readonly { key: string; path: string; needs: CompanyAction | 'support' }[];

export type CorpSection = (typeof CORP_SECTIONS)[number];

/** The sections a user sees: their role's, and support's own for support. */
export function visibleSections(can: ((action: CompanyAction) => boolean) | null, support: boolean) {
  return CORP_SECTIONS.filter((s) => (s.needs === 'support' ? support : (can?.(s.needs) ?? false)));
}
