import { createHash, randomBytes } from 'node:crypto';
import {
  SHARED_PROFILE_FIELDS,
  type Employee,
  type EmployeeInvitation,
  type EmployeeLink,
  type EmployeeLinks,
  type EmployeesInvited,
} from '../../shared/schemas/corp-employees.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { companyFor } from './company-access.js';
import type { CorpDeps } from './corp-deps.js';
import { employeeInvitationMail } from './employee-mails.js';
import { createEmployeesRepo } from './employees.repo.js';
import { employeeOf } from './employee-view.js';

/*
 * An employee links their own account to the company's list (issue 19 item 6, ADR 031 point 5). The
 * company mails a link (`/corp/join/:token`; the row keeps only the token's SHA-256, and a new mail
 * replaces the old link); the signed-in invitee sees the company and what it will see, and consents (their
 * account and own profile linked, the link spent) or declines (the link spent). A token met nowhere, spent
 * or of a removed employee is EMPLOYEE_INVITATION_INVALID; one account is one employee per company. The
 * employee may withdraw the consent later: the company sees its own typed data again.
 */

/** Invitations of one employee a company may mail in the window, and "invite all" calls. */
const INVITES_PER_WINDOW = 300;
const INVITE_ALL_PER_WINDOW = 10;
const INVITE_WINDOW_MS = 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

interface Invitee {
  id: number;
  email: string;
  name: string;
  token: string;
}

