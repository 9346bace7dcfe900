import {
  canInCompany,
  type CompanyAction,
  type CompanyCabinetRole,
} from '../../shared/domain/company-permissions.js';
import type { Executor } from '../db/client.js';
import { DomainError } from '../domain-error.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { createCompanyAccessRepo } from './company-access.repo.js';

/*
 * Who may do what in the corporate cabinet (issue 19, ADR 031): every /api/corp service asks here first.
 * The role comes from the user's membership of the company; the tenant's support (the Administrator role)
 * has the support role for every company of its tenant. Somebody with no role there gets 404 for the
 * company, the same as for one that does not exist (nothing tells them apart); a role without the
 * permission: 403. Another tenant's company is never found (every read is bound to the request's tenant).
 */

/** The user's role in a company's cabinet: their membership, else support for the tenant's help desk. */
export async function companyRoleFor(
  executor: Executor,
  ctx: RequestContext,
  companyId: number,
): Promise<CompanyCabinetRole | null> {
  const user = signedInUser(ctx);
  const member = await createCompanyAccessRepo(executor, ctx.tenant.id).memberRole(userIdOf(user), companyId);
  if (member) return member;
  return user.roles.includes('Administrator') ? 'support' : null;
}

/**
 * A company of the tenant the user may take `action` on, with their role there (404 / 403 otherwise).
 * `lock`: the company's row is locked first, so that what is checked is read after any change that held
 * the lock before (two admins removing each other: the second is no admin any more).
 */
export async function companyFor(
  executor: Executor,
  ctx: RequestContext,
  companyId: number,
  action: CompanyAction,
  options: { lock?: boolean } = {},
): Promise<{ company: { id: number; name: string }; role: CompanyCabinetRole }> {
  const company = await createCompanyAccessRepo(executor, ctx.tenant.id).companyById(
    companyId,
    options.lock ?? false,
  );
  const role = company ? await companyRoleFor(executor, ctx, company.id) : null;
  if (!company || role === null) throw new DomainError('NOT_FOUND');
  if (!canInCompany(role, action)) throw new DomainError('FORBIDDEN');
  return { company, role };
}
