import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PER_HOUR, acceptedSchema, contactsSchema } from '../../shared/schemas/contacts.js';
import { contactMessages, mailOutbox, rateLimitHits } from '../db/schema.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { seedCatalogueFixture, type CatalogueFixture } from '../test/catalogue-fixture.js';
import { useTestApp } from '../test/test-app.js';

const HOUR = 60 * 60 * 1000;

const visitorHeaders = (lang: 'ru' | 'en' = 'en', host = 'localhost') => ({
  host,
  origin: `http://${host}`,
  cookie: `_rr_culture=${encodeURIComponent(`c=${lang}|uic=${lang}`)}`,
});

const message = {
  name: '  Анна Смирнова ',
  email: 'anna@example.org',
  topic: 'payment',
  message: 'Оплатила участие, но письма нет.\n<b>Помогите</b>',
};

describe('contacts', () => {
  let fx: CatalogueFixture;
  let anna: TestAccount;
  const ctx = useTestApp({
    seed: async (database) => {
      fx = await seedCatalogueFixture(database);
      anna = await createTestAccount(database, fx.tenantIds.default, { email: 'anna.account@example.org' });
    },
  });

  const send = (
    payload: unknown,
    options: { lang?: 'ru' | 'en'; host?: string; ip?: string; headers?: Record<string, string> } = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contacts/messages',
      headers: options.headers ?? visitorHeaders(options.lang, options.host),
      remoteAddress: options.ip ?? '127.0.0.1',
      payload: payload as Record<string, unknown>,
    });
  const lastMailTo = async (to: string) => {
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return mail;
  };
  const storedFrom = (ip: string) =>
    ctx.database.db.select().from(contactMessages).where(eq(contactMessages.clientIp, ip));

  it("answers the tenant's support address and the support hours", async () => {
    const res = await ctx.app.inject({ url: '/api/contacts?language=en', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(contactsSchema.parse(res.json())).toEqual({
      supportEmail: 'support@startline.run',
      supportHours: { from: '10:00', to: '19:00', timeZone: 'Europe/Moscow' },
    });
    const pioner = await ctx.app.inject({ url: '/api/contacts', headers: { host: 'pionercup.localhost' } });
    expect(pioner.json().supportEmail).toBe('support@pionercup.ru');
  });

  it("stores a visitor's message and mails it to the tenant's support in the request's language", async () => {
    const res = await send(message, { lang: 'ru', ip: '10.0.0.1' });
    expect(res.statusCode).toBe(201);
    const { id } = acceptedSchema.parse(res.json());

    const [row] = await storedFrom('10.0.0.1');
    expect(row).toMatchObject({
      id,
      tenantId: fx.tenantIds.default,
      userId: null,
      name: 'Анна Смирнова',
      email: 'anna@example.org',
      topic: 'payment',
      message: 'Оплатила участие, но письма нет.\n<b>Помогите</b>',
    });

    const mail = await lastMailTo('support@startline.run');
    expect(mail?.subject).toBe(`Startline: Оплата и возврат — сообщение №${id}`);
    for (const part of ['Анна Смирнова', 'anna@example.org', 'Оплата и возврат', 'Оплатила участие']) {
      expect(mail?.text).toContain(part);
    }
    expect(mail?.html).toContain('&lt;b&gt;Помогите&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Помогите');
  });

  it('writes the mail in English for an English request and mails the support of the request’s tenant', async () => {
    const res = await send(
      { ...message, name: 'Pavel', topic: 'results', message: 'My time is missing' },
      { lang: 'en', host: 'pionercup.localhost', ip: '10.0.0.2' },
    );
    expect(res.statusCode).toBe(201);
    const mail = await lastMailTo('support@pionercup.ru');
    expect(mail?.subject).toBe(`PionerCup: Results — message #${res.json().id}`);
    expect(mail?.text).toContain('Name:\nPavel');
    const [row] = await storedFrom('10.0.0.2');
    expect(row?.tenantId).toBe(fx.tenantIds.pionercup);
  });

  it("keeps the signed-in author's account with the message", async () => {
    const res = await send(message, { headers: accountHeaders(anna.cookie, { lang: 'en' }), ip: '10.0.0.3' });
    expect(res.statusCode).toBe(201);
    const [row] = await storedFrom('10.0.0.3');
    expect(row?.userId).toBe(anna.userId);
    const mail = await lastMailTo('support@startline.run');
    expect(mail?.text).toContain('Account on the site:\nanna.account@example.org');
  });

  it('explains bad input next to each field in the language of the request and stores nothing', async () => {
    const empty = await send({}, { lang: 'en', ip: '10.0.0.4' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        name: 'This field is required.',
        email: 'Enter your email',
        topic: 'This field is required.',
        message: 'This field is required.',
      },
    });
    const emptyRu = await send({ name: ' ', email: '', message: '  ' }, { lang: 'ru', ip: '10.0.0.4' });
    expect(emptyRu.json().error.fields).toEqual({
      name: 'Это поле обязательно.',
      email: 'Введите ваш email',
      topic: 'Это поле обязательно.',
      message: 'Это поле обязательно.',
    });

    const wrong = await send(
      { ...message, email: 'anna@', topic: 'spam', message: 'x'.repeat(2001) },
      { lang: 'en', ip: '10.0.0.4' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      email: 'Please enter a valid email address',
      topic: 'This field is required.',
      message: 'The text is too long',
    });
    const wrongRu = await send({ ...message, email: 'анна@почта.рф' }, { lang: 'ru', ip: '10.0.0.4' });
    expect(wrongRu.json().error.fields).toEqual({
      email: 'Кириллица в адресе электронной почты не поддерживается',
    });
    expect(await storedFrom('10.0.0.4')).toHaveLength(0);
  });

  it(`refuses more than ${CONTACT_MESSAGES_PER_HOUR} messages an hour from one address`, async () => {
    const ip = '10.0.0.5';
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i += 1) {
      expect((await send(message, { ip })).statusCode).toBe(201);
    }
    const refused = await send(message, { ip, lang: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Try later.' },
    });
    const refusedRu = await send(message, { ip, lang: 'ru' });
    expect(refusedRu.json().error.message).toBe('Слишком много запросов. Попробуйте позже.');
    expect(await storedFrom(ip)).toHaveLength(CONTACT_MESSAGES_PER_HOUR);

    // another address, and the same address on another tenant, are not limited
    expect((await send(message, { ip: '10.0.0.6' })).statusCode).toBe(201);
    expect((await send(message, { ip, host: 'fontanka.localhost' })).statusCode).toBe(201);

    // an hour later the address may write again
    await ctx.database.db
      .update(rateLimitHits)
      .set({ at: new Date(Date.now() - HOUR - 1000) })
      .where(eq(rateLimitHits.bucket, `contact-message:ip:${fx.tenantIds.default}:${ip}`));
    expect((await send(message, { ip })).statusCode).toBe(201);
  });

  it('rejects a cross-site POST', async () => {
    const res = await send(
      { ...message, message: 'Forged' },
      { headers: { ...visitorHeaders(), origin: 'https://evil.example' }, ip: '10.0.0.7' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'CSRF_REJECTED' } });
    expect(await storedFrom('10.0.0.7')).toHaveLength(0);
  });
});
