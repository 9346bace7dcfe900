import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyContactSchema, companyPageSchema, corpMeSchema } from '../../shared/schemas/corp-company.js';
import { companies, companyContacts } from '../db/schema.js';
import { DEMO_COMPANY_REQUISITES } from '../db/demo/corporate.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { companyPeople, insertTestCompany, type CompanyPeople } from './company-fixture.js';

/**
 * A company in the corporate cabinet (issue 19 item 5, ADR 031): the user's companies, the profile with its
 * requisites checked field by field, the contact people. The admin and support edit; a manager reads;
 * another company's admin, a runner and another tenant get 404 — a company never sees another's data.
 */
describe('the corporate cabinet: a company and its profile', () => {
  const ctx = useTestApp();
  let tenantId: number;
  let company: number;
  let rival: number;
  let people: CompanyPeople;
  let foreign: TestAccount;
  const profile = { name: 'Ромашка', legalName: 'ООО «Ромашка»', ...DEMO_COMPANY_REQUISITES };

  const call = (
    as: TestAccount | null,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    options: { payload?: object; lang?: 'ru' | 'en'; host?: string } = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: as
        ? accountHeaders(as.cookie, { lang: options.lang ?? 'en', host: options.host })
        : { host: 'localhost', origin: 'http://localhost' },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const companyUrl = (id: number | string = company) => `/api/corp/companies/${id}`;
  const stored = async (id = company) =>
    (await ctx.database.db.select().from(companies).where(eq(companies.id, id)))[0]!;

  beforeAll(async () => {
    tenantId = await tenantIdOf(ctx.database, 'default');
    company = await insertTestCompany(ctx.database, tenantId, 'Ромашка');
    rival = await insertTestCompany(ctx.database, tenantId, 'Лютик');
    people = await companyPeople(ctx.database, tenantId, company, rival, 'company');
    foreign = await createTestAccount(ctx.database, await tenantIdOf(ctx.database, 'pionercup'), {
      email: 'company-foreign@example.org',
      roles: ['Administrator'],
    });
  });

  it('lists the user’s companies with their role; support every company of the tenant; nobody else any', async () => {
    const me = async (as: TestAccount, host?: string) => {
      const res = await call(as, 'GET', '/api/corp/me', { host });
      expect(res.statusCode, res.body).toBe(200);
      return corpMeSchema.parse(res.json());
    };
    expect(await me(people.admin)).toEqual({
      companies: [{ id: company, name: 'Ромашка', role: 'admin' }],
      support: false,
    });
    expect((await me(people.manager)).companies).toEqual([{ id: company, name: 'Ромашка', role: 'manager' }]);
    expect(await me(people.none)).toEqual({ companies: [], support: false });
    expect(await me(people.support)).toEqual({
      companies: [
        { id: rival, name: 'Лютик', role: 'support' },
        { id: company, name: 'Ромашка', role: 'support' },
      ],
      support: true,
    });
    // another tenant's support sees its own tenant's companies: none of these
    expect(await me(foreign, 'pionercup.localhost')).toEqual({ companies: [], support: true });
    expect((await call(null, 'GET', '/api/corp/me')).statusCode).toBe(401);
  });

  it('lets the admin save the profile, numbers typed with spaces kept as digits, and reads it back', async () => {
    const res = await call(people.admin, 'PUT', companyUrl(), {
      payload: { ...profile, inn: '7704 123 450', kpp: '770401001', name: '  Ромашка  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = companyPageSchema.parse(res.json());
    expect(page).toMatchObject({ company: { id: company, name: 'Ромашка' }, role: 'admin', canEdit: true });
    expect(page.profile).toEqual(profile);
    expect(await stored()).toMatchObject({ inn: '7704123450', bic: '044525225', legalName: 'ООО «Ромашка»' });
    const read = companyPageSchema.parse((await call(people.manager, 'GET', companyUrl())).json());
    expect(read).toMatchObject({ role: 'manager', canEdit: false, profile });
  });

  it('answers a bad INN, OGRN and account next to each field, in the user’s language, keeping what was stored', async () => {
    await call(people.admin, 'PUT', companyUrl(), { payload: profile });
    const bad = await call(people.admin, 'PUT', companyUrl(), {
      payload: {
        ...profile,
        inn: '7704123451',
        ogrn: '1027700123451',
        settlementAccount: '40702810938000012346',
      },
      lang: 'ru',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      inn: 'Такого ИНН не бывает: проверьте цифры',
      ogrn: expect.stringContaining('ОГРН'),
      settlementAccount: 'Счёт не сходится с БИК: проверьте цифры обоих',
    });
    const en = await call(people.admin, 'PUT', companyUrl(), {
      payload: { ...profile, name: ' ', legalName: '', inn: '12345', bic: '' },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().error.fields).toMatchObject({
      name: 'This field is required.',
      legalName: 'This field is required.',
      inn: 'The INN has 10 digits (a company) or 12 digits (a sole trader)',
      bic: 'This field is required.',
    });
    expect(await stored()).toMatchObject({ inn: profile.inn, ogrn: profile.ogrn, name: 'Ромашка' });
    // junk is a 400, never a 500
    for (const payload of [
      { inn: 5 },
      { ...profile, name: 'x'.repeat(5000) },
      [],
      { ...profile, bic: null },
    ]) {
      expect((await call(people.admin, 'PUT', companyUrl(), { payload })).statusCode).toBe(400);
    }
  });

  it('lets support edit, a manager only read (403), and answers 404 to strangers and other tenants', async () => {
    const support = await call(people.support, 'PUT', companyUrl(), {
      payload: { ...profile, postalAddress: 'а/я 15, Москва' },
    });
    expect(support.statusCode, support.body).toBe(200);
    expect(companyPageSchema.parse(support.json())).toMatchObject({ role: 'support', canEdit: true });
    expect((await call(people.manager, 'PUT', companyUrl(), { payload: profile })).statusCode).toBe(403);
    for (const stranger of [people.none, people.rival]) {
      expect((await call(stranger, 'GET', companyUrl())).statusCode).toBe(404);
      expect((await call(stranger, 'PUT', companyUrl(), { payload: profile })).statusCode).toBe(404);
    }
    const host = 'pionercup.localhost';
    expect((await call(foreign, 'GET', companyUrl(), { host })).statusCode).toBe(404);
    expect((await call(foreign, 'PUT', companyUrl(), { host, payload: profile })).statusCode).toBe(404);
    expect((await call(people.admin, 'GET', companyUrl(999_999_999))).statusCode).toBe(404);
    expect((await call(people.admin, 'GET', companyUrl('abc'))).statusCode).toBe(400);
    expect((await stored()).postalAddress).toBe('а/я 15, Москва');
  });

  it('keeps contact people: add, edit, remove; each checked; another company’s contact is not found', async () => {
    const contacts = `${companyUrl()}/contacts`;
    const added = await call(people.admin, 'POST', contacts, {
      payload: {
        name: 'Бухгалтерова Ирина',
        position: 'Главный бухгалтер',
        email: 'Buh@Romashka.test',
        phone: '',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const contact = companyContactSchema.parse(added.json());
    expect(contact).toMatchObject({ email: 'buh@romashka.test', phone: '' });

    const noWay = await call(people.admin, 'POST', contacts, {
      payload: { name: 'Без связи', position: '', email: '', phone: '' },
      lang: 'ru',
    });
    expect(noWay.statusCode).toBe(400);
    expect(noWay.json().error.fields).toEqual({
      email: 'Укажите e-mail или телефон, чтобы с этим человеком можно было связаться',
    });
    const badPhone = await call(people.admin, 'POST', contacts, {
      payload: { name: 'X', position: '', email: 'not-an-email', phone: 'звоните' },
    });
    expect(Object.keys(badPhone.json().error.fields).sort()).toEqual(['email', 'phone']);

    const edited = await call(people.admin, 'PUT', `${contacts}/${contact.id}`, {
      payload: { name: 'Бухгалтерова Ирина Павловна', position: '', email: '', phone: '+7 (495) 123-45-67' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(companyContactSchema.parse(edited.json()).phone).toBe('+7 (495) 123-45-67');
    const page = companyPageSchema.parse((await call(people.manager, 'GET', companyUrl())).json());
    expect(page.contacts.map((c) => c.name)).toEqual(['Бухгалтерова Ирина Павловна']);

    // the manager reads, may not change; the rival's admin cannot reach it through their own company
    expect((await call(people.manager, 'DELETE', `${contacts}/${contact.id}`)).statusCode).toBe(403);
    const viaRival = `/api/corp/companies/${rival}/contacts/${contact.id}`;
    expect(
      (
        await call(people.rival, 'PUT', viaRival, {
          payload: { name: 'Захват', position: '', email: 'a@b.cd', phone: '' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(people.rival, 'DELETE', viaRival)).statusCode).toBe(404);

    expect((await call(people.admin, 'DELETE', `${contacts}/${contact.id}`)).statusCode).toBe(204);
    expect((await call(people.admin, 'DELETE', `${contacts}/${contact.id}`)).statusCode).toBe(404);
    expect(
      await ctx.database.db.select().from(companyContacts).where(eq(companyContacts.companyId, company)),
    ).toEqual([]);
  });
});
