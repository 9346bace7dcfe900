import type { CompanyRole } from '../../shared/domain/company-permissions.js';
import type {
  AcceptedInvitation,
  AddCompanyUserResult,
  CompanyInvitation,
  CompanyInvitationRow,
  CompanyUser,
  CompanyUsers,
} from '../../shared/schemas/corp-company.js';
import { newToken, tokenHash } from '../auth/sessions.js';
import type { Transaction } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import type { Mail } from '../mail/mailer.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { companyFor } from './company-access.js';
import { companyInvitationMail, companyUserAddedMail } from './company-mails.js';
import {
  createCompanyUsersRepo,
  type CompanyInvitationRecord,
  type CompanyUserRow,
  type CompanyUsersRepo,
} from './company-users.repo.js';
import type { CorpDeps } from './corp-deps.js';

/*
 * A company's users (issue 19 item 5, ADR 031): admins and support ('users.manage') list, add by e-mail,
 * re-role and remove them. An account of the tenant with the e-mail becomes a user at once and gets the
 * Organization role (the cabinet's entry in its menu); any other address gets a mailed invitation
 * (company_invitations keeps the SHA-256 of its token), accepted at /corp/invitations/:token by the account
 * with that address. The company always keeps an admin: every change runs in one tenant transaction that
 * first locks the company's row, then checks the caller's role and counts the admins, so two admins
 * demoting each other at once leave one.
 */

/** How long an invitation's link works after it was (last) sent. */
export const INVITATION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Invitations and notes one company's users may send in an hour. */
const MAILS_PER_HOUR = 30;

function userOf(row: CompanyUserRow): CompanyUser {
  return {
    userId: row.userId,
    email: row.email,
    name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || row.email,
    role: row.role,
    since: row.createdAt.toISOString(),
  };
}

function invitationOf(row: CompanyInvitationRecord): CompanyInvitationRow {
  return { id: row.id, email: row.email, role: row.role, sentAt: row.createdAt.toISOString() };
}

/** What adding an address did, and the mail it owes once the transaction is committed. */
export interface AddedByEmail {
  result: AddCompanyUserResult;
  mail: Mail;
}

