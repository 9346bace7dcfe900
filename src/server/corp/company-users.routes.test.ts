import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedInvitationSchema,
  addCompanyUserResultSchema,
  companyInvitationSchema,
  companyUsersSchema,
} from '../../shared/schemas/corp-company.js';
import { outbox } from '../auth/auth-test-helpers.js';
import { tokenHash } from '../auth/sessions.js';
import { companyInvitations, users } from '../db/schema.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { companyPeople, insertTestCompany, type CompanyPeople } from './company-fixture.js';

/** The invitation link's token in a mail (`…/corp/invitations/<token>`). */
function tokenOf(text: string): string {
  const match = /\/corp\/invitations\/([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link in ${text}`);
  return match[1];
}

/**
 * A company's users (issue 19 item 5, ADR 031): the admin adds an account of the tenant at once (it gains
 * the Organization role) or invites any other address by mail; the invitation is accepted by the account
 * with that address only; roles change; the company always keeps an admin.
 */
describe('the corporate cabinet: a company’s users and invitations', () => {
  const ctx = useTestApp();
  let tenantId: number;
  let company: number;
  let rival: number;
  let people: CompanyPeople;

  const call = (
    as: TestAccount,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    options: { payload?: object; lang?: 'ru' | 'en' } = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: accountHeaders(as.cookie, { lang: options.lang ?? 'en' }),
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const usersUrl = (id = company) => `/api/corp/companies/${id}/users`;
  const list = async (as: TestAccount = people.admin) => {
    const res = await call(as, 'GET', usersUrl());
    expect(res.statusCode, res.body).toBe(200);
    return companyUsersSchema.parse(res.json());
  };
  const rolesOf = async (userId: number) =>
    (await ctx.database.db.select({ roles: users.roles }).from(users).where(eq(users.id, userId)))[0]!.roles;

  beforeAll(async () => {
    tenantId = await tenantIdOf(ctx.database, 'default');
    company = await insertTestCompany(ctx.database, tenantId, 'Ромашка');
    rival = await insertTestCompany(ctx.database, tenantId, 'Лютик');
    people = await companyPeople(ctx.database, tenantId, company, rival, 'users');
  });

  it('lists the users, admins first, to the admin and support; a manager may not (403), strangers 404', async () => {
    const page = await list();
    expect(page.users.map((u) => [u.email, u.role])).toEqual([
      ['users-admin@example.org', 'admin'],
      ['users-manager@example.org', 'manager'],
    ]);
    expect(page.self).toBe(people.admin.userId);
    expect((await call(people.support, 'GET', usersUrl())).statusCode).toBe(200);
    expect((await call(people.manager, 'GET', usersUrl())).statusCode).toBe(403);
    expect((await call(people.rival, 'GET', usersUrl())).statusCode).toBe(404);
    expect((await call(people.none, 'GET', usersUrl())).statusCode).toBe(404);
  });

  it('adds an account of the tenant at once, with the Organization role, and tells it by mail', async () => {
    expect(await rolesOf(people.none.userId)).toEqual([]);
    const res = await call(people.admin, 'POST', usersUrl(), {
      payload: { email: ' USERS-NONE@example.org ', role: 'manager' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(addCompanyUserResultSchema.parse(res.json())).toMatchObject({
      outcome: 'member',
      user: { userId: people.none.userId, role: 'manager' },
    });
    expect(await rolesOf(people.none.userId)).toEqual(['Organization']);
    const again = await call(people.admin, 'POST', usersUrl(), {
      payload: { email: 'users-none@example.org', role: 'admin' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('COMPANY_MEMBER_EXISTS');
    const mail = (await outbox(ctx.app)).find((m) => m.to === 'users-none@example.org');
    expect(mail?.subject).toContain('Ромашка');
    // the new user now opens the company; their menu shows the cabinet (the Organization role)
    expect((await call(people.none, 'GET', `/api/corp/companies/${company}`)).statusCode).toBe(200);
    await call(people.admin, 'DELETE', `${usersUrl()}/${people.none.userId}`);
    expect((await call(people.none, 'GET', `/api/corp/companies/${company}`)).statusCode).toBe(404);
  });

  it('invites any other address by mail; only the account with that address accepts, once', async () => {
    const res = await call(people.admin, 'POST', usersUrl(), {
      payload: { email: 'new.hr@romashka.test', role: 'admin' },
      lang: 'ru',
    });
    expect(res.statusCode, res.body).toBe(201);
    const added = addCompanyUserResultSchema.parse(res.json());
    expect(added).toMatchObject({
      outcome: 'invited',
      invitation: { email: 'new.hr@romashka.test', role: 'admin' },
    });
    const mail = (await outbox(ctx.app)).find((m) => m.to === 'new.hr@romashka.test')!;
    expect(mail.subject).toBe('Приглашение в корпоративный кабинет компании «Ромашка»');
    const token = tokenOf(mail.text);
    // the database keeps only the token's SHA-256
    const [row] = await ctx.database.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.email, 'new.hr@romashka.test'));
    expect(row!.tokenHash).toBe(tokenHash(token));
    expect(row!.tokenHash).not.toContain(token);
    expect((await list()).invitations.map((i) => i.email)).toEqual(['new.hr@romashka.test']);

    // somebody else holding the link sees whose it is, and cannot accept it
    const view = await call(people.rival, 'GET', `/api/corp/invitations/${token}`);
    expect(companyInvitationSchema.parse(view.json())).toEqual({
      company: { name: 'Ромашка' },
      email: 'new.hr@romashka.test',
      role: 'admin',
      yours: false,
    });
    const refused = await call(people.rival, 'POST', `/api/corp/invitations/${token}/accept`, { lang: 'ru' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'COMPANY_INVITATION_OTHER_EMAIL',
      message: expect.stringContaining('new.hr@romashka.test'),
    });

    // the invited person signs up with the address and accepts
    const invited = await createTestAccount(ctx.database, tenantId, { email: 'new.hr@romashka.test' });
    expect(
      companyInvitationSchema.parse((await call(invited, 'GET', `/api/corp/invitations/${token}`)).json())
        .yours,
    ).toBe(true);
    const accepted = await call(invited, 'POST', `/api/corp/invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(acceptedInvitationSchema.parse(accepted.json())).toEqual({
      company: { id: company, name: 'Ромашка' },
    });
    expect(await rolesOf(invited.userId)).toEqual(['Organization']);
    const page = await list();
    expect(page.users.find((u) => u.userId === invited.userId)?.role).toBe('admin');
    expect(page.invitations).toEqual([]);
    // used: the link works no more
    const twice = await call(invited, 'POST', `/api/corp/invitations/${token}/accept`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error.code).toBe('COMPANY_INVITATION_INVALID');
    expect((await call(invited, 'GET', '/api/corp/invitations/nonsense')).statusCode).toBe(404);
  });

  it('renews an open invitation when the address is invited again, and withdraws one', async () => {
    const invite = (role: 'admin' | 'manager') =>
      call(people.admin, 'POST', usersUrl(), { payload: { email: 'twice@romashka.test', role } });
    expect((await invite('manager')).statusCode).toBe(201);
    const first = tokenOf((await outbox(ctx.app)).find((m) => m.to === 'twice@romashka.test')!.text);
    expect((await invite('admin')).statusCode).toBe(201);
    const open = (await list()).invitations.filter((i) => i.email === 'twice@romashka.test');
    expect(open).toEqual([expect.objectContaining({ role: 'admin' })]);
    // the first link was replaced by the second
    expect((await call(people.manager, 'GET', `/api/corp/invitations/${first}`)).statusCode).toBe(404);
    // a manager may not withdraw; another company's admin finds nothing; the admin withdraws
    const url = `/api/corp/companies/${company}/invitations/${open[0]!.id}`;
    expect((await call(people.manager, 'DELETE', url)).statusCode).toBe(403);
    expect(
      (await call(people.rival, 'DELETE', `/api/corp/companies/${rival}/invitations/${open[0]!.id}`))
        .statusCode,
    ).toBe(404);
    expect((await call(people.admin, 'DELETE', url)).statusCode).toBe(204);
    const rows = await ctx.database.db
      .select()
      .from(companyInvitations)
      .where(
        and(eq(companyInvitations.companyId, company), eq(companyInvitations.email, 'twice@romashka.test')),
      );
    expect(rows).toEqual([]);
  });

  it('changes roles, and never leaves the company without an admin', async () => {
    const solo = await insertTestCompany(ctx.database, tenantId, 'Одиночка');
    const admin = await createTestAccount(ctx.database, tenantId, { email: 'solo-admin@example.org' });
    await call(people.support, 'POST', usersUrl(solo), { payload: { email: admin.email, role: 'admin' } });
    const url = `${usersUrl(solo)}/${admin.userId}`;
    const demote = await call(admin, 'PUT', url, { payload: { role: 'manager' }, lang: 'ru' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toMatchObject({
      code: 'LAST_COMPANY_ADMIN',
      message: expect.stringContaining('хотя бы один администратор'),
    });
    expect((await call(admin, 'DELETE', url)).json().error.code).toBe('LAST_COMPANY_ADMIN');
    // with a second admin, the first may step down to manager
    await call(admin, 'POST', usersUrl(solo), { payload: { email: people.none.email, role: 'admin' } });
    const stepped = await call(admin, 'PUT', url, { payload: { role: 'manager' } });
    expect(stepped.statusCode, stepped.body).toBe(200);
    expect(stepped.json().role).toBe('manager');
    // now a manager: no more users.manage
    expect((await call(admin, 'GET', usersUrl(solo))).statusCode).toBe(403);
    // bad input: 400, a stranger's id: 404
    expect((await call(people.none, 'PUT', url, { payload: { role: 'owner' } })).statusCode).toBe(400);
    expect(
      (
        await call(people.none, 'PUT', `${usersUrl(solo)}/${people.rival.userId}`, {
          payload: { role: 'admin' },
        })
      ).statusCode,
    ).toBe(404);
    const badEmail = await call(people.none, 'POST', usersUrl(solo), {
      payload: { email: 'нет', role: 'admin' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(Object.keys(badEmail.json().error.fields)).toEqual(['email']);
  });
});
