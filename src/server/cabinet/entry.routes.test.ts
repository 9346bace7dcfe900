import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cabinetEntrySchema, entryChangedSchema } from '../../shared/schemas/cabinet-entry.js';
import { events, mailOutbox, orders, registrations } from '../db/schema.js';
import { formatMoney } from '../payments/documents/pdf-format.js';
import { insertRace, type TestRace } from '../registration/registration-fixture.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { addRace, paidThroughSandbox } from './cabinet-entry-fixture.js';
import { addMember, assignEvent, insertOrganizer } from './cabinet-fixture.js';

/**
 * An entry's page in the organizer cabinet (issue 18 item 3, ADR 026): what it shows, and the organizer's
 * edit, move (the price difference refunded or charged) and cancellation with a refund, each with who and
 * when in the entry's history; who may, and 404 for anyone outside the event's organizer.
 */
describe('an entry in the organizer cabinet', () => {
  const ctx = useTestApp();
  let tenantId: number;
  let race: TestRace;
  const who = {} as Record<'owner' | 'manager' | 'operator' | 'support' | 'rival' | 'runner', TestAccount>;
  let seq = 0;
  const runner = () =>
    createTestAccount(ctx.database, tenantId, {
      email: `entrant${++seq}@example.org`,
      person: { firstName: 'Анна', lastName: 'Смирнова', gender: 'female', birthDate: '1990-05-14' },
    });

  const url = (id: number | string, tail = '') =>
    `/api/cabinet/events/${race.eventCode}/entries/${id}${tail}`;
  const call = (
    account: TestAccount,
    method: 'GET' | 'PUT' | 'POST',
    path: string,
    payload?: object,
    lang: 'ru' | 'en' = 'en',
  ) =>
    ctx.app.inject({
      method,
      url: path,
      headers: accountHeaders(account.cookie, { lang }),
      ...(payload ? { payload } : {}),
    });
  /** The mails to an address, newest first. */
  const mailsTo = (to: string) =>
    ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .then((rows) => rows.sort((a, b) => b.id - a.id));
  const show = async (account: TestAccount, id: number) => {
    const res = await call(account, 'GET', url(id));
    expect(res.statusCode, res.body).toBe(200);
    return cabinetEntrySchema.parse(res.json());
  };
  const paidEntry = async () => paidThroughSandbox(ctx.app, ctx.database, race, await runner());

  beforeAll(async () => {
    tenantId = await tenantIdOf(ctx.database, 'default');
    const organizer = await insertOrganizer(ctx.database, tenantId, 'Клуб «Дистанция»');
    const rival = await insertOrganizer(ctx.database, tenantId, 'Другой');
    race = await insertRace(ctx.database, tenantId, { capacity: 50 });
    await assignEvent(ctx.database, race.eventId, organizer);
    // a 5 % service fee on every order of the event, the difference of a dearer race too
    await ctx.database.db.update(events).set({ commissionBp: 500 }).where(eq(events.id, race.eventId));
    await addRace(ctx.database, tenantId, race, { code: '21k', price: 250_000 });
    await addRace(ctx.database, tenantId, race, { code: '5k', price: 100_000 });
    await addRace(ctx.database, tenantId, race, { code: 'men', price: 150_000, gender: 'male' });
    await addRace(ctx.database, tenantId, race, { code: 'full', price: 150_000, capacity: 0 });
    for (const role of ['owner', 'manager', 'operator'] as const) {
      who[role] = await createTestAccount(ctx.database, tenantId, {
        email: `entry-${role}@example.org`,
        roles: ['Organization'],
      });
      await addMember(ctx.database, tenantId, organizer, who[role].userId, role);
    }
    who.support = await createTestAccount(ctx.database, tenantId, {
      email: 'entry-support@example.org',
      roles: ['Administrator'],
    });
    who.rival = await createTestAccount(ctx.database, tenantId, {
      email: 'entry-rival@example.org',
      roles: ['Organization'],
    });
    await addMember(ctx.database, tenantId, rival, who.rival.userId, 'owner');
    who.runner = await runner();
  });

  it('shows the participant, admission, the order with its fee and payment, the history and the races to move to', async () => {
    const { id, number } = await paidEntry();
    const page = await show(who.owner, id);
    expect(page.entry).toMatchObject({
      id,
      state: 'confirmed',
      lastName: 'Смирнова',
      firstName: 'Анна',
      race: { code: '10k' },
      price: { amount: 150_000 },
      admission: { medical: expect.any(String), insurance: expect.any(String), identity: expect.any(String) },
    });
    const [order] = page.orders;
    expect(order).toMatchObject({
      number,
      status: 'paid',
      full: { amount: 150_000 },
      fee: { amount: 7_500 },
      total: { amount: 157_500 },
      paid: { amount: 157_500 },
      refundable: { amount: 157_500 },
    });
    expect(order!.payments).toEqual([
      expect.objectContaining({ status: 'succeeded', amount: { amount: 157_500, currency: 'RUB' } }),
    ]);
    expect(page.history.map((h) => h.kind === 'order' && `${h.from}→${h.to}`)).toContain(
      'awaiting-payment→paid',
    );
    expect(page.races.map((r) => [r.code, r.price?.amount ?? 0, r.left])).toEqual(
      expect.arrayContaining([
        ['21k', 250_000, null],
        ['5k', 100_000, null],
        ['full', 150_000, 0],
      ]),
    );
    expect(page.permissions).toContain('entries.edit');
    // an operator sees the entry (the start-pack point), and may not change it
    expect((await show(who.operator, id)).permissions).not.toContain('entries.edit');
  });

  it('edits the participant by the registration form’s rules: errors next to the fields, then saved with who', async () => {
    const { id } = await paidEntry();
    const bad = await call(who.manager, 'PUT', url(id), {
      form: { lastName: '', firstName: 'Анна', gender: 'female', birthDate: '1990-05-14', phone: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['form.lastName', 'form.phone']);
    const saved = await call(who.manager, 'PUT', url(id), {
      form: {
        lastName: 'Смирнова-Ветрова',
        firstName: 'Анна',
        gender: 'female',
        birthDate: '1990-05-14',
        phone: '+79161234568',
        city: 'Тверь',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = cabinetEntrySchema.parse(saved.json());
    expect(page.entry).toMatchObject({ lastName: 'Смирнова-Ветрова', city: 'Тверь' });
    const edited = page.history.find((h) => h.kind === 'edited');
    expect(edited).toMatchObject({
      actor: { role: 'manager', name: 'Test User', email: 'entry-manager@example.org' },
    });
    expect(edited?.kind === 'edited' && edited.changes).toEqual(
      expect.arrayContaining([
        { field: 'lastName', from: 'Смирнова', to: 'Смирнова-Ветрова' },
        { field: 'phone', from: '+79161234567', to: '+79161234568' },
        { field: 'city', from: '', to: 'Тверь' },
      ]),
    );
    expect((await call(who.operator, 'PUT', url(id), { form: {} })).statusCode).toBe(403);
  });

  it('moves to a cheaper race: the place moves and exactly the difference goes back, the order stays paid', async () => {
    const payer = await runner();
    const { id, number } = await paidThroughSandbox(ctx.app, ctx.database, race, payer);
    // the manager works in Russian; the payer paid in English and is mailed in English
    const res = await call(
      who.manager,
      'POST',
      url(id, '/move'),
      { race: '5k', reason: 'asked by phone' },
      'ru',
    );
    expect(res.statusCode, res.body).toBe(200);
    const moved = entryChangedSchema.parse(res.json());
    expect(moved.refunded).toEqual({ amount: 50_000, currency: 'RUB' });
    expect(moved.due).toBeNull();
    expect(moved.entry.entry).toMatchObject({ race: { code: '5k' }, state: 'confirmed' });
    const [order] = moved.entry.orders;
    expect(order).toMatchObject({
      number,
      status: 'paid',
      refunded: { amount: 50_000 },
      refundable: { amount: 107_500 },
    });
    expect(order!.refunds).toEqual([
      expect.objectContaining({ amount: { amount: 50_000, currency: 'RUB' }, status: 'succeeded' }),
    ]);
    expect(moved.entry.history.find((h) => h.kind === 'moved')).toMatchObject({
      from: '10 км',
      to: 'Дистанция 5k',
      refunded: { amount: 50_000 },
      actor: { role: 'manager' },
    });
    // the payer's refund mail says how much came back and why
    const [mail] = await mailsTo(payer.email);
    expect(mail!.subject).toBe(`Partial refund of order ${number}`);
    expect(mail!.text).toContain(`Refunded now:\n${formatMoney({ amount: 50_000, currency: 'RUB' }, 'en')}`);
    expect(mail!.text).toContain(
      'The registration moved to “Race 5k”, which costs less than the previous race',
    );
  });

  it('moves to a dearer race: the difference and its fee become an order of the participant’s, awaiting payment', async () => {
    const payer = await runner();
    const { id } = await paidThroughSandbox(ctx.app, ctx.database, race, payer);
    // support works in Russian; the payer paid in English and is mailed in English
    const res = await call(who.support, 'POST', url(id, '/move'), { race: '21k' }, 'ru');
    expect(res.statusCode, res.body).toBe(200);
    const moved = entryChangedSchema.parse(res.json());
    // 2 500 ₽ − 1 500 ₽ = 1 000 ₽, and the event's 5 % fee: 1 050 ₽
    expect(moved.due?.amount).toEqual({ amount: 105_000, currency: 'RUB' });
    expect(moved.refunded).toBeNull();
    expect(moved.entry.orders.map((o) => [o.number, o.status, o.total.amount])).toEqual([
      [expect.any(String), 'paid', 157_500],
      [moved.due!.order, 'awaiting-payment', 105_000],
    ]);
    // the participant finds it in My orders and can pay it
    const mine = await ctx.app.inject({
      url: `/api/payments/orders/${moved.due!.order}`,
      headers: accountHeaders(payer.cookie),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().order).toMatchObject({ status: 'awaiting-payment', total: { amount: 105_000 } });
    expect(moved.entry.history.find((h) => h.kind === 'moved')).toMatchObject({
      order: moved.due!.order,
      due: { amount: 105_000 },
    });
    // the payer is mailed the amount due, the new race and the link to the order's payment page
    const [mail] = await mailsTo(payer.email);
    expect(mail!.subject).toBe(`Order ${moved.due!.order}: the difference for your race change`);
    expect(mail!.text).toContain(`Amount due:\n${formatMoney({ amount: 105_000, currency: 'RUB' }, 'en')}`);
    expect(mail!.text).toContain(
      `Service fee included:\n${formatMoney({ amount: 5_000, currency: 'RUB' }, 'en')}`,
    );
    expect(mail!.text).toContain('Previous race:\n10 km');
    expect(mail!.text).toContain('New race:\nRace 21k');
    expect(mail!.text).toContain(
      `http://localhost/${race.eventCode}/21k/register/payment?order=${moved.due!.order}`,
    );
  });

  it('refuses a full race, one whose rules the participant does not meet, and the race they are in', async () => {
    const { id } = await paidEntry();
    const full = await call(who.owner, 'POST', url(id, '/move'), { race: 'full' });
    expect([full.statusCode, full.json().error.code]).toEqual([409, 'MOVE_RACE_FULL']);
    const men = await call(who.owner, 'POST', url(id, '/move'), { race: 'men' });
    expect([men.statusCode, men.json().error.code]).toEqual([409, 'MOVE_NOT_ELIGIBLE']);
    expect(men.json().error.message).toBe(
      'Анна Смирнова does not meet the gender or age rules of “Race men”.',
    );
    const same = await call(who.owner, 'POST', url(id, '/move'), { race: '10k' });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields.race).toBeTruthy();
    expect((await show(who.owner, id)).entry.race.code).toBe('10k');
  });

  it('cancels with a partial refund: the place is free at once, the money back, the order still paid', async () => {
    const { id, number } = await paidEntry();
    const res = await call(who.owner, 'POST', url(id, '/cancel'), { reason: 'injury', refund: 100_000 });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = entryChangedSchema.parse(res.json());
    expect(cancelled.entry.entry.state).toBe('cancelled');
    expect(cancelled.entry.orders[0]).toMatchObject({ number, refunded: { amount: 100_000 } });
    expect(cancelled.entry.history.find((h) => h.kind === 'cancelled')).toMatchObject({
      reason: 'injury',
      refunded: { amount: 100_000 },
      actor: { role: 'owner', name: 'Test User', email: 'entry-owner@example.org' },
    });
    const [row] = await ctx.database.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row!.status).toBe('cancelled');
    // cancelled once: not again
    const again = await call(who.owner, 'POST', url(id, '/cancel'), { reason: 'again', refund: 0 });
    expect(again.json().error.code).toBe('ENTRY_LOCKED');
  });

  it('cancels with everything back: the order is refunded; a refund over what was paid changes nothing', async () => {
    const { id, number } = await paidEntry();
    const over = await call(who.support, 'POST', url(id, '/cancel'), { reason: 'x', refund: 157_501 });
    expect([over.statusCode, over.json().error.code]).toEqual([409, 'REFUND_NOT_POSSIBLE']);
    expect((await show(who.support, id)).entry.state).toBe('confirmed');
    const res = await call(who.support, 'POST', url(id, '/cancel'), {
      reason: 'race cancelled',
      refund: 157_500,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.number, number), eq(orders.tenantId, tenantId)));
    expect(order!.status).toBe('refunded');
  });

  it('answers 404 to another organizer, a runner and for an unknown entry; 400 for bad input, never 500', async () => {
    const { id } = await paidEntry();
    for (const account of [who.rival, who.runner]) {
      expect((await call(account, 'GET', url(id))).statusCode).toBe(404);
      expect((await call(account, 'POST', url(id, '/move'), { race: '5k' })).statusCode).toBe(404);
      expect((await call(account, 'POST', url(id, '/cancel'), { reason: 'x', refund: 0 })).statusCode).toBe(
        404,
      );
    }
    // an entry of another event, under this event's code
    const other = await insertRace(ctx.database, tenantId);
    const elsewhere = await paidThroughSandbox(ctx.app, ctx.database, other, await runner());
    expect((await call(who.support, 'GET', url(elsewhere.id))).statusCode).toBe(404);
    expect((await call(who.owner, 'GET', url(999_999_999))).statusCode).toBe(404);
    expect((await call(who.owner, 'GET', url('abc'))).statusCode).toBe(400);
    expect((await call(who.owner, 'POST', url(id, '/cancel'), { reason: '', refund: -1 })).statusCode).toBe(
      400,
    );
    expect((await call(who.owner, 'POST', url(id, '/move'), { race: 'nope' })).statusCode).toBe(400);
    expect((await call(who.owner, 'PUT', url(id), { form: 'x' })).statusCode).toBe(400);
    // a refund needs orders.refund: the operator may not even cancel
    expect(
      (await call(who.operator, 'POST', url(id, '/cancel'), { reason: 'x', refund: 0 })).statusCode,
    ).toBe(403);
  });
});
