import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { EmployeeValues } from '../../shared/schemas/corp-employees.js';
import type { Executor } from '../db/client.js';
import { companies, companyEmployees, persons, users } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

/*
 * A company's employees (company_employees), on one tenant. An employee who linked their account and
 * consented is read with their own profile's names, gender and birth date and their account's e-mail
 * (`shown`); the company's typed values stay in the row for when the consent is withdrawn.
 */

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Whether the row shows the employee's own profile: linked and consented. */
const sharesProfile = sql`(${companyEmployees.consentedAt} is not null and ${persons.id} is not null)`;
const shown = <T>(own: unknown, typed: unknown) =>
  sql<T>`case when ${sharesProfile} then ${own} else ${typed} end`;

const SHOWN = {
  id: companyEmployees.id,
  lastName: shown<string>(persons.lastName, companyEmployees.lastName),
  firstName: shown<string>(persons.firstName, companyEmployees.firstName),
  patronymic: shown<string>(persons.patronymic, companyEmployees.patronymic),
  gender: shown<'male' | 'female' | null>(sql`nullif(${persons.gender}, 'unknown')`, companyEmployees.gender),
  birthDate: shown<string | null>(sql`${persons.birthDate}::text`, sql`${companyEmployees.birthDate}::text`),
  email: shown<string | null>(sql`${users.email}`, companyEmployees.email),
  phone: shown<string>(sql`''`, companyEmployees.phone),
  note: companyEmployees.note,
  linked: sql<boolean>`${sharesProfile}`,
  invitationHash: companyEmployees.invitationHash,
  invitedAt: companyEmployees.invitedAt,
  consentedAt: companyEmployees.consentedAt,
};

export interface ShownEmployeeRow {
  id: number;
  lastName: string;
  firstName: string;
  patronymic: string;
  gender: 'male' | 'female' | null;
  birthDate: string | null;
  email: string | null;
  phone: string;
  note: string;
  linked: boolean;
  invitationHash: string | null;
  invitedAt: Date | null;
  consentedAt: Date | null;
}

