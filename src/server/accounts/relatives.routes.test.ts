import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, persons } from '../db/schema.js';
import {
  accountHeaders,
  createTestAccount,
  insertTestRace,
  insertTestRegistration,
  validProfileInput,
  type TestAccount,
} from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe('/api/account/relatives', () => {
  let tenantId: number;
  let anna: TestAccount;
  let ivan: TestAccount;
  let olga: TestAccount;

  const ctx = useTestApp();
  beforeAll(async () => {
    tenantId = await tenantIdOf(ctx.database, 'default');
    const account = (email: string, firstName: string) =>
      createTestAccount(ctx.database, tenantId, { email, person: { firstName, lastName: 'Смирнов' } });
    anna = await account('anna@example.org', 'Анна');
    ivan = await account('ivan@example.org', 'Иван');
    olga = await account('olga@example.org', 'Ольга');
    // the same address as Olga's, but an account of another tenant
    await createTestAccount(ctx.database, await tenantIdOf(ctx.database, 'pionercup'), {
      email: 'petr@example.org',
    });
  });

  const call = (
    account: TestAccount,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    lang: 'ru' | 'en' = 'en',
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: accountHeaders(account.cookie, { lang }),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const list = async (account: TestAccount) =>
    (await call(account, 'GET', '/api/account/relatives')).json().items as {
      id: number;
      fullName: string;
      status: string;
    }[];

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/relatives'],
      ['POST', '/api/account/relatives/link'],
      ['DELETE', '/api/account/relatives/1'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: { host: 'localhost', origin: 'http://localhost' },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('creates, edits and deletes a relative with a full profile', async () => {
    const child = validProfileInput({
      firstName: 'Миша',
      lastName: 'Смирнов',
      birthDate: '2014-06-01',
      gender: 'male',
      documents: [],
    });
    const created = await call(anna, 'POST', '/api/account/relatives', child);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      kind: 'created',
      status: 'active',
      fullName: 'Миша Смирнов',
      email: null,
      birthDate: '2014-06-01',
      gender: 'male',
      profile: { firstName: 'Миша', city: 'Москва' },
    });
    const id = created.json().id as number;
    expect((await list(anna)).map((r) => r.fullName)).toEqual(['Миша Смирнов']);

    const bad = await call(
      anna,
      'PUT',
      `/api/account/relatives/${id}`,
      { ...child, firstName: 'Миша1' },
      'ru',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.firstName).toBe('Только буквы, пробелы, дефис и апостроф');

    const edited = await call(anna, 'PUT', `/api/account/relatives/${id}`, { ...child, firstName: 'Михаил' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().fullName).toBe('Михаил Смирнов');

    const personId = (
      await ctx.database.db.select({ id: persons.id }).from(persons).where(eq(persons.firstName, 'Михаил'))
    )[0]?.id;
    expect(personId).toBeDefined();
    expect((await call(anna, 'DELETE', `/api/account/relatives/${id}`)).statusCode).toBe(204);
    expect(await list(anna)).toEqual([]);
    expect(await ctx.database.db.select().from(persons).where(eq(persons.id, personId!))).toEqual([]);
  });

  it('deleting a created relative who has registrations keeps the person for the start lists', async () => {
    const created = await call(
      anna,
      'POST',
      '/api/account/relatives',
      validProfileInput({ firstName: 'Вера', documents: [] }),
    );
    const id = created.json().id as number;
    const [person] = await ctx.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.firstName, 'Вера'));
    const race = await insertTestRace(ctx.database, tenantId, {
      code: 'vera-run',
      startsAt: new Date(Date.now() + 30 * DAY),
    });
    await insertTestRegistration(ctx.database, tenantId, race, person!.id);
    expect((await call(anna, 'DELETE', `/api/account/relatives/${id}`)).statusCode).toBe(204);
    expect(await list(anna)).toEqual([]);
    expect(await ctx.database.db.select().from(persons).where(eq(persons.id, person!.id))).toHaveLength(1);
  });

  it('linking an unknown e-mail answers 404 Account not found, in en and ru', async () => {
    const en = await call(anna, 'POST', '/api/account/relatives/link', { email: 'nobody@example.org' });
    expect(en.statusCode).toBe(404);
    expect(en.json().error).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', message: 'Account not found' });
    const ru = await call(anna, 'POST', '/api/account/relatives/link', { email: 'nobody@example.org' }, 'ru');
    expect(ru.json().error.message).toBe('Аккаунт не найден');
  });

  it('an account of another tenant is not found, even with the same e-mail', async () => {
    const res = await call(anna, 'POST', '/api/account/relatives/link', { email: 'petr@example.org' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ACCOUNT_NOT_FOUND');
    // and a session of tenant default is no session on pionercup's host
    const other = await ctx.app.inject({
      url: '/api/account/relatives',
      headers: accountHeaders(anna.cookie, { host: 'pionercup.localhost' }),
    });
    expect(other.statusCode).toBe(401);
  });

  it('one cannot link oneself', async () => {
    const res = await call(anna, 'POST', '/api/account/relatives/link', { email: 'ANNA@example.org' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('RELATIVE_IS_SELF');
  });

  it('links an account by e-mail: pending until that account confirms, then its registrations show', async () => {
    const race = await insertTestRace(ctx.database, tenantId, {
      code: 'ivan-run',
      startsAt: new Date(Date.now() + 20 * DAY),
    });
    await insertTestRegistration(ctx.database, tenantId, race, ivan.personId, { bib: '77' });
    const registrations = async () =>
      (
        (await call(anna, 'GET', '/api/account/registrations')).json().upcoming as {
          bib: string | null;
          participant: unknown;
        }[]
      ).filter((r) => r.bib === '77');

    const linked = await call(
      anna,
      'POST',
      '/api/account/relatives/link',
      { email: 'Ivan@Example.org' },
      'ru',
    );
    expect(linked.statusCode).toBe(201);
    // until Ivan confirms, nothing of his account is shown but the address Anna typed
    expect(linked.json()).toEqual({
      id: expect.any(Number),
      kind: 'linked',
      status: 'pending',
      email: 'ivan@example.org',
      fullName: '',
      birthDate: null,
      gender: null,
      profile: null,
    });
    expect(linked.body).not.toContain('Иван');
    const again = await call(anna, 'POST', '/api/account/relatives/link', { email: 'ivan@example.org' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('RELATIVE_ALREADY_ADDED');
    expect(await registrations()).toEqual([]);

    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.to, 'ivan@example.org')))
      .orderBy(desc(mailOutbox.id));
    expect(mail?.subject).toContain('родственники');
    const token = /\/MyAccount\/Relatives\/confirm\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(mail?.text).toContain('http://localhost/MyAccount/Relatives/confirm?token=');

    const wrong = await call(olga, 'POST', '/api/account/relatives/confirm', { token });
    expect(wrong.json().error.code).toBe('TOKEN_INVALID');
    const adder = await call(anna, 'POST', '/api/account/relatives/confirm', { token });
    expect(adder.json().error.code).toBe('TOKEN_INVALID');
    expect((await list(anna)).find((r) => r.id === linked.json().id)).toMatchObject({
      status: 'pending',
      fullName: '',
    });

    const ok = await call(ivan, 'POST', '/api/account/relatives/confirm', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect((await list(anna)).find((r) => r.fullName === 'Иван Смирнов')?.status).toBe('active');
    expect(await registrations()).toEqual([
      expect.objectContaining({ participant: { fullName: 'Иван Смирнов', relation: 'relative' } }),
    ]);

    const reused = await call(ivan, 'POST', '/api/account/relatives/confirm', { token });
    expect(reused.json().error.code).toBe('TOKEN_USED');
  });

  it('a linked account keeps its own profile: the adder cannot edit it, only remove the link', async () => {
    const ivanLink = (await list(anna)).find((r) => r.fullName === 'Иван Смирнов')!;
    const edit = await call(anna, 'PUT', `/api/account/relatives/${ivanLink.id}`, validProfileInput());
    expect(edit.statusCode).toBe(403);
    const del = await call(anna, 'DELETE', `/api/account/relatives/${ivanLink.id}`);
    expect(del.statusCode).toBe(204);
    expect((await list(anna)).map((r) => r.fullName)).not.toContain('Иван Смирнов');
    expect(await ctx.database.db.select().from(persons).where(eq(persons.id, ivan.personId))).toHaveLength(1);
  });

  it("another account cannot read, edit or delete someone's relatives", async () => {
    const created = await call(
      anna,
      'POST',
      '/api/account/relatives',
      validProfileInput({ firstName: 'Лиза', documents: [] }),
    );
    const id = created.json().id as number;
    expect((await list(olga)).map((r) => r.id)).not.toContain(id);
    const edit = await call(
      olga,
      'PUT',
      `/api/account/relatives/${id}`,
      validProfileInput({ firstName: 'Чужая' }),
    );
    expect(edit.statusCode).toBe(404);
    const del = await call(olga, 'DELETE', `/api/account/relatives/${id}`);
    expect(del.statusCode).toBe(404);
    expect((await list(anna)).find((r) => r.id === id)?.fullName).toBe('Лиза Смирнова');
    // and Olga's own profile is her own, not Anna's
    const profile = await call(olga, 'GET', '/api/account/profile');
    expect(profile.json()).toMatchObject({ email: 'olga@example.org', firstName: 'Ольга' });
  });

  it('mails one account at most once a day, however often the link is removed and added again', async () => {
    const first = await call(olga, 'POST', '/api/account/relatives/link', { email: 'anna@example.org' });
    expect(first.statusCode).toBe(201);
    expect((await call(olga, 'DELETE', `/api/account/relatives/${first.json().id}`)).statusCode).toBe(204);
    const again = await call(olga, 'POST', '/api/account/relatives/link', { email: 'anna@example.org' });
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toEqual({
      code: 'RELATIVE_INVITE_LIMIT',
      message: 'An invitation has already been sent to this address today. You can send another in 24 h.',
    });
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.to, 'anna@example.org')));
    expect(
      mails.filter((m) => m.subject.includes('родственник') || m.subject.includes('relative')),
    ).toHaveLength(1);
  });

  it('limits account look-ups to 20 a day per user, found or not', async () => {
    const prober = await createTestAccount(ctx.database, tenantId, { email: 'prober@example.org' });
    for (let i = 0; i < 20; i += 1) {
      const res = await call(prober, 'POST', '/api/account/relatives/link', {
        email: `guess${i}@example.org`,
      });
      expect(res.json().error.code).toBe('ACCOUNT_NOT_FOUND');
    }
    const limited = await call(
      prober,
      'POST',
      '/api/account/relatives/link',
      { email: 'ivan@example.org' },
      'ru',
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'RELATIVE_LOOKUP_LIMIT',
      message: 'Слишком много поисков аккаунтов за сутки. Попробуйте снова через 24 ч.',
    });
    // another user is not affected
    const other = await call(olga, 'POST', '/api/account/relatives/link', { email: 'nobody@example.org' });
    expect(other.json().error.code).toBe('ACCOUNT_NOT_FOUND');
  });

  it('a forged Host header cannot turn the invitation into a link to another site', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/relatives/link',
      headers: accountHeaders(olga.cookie, { host: 'evil.example' }),
      payload: { email: 'ivan@example.org' },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.to, 'ivan@example.org')))
      .orderBy(desc(mailOutbox.id));
    expect(mail?.text).toContain('http://localhost/MyAccount/Relatives/confirm?token=');
    expect(mail?.text).not.toContain('evil.example');
  });
});
