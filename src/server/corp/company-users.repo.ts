import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CompanyRole } from '../../shared/domain/company-permissions.js';
import type { Executor } from '../db/client.js';
import { companies, companyInvitations, companyMembers, persons, users } from '../db/schema.js';

/** A user of a company with their account's e-mail and name. */
export interface CompanyUserRow {
  userId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: CompanyRole;
  createdAt: Date;
}

export interface CompanyInvitationRecord {
  id: number;
  companyId: number;
  email: string;
  role: CompanyRole;
  createdAt: Date;
  acceptedAt: Date | null;
}

const INVITATION_COLUMNS = {
  id: companyInvitations.id,
  companyId: companyInvitations.companyId,
  email: companyInvitations.email,
  role: companyInvitations.role,
  createdAt: companyInvitations.createdAt,
  acceptedAt: companyInvitations.acceptedAt,
};

/** A company's users (company_members) and open invitations (company_invitations), on one tenant. */
export function createCompanyUsersRepo(db: Executor, tenantId: number) {
  const ofCompany = (companyId: number) =>
    and(eq(companyMembers.tenantId, tenantId), eq(companyMembers.companyId, companyId));
  const openOf = (companyId: number) =>
    and(
      eq(companyInvitations.tenantId, tenantId),
      eq(companyInvitations.companyId, companyId),
      isNull(companyInvitations.acceptedAt),
    );

  return {
    /** The company's users (`userId`: that one alone), admins first, then by name. */
    list(companyId: number, userId?: number): Promise<CompanyUserRow[]> {
      return db
        .select({
          userId: companyMembers.userId,
          email: users.email,
          firstName: persons.firstName,
          lastName: persons.lastName,
          role: companyMembers.role,
          createdAt: companyMembers.createdAt,
        })
        .from(companyMembers)
        .innerJoin(
          users,
          and(eq(users.id, companyMembers.userId), eq(users.tenantId, companyMembers.tenantId)),
        )
        .leftJoin(persons, and(eq(persons.accountUserId, users.id), eq(persons.tenantId, users.tenantId)))
        .where(
          userId === undefined
            ? ofCompany(companyId)
            : and(ofCompany(companyId), eq(companyMembers.userId, userId)),
        )
        .orderBy(
          sql`array_position(array['admin', 'manager'], ${companyMembers.role})`,
          asc(persons.lastName),
          asc(persons.firstName),
          asc(users.email),
        );
    },

    /** The tenant's account with this e-mail (accounts keep it lower-cased, as `email` is); null when none. */
    async accountByEmail(email: string): Promise<{ id: number; email: string } | null> {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
      return row ?? null;
    },

    /** Adds a user; false when the account is one already (the unique index decides). */
    async add(companyId: number, userId: number, role: CompanyRole): Promise<boolean> {
      const rows = await db
        .insert(companyMembers)
        .values({ tenantId, companyId, userId, role })
        .onConflictDoNothing()
        .returning({ id: companyMembers.id });
      return rows.length > 0;
    },

    /** The account gets the Organization role (the corporate cabinet's entry in its menu), once. */
    async grantOrganizationRole(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ roles: sql`array_append(${users.roles}, 'Organization')` })
        .where(
          and(
            eq(users.tenantId, tenantId),
            eq(users.id, userId),
            sql`not ('Organization' = any(${users.roles}))`,
          ),
        );
    },

    async roleOf(companyId: number, userId: number): Promise<CompanyRole | null> {
      const [row] = await db
        .select({ role: companyMembers.role })
        .from(companyMembers)
        .where(and(ofCompany(companyId), eq(companyMembers.userId, userId)));
      return row?.role ?? null;
    },

    async admins(companyId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(companyMembers)
        .where(and(ofCompany(companyId), eq(companyMembers.role, 'admin')));
      return row?.n ?? 0;
    },

    async setRole(companyId: number, userId: number, role: CompanyRole): Promise<void> {
      await db
        .update(companyMembers)
        .set({ role })
        .where(and(ofCompany(companyId), eq(companyMembers.userId, userId)));
    },

    async remove(companyId: number, userId: number): Promise<void> {
      await db.delete(companyMembers).where(and(ofCompany(companyId), eq(companyMembers.userId, userId)));
    },

    /** The company's invitations not accepted yet, newest first. */
    openInvitations(companyId: number): Promise<CompanyInvitationRecord[]> {
      return db
        .select(INVITATION_COLUMNS)
        .from(companyInvitations)
        .where(openOf(companyId))
        .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));
    },

    /**
     * Invites an address (a new token each time): the open invitation of the address is renewed (its role,
     * token and time), else one is made.
     */
    async invite(
      companyId: number,
      email: string,
      role: CompanyRole,
      tokenHash: string,
      invitedBy: number,
      now: Date,
    ): Promise<CompanyInvitationRecord> {
      const [renewed] = await db
        .update(companyInvitations)
        .set({ role, tokenHash, invitedBy, createdAt: now })
        .where(and(openOf(companyId), eq(sql`lower(${companyInvitations.email})`, email.toLowerCase())))
        .returning(INVITATION_COLUMNS);
      if (renewed) return renewed;
      const [row] = await db
        .insert(companyInvitations)
        .values({ tenantId, companyId, email, role, tokenHash, invitedBy, createdAt: now })
        .returning(INVITATION_COLUMNS);
      if (!row) throw new Error('insert into company_invitations returned no row');
      return row;
    },

    /** False when the company has no such open invitation. */
    async withdraw(companyId: number, invitationId: number): Promise<boolean> {
      const rows = await db
        .delete(companyInvitations)
        .where(and(openOf(companyId), eq(companyInvitations.id, invitationId)))
        .returning({ id: companyInvitations.id });
      return rows.length > 0;
    },

    /** The invitation of a token's hash, with its company's name; `lock`: its row is locked. */
    async invitationByHash(
      tokenHash: string,
      lock = false,
    ): Promise<(CompanyInvitationRecord & { companyName: string }) | null> {
      const query = db
        .select({ ...INVITATION_COLUMNS, companyName: companies.name })
        .from(companyInvitations)
        .innerJoin(
          companies,
          and(
            eq(companies.id, companyInvitations.companyId),
            eq(companies.tenantId, companyInvitations.tenantId),
          ),
        )
        .where(and(eq(companyInvitations.tenantId, tenantId), eq(companyInvitations.tokenHash, tokenHash)));
      const [row] = lock ? await query.for('update', { of: companyInvitations }) : await query;
      return row ?? null;
    },

    async markAccepted(invitationId: number, now: Date): Promise<void> {
      await db
        .update(companyInvitations)
        .set({ acceptedAt: now })
        .where(and(eq(companyInvitations.tenantId, tenantId), eq(companyInvitations.id, invitationId)));
    },
  };
}

export type CompanyUsersRepo = ReturnType<typeof createCompanyUsersRepo>;
