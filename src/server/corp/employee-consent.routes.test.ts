import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  employeeInvitationSchema,
  employeeSchema,
  employeesPageSchema,
  type Employee,
} from '../../shared/schemas/corp-employees.js';
import { companyEmployees, mailOutbox, persons } from '../db/schema.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { addCompanyMember, insertCompany } from './corp-reports-fixture.js';

/**
 * An employee links their own account (issue 19 item 6, ADR 031 point 5): the company mails a link, the
 * employee sees the company and what it will see, consents or declines, and may withdraw later.
 */
describe('the corporate cabinet: an employee’s invitation and consent', () => {
  const ctx = useTestApp();
  let tenantId: number;
  let companyId: number;
  let otherCompanyId: number;
  const who = {} as Record<'admin' | 'manager' | 'support' | 'olga' | 'stranger', TestAccount>;

  const company = (
    as: TestAccount,
    method: 'GET' | 'POST' | 'PUT',
    tail = '',
    payload?: object,
    id = companyId,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/corp/companies/${id}/employees${tail}`,
      headers: accountHeaders(as.cookie, { lang: 'ru' }),
      ...(payload ? { payload } : {}),
    });
  const join = (as: TestAccount | null, method: 'GET' | 'POST' | 'DELETE', token: string) =>
    ctx.app.inject({
      method,
      url: `/api/corp/join/${token}`,
      headers: as ? accountHeaders(as.cookie) : { host: 'localhost', origin: 'http://localhost' },
    });
  const listed = async (id: number, as = who.manager, companyOf = companyId): Promise<Employee> => {
    const page = employeesPageSchema.parse((await company(as, 'GET', '', undefined, companyOf)).json());
    const found = page.employees.find((e) => e.id === id);
    if (!found) throw new Error(`employee ${id} not listed`);
    return found;
  };
  /** The token of the newest invitation mailed to an address (from the link in the mail's text). */
  const tokenMailedTo = async (to: string): Promise<string> => {
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const text = mails.at(-1)?.text ?? '';
    const token = /\/corp\/join\/([\w-]+)/.exec(text)?.[1];
    if (!token) throw new Error(`no invitation mailed to ${to}`);
    return token;
  };

  beforeAll(async () => {
    const { database } = ctx;
    tenantId = await tenantIdOf(database, 'default');
    companyId = await insertCompany(database, tenantId, 'Ромашка-тест');
    otherCompanyId = await insertCompany(database, tenantId, 'Лютик-тест');
    for (const role of ['admin', 'manager'] as const) {
      who[role] = await createTestAccount(database, tenantId, { email: `consent-${role}@example.org` });
      await addCompanyMember(database, tenantId, companyId, who[role].userId, role);
    }
    await addCompanyMember(database, tenantId, otherCompanyId, who.admin.userId, 'admin');
    who.support = await createTestAccount(database, tenantId, {
      email: 'consent-support@example.org',
      roles: ['Administrator'],
    });
    who.olga = await createTestAccount(database, tenantId, {
      email: 'olga.own@example.org',
      person: {
        lastName: 'Смирнова',
        firstName: 'Ольга',
        patronymic: 'Петровна',
        gender: 'female',
        birthDate: '1991-02-03',
        phone: '+79990001122',
      },
    });
    who.stranger = await createTestAccount(database, tenantId, { email: 'consent-stranger@example.org' });
  });

  it('mails a link; the employee consents and the company sees her own profile, read-only, then she withdraws', async () => {
    const added = await company(who.manager, 'POST', '', {
      lastName: 'Смирнова',
      firstName: 'Оля',
      gender: 'female',
      birthDate: '1990-01-01',
      email: 'olga.work@example.org',
      phone: '+79161234567',
      note: 'бухгалтерия',
    });
    const olga = employeeSchema.parse(added.json());

    const invited = await company(who.manager, 'POST', `/${olga.id}/invite`);
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({ status: 'invited' });
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'olga.work@example.org'));
    expect(mail?.subject).toContain('Ромашка-тест');
    expect(mail?.text).toContain('http://localhost/corp/join/');
    const token = await tokenMailedTo('olga.work@example.org');
    // only the hash is stored
    const [row] = await ctx.database.db
      .select()
      .from(companyEmployees)
      .where(eq(companyEmployees.id, olga.id));
    expect(row?.invitationHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.invitationHash).not.toContain(token);

    expect((await join(null, 'GET', token)).statusCode).toBe(401);
    const seen = await join(who.olga, 'GET', token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(employeeInvitationSchema.parse(seen.json())).toEqual({
      company: { name: 'Ромашка-тест' },
      employee: { lastName: 'Смирнова', firstName: 'Оля' },
      fields: ['lastName', 'firstName', 'patronymic', 'gender', 'birthDate', 'email'],
    });

    const accepted = await join(who.olga, 'POST', token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ id: olga.id, company: { name: 'Ромашка-тест' } });
    expect(await listed(olga.id)).toMatchObject({
      status: 'linked',
      lastName: 'Смирнова',
      firstName: 'Ольга',
      patronymic: 'Петровна',
      birthDate: '1991-02-03',
      email: 'olga.own@example.org',
      phone: '',
      note: 'бухгалтерия',
    });
    // the link is spent
    const again = await join(who.olga, 'POST', token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('EMPLOYEE_INVITATION_INVALID');

    // her own profile changes: the company sees the change, and cannot make one of its own
    await ctx.database.db
      .update(persons)
      .set({ lastName: 'Кузнецова' })
      .where(eq(persons.id, who.olga.personId));
    const edit = await company(who.manager, 'PUT', `/${olga.id}`, {
      lastName: 'Подменная',
      firstName: 'Оля',
      email: 'fake@example.org',
      note: 'бухгалтерия, 2 этаж',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      lastName: 'Кузнецова',
      email: 'olga.own@example.org',
      note: 'бухгалтерия, 2 этаж',
    });
    expect((await company(who.manager, 'POST', `/${olga.id}/invite`)).json().error.code).toBe(
      'EMPLOYEE_LINKED',
    );

    const links = await ctx.app.inject({ url: '/api/corp/links', headers: accountHeaders(who.olga.cookie) });
    expect(links.json().links).toMatchObject([{ id: olga.id, company: { name: 'Ромашка-тест' } }]);
    // nobody else withdraws her consent
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/corp/links/${olga.id}`,
      headers: accountHeaders(who.stranger.cookie),
    });
    expect(foreign.statusCode).toBe(404);
    const withdrawn = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/corp/links/${olga.id}`,
      headers: accountHeaders(who.olga.cookie),
    });
    expect(withdrawn.statusCode).toBe(204);
    expect(await listed(olga.id)).toMatchObject({
      status: 'declined',
      lastName: 'Смирнова',
      firstName: 'Оля',
      birthDate: '1990-01-01',
      email: 'olga.work@example.org',
      phone: '+79161234567',
      consentedAt: null,
    });
  });

  it('answers an unknown or declined link in words, and keeps one account to one employee per company', async () => {
    const unknown = await join(who.stranger, 'GET', 'x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toMatch(/unknown or has already been used/);
    expect((await join(who.stranger, 'GET', 'short')).statusCode).toBe(400);

    const add = async (firstName: string, email: string, id = companyId) =>
      employeeSchema.parse(
        (await company(who.admin, 'POST', '', { lastName: 'Двойной', firstName, email }, id)).json(),
      );
    const first = await add('Первый', 'first@example.org');
    const second = await add('Второй', 'second@example.org');
    const third = await add('Третий', 'third@example.org');
    const elsewhere = await add('Другой', 'first@example.org', otherCompanyId);
    for (const e of [first, second, third]) await company(who.admin, 'POST', `/${e.id}/invite`);
    await company(who.admin, 'POST', `/${elsewhere.id}/invite`, undefined, otherCompanyId);

    // declined: the link is spent, nothing linked
    const thirdToken = await tokenMailedTo('third@example.org');
    expect((await join(who.stranger, 'DELETE', thirdToken)).statusCode).toBe(204);
    expect((await join(who.stranger, 'GET', thirdToken)).statusCode).toBe(404);
    expect(await listed(third.id, who.admin)).toMatchObject({ status: 'declined' });

    const tokens = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'first@example.org'));
    expect(tokens).toHaveLength(2);
    const firstToken = /\/corp\/join\/([\w-]+)/.exec(tokens[0]!.text)![1]!;
    const elsewhereToken = /\/corp\/join\/([\w-]+)/.exec(tokens[1]!.text)![1]!;
    expect((await join(who.stranger, 'POST', firstToken)).statusCode).toBe(200);
    const twice = await ctx.app.inject({
      method: 'POST',
      url: `/api/corp/join/${await tokenMailedTo('second@example.org')}`,
      headers: accountHeaders(who.stranger.cookie, { lang: 'ru' }),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(
      'Ваш аккаунт уже связан с другим сотрудником компании «Ромашка-тест».',
    );
    // another company may link the same account
    expect((await join(who.stranger, 'POST', elsewhereToken)).statusCode).toBe(200);
    const linkedRows = await ctx.database.db
      .select()
      .from(companyEmployees)
      .where(and(eq(companyEmployees.userId, who.stranger.userId)));
    expect(linkedRows.map((r) => r.id).sort()).toEqual([first.id, elsewhere.id].sort());
  });

  it('re-inviting replaces the old link; a removed employee’s link stops working; no e-mail, no invitation', async () => {
    const e = employeeSchema.parse(
      (
        await company(who.admin, 'POST', '', {
          lastName: 'Повтор',
          firstName: 'Пётр',
          email: 'again@example.org',
        })
      ).json(),
    );
    await company(who.admin, 'POST', `/${e.id}/invite`);
    const old = await tokenMailedTo('again@example.org');
    await company(who.admin, 'POST', `/${e.id}/invite`);
    const fresh = await tokenMailedTo('again@example.org');
    expect(fresh).not.toBe(old);
    expect((await join(who.stranger, 'GET', old)).statusCode).toBe(404);
    expect((await join(who.stranger, 'GET', fresh)).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/corp/companies/${companyId}/employees/${e.id}`,
      headers: accountHeaders(who.admin.cookie),
    });
    expect((await join(who.stranger, 'GET', fresh)).statusCode).toBe(404);

    const mute = employeeSchema.parse(
      (await company(who.admin, 'POST', '', { lastName: 'Безпочты', firstName: 'Ян' })).json(),
    );
    const refused = await company(who.admin, 'POST', `/${mute.id}/invite`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'EMPLOYEE_NO_EMAIL',
      message: 'У сотрудника нет e-mail: укажите его, чтобы отправить приглашение.',
    });
  });

  it('invites all never-invited employees with an e-mail at once, and only them', async () => {
    const { database } = ctx;
    const bulk = await insertCompany(database, tenantId, 'Массовая');
    await addCompanyMember(database, tenantId, bulk, who.manager.userId, 'manager');
    const add = (lastName: string, email?: string) =>
      company(who.manager, 'POST', '', { lastName, firstName: 'Тест', ...(email ? { email } : {}) }, bulk);
    await add('Альфа', 'alpha@example.org');
    await add('Бета', 'beta@example.org');
    await add('Гамма');
    const page = employeesPageSchema.parse((await company(who.manager, 'GET', '', undefined, bulk)).json());
    expect(page.notInvited).toBe(2);
    const all = await company(who.manager, 'POST', '/invite', undefined, bulk);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ invited: 2 });
    expect(await tokenMailedTo('alpha@example.org')).toBeTruthy();
    expect(await tokenMailedTo('beta@example.org')).toBeTruthy();
    expect((await company(who.manager, 'POST', '/invite', undefined, bulk)).json()).toEqual({ invited: 0 });
    expect((await company(who.support, 'POST', '/invite', undefined, bulk)).statusCode).toBe(403);
  });
});
