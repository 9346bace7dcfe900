import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyMembers } from '../db/schema.js';
import { useWideTestApp } from '../test/concurrency-fixture.js';
import { accountHeaders, createTestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf } from '../test/test-app.js';
import { addCompanyUser, insertTestCompany } from './company-fixture.js';

/**
 * Two admins demote each other at the same moment (issue 19 item 5, ADR 031): the company's row lock makes
 * the changes take turns, so the second finds it is no admin any more (403) or the last one (409): one
 * admin remains. On PostgreSQL (DATABASE_URL) the calls really overlap; PGlite runs them in turn.
 */
describe('a company keeps an admin when two admins demote each other at once', () => {
  const ctx = useWideTestApp();

  it.each([1, 2, 3, 4, 5])('round %i: exactly one admin remains', async (round) => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    const company = await insertTestCompany(ctx.database, tenantId, `Ромашка ${round}`);
    const [a, b] = await Promise.all(
      ['a', 'b'].map((who) =>
        createTestAccount(ctx.database, tenantId, {
          email: `race${round}-${who}@example.org`,
          roles: ['Organization'],
        }),
      ),
    );
    for (const admin of [a!, b!])
      await addCompanyUser(ctx.database, tenantId, company, admin.userId, 'admin');
    const demote = (by: typeof a, target: typeof a) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/corp/companies/${company}/users/${target!.userId}`,
        headers: accountHeaders(by!.cookie),
        payload: { role: 'manager' },
      });
    const answers = await Promise.all([demote(a, b), demote(b, a)]);
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const roles = await ctx.database.db
      .select({ role: companyMembers.role })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, company));
    expect(roles.map((r) => r.role).sort()).toEqual(['admin', 'manager']);
  });
});
