import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpLeadsSchema, createdCompanySchema } from '../../shared/schemas/corp-company.js';
import { outbox } from '../auth/auth-test-helpers.js';
import { companies, companyContacts, companyMembers } from '../db/schema.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { insertLead } from './company-fixture.js';

/**
 * Support sets companies up (issue 19 item 9, ADR 031): the tenant's Administrator lists the leads of
 * /corp-client, turns one into a company (once), or makes one from nothing, naming its first admin by
 * e-mail. Nobody else may (403); another tenant's support sees none of this tenant's leads.
 */
describe('the corporate cabinet: support turns leads into companies', () => {
  const ctx = useTestApp();
  let tenantId: number;
  let lead: number;
  const who = {} as Record<'support' | 'organizer' | 'runner' | 'foreign' | 'lead', TestAccount>;

  const call = (as: TestAccount, method: 'GET' | 'POST', url: string, payload?: object, host?: string) =>
    ctx.app.inject({
      method,
      url,
      headers: accountHeaders(as.cookie, { host }),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    tenantId = await tenantIdOf(ctx.database, 'default');
    const pionercup = await tenantIdOf(ctx.database, 'pionercup');
    who.support = await createTestAccount(ctx.database, tenantId, {
      email: 'desk@example.org',
      roles: ['Administrator'],
    });
    who.organizer = await createTestAccount(ctx.database, tenantId, {
      email: 'org@example.org',
      roles: ['Organization'],
    });
    who.runner = await createTestAccount(ctx.database, tenantId, { email: 'runner@example.org' });
    who.lead = await createTestAccount(ctx.database, tenantId, { email: 'boss@romashka.test' });
    who.foreign = await createTestAccount(ctx.database, pionercup, {
      email: 'desk@example.org',
      roles: ['Administrator'],
    });
    lead = await insertLead(ctx.database, tenantId, {
      company: 'Ромашка',
      contactName: 'Боссова Анна',
      email: 'Boss@Romashka.test',
      phone: '+79161112233',
    });
    await insertLead(ctx.database, pionercup, { company: 'Пионер', email: 'p@pioner.test' });
  });

  it('lists the tenant’s leads to support only', async () => {
    const res = await call(who.support, 'GET', '/api/corp/leads');
    expect(res.statusCode, res.body).toBe(200);
    expect(corpLeadsSchema.parse(res.json()).leads).toEqual([
      expect.objectContaining({ id: lead, company: 'Ромашка', contactName: 'Боссова Анна', companyId: null }),
    ]);
    const foreign = await call(who.foreign, 'GET', '/api/corp/leads', undefined, 'pionercup.localhost');
    expect(corpLeadsSchema.parse(foreign.json()).leads.map((l) => l.company)).toEqual(['Пионер']);
    for (const other of [who.organizer, who.runner]) {
      expect((await call(other, 'GET', '/api/corp/leads')).statusCode).toBe(403);
    }
  });

  it('turns a lead into one company with its contact and the lead’s account as admin; a second time is refused', async () => {
    const url = `/api/corp/leads/${lead}/company`;
    const body = { name: 'Ромашка', adminEmail: 'boss@romashka.test' };
    expect((await call(who.organizer, 'POST', url, body)).statusCode).toBe(403);
    const res = await call(who.support, 'POST', url, body);
    expect(res.statusCode, res.body).toBe(201);
    const made = createdCompanySchema.parse(res.json());
    expect(made).toMatchObject({ company: { name: 'Ромашка' }, admin: 'member' });
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, made.company.id));
    expect(row).toMatchObject({ leadId: lead, tenantId });
    expect(
      await ctx.database.db
        .select({ name: companyContacts.name, email: companyContacts.email, phone: companyContacts.phone })
        .from(companyContacts)
        .where(eq(companyContacts.companyId, made.company.id)),
    ).toEqual([{ name: 'Боссова Анна', email: 'boss@romashka.test', phone: '+79161112233' }]);
    expect(
      await ctx.database.db
        .select({ userId: companyMembers.userId, role: companyMembers.role })
        .from(companyMembers)
        .where(eq(companyMembers.companyId, made.company.id)),
    ).toEqual([{ userId: who.lead.userId, role: 'admin' }]);
    // the lead's account now opens its company
    expect((await call(who.lead, 'GET', `/api/corp/companies/${made.company.id}`)).statusCode).toBe(200);

    const again = await call(who.support, 'POST', url, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('LEAD_HAS_COMPANY');
    const leads = corpLeadsSchema.parse((await call(who.support, 'GET', '/api/corp/leads')).json()).leads;
    expect(leads[0]!.companyId).toBe(made.company.id);
    // another tenant's lead is not found here
    const [foreignLead] = corpLeadsSchema.parse(
      (await call(who.foreign, 'GET', '/api/corp/leads', undefined, 'pionercup.localhost')).json(),
    ).leads;
    expect(
      (await call(who.support, 'POST', `/api/corp/leads/${foreignLead!.id}/company`, body)).statusCode,
    ).toBe(404);
  });

  it('creates a company from nothing, inviting an address with no account as its admin', async () => {
    const body = { name: 'Василёк', adminEmail: 'hr@vasilek.test' };
    expect((await call(who.runner, 'POST', '/api/corp/companies', body)).statusCode).toBe(403);
    const res = await call(who.support, 'POST', '/api/corp/companies', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(createdCompanySchema.parse(res.json())).toMatchObject({
      company: { name: 'Василёк' },
      admin: 'invited',
    });
    const mail = (await outbox(ctx.app)).find((m) => m.to === 'hr@vasilek.test');
    expect(mail?.text).toMatch(/\/corp\/invitations\/[\w-]{43}/);
    const bad = await call(who.support, 'POST', '/api/corp/companies', { name: '', adminEmail: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['adminEmail', 'name']);
  });
});
