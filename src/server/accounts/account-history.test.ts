import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, results } from '../db/schema.js';
import {
  accountHeaders,
  createTestAccount,
  insertTestRace,
  insertTestRegistration,
  type TestAccount,
} from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe('my registrations, orders and training', () => {
  let anna: TestAccount;
  let boris: TestAccount;

  const ctx = useTestApp();
  beforeAll(async () => {
    const database = ctx.database;
    const t = await tenantIdOf(database, 'default');
    anna = await createTestAccount(database, t, {
      email: 'anna@example.org',
      person: { firstName: 'Анна', lastName: 'Смирнова' },
    });
    boris = await createTestAccount(database, t, { email: 'boris@example.org' });
    const now = Date.now();

    const soon = await insertTestRace(database, t, {
      code: 'soon',
      startsAt: new Date(now + 10 * DAY),
      name: 'Скоро',
    });
    const later = await insertTestRace(database, t, {
      code: 'later',
      startsAt: new Date(now + 40 * DAY),
      lengthM: 21_100,
    });
    const regSoon = await insertTestRegistration(database, t, soon, anna.personId, {
      medicalStatus: 'checking',
      identityStatus: 'approved',
      bib: '101',
    });
    await insertTestRegistration(database, t, later, anna.personId, { status: 'pending' });

    // three past 10 km races and a past half marathon with results; Anna improves over time
    const lines: [number, number, string, number | null][] = [
      [-300, 10_000, 'finished', 3_300_000],
      [-200, 10_000, 'finished', 3_100_000],
      [-100, 21_100, 'dnf', null],
      [-50, 10_000, 'finished', 3_000_000],
    ];
    for (const [days, lengthM, status, timeMs] of lines) {
      const race = await insertTestRace(database, t, {
        code: `past${-days}`,
        startsAt: new Date(now + days * DAY),
        lengthM,
      });
      const reg = await insertTestRegistration(database, t, race, anna.personId);
      const base = { tenantId: t, eventId: race.eventId, raceId: race.raceId, gender: 'male' as const };
      await database.db.insert(results).values([
        { ...base, bib: '1', name: 'Быстрый', timeMs: 2_000_000, status: 'finished' },
        { ...base, bib: '2', name: 'Сошедший', timeMs: null, status: 'dnf' },
        {
          ...base,
          bib: '3',
          name: 'Смирнова Анна',
          gender: 'female',
          timeMs,
          status: status as 'finished',
          registrationId: reg,
        },
        { ...base, bib: '4', name: 'Медленный', timeMs: 5_000_000, status: 'finished' },
      ]);
    }

    const [paid] = await database.db
      .insert(orders)
      .values({
        tenantId: t,
        userId: anna.userId,
        number: 'A-1',
        status: 'paid',
        eventId: soon.eventId,
        totalAmount: 250000,
        createdAt: new Date(now - 5 * DAY),
        paidAt: new Date(now - 5 * DAY),
      })
      .returning({ id: orders.id });
    await database.db.insert(orderItems).values([
      {
        tenantId: t,
        orderId: paid!.id,
        kind: 'registration',
        name: 'Скоро, 10 км',
        priceAmount: 200000,
        registrationId: regSoon,
      },
      { tenantId: t, orderId: paid!.id, kind: 'insurance', name: 'Страховка', priceAmount: 50000 },
    ]);
    await database.db.insert(orders).values({
      tenantId: t,
      userId: anna.userId,
      number: 'A-2',
      status: 'awaiting-payment',
      eventId: later.eventId,
      totalAmount: 300000,
      createdAt: new Date(now - DAY),
      expiresAt: new Date(now + 10 * 60_000),
    });
  });

  const get = (account: TestAccount, url: string, lang: 'ru' | 'en' = 'ru') =>
    ctx.app.inject({ url, headers: accountHeaders(account.cookie, { lang }) });

  it('every call needs a session', async () => {
    for (const url of ['/api/account/registrations', '/api/account/orders', '/api/account/training']) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('splits registrations into upcoming (soonest first) and past, with admission statuses', async () => {
    const res = await get(anna, '/api/account/registrations');
    expect(res.statusCode).toBe(200);
    const { upcoming, past } = res.json();
    expect(upcoming.map((r: { event: { code: string } }) => r.event.code)).toEqual(['soon', 'later']);
    expect(upcoming[0]).toMatchObject({
      event: { name: 'Скоро', timeZone: 'Europe/Moscow' },
      race: { name: '10 км', lengthM: 10_000 },
      participant: { fullName: 'Анна Смирнова', relation: 'self' },
      status: 'confirmed',
      bib: '101',
      admission: { medical: 'checking', insurance: 'not-required', identity: 'approved' },
    });
    expect(upcoming[1].status).toBe('pending');
    expect(past.map((r: { event: { code: string } }) => r.event.code)).toEqual([
      'past50',
      'past100',
      'past200',
      'past300',
    ]);
    const en = (await get(anna, '/api/account/registrations', 'en')).json();
    expect(en.upcoming[0].race.name).toBe('10 km');
  });

  it('shows a hold that ran out before payment as expired, swept or not', async () => {
    const t = await tenantIdOf(ctx.database, 'default');
    const now = Date.now();
    const lapsed = await insertTestRace(ctx.database, t, {
      code: 'lapsed',
      startsAt: new Date(now + 20 * DAY),
    });
    const swept = await insertTestRace(ctx.database, t, {
      code: 'swept',
      startsAt: new Date(now + 21 * DAY),
    });
    await insertTestRegistration(ctx.database, t, lapsed, anna.personId, {
      status: 'pending',
      expiresAt: new Date(now - 60_000),
    });
    await insertTestRegistration(ctx.database, t, swept, anna.personId, { status: 'expired' });
    const res = await get(anna, '/api/account/registrations');
    expect(res.statusCode).toBe(200);
    const byCode = new Map(
      (res.json().upcoming as { event: { code: string }; status: string }[]).map((r) => [
        r.event.code,
        r.status,
      ]),
    );
    expect(byCode.get('lapsed')).toBe('expired');
    expect(byCode.get('swept')).toBe('expired');
    expect(byCode.get('later')).toBe('pending');
  });

  it('lists orders newest first with their items and totals', async () => {
    const res = await get(anna, '/api/account/orders');
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items.map((o: { number: string }) => o.number)).toEqual(['A-2', 'A-1']);
    expect(items[1]).toMatchObject({
      status: 'paid',
      eventName: 'Скоро',
      total: { amount: 250000, currency: 'RUB' },
      items: [
        { kind: 'registration', name: 'Скоро, 10 км', price: { amount: 200000, currency: 'RUB' }, count: 1 },
        { kind: 'insurance', name: 'Страховка', price: { amount: 50000, currency: 'RUB' }, count: 1 },
      ],
    });
    expect(items[1].paidAt).not.toBeNull();
    expect(items[0]).toMatchObject({ status: 'awaiting-payment', paidAt: null, items: [] });
    // an order awaiting payment says until when, and which event it is for (the link to pay it)
    expect(Date.parse(items[0].expiresAt)).toBeGreaterThan(Date.now());
    expect(items[0].eventCode).toEqual(expect.any(String));
    expect(items[1].expiresAt).toBeNull();
  });

  it('answers the race history oldest first with places, and a personal best per distance', async () => {
    const res = await get(anna, '/api/account/training');
    expect(res.statusCode).toBe(200);
    const { results: history, personalBests } = res.json();
    expect(history.map((r: { timeMs: number | null }) => r.timeMs)).toEqual([
      3_300_000,
      3_100_000,
      null,
      3_000_000,
    ]);
    expect(history[0]).toMatchObject({
      eventCode: 'past300',
      raceName: '10 км',
      lengthM: 10_000,
      status: 'finished',
      place: 2,
    });
    expect(history[2]).toMatchObject({ status: 'dnf', place: null, lengthM: 21_100 });
    expect(personalBests).toEqual([
      { lengthM: 10_000, timeMs: 3_000_000, eventName: 'Забег past50', date: history[3].date },
    ]);
  });

  it('another account sees none of it: no registrations, orders or results of someone else', async () => {
    expect((await get(boris, '/api/account/registrations')).json()).toEqual({ upcoming: [], past: [] });
    expect((await get(boris, '/api/account/orders')).json()).toEqual({ items: [] });
    expect((await get(boris, '/api/account/training')).json()).toEqual({ results: [], personalBests: [] });
  });
});
