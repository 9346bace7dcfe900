import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { myQuestionsSchema, questionSchema } from '../../shared/schemas/questions.js';
import { eventQuestions, mailOutbox } from '../db/schema.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { seedCatalogueFixture, type CatalogueFixture } from '../test/catalogue-fixture.js';
import { useTestApp } from '../test/test-app.js';

describe('asking the organizer a question', () => {
  let fx: CatalogueFixture;
  let anna: TestAccount;
  let boris: TestAccount;
  let pionerUser: TestAccount;

  const ctx = useTestApp({
    seed: async (database) => {
      fx = await seedCatalogueFixture(database);
      anna = await createTestAccount(database, fx.tenantIds.default, {
        email: 'anna@example.org',
        person: { firstName: 'Anna', lastName: 'Smirnova' },
      });
      boris = await createTestAccount(database, fx.tenantIds.default, { email: 'boris@example.org' });
      pionerUser = await createTestAccount(database, fx.tenantIds.pionercup, {
        email: 'pioner@example.org',
        person: { firstName: 'Pavel', lastName: 'Pionerov' },
      });
    },
  });

  const ask = (
    account: TestAccount | null,
    code: string,
    payload: unknown,
    options: { host?: string; lang?: 'ru' | 'en' } = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/event/${code}/questions`,
      headers: account
        ? accountHeaders(account.cookie, options)
        : { host: options.host ?? 'localhost', origin: `http://${options.host ?? 'localhost'}` },
      payload: payload as Record<string, unknown>,
    });
  const list = (account: TestAccount | null, code: string, host = 'localhost') =>
    ctx.app.inject({
      url: `/api/event/${code}/questions`,
      headers: account ? accountHeaders(account.cookie, { host }) : { host },
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

  it('stores the question and mails the organizer a one-use answer link', async () => {
    const res = await ask(
      anna,
      'moscow-marathon',
      { text: '  Is there a bag drop at the start?  ' },
      { lang: 'en' },
    );
    expect(res.statusCode).toBe(201);
    const question = questionSchema.parse(res.json());
    expect(question).toMatchObject({
      text: 'Is there a bag drop at the start?',
      answer: null,
      answeredAt: null,
    });

    const [row] = await ctx.database.db
      .select()
      .from(eventQuestions)
      .where(eq(eventQuestions.id, question.id));
    expect(row).toMatchObject({
      userId: anna.userId,
      text: 'Is there a bag drop at the start?',
      answer: null,
    });
    expect(row!.answerTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const mail = await lastMailTo('org@example.org');
    expect(mail?.subject).toContain('Moscow Marathon');
    expect(mail?.text).toContain('Is there a bag drop at the start?');
    expect(mail?.text).toContain('Anna Smirnova <anna@example.org>');
    const link = /http:\/\/localhost\/questions\/answer\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text);
    expect(link).not.toBeNull();
    // only the token's hash is stored, never the token itself
    expect(row!.answerTokenHash).not.toContain(link![1]);
    expect(mail?.html).toContain(`href="http://localhost/questions/answer?token=${link![1]}"`);
  });

  it('escapes the question in the HTML mail and writes it in Russian for a Russian request', async () => {
    const res = await ask(anna, 'kazan-trail', { text: '<b>Можно с собакой?</b>' }, { lang: 'ru' });
    expect(res.statusCode).toBe(201);
    const mail = await lastMailTo('org@example.org');
    expect(mail?.subject).toMatch(/вопрос о событии/);
    expect(mail?.text).toContain('<b>Можно с собакой?</b>');
    expect(mail?.html).toContain('&lt;b&gt;Можно с собакой?&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Можно');
  });

  it("mails the tenant's support address when the event's organizer has no e-mail", async () => {
    const res = await ask(
      pionerUser,
      'pioner-run',
      { text: 'Where is the start?' },
      { host: 'pionercup.localhost' },
    );
    expect(res.statusCode).toBe(201);
    const mail = await lastMailTo('support@pionercup.ru');
    expect(mail?.text).toContain('Where is the start?');
    expect(mail?.text).toMatch(/http:\/\/pionercup\.localhost\/questions\/answer\?token=/);
  });

  it('asks a visitor to sign in', async () => {
    const res = await ask(null, 'moscow-marathon', { text: 'Hello?' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it('explains an empty or too long question in the language of the request', async () => {
    const empty = await ask(anna, 'moscow-marathon', { text: '   ' }, { lang: 'ru' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ text: 'Это поле обязательно.' });

    const emptyEn = await ask(anna, 'moscow-marathon', { text: '' }, { lang: 'en' });
    expect(emptyEn.json().error.fields).toEqual({ text: 'This field is required.' });

    const long = await ask(anna, 'moscow-marathon', { text: 'x'.repeat(2001) }, { lang: 'en' });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ text: 'The text is too long' });
    const longRu = await ask(anna, 'moscow-marathon', { text: 'x'.repeat(2001) }, { lang: 'ru' });
    expect(longRu.json().error.fields).toEqual({ text: 'Слишком длинный текст' });

    expect((await ask(anna, 'moscow-marathon', { text: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it("answers 404 for an unknown event, an unpublished one, and another tenant's event", async () => {
    expect((await ask(anna, 'no-such-event', { text: 'Hi' })).statusCode).toBe(404);
    expect((await ask(anna, 'hidden-event', { text: 'Hi' })).statusCode).toBe(404);
    // anna's tenant is default; pioner-run belongs to pionercup
    expect((await ask(anna, 'pioner-run', { text: 'Hi' })).statusCode).toBe(404);
    // and anna's session is no session on the pionercup host
    expect((await ask(anna, 'pioner-run', { text: 'Hi' }, { host: 'pionercup.localhost' })).statusCode).toBe(
      401,
    );
  });

  it("lists only the user's own questions about the event, newest first", async () => {
    await ask(boris, 'moscow-marathon', { text: "Boris's question" });
    const own = myQuestionsSchema.parse((await list(anna, 'moscow-marathon')).json());
    expect(own.items.map((q) => q.text.slice(0, 33))).toEqual([
      'x'.repeat(33),
      'Is there a bag drop at the start?',
    ]);
    expect(own.items.every((q) => q.answer === null)).toBe(true);

    const borisOwn = myQuestionsSchema.parse((await list(boris, 'moscow-marathon')).json());
    expect(borisOwn.items.map((q) => q.text)).toEqual(["Boris's question"]);

    expect((await list(anna, 'kazan-trail')).json().items).toHaveLength(1);
    expect((await list(null, 'moscow-marathon')).json()).toEqual({ items: [] });
    expect((await list(anna, 'no-such-event')).statusCode).toBe(404);
  });

  it('refuses the 11th question about an event within 24 hours', async () => {
    const carol = await createTestAccount(ctx.database, fx.tenantIds.default, {
      email: 'carol@example.org',
    });
    for (let i = 1; i <= 10; i += 1) {
      expect((await ask(carol, 'today-run', { text: `Question ${i}` })).statusCode).toBe(201);
    }
    const refused = await ask(carol, 'today-run', { text: 'Question 11' }, { lang: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Try later.' },
    });
    const stored = await ctx.database.db
      .select({ id: eventQuestions.id })
      .from(eventQuestions)
      .where(and(eq(eventQuestions.userId, carol.userId)));
    expect(stored).toHaveLength(10);
    // another event is not limited
    expect((await ask(carol, 'kazan-trail', { text: 'Question 1' })).statusCode).toBe(201);
  });

  it('rejects a cross-site POST', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/event/moscow-marathon/questions',
      headers: { ...accountHeaders(anna.cookie), origin: 'https://evil.example' },
      payload: { text: 'Forged' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'CSRF_REJECTED' } });
    const forged = await ctx.database.db
      .select({ id: eventQuestions.id })
      .from(eventQuestions)
      .where(eq(eventQuestions.text, 'Forged'));
    expect(forged).toHaveLength(0);
  });
});