export function createCompanyUsersService(deps: CorpDeps) {
  const { db, mailer, limiter } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** Runs `work` on the company's users under its row lock, once the caller may manage them. */
  function locked<T>(
    ctx: RequestContext,
    companyId: number,
    work: (repo: CompanyUsersRepo, tx: Transaction, company: { id: number; name: string }) => Promise<T>,
  ): Promise<T> {
    return tenantTransaction(db, ctx.tenant.id, async (tx) => {
      const { company } = await companyFor(tx, ctx, companyId, 'users.manage', { lock: true });
      return work(createCompanyUsersRepo(tx, ctx.tenant.id), tx, company);
    });
  }

  async function userNow(repo: CompanyUsersRepo, companyId: number, userId: number) {
    const [row] = await repo.list(companyId, userId);
    if (!row) throw new DomainError('NOT_FOUND');
    return userOf(row);
  }

  /** Refuses a change that would leave the company without an admin. */
  async function keepAnAdmin(
    repo: CompanyUsersRepo,
    companyId: number,
    current: CompanyRole,
    next: CompanyRole | null,
  ) {
    if (current === 'admin' && next !== 'admin' && (await repo.admins(companyId)) <= 1) {
      throw new DomainError('LAST_COMPANY_ADMIN');
    }
  }

  /** Sends a mail the committed change owes; a failure is logged (the admin can send it again). */
  async function deliver(ctx: RequestContext, mail: Mail) {
    try {
      await mailer.send(ctx.tenant.id, mail);
    } catch (error) {
      ctx.log.error(error, 'corp: a company user mail was not sent');
    }
  }

  async function limitMails(ctx: RequestContext, companyId: number) {
    await limiter.take([
      {
        bucket: `corp-user-mails:${ctx.tenant.id}:${companyId}`,
        limit: MAILS_PER_HOUR,
        windowMs: 60 * 60 * 1000,
        error: 'RATE_LIMITED',
      },
    ]);
  }

  /**
   * Adds an address to a company whose row the caller holds locked (`tx`): an account of the tenant at
   * once (COMPANY_MEMBER_EXISTS when it is a user already), anybody else by a renewed invitation.
   */
  async function addByEmail(
    tx: Transaction,
    ctx: RequestContext,
    company: { id: number; name: string },
    email: string,
    role: CompanyRole,
  ): Promise<AddedByEmail> {
    const repo = createCompanyUsersRepo(tx, ctx.tenant.id);
    const mail = {
      to: email,
      lang: ctx.language,
      tenant: ctx.tenant.name,
      origin: ctx.origin,
      company: company.name,
      role,
    };
    const account = await repo.accountByEmail(email);
    if (account) {
      if (!(await repo.add(company.id, account.id, role))) throw new DomainError('COMPANY_MEMBER_EXISTS');
      await repo.grantOrganizationRole(account.id);
      return {
        result: { outcome: 'member', user: await userNow(repo, company.id, account.id) },
        mail: companyUserAddedMail({ ...mail, to: account.email }),
      };
    }
    const token = newToken();
    const invitation = await repo.invite(
      company.id,
      email,
      role,
      tokenHash(token),
      userIdOf(signedInUser(ctx)),
      clock(),
    );
    return {
      result: { outcome: 'invited', invitation: invitationOf(invitation) },
      mail: companyInvitationMail({ ...mail, token }),
    };
  }

  /** The open invitation of a token (COMPANY_INVITATION_INVALID for an unknown, used or old one). */
  async function openInvitation(repo: CompanyUsersRepo, token: string, lock: boolean) {
    const invitation = await repo.invitationByHash(tokenHash(token), lock);
    if (
      !invitation ||
      invitation.acceptedAt !== null ||
      clock().getTime() - invitation.createdAt.getTime() > INVITATION_TTL_MS
    ) {
      throw new DomainError('COMPANY_INVITATION_INVALID');
    }
    return invitation;
  }

  return {
    addByEmail,
    deliver,
    limitMails,

    /** GET /api/corp/companies/:companyId/users */
    async list(ctx: RequestContext, companyId: number): Promise<CompanyUsers> {
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { company } = await companyFor(tx, ctx, companyId, 'users.manage');
        const repo = createCompanyUsersRepo(tx, ctx.tenant.id);
        const [rows, invitations] = [await repo.list(company.id), await repo.openInvitations(company.id)];
        return {
          company,
          users: rows.map(userOf),
          invitations: invitations.map(invitationOf),
          self: userIdOf(signedInUser(ctx)),
        };
      });
    },

    /** POST /api/corp/companies/:companyId/users: a user at once, or a mailed invitation. */
    async add(
      ctx: RequestContext,
      companyId: number,
      email: string,
      role: CompanyRole,
    ): Promise<AddCompanyUserResult> {
      // the permission first (404/403 before anything is counted), then the company's mail budget
      await tenantTransaction(db, ctx.tenant.id, (tx) => companyFor(tx, ctx, companyId, 'users.manage'));
      await limitMails(ctx, companyId);
      const added = await locked(ctx, companyId, (_repo, tx, company) =>
        addByEmail(tx, ctx, company, email, role),
      );
      await deliver(ctx, added.mail);
      return added.result;
    },

    /** PUT /api/corp/companies/:companyId/users/:userId: LAST_COMPANY_ADMIN for the last admin's demotion. */
    async setRole(ctx: RequestContext, companyId: number, userId: number, role: CompanyRole) {
      return locked(ctx, companyId, async (repo) => {
        const current = await repo.roleOf(companyId, userId);
        if (current === null) throw new DomainError('NOT_FOUND');
        await keepAnAdmin(repo, companyId, current, role);
        await repo.setRole(companyId, userId, role);
        return userNow(repo, companyId, userId);
      });
    },

    /** DELETE /api/corp/companies/:companyId/users/:userId: LAST_COMPANY_ADMIN for the last admin. */
    async remove(ctx: RequestContext, companyId: number, userId: number): Promise<void> {
      await locked(ctx, companyId, async (repo) => {
        const current = await repo.roleOf(companyId, userId);
        if (current === null) throw new DomainError('NOT_FOUND');
        await keepAnAdmin(repo, companyId, current, null);
        await repo.remove(companyId, userId);
      });
    },

    /** DELETE /api/corp/companies/:companyId/invitations/:invitationId: the link stops working. */
    async withdraw(ctx: RequestContext, companyId: number, invitationId: number): Promise<void> {
      await locked(ctx, companyId, async (repo) => {
        if (!(await repo.withdraw(companyId, invitationId))) throw new DomainError('NOT_FOUND');
      });
    },

    /** GET /api/corp/invitations/:token: the company, the role and whether the signed-in account may accept. */
    async invitation(ctx: RequestContext, token: string): Promise<CompanyInvitation> {
      const user = signedInUser(ctx);
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const invitation = await openInvitation(createCompanyUsersRepo(tx, ctx.tenant.id), token, false);
        return {
          company: { name: invitation.companyName },
          email: invitation.email,
          role: invitation.role,
          yours: invitation.email.toLowerCase() === user.email.toLowerCase(),
        };
      });
    },

    /**
     * POST /api/corp/invitations/:token/accept: the signed-in account with the invited address becomes the
     * company's user (a user already keeps the higher of the two roles) and gets the Organization role.
     * Another account holding the link is refused (COMPANY_INVITATION_OTHER_EMAIL): a forwarded link does
     * not let anybody else in.
     */
    async accept(ctx: RequestContext, token: string): Promise<AcceptedInvitation> {
      const user = signedInUser(ctx);
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const repo = createCompanyUsersRepo(tx, ctx.tenant.id);
        const invitation = await openInvitation(repo, token, true);
        if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
          throw new DomainError('COMPANY_INVITATION_OTHER_EMAIL', { params: { email: invitation.email } });
        }
        const userId = userIdOf(user);
        if (!(await repo.add(invitation.companyId, userId, invitation.role)) && invitation.role === 'admin') {
          await repo.setRole(invitation.companyId, userId, 'admin');
        }
        await repo.grantOrganizationRole(userId);
        await repo.markAccepted(invitation.id, clock());
        return { company: { id: invitation.companyId, name: invitation.companyName } };
      });
    },
  };
}

export type CompanyUsersService = ReturnType<typeof createCompanyUsersService>;
