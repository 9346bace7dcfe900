import type { MemberRole } from '../../shared/domain/cabinet-permissions.js';
import type { CabinetMember, CabinetMembers } from '../../shared/schemas/cabinet-members.js';
import type { Db, Transaction } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { organizerFor } from './cabinet-access.js';
import { createMembersRepo, type MemberRow, type MembersRepo } from './members.repo.js';

/*
 * Who works in an organizer's cabinet (issue 18 item 1, ADR 022): the owner (members.manage) lists, adds,
 * re-roles and removes members. The organizer always keeps an owner. Every change runs in one tenant
 * transaction that first locks the organizer's row, then checks the caller's role and counts the owners:
 * changes of one organizer's members happen one after another, so two owners demoting each other at once
 * leave one owner (the second finds it is no owner any more, or that it is the last one).
 */

function memberOf(row: MemberRow): CabinetMember {
  return {
    userId: row.userId,
    email: row.email,
    name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || row.email,
    role: row.role,
    since: row.createdAt.toISOString(),
  };
}

export function createMembersService(db: Db) {
  /** Runs `work` on the organizer's members under its row lock, once the caller may manage them. */
  function locked<T>(
    ctx: RequestContext,
    organizerId: number,
    work: (repo: MembersRepo, tx: Transaction) => Promise<T>,
  ): Promise<T> {
    return tenantTransaction(db, ctx.tenant.id, async (tx) => {
      await organizerFor(tx, ctx, organizerId, 'members.manage', { lock: true });
      return work(createMembersRepo(tx, ctx.tenant.id), tx);
    });
  }

  /** The member as the list shows it (after a change). */
  async function memberNow(repo: MembersRepo, organizerId: number, userId: number) {
    const [row] = await repo.list(organizerId, userId);
    if (!row) throw new DomainError('NOT_FOUND');
    return memberOf(row);
  }

  /** Refuses a change that would leave the organizer without an owner. */
  async function keepAnOwner(
    repo: MembersRepo,
    organizerId: number,
    current: MemberRole,
    next: MemberRole | null,
  ) {
    if (current === 'owner' && next !== 'owner' && (await repo.owners(organizerId)) <= 1) {
      throw new DomainError('LAST_OWNER');
    }
  }

  return {
    /** GET /api/cabinet/organizers/:id/members */
    async list(ctx: RequestContext, organizerId: number): Promise<CabinetMembers> {
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { organizer } = await organizerFor(tx, ctx, organizerId, 'members.manage');
        const rows = await createMembersRepo(tx, ctx.tenant.id).list(organizer.id);
        return { organizer, members: rows.map(memberOf), self: userIdOf(signedInUser(ctx)) };
      });
    },

    /** POST /api/cabinet/organizers/:id/members: an existing account of the tenant, by e-mail. */
    async add(ctx: RequestContext, organizerId: number, email: string, role: MemberRole) {
      return locked(ctx, organizerId, async (repo) => {
        const userId = await repo.userIdByEmail(email);
        if (userId === null) throw new DomainError('ACCOUNT_NOT_FOUND');
        if (!(await repo.add(organizerId, userId, role))) throw new DomainError('MEMBER_EXISTS');
        return memberNow(repo, organizerId, userId);
      });
    },

    /** PUT /api/cabinet/organizers/:id/members/:userId: LAST_OWNER for the last owner's demotion. */
    async setRole(ctx: RequestContext, organizerId: number, userId: number, role: MemberRole) {
      return locked(ctx, organizerId, async (repo) => {
        const current = await repo.roleOf(organizerId, userId);
        if (current === null) throw new DomainError('NOT_FOUND');
        await keepAnOwner(repo, organizerId, current, role);
        await repo.setRole(organizerId, userId, role);
        return memberNow(repo, organizerId, userId);
      });
    },

    /** DELETE /api/cabinet/organizers/:id/members/:userId: LAST_OWNER for the last owner. */
    async remove(ctx: RequestContext, organizerId: number, userId: number): Promise<void> {
      await locked(ctx, organizerId, async (repo) => {
        const current = await repo.roleOf(organizerId, userId);
        if (current === null) throw new DomainError('NOT_FOUND');
        await keepAnOwner(repo, organizerId, current, null);
        await repo.remove(organizerId, userId);
      });
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
