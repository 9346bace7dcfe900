import { createHmac } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  corpBookedSchema,
  corpOrderSchema,
  corpOrdersSchema,
  corpRaceChoiceSchema,
  corpRacesSchema,
} from '../../shared/schemas/corp-registrations.js';
import {
  events,
  mailOutbox,
  orders,
  orderTransitions,
  paymentNotifications,
  payments,
  refunds,
} from '../db/schema.js';
import { readPdf } from '../payments/documents/pdf-text-fixture.js';
import { SANDBOX_SIGNATURE_HEADER } from '../payments/sandbox-provider.js';
import { createHoldsSweepRepo } from '../registration/hold-sweeper.js';
import {
  DAY_MS,
  entry,
  fillPlaces,
  insertRace,
  registrationCalls,
  registrationsOf,
  type TestRace,
} from '../registration/registration-fixture.js';
import { createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { addMember, corpCalls, insertCompany, insertEmployee, withPayee } from './registrations-fixture.js';

// the app's sandbox signs with this key, so the test can replay a notification as the sandbox would
const SECRET = 'corp-sandbox-secret';
process.env['SANDBOX_PAYMENT_SECRET'] = SECRET;

/*
 * «Ромашка» books its employees at races of the default tenant: Иванов (male, unlinked), Петрова (female,
 * unlinked), Кузнецова (linked: her own profile says «Ольга», the company typed «Оля»), Юная (a girl of 10).
 * «Лютик», another company of the tenant, has an employee of its own that «Ромашка» must never reach.
 */
describe('the corporate cabinet: bulk registration (issue 19 item 7)', () => {
  const ctx = useTestApp();
  const api = corpCalls(() => ctx.app);
  const runner = registrationCalls(() => ctx.app);
  let tenantId: number;
  let romashka: number;
  let lutik: number;
  const who = {} as Record<'admin' | 'manager' | 'support' | 'nobody' | 'rival' | 'olga', TestAccount>;
  const staff = {} as Record<'ivanov' | 'petrova' | 'olga' | 'girl' | 'stranger', number>;
  let seq = 0;

  const account = (name: string, roles: 'Administrator'[] = [], person = {}) =>
    createTestAccount(ctx.database, tenantId, { email: `${name}${++seq}@corp.test`, roles, person });
  const race = async (options: Parameters<typeof insertRace>[2] = {}) => {
    const r = await insertRace(ctx.database, tenantId, { capacity: 10, ...options });
    await withPayee(ctx.database, tenantId, r);
    return r;
  };
  const ordersOf = (r: TestRace) => ctx.database.db.select().from(orders).where(eq(orders.raceId, r.raceId));
  const booked = async (r: TestRace, employeeIds: number[], quota = 0, as = who.admin) => {
    const res = await api.book(as, romashka, { raceId: r.raceId, employeeIds, quota });
    expect(res.statusCode, res.body).toBe(201);
    return corpBookedSchema.parse(res.json());
  };
  const orderView = async (number: string, as = who.admin) => {
    const res = await api.order(as, romashka, number);
    expect(res.statusCode, res.body).toBe(200);
    return corpOrderSchema.parse(res.json());
  };
  const sandboxIdOf = (url: string) => url.split('/').pop()!;
  const errorOf = (res: { json: () => unknown }) =>
    (res.json() as { error: { code: string; message: string } }).error;

  beforeAll(async () => {
    const { database } = ctx;
    tenantId = await tenantIdOf(database, 'default');
    romashka = await insertCompany(database, tenantId, 'Ромашка');
    lutik = await insertCompany(database, tenantId, 'Лютик');
    who.admin = await account('admin');
    who.manager = await account('hr');
    who.support = await account('support', ['Administrator']);
    who.nobody = await account('nobody');
    who.rival = await account('rival');
    who.olga = await account('olga', [], {
      firstName: 'Ольга',
      lastName: 'Кузнецова',
      gender: 'female',
      birthDate: '1992-01-01',
    });
    await addMember(database, tenantId, romashka, who.admin.userId, 'admin');
    await addMember(database, tenantId, romashka, who.manager.userId, 'manager');
    await addMember(database, tenantId, lutik, who.rival.userId, 'admin');
    staff.ivanov = await insertEmployee(database, tenantId, romashka, {
      lastName: 'Иванов',
      firstName: 'Иван',
      gender: 'male',
      birthDate: '1985-03-01',
      email: 'ivanov@romashka.test',
    });
    staff.petrova = await insertEmployee(database, tenantId, romashka, {
      lastName: 'Петрова',
      firstName: 'Мария',
      gender: 'female',
      birthDate: '1990-07-07',
      email: 'petrova@romashka.test',
    });
    staff.olga = await insertEmployee(database, tenantId, romashka, {
      lastName: 'Кузнецова',
      firstName: 'Оля',
      email: 'olya-typed@romashka.test',
      userId: who.olga.userId,
      personId: who.olga.personId,
      consentedAt: new Date(),
    });
    staff.girl = await insertEmployee(database, tenantId, romashka, {
      lastName: 'Юная',
      firstName: 'Вера',
      gender: 'female',
      birthDate: new Date(Date.now() - 10 * 365 * DAY_MS).toISOString().slice(0, 10),
    });
    staff.stranger = await insertEmployee(database, tenantId, lutik, {
      lastName: 'Чужой',
      firstName: 'Пётр',
      gender: 'male',
      birthDate: '1980-01-01',
    });
  });

  it('books employees and places by link in one order held for the event’s days, and mails each employee', async () => {
    const r = await race();
    await ctx.database.db.update(events).set({ corporateHoldDays: 7 }).where(eq(events.id, r.eventId));
    const before = Date.now();
    const answer = await booked(r, [staff.ivanov, staff.petrova, staff.olga], 1);
    expect(answer.links).toHaveLength(1);
    expect(answer.links[0]!.url).toMatch(/\/register\/entry\?invitation=[\w-]{43}$/);

    const [order] = await ordersOf(r);
    expect(order).toMatchObject({
      companyId: romashka,
      userId: who.admin.userId,
      status: 'awaiting-payment',
      totalAmount: 4 * 150_000,
    });
    const held = order!.expiresAt!.getTime() - before;
    expect(held).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(held).toBeLessThan(7 * DAY_MS + 60_000);
    const entries = await registrationsOf(ctx.database, r.raceId);
    expect(entries.map((e) => [e.lastName, e.firstName, e.companyEmployeeId, e.status])).toEqual([
      ['Иванов', 'Иван', staff.ivanov, 'pending'],
      ['Петрова', 'Мария', staff.petrova, 'pending'],
      // a linked employee's entry is her own profile's, and her own person's place
      ['Кузнецова', 'Ольга', staff.olga, 'pending'],
      [null, null, null, 'pending'],
    ]);
    expect(entries[2]!.personId).toBe(who.olga.personId);
    expect(
      entries.every((e) => e.orderId === order!.id && e.expiresAt?.getTime() === order!.expiresAt!.getTime()),
    ).toBe(true);

    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, ['ivanov@romashka.test', 'petrova@romashka.test', who.olga.email]));
    expect(mails.map((m) => m.to).sort()).toEqual(
      ['ivanov@romashka.test', 'petrova@romashka.test', who.olga.email].sort(),
    );
    expect(mails[0]!.subject).toContain('компания «Ромашка» зарегистрировала вас');
    expect(mails[0]!.text).toContain(order!.number);

    const view = await orderView(order!.number);
    expect(view).toMatchObject({
      status: 'awaiting-payment',
      total: { amount: 600_000, currency: 'RUB' },
      expiresAt: order!.expiresAt!.toISOString(),
      places: 4,
      methods: ['card', 'bank-details'],
      payer: { name: 'ООО «Ромашка»', inn: '7707083893', kpp: '773601001' },
      invoice: null,
    });
    expect(view.placesList.map((p) => [p.kind, p.fullName, p.claimed])).toEqual([
      ['employee', 'Иванов Иван', false],
      ['employee', 'Петрова Мария', false],
      ['employee', 'Кузнецова Ольга', false],
      ['link', '', false],
    ]);
    const list = corpOrdersSchema.parse((await api.list(who.manager, romashka)).json());
    expect(list.orders.find((o) => o.number === order!.number)).toMatchObject({
      places: 4,
      status: 'awaiting-payment',
    });
  });

  it('hands a place by link to whoever opens it, and can give it a new link that retires the old one', async () => {
    const r = await race({ minAge: 18 });
    const { orderNumber, links } = await booked(r, [], 1);
    const token = (url: string) => new URL(url).searchParams.get('invitation')!;
    const opener = await account('friend');
    expect((await runner.invitation(opener, token(links[0]!.url))).statusCode).toBe(200);
    const place = (await orderView(orderNumber)).placesList[0]!;
    const renewed = await api.relink(who.admin, romashka, orderNumber, place.id);
    expect(renewed.statusCode, renewed.body).toBe(201);
    const url = (renewed.json() as { url: string }).url;
    expect(url).not.toBe(links[0]!.url);
    expect((await runner.invitation(opener, token(links[0]!.url))).statusCode).toBe(404);
    expect((await runner.invitation(opener, token(url))).statusCode).toBe(200);
    // whoever opens it names the participant (the race's rules apply to them), and the place is theirs
    const young = await runner.completeInvitation(opener, token(url), {
      form: entry({ lastName: 'Сидоров', firstName: 'Олег', gender: 'male', birthDate: '2020-02-02' }),
    });
    expect([young.statusCode, errorOf(young).code]).toEqual([409, 'NOT_ELIGIBLE']);
    const done = await runner.completeInvitation(opener, token(url), {
      form: entry({ lastName: 'Сидоров', firstName: 'Олег', gender: 'male', birthDate: '1988-02-02' }),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await orderView(orderNumber)).placesList[0]).toMatchObject({
      fullName: 'Сидоров Олег',
      claimed: true,
    });
    const [taken] = await registrationsOf(ctx.database, r.raceId);
    expect(taken).toMatchObject({ personId: opener.personId, gender: 'male', birthDate: '1988-02-02' });
    const claimed = await api.relink(who.admin, romashka, orderNumber, place.id);
    expect([claimed.statusCode, errorOf(claimed).code]).toEqual([409, 'CORP_PLACE_CLAIMED']);
    // support sees the order but hands nothing out
    expect((await api.relink(who.support, romashka, orderNumber, place.id)).statusCode).toBe(403);
  });

  it('lists the open races and says, employee by employee, whom the race admits and who holds a place', async () => {
    const r = await race({ gender: 'female', minAge: 18 });
    const races = corpRacesSchema.parse((await api.races(who.manager, romashka)).json());
    expect(races.races.find((x) => x.id === r.raceId)).toMatchObject({
      event: { code: r.eventCode, name: 'Autumn Run' },
      price: { amount: 150_000 },
      placesLeft: 10,
    });
    await booked(r, [staff.petrova]);
    const choice = corpRaceChoiceSchema.parse((await api.choice(who.manager, romashka, r.raceId)).json());
    expect(choice.race).toMatchObject({ gender: 'female', minAge: 18, holdDays: 5, placesLeft: 9 });
    const verdict = Object.fromEntries(
      choice.employees.map((e) => [e.id, [e.eligible, e.reason, e.registered]]),
    );
    expect(verdict).toEqual({
      [staff.ivanov]: [false, 'gender', false],
      [staff.petrova]: [true, null, true],
      [staff.olga]: [true, null, false],
      [staff.girl]: [false, 'too-young', false],
    });
    // the other company's employee is not among them
    expect(choice.employees.map((e) => e.fullName).join()).not.toContain('Чужой');
  });

  it('refuses employees the race does not admit, naming them, and writes nothing', async () => {
    const r = await race({ gender: 'female' });
    const res = await api.book(
      who.admin,
      romashka,
      { raceId: r.raceId, employeeIds: [staff.petrova, staff.ivanov] },
      'ru',
    );
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toEqual({
      code: 'CORP_NOT_ELIGIBLE',
      message: expect.stringContaining(
        'Не подходят по полу или возрасту для этой дистанции: Иванов Иван.',
      ) as unknown,
    });
    expect(await ordersOf(r)).toHaveLength(0);
    expect(await registrationsOf(ctx.database, r.raceId)).toHaveLength(0);
  });

  it('another company’s employee ids: 422 naming nobody, and nothing written; its company: 404', async () => {
    const r = await race();
    const res = await api.book(
      who.admin,
      romashka,
      { raceId: r.raceId, employeeIds: [staff.petrova, staff.stranger] },
      'ru',
    );
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).code).toBe('CORP_EMPLOYEES_UNKNOWN');
    expect(res.body).not.toContain('Чужой');
    expect(res.body).not.toContain('Лютик');
    expect(await ordersOf(r)).toHaveLength(0);
    // an id that is nobody's answers the same
    const none = await api.book(who.admin, romashka, { raceId: r.raceId, employeeIds: [2_000_000_000] });
    expect([none.statusCode, errorOf(none).code]).toEqual([422, 'CORP_EMPLOYEES_UNKNOWN']);
    // booking in the other company's name
    expect(
      (await api.book(who.admin, lutik, { raceId: r.raceId, employeeIds: [staff.stranger] })).statusCode,
    ).toBe(404);
    expect(await ordersOf(r)).toHaveLength(0);
  });

  it('refuses employees already holding a place (linked or not), naming them, and never half an order', async () => {
    const r = await race();
    await booked(r, [staff.ivanov, staff.olga]);
    const again = await api.book(
      who.admin,
      romashka,
      { raceId: r.raceId, employeeIds: [staff.petrova, staff.ivanov, staff.olga] },
      'ru',
    );
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      code: 'CORP_ALREADY_REGISTERED',
      message: expect.stringContaining(
        'Уже зарегистрированы на эту дистанцию: Иванов Иван, Кузнецова Ольга.',
      ) as unknown,
    });
    expect(await ordersOf(r)).toHaveLength(1);
    expect(await registrationsOf(ctx.database, r.raceId)).toHaveLength(2);
  });

  it('refuses more places than are left, saying how many are left', async () => {
    const r = await race({ capacity: 3 });
    await fillPlaces(ctx.database, tenantId, r, 2);
    const res = await api.book(
      who.admin,
      romashka,
      { raceId: r.raceId, employeeIds: [staff.ivanov, staff.petrova] },
      'ru',
    );
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      code: 'CORP_PLACES_LEFT',
      message: expect.stringContaining('Осталось мест: 1, а в заказе 2.') as unknown,
    });
    const quota = await api.book(who.admin, romashka, { raceId: r.raceId, employeeIds: [], quota: 2 }, 'en');
    expect(errorOf(quota).message).toContain('Places left: 1, and the order asks for 2.');
    expect(await ordersOf(r)).toHaveLength(0);
    await booked(r, [staff.petrova]);
  });

  it('roles: managers book and pay; support views but neither books nor pays; others get 404', async () => {
    const r = await race();
    const { orderNumber } = await booked(r, [staff.petrova], 0, who.manager);
    expect((await orderView(orderNumber, who.support)).methods).toEqual([]);
    expect((await orderView(orderNumber, who.admin)).bookedBy).toBe('User Test');
    expect(
      (await api.book(who.support, romashka, { raceId: r.raceId, employeeIds: [staff.ivanov] })).statusCode,
    ).toBe(403);
    expect((await api.pay(who.support, romashka, orderNumber, 'card')).statusCode).toBe(403);
    for (const outsider of [who.nobody, who.rival]) {
      expect((await api.order(outsider, romashka, orderNumber)).statusCode).toBe(404);
      expect((await api.list(outsider, romashka)).statusCode).toBe(404);
      expect((await api.invoice(outsider, romashka, orderNumber)).statusCode).toBe(404);
      expect(
        (await api.book(outsider, romashka, { raceId: r.raceId, employeeIds: [staff.ivanov] })).statusCode,
      ).toBe(404);
    }
    // the rival's own company does not know «Ромашка»'s order either
    expect((await api.order(who.rival, lutik, orderNumber)).statusCode).toBe(404);
    expect((await api.order(null, romashka, orderNumber)).statusCode).toBe(401);
    const card = await api.pay(who.manager, romashka, orderNumber, 'card');
    expect(card.statusCode, card.body).toBe(201);
    const back = await api.settle(sandboxIdOf((card.json() as { confirmationUrl: string }).confirmationUrl));
    expect((back.json() as { returnUrl: string }).returnUrl).toBe(
      `http://localhost/corp/registrations/${orderNumber}?company=${romashka}`,
    );
    expect((await orderView(orderNumber)).status).toBe('paid');
  });

  it('an invoice paid twice pays once; it names the organizer as payee and the company as payer; the start list shows the employees', async () => {
    const r = await race();
    const { orderNumber } = await booked(r, [staff.ivanov, staff.olga]);
    // two clicks at once make out one invoice
    const [a, b] = await Promise.all([
      api.pay(who.admin, romashka, orderNumber, 'bank-details'),
      api.pay(who.manager, romashka, orderNumber, 'bank-details'),
    ]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([201, 201]);
    const url = (a.json() as { confirmationUrl: string }).confirmationUrl;
    expect((b.json() as { confirmationUrl: string }).confirmationUrl).toBe(url);
    const view = await orderView(orderNumber);
    expect(view.invoice?.paymentUrl).toBe(url);

    const pdf = await api.invoice(who.manager, romashka, orderNumber);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await readPdf(pdf.rawPayload);
    expect(text).toContain('ООО «Беговой клуб»');
    expect(text).toContain('7736050003');
    expect(text).toContain('40702810938000012345');
    expect(text).toContain('ООО «Ромашка»');
    expect(text).toContain('7707083893');
    expect(text).toContain('Москва, ул. Вавилова, 19');
    expect(text).toContain('Иванов Иван');

    // the bank confirms the transfer twice, and the notification arrives three more times
    const sandboxId = sandboxIdOf(url);
    const settled = await Promise.all([api.settle(sandboxId), api.settle(sandboxId)]);
    expect(settled.map((s) => s.statusCode)).toEqual([200, 200]);
    const [order] = await ordersOf(r);
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.orderId, order!.id));
    const [delivered] = await ctx.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentId, payment!.id));
    const signature = createHmac('sha256', SECRET).update(delivered!.body).digest('hex');
    for (let i = 0; i < 3; i++) {
      const replay = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/notifications/sandbox',
        headers: {
          host: 'localhost',
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signature,
        },
        payload: delivered!.body,
      });
      expect(replay.statusCode).toBe(200);
    }

    expect(order!.status).toBe('paid');
    const all = await ctx.database.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(all.map((p) => [p.method, p.status, p.amount])).toEqual([['bank-details', 'succeeded', 300_000]]);
    expect(
      await ctx.database.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id)),
    ).toHaveLength(0);
    const moves = await ctx.database.db
      .select()
      .from(orderTransitions)
      .where(and(eq(orderTransitions.orderId, order!.id), eq(orderTransitions.toStatus, 'paid')));
    expect(moves).toHaveLength(1);
    expect((await registrationsOf(ctx.database, r.raceId)).map((e) => e.status)).toEqual([
      'confirmed',
      'confirmed',
    ]);
    const paid = await orderView(orderNumber);
    expect(paid).toMatchObject({ status: 'paid', methods: [], expiresAt: null });
    expect((await api.pay(who.admin, romashka, orderNumber, 'bank-details')).statusCode).toBe(409);

    const list = await ctx.app.inject({
      url: `/api/event/${r.eventCode}/startlist`,
      headers: { host: 'localhost' },
    });
    const names = (list.json() as { participants: { name: string }[] }).participants.map((p) => p.name);
    expect(names.sort()).toEqual(['Иванов Иван', 'Кузнецова Ольга']);
  });

  it('an invoice needs the company’s requisites', async () => {
    const bare = await insertCompany(ctx.database, tenantId, 'Без реквизитов', {});
    await addMember(ctx.database, tenantId, bare, who.admin.userId, 'admin');
    const r = await race();
    const res = await api.book(who.admin, bare, { raceId: r.raceId, employeeIds: [], quota: 1 });
    const { orderNumber } = corpBookedSchema.parse(res.json());
    const pay = await api.pay(who.admin, bare, orderNumber, 'bank-details');
    expect([pay.statusCode, errorOf(pay).code]).toEqual([409, 'CORP_REQUISITES_MISSING']);
    expect((await api.order(who.admin, bare, orderNumber)).json()).toMatchObject({ payer: null });
  });

  it('unpaid past its hold, the order lets its places go (the hold sweeper, clock moved on)', async () => {
    const r = await race({ capacity: 2 });
    const { orderNumber } = await booked(r, [staff.ivanov, staff.petrova]);
    const full = await api.book(who.admin, romashka, { raceId: r.raceId, employeeIds: [], quota: 1 });
    expect(errorOf(full).code).toBe('CORP_PLACES_LEFT');
    // still held after four days; gone after six (the event holds for five)
    const sweep = createHoldsSweepRepo(ctx.database.db);
    await sweep.expireRegistrations(new Date(Date.now() + 4 * DAY_MS));
    expect((await registrationsOf(ctx.database, r.raceId)).map((e) => e.status)).toEqual([
      'pending',
      'pending',
    ]);
    const later = new Date(Date.now() + 6 * DAY_MS);
    await sweep.expireRegistrations(later);
    await sweep.expireOrders(later);
    expect((await registrationsOf(ctx.database, r.raceId)).map((e) => e.status)).toEqual([
      'expired',
      'expired',
    ]);
    expect(await orderView(orderNumber)).toMatchObject({ status: 'expired', methods: [] });
    await booked(r, [staff.ivanov, staff.petrova]);
  });
});
