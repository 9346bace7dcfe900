import { useOutletContext } from 'react-router';
import { canInCompany, type CompanyAction } from '../../../shared/domain/company-permissions.js';
import type { CorpCompany } from '../../../shared/schemas/corp-company.js';

/*
 * What the corporate cabinet's frame (pages/corp/corp-page.tsx) hands its sections: the company the user
 * chose (the switcher keeps it in the URL's `?company=`, and remembers it for the next visit) and what
 * their role there permits. Sections read it with `useCorpCompany()`; the frame renders them only once a
 * company is chosen.
 */

export interface CorpFrameContext {
  company: CorpCompany;
  /** The user is the tenant's support. */
  support: boolean;
  /** Whether the user's role in the company permits the action (shared/domain/company-permissions.ts). */
  can: (action: CompanyAction) => boolean;
}

/** The frame's context for a section of the corporate cabinet (the chosen company, its permissions). */
export function useCorpCompany(): CorpFrameContext {
  return useOutletContext<CorpFrameContext>();
}

/** The frame's context for a company and a role. */
export function corpFrameContext(company: CorpCompany, support: boolean): CorpFrameContext {
  return { company, support, can: (action) => canInCompany(company.role, action) };
}

/** The query a cabinet link carries so that it opens in the same company: `?company=<id>`. */
export const COMPANY_PARAM = 'company';

/** A path of the cabinet (e.g. '/corp/employees') for a company. */
export function corpPath(path: string, companyId: number): string {
  return `${path}?${COMPANY_PARAM}=${companyId}`;
}
