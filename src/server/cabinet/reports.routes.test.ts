import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cabinetReportsSchema, type CabinetReports } from '../../shared/schemas/cabinet-reports.js';
import type { Database } from '../db/client.js';
import { events, orders, payments, promoCodes, races, refunds, registrations } from '../db/schema.js';
import { insertRace, type TestRace } from '../registration/registration-fixture.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { addMember, assignEvent, insertOrganizer } from './cabinet-fixture.js';

/*
 * Known orders of an event in Yekaterinburg (UTC+5), each a line of the report (kopecks):
 *   1  10k, no code: 100 000 + insurance 2 000 + 5 % commission 5 000 = 107 000, paid 2030-03-01 20:00Z (2 Mar local)
 *   2  10k, SPRING −10 %: 100 000 − 10 000 + 4 500 = 94 500, paid 2030-03-01 10:00Z (1 Mar)
 *   3  5k: 50 000 + insurance 3 000 + 2 500 = 55 500, paid 3 Mar, refunded in full 4 Mar (entry cancelled)
 *   4  5k, SPRING: awaiting payment (a pending payment, a pending entry): counts nowhere
 *   5  5k, SPRING −5 000: 50 000 − 5 000 + 2 250 = 47 250, the first installment 11 813 paid 3 Mar
 * and an order of another event that must not show.
 */
