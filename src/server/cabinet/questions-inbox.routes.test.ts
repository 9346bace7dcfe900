import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cabinetQuestionSchema, cabinetQuestionsSchema } from '../../shared/schemas/cabinet-questions.js';
import { eventQuestions, events, mailOutbox, organizers } from '../db/schema.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { seedCatalogueFixture } from '../test/catalogue-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { addMember, assignEvent } from './cabinet-fixture.js';

const EVENT = 'moscow-marathon';
const OTHER_EVENT = 'kazan-trail';

describe('the organizer cabinet: questions inbox (issue 18 item 7)', () => {
  const ctx = useTestApp({ seed: async (database) => void (await seedCatalogueFixture(database)) });
  const who = {} as Record<
    'owner' | 'manager' | 'operator' | 'support' | 'runner' | 'rival' | 'pioner',
    TestAccount
  >;
  let anna: TestAccount;
  let boris: TestAccount;

  const lastMailTo = async (to: string) => {
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return mail;
  };

  /** Asks a question as a runner; returns its id and the token of the organizer's mailed link. */
  async function ask(account: TestAccount, text: string, code = EVENT) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/event/${code}/questions`,
      headers: accountHeaders(account.cookie),
      payload: { text },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    const token = /questions\/answer\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
    if (!token) throw new Error('no answer link in the organizer mail');
    return { id: (res.json() as { id: number }).id, token };
  }

  const list = (account: TestAccount, query = '', code = EVENT, lang: 'ru' | 'en' = 'en') =>
    ctx.app.inject({
      url: `/api/cabinet/events/${code}/questions${query ? `?${query}` : ''}`,
      headers: accountHeaders(account.cookie, { lang }),
    });
  const answer = (
    account: TestAccount,
    id: number | string,
    text: unknown,
    code = EVENT,
    lang: 'ru' | 'en' = 'en',
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/cabinet/events/${code}/questions/${id}/answer`,
      headers: accountHeaders(account.cookie, { lang }),
      payload: { text },
    });
  const close = (account: TestAccount, id: number | string, code = EVENT, lang: 'ru' | 'en' = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/cabinet/events/${code}/questions/${id}/close`,
      headers: accountHeaders(account.cookie, { lang }),
    });
  const linkView = (token: string, lang: 'ru' | 'en' = 'en') =>
    ctx.app.inject({
      url: `/api/questions/answer?token=${token}`,
      headers: { host: 'localhost', cookie: `_rr_culture=${encodeURIComponent(`c=${lang}|uic=${lang}`)}` },
    });
  const linkAnswer = (token: string, text: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/questions/answer',
      headers: { host: 'localhost', origin: 'http://localhost' },
      payload: { token, answer: text },
    });

  beforeAll(async () => {
    const { database } = ctx;
    const tenantId = await tenantIdOf(database, 'default');
    const pionerId = await tenantIdOf(database, 'pionercup');
    const [club] = await database.db
      .insert(organizers)
      .values({ tenantId, name: 'Клуб', email: 'club@example.org' })
      .returning({ id: organizers.id });
    const [marathon] = await database.db.select().from(events).where(eq(events.code, EVENT));
    const [trail] = await database.db.select().from(events).where(eq(events.code, OTHER_EVENT));
    await assignEvent(database, marathon!.id, club!.id);
    let seq = 0;
    const account = (roles: ('Administrator' | 'Organization')[] = [], t = tenantId) =>
      createTestAccount(database, t, { email: `inbox${++seq}@example.org`, roles });
    for (const role of ['owner', 'manager', 'operator'] as const) {
      who[role] = await account(['Organization']);
      await addMember(database, tenantId, club!.id, who[role].userId, role);
    }
    who.support = await account(['Administrator']);
    who.runner = await account();
    who.rival = await account(['Organization']);
    await addMember(database, tenantId, trail!.organizerId!, who.rival.userId, 'owner');
    who.pioner = await account(['Administrator'], pionerId);
    anna = await createTestAccount(database, tenantId, {
      email: 'anna@example.org',
      person: { firstName: 'Anna', lastName: 'Smirnova' },
    });
    boris = await createTestAccount(database, tenantId, { email: 'boris@example.org' });
  });

  it('lists the questions newest first by state, answers one, mails the runner, refuses a second answer', async () => {
    const first = await ask(anna, 'Is there a bag drop?');
    const second = await ask(boris, 'Where is the start?');
    expect((await lastMailTo('club@example.org'))?.text).toContain('Where is the start?');

    const open = cabinetQuestionsSchema.parse((await list(who.owner)).json());
    expect(open.event).toEqual({ code: EVENT, name: 'Moscow Marathon' });
    expect(open.questions.map((q) => q.id)).toEqual([second.id, first.id]);
    expect(open.questions[1]).toMatchObject({
      text: 'Is there a bag drop?',
      state: 'open',
      answer: null,
      runner: { name: 'Anna Smirnova', email: 'anna@example.org' },
    });
    expect(open.questions[0]?.runner).toEqual({ name: 'Test User', email: 'boris@example.org' });
    expect(open.counts).toEqual({ open: 2, answered: 0, closed: 0 });

    const res = await answer(who.manager, first.id, '  Yes, next to the start.  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(cabinetQuestionSchema.parse(res.json())).toMatchObject({
      id: first.id,
      state: 'answered',
      answer: 'Yes, next to the start.',
    });
    const mail = await lastMailTo('anna@example.org');
    expect(mail?.subject).toBe('The organizer answered your question');
    expect(mail?.text).toContain('Yes, next to the start.');
    expect(mail?.text).toContain('http://localhost/event/moscow-marathon');

    const answered = cabinetQuestionsSchema.parse((await list(who.owner, 'state=answered')).json());
    expect(answered.questions.map((q) => q.id)).toEqual([first.id]);
    expect(answered.questions[0]?.answeredAt).not.toBeNull();
    expect(answered.counts).toEqual({ open: 1, answered: 1, closed: 0 });
    const all = cabinetQuestionsSchema.parse((await list(who.owner, 'state=all&limit=1')).json());
    expect(all.questions.map((q) => q.id)).toEqual([second.id]);
    expect(all.nextCursor).toBe(1);
    const rest = cabinetQuestionsSchema.parse((await list(who.owner, 'state=all&limit=1&cursor=1')).json());
    expect(rest.questions.map((q) => q.id)).toEqual([first.id]);
    expect(rest.nextCursor).toBeNull();

    // a second answer (another organizer, or the mailed link) is refused and changes nothing
    const again = await answer(who.owner, first.id, 'Changed my mind', EVENT, 'ru');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: {
        code: 'QUESTION_ANSWERED',
        message: 'На этот вопрос уже ответили. Обновите список, чтобы увидеть ответ.',
      },
    });
    expect((await linkAnswer(first.token, 'Via link')).json()).toMatchObject({
      error: { code: 'TOKEN_USED' },
    });
    // the mailed link still answers an open one; the cabinet then sees it answered
    expect((await linkAnswer(second.token, 'At the stadium.')).statusCode).toBe(200);
    expect((await answer(who.support, second.id, 'Late')).statusCode).toBe(409);
    const after = cabinetQuestionsSchema.parse((await list(who.owner, 'state=all')).json());
    expect(after.questions.map((q) => q.answer)).toEqual(['At the stadium.', 'Yes, next to the start.']);
  });

  it('closes a question without an answer: nobody mailed, the mailed link refuses it, no answer after', async () => {
    const { id, token } = await ask(anna, 'Can I run with a dog?');
    const mailsBefore = (await ctx.database.db.select().from(mailOutbox)).length;
    const res = await close(who.manager, id);
    expect(res.statusCode, res.body).toBe(200);
    const closed = cabinetQuestionSchema.parse(res.json());
    expect(closed).toMatchObject({ id, state: 'closed', answer: null, answeredAt: null });
    expect(closed.closedAt).not.toBeNull();
    expect((await ctx.database.db.select().from(mailOutbox)).length).toBe(mailsBefore);

    const tab = cabinetQuestionsSchema.parse((await list(who.owner, 'state=closed')).json());
    expect(tab.questions.map((q) => q.id)).toContain(id);
    expect(tab.counts.closed).toBeGreaterThanOrEqual(1);
    const open = cabinetQuestionsSchema.parse((await list(who.owner, 'state=open')).json());
    expect(open.questions.map((q) => q.id)).not.toContain(id);

    // the mailed link: the page and its answer both refuse it in words
    const view = await linkView(token, 'ru');
    expect(view.statusCode).toBe(409);
    expect(view.json()).toMatchObject({
      error: {
        code: 'QUESTION_CLOSED',
        message: 'Организатор закрыл этот вопрос без ответа — ответить на него больше нельзя.',
      },
    });
    expect((await linkAnswer(token, 'Too late')).json()).toMatchObject({
      error: { code: 'QUESTION_CLOSED' },
    });
    const late = await answer(who.owner, id, 'Too late');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      error: {
        code: 'QUESTION_CLOSED',
        message: 'The organizer closed this question without an answer; it can no longer be answered.',
      },
    });
    expect((await close(who.owner, id)).json()).toMatchObject({ error: { code: 'QUESTION_CLOSED' } });
    expect((await lastMailTo('anna@example.org'))?.text ?? '').not.toContain('Too late');

    // an answered question cannot be closed; the operator may not close; another event's: 404
    const other = await ask(boris, 'Answered first?');
    expect((await answer(who.owner, other.id, 'Yes')).statusCode).toBe(200);
    expect((await close(who.owner, other.id)).json()).toMatchObject({ error: { code: 'QUESTION_ANSWERED' } });
    const third = await ask(boris, 'Operator?');
    expect((await close(who.operator, third.id)).statusCode).toBe(403);
    expect((await close(who.rival, third.id)).statusCode).toBe(404);
    expect((await close(who.owner, third.id, OTHER_EVENT)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '1e40']) expect((await close(who.owner, bad)).statusCode, bad).toBe(400);
  });

  it('lets one of an answer and a closing at once win, never both', async () => {
    const { id } = await ask(anna, 'Answer or close?');
    const results = await Promise.all([answer(who.owner, id, 'Answered'), close(who.manager, id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await ctx.database.db.select().from(eventQuestions).where(eq(eventQuestions.id, id));
    expect((row!.answeredAt === null) !== (row!.closedAt === null)).toBe(true);
  });

  it('lets one of two answers at once win', async () => {
    const { id } = await ask(anna, 'Two at once?');
    const results = await Promise.all([answer(who.owner, id, 'One'), answer(who.manager, id, 'Two')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('lets the owner, manager and support in; the operator 403; no role and other tenants 404', async () => {
    const { id } = await ask(boris, 'Roles?');
    for (const role of ['owner', 'manager', 'support'] as const)
      expect((await list(who[role])).statusCode, role).toBe(200);
    expect((await list(who.operator)).statusCode).toBe(403);
    expect((await answer(who.operator, id, 'No')).statusCode).toBe(403);
    for (const role of ['runner', 'rival'] as const) {
      expect((await list(who[role])).statusCode, role).toBe(404);
      expect((await answer(who[role], id, 'No')).statusCode, role).toBe(404);
    }
    const pioner = await ctx.app.inject({
      method: 'POST',
      url: `/api/cabinet/events/${EVENT}/questions/${id}/answer`,
      headers: accountHeaders(who.pioner.cookie, { host: 'pionercup.localhost' }),
      payload: { text: 'No' },
    });
    expect(pioner.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      url: `/api/cabinet/events/${EVENT}/questions`,
      headers: { host: 'localhost' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(cabinetQuestionsSchema.parse((await list(who.owner)).json()).questions[0]?.state).toBe('open');
  });

  it('answers 404 for a question of another event, 400 for bad input, never 500', async () => {
    const own = await ask(anna, 'Bad input?');
    const other = await ask(anna, 'Trail question', OTHER_EVENT);
    expect((await answer(who.owner, other.id, 'Not mine')).statusCode).toBe(404);
    // support may open the other event, but not through this one
    expect((await answer(who.support, other.id, 'Wrong event')).statusCode).toBe(404);
    expect((await answer(who.owner, 99_999_999, 'Nobody')).statusCode).toBe(404);
    expect((await answer(who.owner, own.id, 'x', 'no-such-event')).statusCode).toBe(404);

    const empty = await answer(who.owner, own.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ text: 'This field is required.' });
    const long = await answer(who.owner, own.id, 'y'.repeat(4001));
    expect(long.json().error.fields).toEqual({ text: 'The text is too long' });
    for (const [id, text] of [
      ['abc', 'x'],
      ['0', 'x'],
      ['1e40', 'x'],
      [own.id, 42],
      [own.id, null],
    ] as const)
      expect((await answer(who.owner, id, text)).statusCode, `${id} ${String(text)}`).toBe(400);
    for (const query of ['state=shut', 'cursor=-1', 'limit=0', 'limit=abc'])
      expect((await list(who.owner, query)).statusCode, query).toBe(400);
    expect((await answer(who.owner, own.id, 'Fine')).statusCode).toBe(200);
  });
});
