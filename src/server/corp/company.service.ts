import { canInCompany } from '../../shared/domain/company-permissions.js';
import type {
  CompanyContact,
  CompanyContactValues,
  CompanyPage,
  CompanyProfile,
  CorpMe,
} from '../../shared/schemas/corp-company.js';
import type { Executor } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { companyFor } from './company-access.js';
import { createCompanyAccessRepo } from './company-access.repo.js';
import { createCompanySupportService } from './company-support.service.js';
import { createCompanyUsersService } from './company-users.service.js';
import { createCompanyRepo } from './company.repo.js';
import type { CorpDeps } from './corp-deps.js';

/*
 * A company in the corporate cabinet (issue 19 item 5, ADR 031): the user's companies (/api/corp/me), the
 * profile with its requisites and the contact people. Everybody with a role sees them ('company.view');
 * the admin and support edit them ('company.edit'); anybody else gets 404 as for a company that does not
 * exist. The requisites are checked by the route's schema (400 with a message under each field). Its
 * users (`users`) and support's leads and new companies (`support`) have services of their own.
 */
export function createCompanyService(deps: CorpDeps) {
  const { db } = deps;
  const users = createCompanyUsersService(deps);

  async function page(tx: Executor, ctx: RequestContext, companyId: number): Promise<CompanyPage> {
    const { company, role } = await companyFor(tx, ctx, companyId, 'company.view');
    const repo = createCompanyRepo(tx, ctx.tenant.id);
    const profile = await repo.profile(company.id);
    if (!profile) throw new DomainError('NOT_FOUND');
    return {
      company: { id: company.id, name: profile.name },
      role,
      profile,
      contacts: await repo.contacts(company.id),
      canEdit: canInCompany(role, 'company.edit'),
    };
  }

  /** Runs `work` once the caller may edit the company's profile (its row locked). */
  function editing<T>(
    ctx: RequestContext,
    companyId: number,
    work: (repo: ReturnType<typeof createCompanyRepo>, tx: Executor) => Promise<T>,
  ): Promise<T> {
    return tenantTransaction(db, ctx.tenant.id, async (tx) => {
      await companyFor(tx, ctx, companyId, 'company.edit', { lock: true });
      return work(createCompanyRepo(tx, ctx.tenant.id), tx);
    });
  }

  return {
    users,
    support: createCompanySupportService(deps, users),

    /**
     * GET /api/corp/me: the user's companies with their role; support also every company of the tenant
     * (as 'support' where they are no member). Anybody signed in: a user with none reads that the
     * cabinet is for companies.
     */
    async me(ctx: RequestContext): Promise<CorpMe> {
      const user = signedInUser(ctx);
      const support = user.roles.includes('Administrator');
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const own = await createCompanyAccessRepo(tx, ctx.tenant.id).companiesOf(userIdOf(user));
        if (!support) return { companies: own, support };
        const mine = new Map(own.map((c) => [c.id, c]));
        const all = await createCompanyRepo(tx, ctx.tenant.id).all();
        return {
          companies: all.map((c) => mine.get(c.id) ?? { ...c, role: 'support' as const }),
          support,
        };
      });
    },

    /** GET /api/corp/companies/:companyId */
    show(ctx: RequestContext, companyId: number): Promise<CompanyPage> {
      return tenantTransaction(db, ctx.tenant.id, (tx) => page(tx, ctx, companyId));
    },

    /** PUT /api/corp/companies/:companyId: the profile, checked by the route's schema. */
    save(ctx: RequestContext, companyId: number, profile: CompanyProfile): Promise<CompanyPage> {
      return editing(ctx, companyId, async (repo, tx) => {
        await repo.saveProfile(companyId, profile);
        return page(tx, ctx, companyId);
      });
    },

    /** POST /api/corp/companies/:companyId/contacts */
    addContact(
      ctx: RequestContext,
      companyId: number,
      contact: CompanyContactValues,
    ): Promise<CompanyContact> {
      return editing(ctx, companyId, (repo) => repo.addContact(companyId, contact));
    },

    /** PUT /api/corp/companies/:companyId/contacts/:contactId (404 for another company's contact). */
    updateContact(
      ctx: RequestContext,
      companyId: number,
      contactId: number,
      contact: CompanyContactValues,
    ): Promise<CompanyContact> {
      return editing(ctx, companyId, async (repo) => {
        const updated = await repo.updateContact(companyId, contactId, contact);
        if (!updated) throw new DomainError('NOT_FOUND');
        return updated;
      });
    },

    /** DELETE /api/corp/companies/:companyId/contacts/:contactId */
    async removeContact(ctx: RequestContext, companyId: number, contactId: number): Promise<void> {
      await editing(ctx, companyId, async (repo) => {
        if (!(await repo.removeContact(companyId, contactId))) throw new DomainError('NOT_FOUND');
      });
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