describe('the organizer cabinet: reports (issue 18 item 9)', () => {
  const ctx = useTestApp();
  let tenantId: TenantId;
  let race: TestRace;
  const who = {} as Record<'owner' | 'manager' | 'operator' | 'support' | 'rival' | 'pioner', TestAccount>;
  let seq = 0;

  const get = (as: TestAccount, query = '', path = 'reports', host?: string, lang: 'ru' | 'en' = 'en') =>
    ctx.app.inject({
      url: `/api/cabinet/events/${race.eventCode}/${path}${query ? `?${query}` : ''}`,
      headers: accountHeaders(as.cookie, host ? { host, lang } : { lang }),
    });
  const report = async (query = ''): Promise<CabinetReports> => {
    const res = await get(who.owner, query);
    expect(res.statusCode, res.body).toBe(200);
    return cabinetReportsSchema.parse(res.json());
  };

  async function order(
    database: Database,
    values: {
      raceId: number;
      eventId?: number;
      userId: number;
      status: 'paid' | 'partly-paid' | 'refunded' | 'awaiting-payment';
      full: number;
      insurance?: number;
      discount?: number;
      commission: number;
      promoCodeId?: number;
      registration: 'confirmed' | 'cancelled' | 'pending';
      registeredAt: string;
    },
  ): Promise<number> {
    const total = values.full - (values.discount ?? 0) + values.commission;
    const [row] = await database.db
      .insert(orders)
      .values({
        tenantId,
        userId: values.userId,
        number: `R-${++seq}`,
        status: values.status,
        eventId: values.eventId ?? race.eventId,
        raceId: values.raceId,
        totalAmount: total,
        fullAmount: values.full,
        insuranceAmount: values.insurance ?? 0,
        discountAmount: values.discount ?? 0,
        commissionAmount: values.commission,
        promoCodeId: values.promoCodeId ?? null,
        createdAt: new Date(values.registeredAt),
      })
      .returning({ id: orders.id });
    await database.db.insert(registrations).values({
      tenantId,
      eventId: values.eventId ?? race.eventId,
      raceId: values.raceId,
      status: values.registration,
      orderId: row!.id,
      userId: values.userId,
      firstName: 'Runner',
      lastName: String(seq),
      createdAt: new Date(values.registeredAt),
    });
    return row!.id;
  }

  async function payment(
    database: Database,
    orderId: number,
    amount: number,
    at: string,
    status = 'succeeded',
  ) {
    const [row] = await database.db
      .insert(payments)
      .values({
        tenantId,
        orderId,
        provider: 'sandbox',
        method: 'card',
        amount,
        status: status as 'succeeded',
        succeededAt: status === 'pending' ? null : new Date(at),
        createdAt: new Date(at),
        updatedAt: new Date(at),
      })
      .returning({ id: payments.id });
    return row!.id;
  }

  beforeAll(async () => {
    const { database } = ctx;
    tenantId = await tenantIdOf(database, 'default');
    const organizer = await insertOrganizer(database, tenantId, 'Уральский клуб');
    const rivalOrganizer = await insertOrganizer(database, tenantId, 'Другой клуб');
    race = await insertRace(database, tenantId);
    await database.db
      .update(events)
      .set({ timeZone: 'Asia/Yekaterinburg', commissionBp: 500 })
      .where(eq(events.id, race.eventId));
    await assignEvent(database, race.eventId, organizer);
    const [fiveK] = await database.db
      .insert(races)
      .values({
        tenantId,
        eventId: race.eventId,
        code: '5k',
        nameRu: '5 км',
        nameEn: '5 km',
        lengthM: 5_000,
        startsAt: new Date('2030-04-01T04:00:00Z'),
      })
      .returning({ id: races.id });
    const [spring] = await database.db
      .insert(promoCodes)
      .values({ tenantId, code: 'SPRING', purpose: 'discount', eventId: race.eventId, percentBp: 1000 })
      .returning({ id: promoCodes.id });

    for (const role of ['owner', 'manager', 'operator'] as const) {
      who[role] = await createTestAccount(database, tenantId, {
        email: `report-${role}@example.org`,
        roles: ['Organization'],
      });
      await addMember(database, tenantId, organizer, who[role].userId, role);
    }
    who.support = await createTestAccount(database, tenantId, {
      email: 'report-support@example.org',
      roles: ['Administrator'],
    });
    who.rival = await createTestAccount(database, tenantId, {
      email: 'report-rival@example.org',
      roles: ['Organization'],
    });
    await addMember(database, tenantId, rivalOrganizer, who.rival.userId, 'owner');
    who.pioner = await createTestAccount(database, await tenantIdOf(database, 'pionercup'), {
      email: 'report-pioner@example.org',
      roles: ['Administrator'],
    });
    const runner = (await createTestAccount(database, tenantId, { email: 'report-runner@example.org' }))
      .userId;

    const base = { userId: runner };
    const o1 = await order(database, {
      ...base,
      raceId: race.raceId,
      status: 'paid',
      full: 102_000,
      insurance: 2_000,
      commission: 5_000,
      registration: 'confirmed',
      registeredAt: '2030-03-01T19:50:00Z',
    });
    await payment(database, o1, 107_000, '2030-03-01T20:00:00Z');
    const o2 = await order(database, {
      ...base,
      raceId: race.raceId,
      status: 'paid',
      full: 100_000,
      discount: 10_000,
      commission: 4_500,
      promoCodeId: spring!.id,
      registration: 'confirmed',
      registeredAt: '2030-03-01T09:55:00Z',
    });
    await payment(database, o2, 94_500, '2030-03-01T10:00:00Z');
    const o3 = await order(database, {
      ...base,
      raceId: fiveK!.id,
      status: 'refunded',
      full: 53_000,
      insurance: 3_000,
      commission: 2_500,
      registration: 'cancelled',
      registeredAt: '2030-03-03T04:55:00Z',
    });
    const p3 = await payment(database, o3, 55_500, '2030-03-03T05:00:00Z', 'refunded');
    await database.db.insert(refunds).values({
      tenantId,
      paymentId: p3,
      amount: 55_500,
      status: 'succeeded',
      reason: 'cancelled',
      actor: 'support:1',
      createdAt: new Date('2030-03-04T05:00:00Z'),
    });
    // a failed refund returns nothing
    await database.db.insert(refunds).values({
      tenantId,
      paymentId: p3,
      amount: 1_000,
      status: 'failed',
      reason: 'test',
      actor: 'support:1',
      createdAt: new Date('2030-03-04T06:00:00Z'),
    });
    const o4 = await order(database, {
      ...base,
      raceId: fiveK!.id,
      status: 'awaiting-payment',
      full: 50_000,
      commission: 2_500,
      promoCodeId: spring!.id,
      registration: 'pending',
      registeredAt: '2030-03-03T05:30:00Z',
    });
    await payment(database, o4, 52_500, '2030-03-03T05:31:00Z', 'pending');
    const o5 = await order(database, {
      ...base,
      raceId: fiveK!.id,
      status: 'partly-paid',
      full: 50_000,
      discount: 5_000,
      commission: 2_250,
      promoCodeId: spring!.id,
      registration: 'confirmed',
      registeredAt: '2030-03-03T05:55:00Z',
    });
    await payment(database, o5, 11_813, '2030-03-03T06:00:00Z');

    const other = await insertRace(database, tenantId);
    await assignEvent(database, other.eventId, organizer);
    const o6 = await order(database, {
      ...base,
      eventId: other.eventId,
      raceId: other.raceId,
      status: 'paid',
      full: 999_000,
      commission: 0,
      registration: 'confirmed',
      registeredAt: '2030-03-02T10:00:00Z',
    });
    await payment(database, o6, 999_000, '2030-03-02T10:00:00Z');
  });

  it('sums registrations and revenue by day in the event’s zone, by race, by code; the payout', async () => {
    const all = await report();
    expect(all.event).toMatchObject({
      code: race.eventCode,
      name: 'Autumn Run',
      timeZone: 'Asia/Yekaterinburg',
      currency: 'RUB',
    });
    expect(all.period).toEqual({ from: null, to: null });
    expect(all.days).toEqual([
      { date: '2030-03-01', registrations: 1, revenue: 94_500 },
      // paid at 20:00 UTC on 1 March: 01:00 on 2 March in Yekaterinburg
      { date: '2030-03-02', registrations: 1, revenue: 107_000 },
      { date: '2030-03-03', registrations: 1, revenue: 55_500 + 11_813 },
    ]);
    expect(all.races).toEqual([
      { code: '10k', name: '10 km', registrations: 2, revenue: 201_500, refunds: 0 },
      { code: '5k', name: '5 km', registrations: 1, revenue: 67_313, refunds: 55_500 },
    ]);
    expect(all.promoCodes).toEqual([
      { code: 'SPRING', orders: 2, registrations: 2, discount: 15_000, revenue: 106_313 },
    ]);
    // commission: 5 000 + 4 500 + 0 (refunded in full) + 563 (2 250 × 11 813 / 47 250, the installment's share)
    expect(all.payout).toEqual({
      revenue: 268_813,
      refunds: 55_500,
      commission: 10_063,
      insurance: 2_000,
      payout: 268_813 - 55_500 - 10_063 - 2_000,
    });
    expect(all.totals).toEqual({ registrations: 3, revenue: 268_813 });
  });

  it('narrows every figure to the period; a refund’s period gives back its commission and premium', async () => {
    const march3 = await report('from=2030-03-03&to=2030-03-03');
    expect(march3.days).toEqual([{ date: '2030-03-03', registrations: 1, revenue: 67_313 }]);
    expect(march3.payout).toEqual({
      revenue: 67_313,
      refunds: 0,
      commission: 3_063,
      insurance: 3_000,
      payout: 61_250,
    });

    const march4 = await report('from=2030-03-04&to=2030-03-05');
    expect(march4.days).toEqual([
      { date: '2030-03-04', registrations: 0, revenue: 0 },
      { date: '2030-03-05', registrations: 0, revenue: 0 },
    ]);
    expect(march4.races.find((r) => r.code === '5k')).toMatchObject({ revenue: 0, refunds: 55_500 });
    expect(march4.payout).toEqual({
      revenue: 0,
      refunds: 55_500,
      commission: -2_500,
      insurance: -3_000,
      payout: -50_000,
    });
    expect(march4.promoCodes).toEqual([]);
    // the two periods add up to the whole of 3–4 March
    const both = await report('from=2030-03-03&to=2030-03-04');
    expect(both.payout.payout).toBe(61_250 - 50_000);

    const before = await report('to=2030-03-01');
    expect(before.totals).toEqual({ registrations: 1, revenue: 94_500 });
    expect(before.period).toEqual({ from: null, to: '2030-03-01' });
  });

  it('exports the report as CSV for Excel: money in rubles, sections under their headers', async () => {
    const res = await get(who.manager, 'from=2030-03-01&to=2030-03-03', 'reports.csv', undefined, 'ru');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${race.eventCode}-report-2030-03-01_2030-03-03.csv"`,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['Отчёт;Осенний забег', 'Период;2030-03-01 — 2030-03-03']);
    expect(lines).toContain('День;Регистрации;Выручка, ₽');
    expect(lines).toContain('2030-03-02;1;1070,00');
    // the refund of 4 March is outside the period
    expect(lines).toContain('5 км;1;673,13;0,00');
    expect(lines).toContain('SPRING;2;2;150,00;1063,13');
    expect(lines).toContain('Комиссия платформы, ₽;125,63');
    expect(lines).toContain('Страховые премии, ₽;50,00');
    expect(lines).toContain('К выплате организатору, ₽;2512,50');
  });

  it('is for owner, manager and support; the operator 403; other organizers and tenants 404', async () => {
    for (const role of ['owner', 'manager', 'support'] as const)
      expect((await get(who[role])).statusCode, role).toBe(200);
    expect((await get(who.operator)).statusCode).toBe(403);
    expect((await get(who.operator, '', 'reports.csv')).statusCode).toBe(403);
    expect((await get(who.rival)).statusCode).toBe(404);
    expect((await get(who.rival, '', 'reports.csv')).statusCode).toBe(404);
    expect((await get(who.pioner, '', 'reports', 'pionercup.localhost')).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      url: `/api/cabinet/events/${race.eventCode}/reports`,
      headers: { host: 'localhost' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 naming the field for a bad period, never 500', async () => {
    const wrongDay = await get(who.owner, 'from=2030-02-30');
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().error.fields).toEqual({ from: 'Enter a date as 2030-09-22' });
    const reversed = await get(who.owner, 'from=2030-03-05&to=2030-03-01');
    expect(reversed.json().error.fields).toEqual({ to: 'The end of the period cannot be before its start' });
    const long = await get(who.owner, 'from=2020-01-01&to=2030-01-01');
    expect(long.json().error.fields).toEqual({ to: 'A period of at most two years' });
    for (const query of [
      'from=yesterday',
      'to=2030-13-01',
      'from=20300301',
      'to=%00',
      'from=2030-03-01&from=2030-03-02',
    ])
      expect((await get(who.owner, query)).statusCode, query).toBe(400);
  });
});
