import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  employeeSchema,
  employeesPageSchema,
  type EmployeeInput,
} from '../../shared/schemas/corp-employees.js';
import { companyEmployees } from '../db/schema.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { addCompanyMember, insertCompany, insertEmployee } from './corp-reports-fixture.js';

const PIONER_HOST = 'pionercup.localhost';

/** A company's list of employees (issue 19 item 6): add, change, remove, search; roles and isolation. */
describe('the corporate cabinet: employees', () => {
  const ctx = useTestApp();
  let companyId: number;
  let rivalId: number;
  let rivalEmployee: number;
  const who = {} as Record<'admin' | 'manager' | 'support' | 'rival' | 'nobody' | 'pioner', TestAccount>;

  const url = (company: number | string, tail = '') => `/api/corp/companies/${company}/employees${tail}`;
  const call = (
    as: TestAccount,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    tail = '',
    payload?: object,
    opts: { company?: number | string; lang?: 'ru' | 'en'; host?: string } = {},
  ) =>
    ctx.app.inject({
      method,
      url: url(opts.company ?? companyId, tail),
      headers: accountHeaders(as.cookie, {
        lang: opts.lang ?? 'en',
        ...(opts.host ? { host: opts.host } : {}),
      }),
      ...(payload ? { payload } : {}),
    });
  const add = (as: TestAccount, body: EmployeeInput, lang: 'ru' | 'en' = 'en') =>
    call(as, 'POST', '', body, { lang });

  beforeAll(async () => {
    const { database } = ctx;
    const tenantId = await tenantIdOf(database, 'default');
    companyId = await insertCompany(database, tenantId, 'Василёк');
    rivalId = await insertCompany(database, tenantId, 'Чертополох');
    rivalEmployee = await insertEmployee(database, tenantId, rivalId, {
      lastName: 'Чужой',
      firstName: 'Пётр',
    });
    for (const role of ['admin', 'manager'] as const) {
      who[role] = await createTestAccount(database, tenantId, { email: `emp-${role}@example.org` });
      await addCompanyMember(database, tenantId, companyId, who[role].userId, role);
    }
    who.support = await createTestAccount(database, tenantId, {
      email: 'emp-support@example.org',
      roles: ['Administrator'],
    });
    who.rival = await createTestAccount(database, tenantId, { email: 'emp-rival@example.org' });
    await addCompanyMember(database, tenantId, rivalId, who.rival.userId, 'admin');
    who.nobody = await createTestAccount(database, tenantId, { email: 'emp-nobody@example.org' });
    who.pioner = await createTestAccount(database, await tenantIdOf(database, 'pionercup'), {
      email: 'emp-pioner@example.org',
      roles: ['Administrator'],
    });
  });

  it('adds an employee with a phone kept in E.164, changes and finds them, removes them (kept in the table)', async () => {
    const res = await add(who.manager, {
      lastName: ' Иванов ',
      firstName: 'Иван',
      patronymic: 'Иванович',
      gender: 'male',
      birthDate: '1985-04-12',
      email: 'Ivanov@Example.org',
      phone: '8 (916) 123-45-67',
      note: 'Таб. № 17',
    });
    expect(res.statusCode, res.body).toBe(201);
    const ivanov = employeeSchema.parse(res.json());
    expect(ivanov).toMatchObject({
      lastName: 'Иванов',
      email: 'ivanov@example.org',
      phone: '+79161234567',
      gender: 'male',
      birthDate: '1985-04-12',
      status: 'not_invited',
    });
    const petrova = employeeSchema.parse(
      (await add(who.admin, { lastName: 'Петрова', firstName: 'Анна' })).json(),
    );
    expect(petrova).toMatchObject({ email: null, gender: null, birthDate: null, phone: '' });

    const changed = await call(who.manager, 'PUT', `/${petrova.id}`, {
      lastName: 'Петрова-Сидорова',
      firstName: 'Анна',
      gender: 'female',
      email: 'anna@example.org',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      lastName: 'Петрова-Сидорова',
      gender: 'female',
      email: 'anna@example.org',
    });

    const found = employeesPageSchema.parse((await call(who.admin, 'GET', '?q=сидор')).json());
    expect(found.employees.map((e) => e.lastName)).toEqual(['Петрова-Сидорова']);
    expect(found).toMatchObject({ total: 1, canEdit: true, company: { id: companyId, name: 'Василёк' } });
    const byMail = employeesPageSchema.parse((await call(who.admin, 'GET', '?q=IVANOV@')).json());
    expect(byMail.employees.map((e) => e.id)).toEqual([ivanov.id]);

    expect((await call(who.manager, 'DELETE', `/${petrova.id}`)).statusCode).toBe(204);
    const after = employeesPageSchema.parse((await call(who.admin, 'GET')).json());
    expect(after.employees.map((e) => e.id)).not.toContain(petrova.id);
    const [kept] = await ctx.database.db
      .select()
      .from(companyEmployees)
      .where(eq(companyEmployees.id, petrova.id));
    expect(kept?.removedAt).toBeInstanceOf(Date);
    expect((await call(who.manager, 'DELETE', `/${petrova.id}`)).statusCode).toBe(404);
    // a removed employee's e-mail is free again
    expect(
      (await add(who.manager, { lastName: 'Новая', firstName: 'Анна', email: 'anna@example.org' }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses an e-mail already on the list next to the field, in the user’s language; bad input in words', async () => {
    await add(who.manager, { lastName: 'Орлов', firstName: 'Олег', email: 'orlov@example.org' });
    const twice = await add(
      who.manager,
      { lastName: 'Орлов', firstName: 'Олег', email: 'ORLOV@example.org' },
      'ru',
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      code: 'EMPLOYEE_EMAIL_TAKEN',
      fields: { email: 'Сотрудник с таким e-mail уже есть в списке компании.' },
    });
    const other = employeeSchema.parse(
      (await add(who.manager, { lastName: 'Белов', firstName: 'Борис' })).json(),
    );
    const taken = await call(who.manager, 'PUT', `/${other.id}`, {
      lastName: 'Белов',
      firstName: 'Борис',
      email: 'orlov@example.org',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.email).toMatch(/already on the company/);

    const bad = await add(
      who.manager,
      {
        lastName: '',
        firstName: 'X1',
        birthDate: '2999-01-01',
        email: 'not-mail',
        phone: '12',
        gender: 'x' as 'male',
      },
      'ru',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      lastName: 'Это поле обязательно.',
      firstName: 'Только буквы, пробелы, дефис и апостроф',
      birthDate: 'Дата рождения не может быть в будущем',
      email: 'Введите корректный адрес электронной почты',
      phone: 'Такого номера не бывает. Проверьте страну и цифры',
    });
  });

  it('pages the list 25 at a time, by name', async () => {
    const { database } = ctx;
    const tenantId = await tenantIdOf(database, 'default');
    const paged = await insertCompany(database, tenantId, 'Много людей');
    await addCompanyMember(database, tenantId, paged, who.admin.userId, 'admin');
    await database.db.insert(companyEmployees).values(
      Array.from({ length: 30 }, (_, i) => ({
        tenantId,
        companyId: paged,
        lastName: `Фамилия${String(i).padStart(2, '0')}`.replace(/\d/g, (d) => 'АБВГДЕЖЗИК'[Number(d)]!),
        firstName: 'Имя',
      })),
    );
    const first = employeesPageSchema.parse(
      (await call(who.admin, 'GET', '', undefined, { company: paged })).json(),
    );
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.employees).toHaveLength(25);
    expect(first.employees[0]?.lastName).toBe('ФамилияАА');
    const second = employeesPageSchema.parse(
      (await call(who.admin, 'GET', '?page=2', undefined, { company: paged })).json(),
    );
    expect(second.employees.map((e) => e.lastName)).toEqual([
      'ФамилияВЕ',
      'ФамилияВЖ',
      'ФамилияВЗ',
      'ФамилияВИ',
      'ФамилияВК',
    ]);
  });

  it('lets support look but not change; a role-less user, another company and another tenant get 404', async () => {
    const looked = await call(who.support, 'GET');
    expect(looked.statusCode, looked.body).toBe(200);
    expect(looked.json().canEdit).toBe(false);
    expect((await add(who.support, { lastName: 'Тест', firstName: 'Тест' })).statusCode).toBe(403);
    expect((await call(who.support, 'POST', '/invite')).statusCode).toBe(403);

    for (const outsider of [who.nobody, who.rival]) {
      expect((await call(outsider, 'GET')).statusCode).toBe(404);
      expect((await add(outsider, { lastName: 'Тест', firstName: 'Тест' })).statusCode).toBe(404);
    }
    // the pionercup tenant's support does not find a default-tenant company
    expect((await call(who.pioner, 'GET', '', undefined, { host: PIONER_HOST })).statusCode).toBe(404);
    expect((await call(who.admin, 'GET', '', undefined, { company: 999999 })).statusCode).toBe(404);
    expect((await call(who.admin, 'GET', '', undefined, { company: 'abc' })).statusCode).toBe(400);
  });

  it('answers 404 for another company’s employee through this company, and changes nothing of it', async () => {
    const body = { lastName: 'Захвачен', firstName: 'Пётр' };
    expect((await call(who.admin, 'PUT', `/${rivalEmployee}`, body)).statusCode).toBe(404);
    expect((await call(who.admin, 'DELETE', `/${rivalEmployee}`)).statusCode).toBe(404);
    expect((await call(who.admin, 'POST', `/${rivalEmployee}/invite`)).statusCode).toBe(404);
    // and through the other company's path, the admin has no role there
    expect((await call(who.admin, 'PUT', `/${rivalEmployee}`, body, { company: rivalId })).statusCode).toBe(
      404,
    );
    const [row] = await ctx.database.db
      .select()
      .from(companyEmployees)
      .where(eq(companyEmployees.id, rivalEmployee));
    expect(row).toMatchObject({ lastName: 'Чужой', removedAt: null, invitationHash: null });
  });
});