export function createEmployeesRepo(db: Executor, tenantId: TenantId) {
  const live = (companyId: number) =>
    and(
      eq(companyEmployees.tenantId, tenantId),
      eq(companyEmployees.companyId, companyId),
      isNull(companyEmployees.removedAt),
    );

  /** The employees as the company sees them, with the joins `SHOWN` reads. */
  const shownQuery = () =>
    db
      .select(SHOWN)
      .from(companyEmployees)
      .leftJoin(
        persons,
        and(eq(persons.id, companyEmployees.personId), eq(persons.tenantId, companyEmployees.tenantId)),
      )
      .leftJoin(
        users,
        and(eq(users.id, companyEmployees.userId), eq(users.tenantId, companyEmployees.tenantId)),
      );

  const matching = (companyId: number, q: string | undefined) => {
    const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
    return and(
      live(companyId),
      ...words.map((w) => {
        const p = likePattern(w);
        return sql`(${SHOWN.lastName} ilike ${p} or ${SHOWN.firstName} ilike ${p} or ${SHOWN.patronymic} ilike ${p} or coalesce(${SHOWN.email}, '') ilike ${p})`;
      }),
    );
  };

  return {
    /** A page of the company's employees matching `q` (words in names or e-mail), by name. */
    async page(companyId: number, q: string | undefined, limit: number, offset: number) {
      const where = matching(companyId, q);
      const rows: ShownEmployeeRow[] = await shownQuery()
        .where(where)
        .orderBy(asc(SHOWN.lastName), asc(SHOWN.firstName), asc(companyEmployees.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ n: count() })
        .from(companyEmployees)
        .leftJoin(
          persons,
          and(eq(persons.id, companyEmployees.personId), eq(persons.tenantId, companyEmployees.tenantId)),
        )
        .leftJoin(
          users,
          and(eq(users.id, companyEmployees.userId), eq(users.tenantId, companyEmployees.tenantId)),
        )
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** Employees with an e-mail never invited and not linked: what "invite all" mails. */
    async notInvited(companyId: number) {
      const rows = await db
        .select({
          id: companyEmployees.id,
          email: companyEmployees.email,
          firstName: companyEmployees.firstName,
          lastName: companyEmployees.lastName,
        })
        .from(companyEmployees)
        .where(
          and(
            live(companyId),
            isNotNull(companyEmployees.email),
            isNull(companyEmployees.invitedAt),
            isNull(companyEmployees.userId),
          ),
        )
        .orderBy(asc(companyEmployees.id));
      return rows.map((r) => ({ ...r, email: r.email! }));
    },

    async countNotInvited(companyId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(companyEmployees)
        .where(
          and(
            live(companyId),
            isNotNull(companyEmployees.email),
            isNull(companyEmployees.invitedAt),
            isNull(companyEmployees.userId),
          ),
        );
      return row?.n ?? 0;
    },

    /** One live employee of the company as it sees them; null for another company's or a removed one. */
    async shown(companyId: number, id: number): Promise<ShownEmployeeRow | null> {
      const [row] = await shownQuery().where(and(live(companyId), eq(companyEmployees.id, id)));
      return row ?? null;
    },

    /** The typed row of a live employee (for a change), locked. */
    async typed(companyId: number, id: number) {
      const [row] = await db
        .select()
        .from(companyEmployees)
        .where(and(live(companyId), eq(companyEmployees.id, id)))
        .for('update');
      return row ?? null;
    },

    /** The lower-cased e-mails of the company's live employees (typed, and linked ones' accounts). */
    async emails(companyId: number): Promise<Set<string>> {
      const rows = await shownQuery().where(live(companyId));
      const typed = await db
        .select({ email: companyEmployees.email })
        .from(companyEmployees)
        .where(and(live(companyId), isNotNull(companyEmployees.email)));
      return new Set(
        [...rows.map((r) => r.email), ...typed.map((r) => r.email)]
          .filter((e): e is string => !!e)
          .map((e) => e.toLowerCase()),
      );
    },

    /** Whether another live employee of the company has this e-mail (typed, or their account's). */
    async emailTaken(companyId: number, email: string, exceptId?: number): Promise<boolean> {
      const lower = email.toLowerCase();
      const [row] = await shownQuery()
        .where(
          and(
            live(companyId),
            exceptId === undefined ? undefined : sql`${companyEmployees.id} <> ${exceptId}`,
            sql`(lower(${companyEmployees.email}) = ${lower} or lower(${SHOWN.email}) = ${lower})`,
          ),
        )
        .limit(1);
      return !!row;
    },

    async insert(companyId: number, values: EmployeeValues[]): Promise<number[]> {
      if (values.length === 0) return [];
      const rows = await db
        .insert(companyEmployees)
        .values(values.map((v) => ({ ...v, tenantId, companyId })))
        .returning({ id: companyEmployees.id });
      return rows.map((r) => r.id);
    },

    async update(companyId: number, id: number, values: Partial<EmployeeValues>): Promise<void> {
      await db
        .update(companyEmployees)
        .set(values)
        .where(and(live(companyId), eq(companyEmployees.id, id)));
    },

    /** Removed from the list (kept for reports); a link mailed to them stops working. */
    async remove(companyId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(companyEmployees)
        .set({ removedAt: at, invitationHash: null })
        .where(and(live(companyId), eq(companyEmployees.id, id)))
        .returning({ id: companyEmployees.id });
      return rows.length > 0;
    },

    /** Each employee's invitation hash set (a new link replaces the old one), many rows a statement. */
    async setInvitations(companyId: number, invitations: { id: number; hash: string }[], at: Date) {
      for (let from = 0; from < invitations.length; from += 1000) {
        const values = sql.join(
          invitations.slice(from, from + 1000).map((i) => sql`(${i.id}::integer, ${i.hash}::text)`),
          sql`, `,
        );
        await db.execute(sql`
          update ${companyEmployees} set invitation_hash = v.hash, invited_at = ${at}
          from (values ${values}) as v(id, hash)
          where ${companyEmployees.id} = v.id and ${companyEmployees.tenantId} = ${tenantId}
            and ${companyEmployees.companyId} = ${companyId} and ${companyEmployees.removedAt} is null`);
      }
    },

    /** The live employee an invitation's hash names, with their company's name, locked. */
    async byInvitation(hash: string) {
      const [row] = await db
        .select({
          id: companyEmployees.id,
          companyId: companyEmployees.companyId,
          companyName: companies.name,
          lastName: companyEmployees.lastName,
          firstName: companyEmployees.firstName,
        })
        .from(companyEmployees)
        .innerJoin(
          companies,
          and(
            eq(companies.id, companyEmployees.companyId),
            eq(companies.tenantId, companyEmployees.tenantId),
          ),
        )
        .where(
          and(
            eq(companyEmployees.tenantId, tenantId),
            eq(companyEmployees.invitationHash, hash),
            isNull(companyEmployees.removedAt),
          ),
        )
        .for('update', { of: companyEmployees });
      return row ?? null;
    },

    /** The live employee of a company linked to the account, if any. */
    async linkedTo(companyId: number, userId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: companyEmployees.id })
        .from(companyEmployees)
        .where(and(live(companyId), eq(companyEmployees.userId, userId)));
      return row?.id ?? null;
    },

    /** The account's own profile (persons row), a blank one made when it has none yet. */
    async ownPersonId(userId: number): Promise<number> {
      const find = async () =>
        (
          await db
            .select({ id: persons.id })
            .from(persons)
            .where(and(eq(persons.tenantId, tenantId), eq(persons.accountUserId, userId)))
        )[0]?.id;
      const found = await find();
      if (found !== undefined) return found;
      await db.insert(persons).values({ tenantId, accountUserId: userId }).onConflictDoNothing();
      const made = await find();
      if (made === undefined) throw new Error('the own person row was not made');
      return made;
    },

    /** Consent: the account and its profile linked; the invitation spent. */
    async link(id: number, userId: number, personId: number, at: Date): Promise<void> {
      await db
        .update(companyEmployees)
        .set({ userId, personId, consentedAt: at, invitationHash: null })
        .where(and(eq(companyEmployees.tenantId, tenantId), eq(companyEmployees.id, id)));
    },

    /** Declined: the invitation spent, nothing linked. */
    async decline(id: number): Promise<void> {
      await db
        .update(companyEmployees)
        .set({ invitationHash: null })
        .where(and(eq(companyEmployees.tenantId, tenantId), eq(companyEmployees.id, id)));
    },

    /** The account's links to companies (live employees it consented as), newest first. */
    async linksOf(userId: number, id?: number) {
      return db
        .select({
          id: companyEmployees.id,
          companyName: companies.name,
          consentedAt: companyEmployees.consentedAt,
        })
        .from(companyEmployees)
        .innerJoin(
          companies,
          and(
            eq(companies.id, companyEmployees.companyId),
            eq(companies.tenantId, companyEmployees.tenantId),
          ),
        )
        .where(
          and(
            eq(companyEmployees.tenantId, tenantId),
            eq(companyEmployees.userId, userId),
            isNull(companyEmployees.removedAt),
            isNotNull(companyEmployees.consentedAt),
            id === undefined ? undefined : inArray(companyEmployees.id, [id]),
          ),
        )
        .orderBy(sql`${companyEmployees.consentedAt} desc`, asc(companyEmployees.id));
    },

    /** Consent withdrawn: the company sees its own typed data again. */
    async unlink(id: number, userId: number): Promise<boolean> {
      const rows = await db
        .update(companyEmployees)
        .set({ userId: null, personId: null, consentedAt: null })
        .where(
          and(
            eq(companyEmployees.tenantId, tenantId),
            eq(companyEmployees.id, id),
            eq(companyEmployees.userId, userId),
          ),
        )
        .returning({ id: companyEmployees.id });
      return rows.length > 0;
    },
  };
}