export function createEmployeeConsent(deps: CorpDeps) {
  const { db, limiter, mailer } = deps;
  const clock = deps.clock ?? (() => new Date());

  const take = (ctx: RequestContext, companyId: number, kind: 'one' | 'all') =>
    limiter.take([
      {
        bucket: `corp-employee-invite-${kind}:${ctx.tenant.id}:${companyId}`,
        limit: kind === 'one' ? INVITES_PER_WINDOW : INVITE_ALL_PER_WINDOW,
        windowMs: INVITE_WINDOW_MS,
        error: 'RATE_LIMITED',
      },
    ]);

  /** The mails of invitations already written; one that cannot be queued is logged (it can be sent again). */
  async function mailAll(ctx: RequestContext, company: string, invitees: Invitee[]) {
    for (const invitee of invitees) {
      try {
        await mailer.send(
          ctx.tenant.id,
          employeeInvitationMail({
            to: invitee.email,
            lang: ctx.language,
            tenant: ctx.tenant.name,
            company,
            employee: invitee.name,
            href: `${ctx.origin}/corp/join/${invitee.token}`,
          }),
        );
      } catch (error) {
        ctx.log.error({ err: error, employee: invitee.id }, 'employee invitation not mailed');
      }
    }
  }

  /** The employee an invitation's token names (locked), or EMPLOYEE_INVITATION_INVALID. */
  async function invited(tx: Parameters<typeof createEmployeesRepo>[0], ctx: RequestContext, token: string) {
    const row = await createEmployeesRepo(tx, ctx.tenant.id).byInvitation(hashOf(token));
    if (!row) throw new DomainError('EMPLOYEE_INVITATION_INVALID');
    return row;
  }

  const linkOf = (row: { id: number; companyName: string; consentedAt: Date | null }): EmployeeLink => ({
    id: row.id,
    company: { name: row.companyName },
    consentedAt: (row.consentedAt ?? clock()).toISOString(),
  });

  return {
    /** POST …/employees/:id/invite: a new link mailed (an earlier one stops working). */
    async invite(ctx: RequestContext, companyId: number, id: number): Promise<Employee> {
      const check = async (tx: Parameters<typeof createEmployeesRepo>[0]) => {
        const { company } = await companyFor(tx, ctx, companyId, 'employees.edit');
        const row = await createEmployeesRepo(tx, ctx.tenant.id).shown(companyId, id);
        if (!row) throw new DomainError('NOT_FOUND');
        if (row.linked) throw new DomainError('EMPLOYEE_LINKED');
        if (!row.email) throw new DomainError('EMPLOYEE_NO_EMAIL');
        return { company, row };
      };
      await tenantTransaction(db, ctx.tenant.id, check);
      await take(ctx, companyId, 'one');
      const token = newToken();
      const { company, row, employee } = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const found = await check(tx);
        const repo = createEmployeesRepo(tx, ctx.tenant.id);
        await repo.setInvitations(companyId, [{ id, hash: hashOf(token) }], clock());
        return { ...found, employee: employeeOf((await repo.shown(companyId, id))!) };
      });
      await mailAll(ctx, company.name, [
        { id, email: row.email!, name: `${row.firstName} ${row.lastName}`, token },
      ]);
      return employee;
    },

    /** POST …/employees/invite: every employee with an e-mail who was never invited. */
    async inviteAll(ctx: RequestContext, companyId: number): Promise<EmployeesInvited> {
      await tenantTransaction(db, ctx.tenant.id, (tx) => companyFor(tx, ctx, companyId, 'employees.edit'));
      await take(ctx, companyId, 'all');
      const { company, invitees } = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { company } = await companyFor(tx, ctx, companyId, 'employees.edit', { lock: true });
        const repo = createEmployeesRepo(tx, ctx.tenant.id);
        const invitees: Invitee[] = (await repo.notInvited(companyId)).map((row) => ({
          id: row.id,
          email: row.email,
          name: `${row.firstName} ${row.lastName}`,
          token: newToken(),
        }));
        await repo.setInvitations(
          companyId,
          invitees.map((i) => ({ id: i.id, hash: hashOf(i.token) })),
          clock(),
        );
        return { company, invitees };
      });
      await mailAll(ctx, company.name, invitees);
      return { invited: invitees.length };
    },

    /** GET /api/corp/join/:token: the company, whom it meant, and what it will see. */
    async invitation(ctx: RequestContext, token: string): Promise<EmployeeInvitation> {
      signedInUser(ctx);
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const row = await invited(tx, ctx, token);
        return {
          company: { name: row.companyName },
          employee: { lastName: row.lastName, firstName: row.firstName },
          fields: [...SHARED_PROFILE_FIELDS],
        };
      });
    },

    /** POST /api/corp/join/:token: consent; the account and its own profile linked, the link spent. */
    async accept(ctx: RequestContext, token: string): Promise<EmployeeLink> {
      const userId = userIdOf(signedInUser(ctx));
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const row = await invited(tx, ctx, token);
        const repo = createEmployeesRepo(tx, ctx.tenant.id);
        const other = await repo.linkedTo(row.companyId, userId);
        if (other !== null && other !== row.id) {
          throw new DomainError('EMPLOYEE_ALREADY_LINKED', { params: { company: row.companyName } });
        }
        const at = clock();
        await repo.link(row.id, userId, await repo.ownPersonId(userId), at);
        return linkOf({ id: row.id, companyName: row.companyName, consentedAt: at });
      });
    },

    /** DELETE /api/corp/join/:token: declined; the link is spent and nothing is linked. */
    async decline(ctx: RequestContext, token: string): Promise<void> {
      signedInUser(ctx);
      await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const row = await invited(tx, ctx, token);
        await createEmployeesRepo(tx, ctx.tenant.id).decline(row.id);
      });
    },

    /** GET /api/corp/links: the companies the user shares their profile with. */
    async links(ctx: RequestContext): Promise<EmployeeLinks> {
      const userId = userIdOf(signedInUser(ctx));
      return tenantTransaction(db, ctx.tenant.id, async (tx) => ({
        links: (await createEmployeesRepo(tx, ctx.tenant.id).linksOf(userId)).map(linkOf),
      }));
    },

    /** DELETE /api/corp/links/:id: consent withdrawn (404 for a link that is not the user's). */
    async withdraw(ctx: RequestContext, id: number): Promise<void> {
      const userId = userIdOf(signedInUser(ctx));
      await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        if (!(await createEmployeesRepo(tx, ctx.tenant.id).unlink(id, userId))) {
          throw new DomainError('NOT_FOUND');
        }
      });
    },
  };
}
