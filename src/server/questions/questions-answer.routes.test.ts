import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { myQuestionsSchema, questionForOrganizerSchema } from '../../shared/schemas/questions.js';
import { mailOutbox } from '../db/schema.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { seedCatalogueFixture, type CatalogueFixture } from '../test/catalogue-fixture.js';
import { useTestApp } from '../test/test-app.js';

const organizerHeaders = (lang: 'ru' | 'en' = 'en', host = 'localhost') => ({
  host,
  origin: `http://${host}`,
  cookie: `_rr_culture=${encodeURIComponent(`c=${lang}|uic=${lang}`)}`,
});

describe("the organizer's answer", () => {
  let fx: CatalogueFixture;
  let anna: TestAccount;

  const ctx = useTestApp({
    seed: async (database) => {
      fx = await seedCatalogueFixture(database);
      anna = await createTestAccount(database, fx.tenantIds.default, {
        email: 'anna@example.org',
        person: { firstName: 'Anna', lastName: 'Smirnova' },
      });
    },
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

  /** Asks as anna and answers the token of the organizer's mail. */
  async function askAndGetToken(text: string): Promise<string> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/event/moscow-marathon/questions',
      headers: accountHeaders(anna.cookie),
      payload: { text },
    });
    expect(res.statusCode).toBe(201);
    const mail = await lastMailTo('org@example.org');
    const token = /questions\/answer\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
    if (!token) throw new Error('no answer link in the organizer mail');
    return token;
  }

  const read = (token: string, lang: 'ru' | 'en' = 'en', host = 'localhost') =>
    ctx.app.inject({
      url: `/api/questions/answer?token=${encodeURIComponent(token)}`,
      headers: organizerHeaders(lang, host),
    });
  const answer = (token: string, text: string, lang: 'ru' | 'en' = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/questions/answer',
      headers: organizerHeaders(lang),
      payload: { token, answer: text },
    });

  it('lets the organizer read the question, answer it once, and the asker see the answer', async () => {
    const token = await askAndGetToken('Is there a bag drop?');

    const page = await read(token);
    expect(page.statusCode).toBe(200);
    expect(questionForOrganizerSchema.parse(page.json())).toMatchObject({
      eventName: 'Moscow Marathon',
      eventCode: 'moscow-marathon',
      text: 'Is there a bag drop?',
      askerName: 'Anna Smirnova',
      answer: null,
    });
    expect((await read(token, 'ru')).json().eventName).toBe('Московский марафон');

    const sent = await answer(token, '  Yes, next to the start.  ');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ ok: true });

    const mail = await lastMailTo('anna@example.org');
    expect(mail?.subject).toBe('The organizer answered your question');
    expect(mail?.text).toContain('Yes, next to the start.');
    expect(mail?.text).toContain('http://localhost/event/moscow-marathon');

    const own = myQuestionsSchema.parse(
      (
        await ctx.app.inject({
          url: '/api/event/moscow-marathon/questions',
          headers: accountHeaders(anna.cookie),
        })
      ).json(),
    );
    expect(own.items[0]).toMatchObject({ text: 'Is there a bag drop?', answer: 'Yes, next to the start.' });
    expect(own.items[0]?.answeredAt).not.toBeNull();

    // the link now shows the answer, and a second answer is refused
    expect((await read(token)).json().answer).toBe('Yes, next to the start.');
    const again = await answer(token, 'Changed my mind');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: { code: 'TOKEN_USED', message: 'This link has already been used.' },
    });
    const after = myQuestionsSchema.parse(
      (
        await ctx.app.inject({
          url: '/api/event/moscow-marathon/questions',
          headers: accountHeaders(anna.cookie),
        })
      ).json(),
    );
    expect(after.items[0]?.answer).toBe('Yes, next to the start.');
  });

  it('mails the asker in Russian when the organizer answers in Russian', async () => {
    const token = await askAndGetToken('Будет ли камера хранения?');
    expect((await answer(token, 'Да.', 'ru')).statusCode).toBe(200);
    const mail = await lastMailTo('anna@example.org');
    expect(mail?.subject).toBe('Организатор ответил на ваш вопрос');
    expect(mail?.html).toContain('Да.');
  });

  it('answers TOKEN_INVALID for unknown, malformed and other tenants’ tokens', async () => {
    const unknown = 'A'.repeat(43);
    const res = await read(unknown, 'ru');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'TOKEN_INVALID', message: 'Ссылка недействительна.' },
    });
    expect((await read('short')).json()).toMatchObject({ error: { code: 'TOKEN_INVALID' } });
    expect((await answer(unknown, 'Hi')).json()).toMatchObject({ error: { code: 'TOKEN_INVALID' } });

    const token = await askAndGetToken('Tenant check');
    expect((await read(token, 'en', 'pionercup.localhost')).statusCode).toBe(400);
  });

  it('requires an answer of at most 4000 characters', async () => {
    const token = await askAndGetToken('Long answer?');
    const empty = await answer(token, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ answer: 'This field is required.' });
    const long = await answer(token, 'y'.repeat(4001));
    expect(long.json().error.fields).toEqual({ answer: 'The text is too long' });
    expect((await read(token)).json().answer).toBeNull();
  });

  it('rejects a cross-site answer', async () => {
    const token = await askAndGetToken('CSRF?');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/questions/answer',
      headers: { ...organizerHeaders(), origin: 'https://evil.example' },
      payload: { token, answer: 'Forged' },
    });
    expect(res.statusCode).toBe(403);
    expect((await read(token)).json().answer).toBeNull();
  });
});
