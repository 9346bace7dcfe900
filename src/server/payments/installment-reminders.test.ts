import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentStartedSchema } from '../../shared/schemas/payments.js';
import { mailOutbox, orderInstallments, orders, payments, sandboxPayments } from '../db/schema.js';
import { createMailer, type Mail } from '../mail/mailer.js';
import { DAY_MS, insertRace, orderBody, registrationCalls } from '../registration/registration-fixture.js';
import { accountHeaders, ANNA, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { seededTenant, useTestApp } from '../test/test-app.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { calendarDaysUntil, createInstallmentReminders, remindersDue } from './installment-reminders.js';

describe('when a reminder is due', () => {
  it('counts calendar days in the time zone, not 24-hour spans', () => {
    const due = new Date('2027-05-14T21:30:00Z'); // 15 May, 00:30 in Moscow
    expect(calendarDaysUntil(due, new Date('2027-05-14T20:59:00Z'), 'Europe/Moscow')).toBe(1);
    expect(calendarDaysUntil(due, new Date('2027-05-14T21:00:00Z'), 'Europe/Moscow')).toBe(0);
    expect(calendarDaysUntil(due, new Date('2027-05-11T21:00:00Z'), 'Europe/Moscow')).toBe(3);
    expect(calendarDaysUntil(due, new Date('2027-05-16T09:00:00Z'), 'Europe/Moscow')).toBe(-1);
    expect(calendarDaysUntil(due, new Date('2027-05-14T20:59:00Z'), 'UTC')).toBe(0);
  });

  it('owes the first reminder three days before, the second from the due day on', () => {
    expect([10, 4, 3, 2, 1, 0, -1, -30].map(remindersDue)).toEqual([0, 0, 1, 1, 1, 2, 2, 2]);
  });
});

describe('installment reminders (issue 16)', () => {
  const ctx = useTestApp();
  let home: Tenant;
  let other: Tenant;
  let seq = 0;
  /** When the plans were chosen: every part's due time is this plus 14, 28, 42 days. */
  let planned: Date;
  const day = (n: number) => new Date(planned.getTime() + n * DAY_MS);

  const reminders = () =>
    createInstallmentReminders({
      db: ctx.database.db,
      mailer: createMailer(ctx.database.db, { smtpUrl: undefined, mailFrom: 'test@startline.test' }),
    });

  interface Placed {
    who: TestAccount;
    number: string;
    eventCode: string;
    raceCode: string;
    host: string;
  }

  /** A payer on `tenant`'s host, in `lang`, with an order of one place (1,500 ₽) on an installment plan. */
  async function onPlan(tenant: Tenant, lang: 'ru' | 'en', firstPaid = true): Promise<Placed> {
    const host = tenant.hosts[0]!;
    const who = await createTestAccount(ctx.database, tenant.id, {
      email: `plan${++seq}@example.org`,
      person: ANNA,
    });
    const race = await insertRace(ctx.database, tenant.id, { capacity: 5 });
    const placed = await registrationCalls(() => ctx.app, { host, lang }).order(
      who,
      race,
      orderBody([{ kind: 'self' }]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderNumber: number } = placed.json() as { orderNumber: string };
    const order: Placed = { who, number, eventCode: race.eventCode, raceCode: race.raceCode, host };
    if (firstPaid) await payNext(order, lang);
    else await startNext(order, lang);
    return order;
  }

  /** Starts paying the order's next part (the first call chooses the plan). */
  async function startNext(order: Placed, lang: 'ru' | 'en') {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.number}/pay`,
      headers: accountHeaders(order.who.cookie, { host: order.host, lang }),
      payload: { method: 'installments' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return paymentStartedSchema.parse(res.json()).paymentId;
  }

  /** Pays the order's next part through the sandbox. */
  async function payNext(order: Placed, lang: 'ru' | 'en') {
    const paymentId = await startNext(order, lang);
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    const [sandbox] = await ctx.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, payment!.providerPaymentId!));
    const settled = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${sandbox!.id}`,
      headers: { host: order.host },
      payload: { outcome: 'success' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
  }

  const reminderMails = async (who: TestAccount) =>
    (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, who.email))).filter((m) =>
      /installment|рассрочк/.test(m.subject),
    );
  const partsOf = async (number: string) => {
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.number, number));
    return ctx.database.db
      .select()
      .from(orderInstallments)
      .where(eq(orderInstallments.orderId, order!.id))
      .orderBy(orderInstallments.part);
  };

  let ru: Placed;
  let en: Placed;
  let paidAhead: Placed;
  let elsewhere: Placed;
  let refunded: Placed;
  let cancelled: Placed;

  beforeAll(async () => {
    home = await seededTenant(ctx.database, 'default');
    other = await seededTenant(ctx.database, 'fontanka');
    ru = await onPlan(home, 'ru');
    en = await onPlan(home, 'en');
    paidAhead = await onPlan(home, 'ru');
    await payNext(paidAhead, 'ru'); // part 2 paid early
    elsewhere = await onPlan(other, 'ru');
    refunded = await onPlan(home, 'ru');
    const support = await createTestAccount(ctx.database, home.id, {
      email: 'support-reminders@example.org',
      roles: ['Administrator'],
      person: { firstName: 'Ирина', lastName: 'Петрова', gender: 'female', birthDate: '1985-01-01' },
    });
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${refunded.number}/refund`,
      headers: accountHeaders(support.cookie),
      payload: { reason: 'the race is cancelled' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    // the plan chosen, nothing paid, then the payer cancels
    cancelled = await onPlan(home, 'ru', false);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${cancelled.number}/cancel`,
      headers: accountHeaders(cancelled.who.cookie),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    planned = (await partsOf(ru.number))[0]!.dueAt;
  });

  it('mails each unpaid part three days before it falls due and on its day, once each, in the payer’s language', async () => {
    const pass = reminders();
    expect(await pass.remind(home, day(10))).toBe(0);
    // 3 days before part 2: the two payers with part 2 unpaid
    expect(await pass.remind(home, day(11))).toBe(2);
    expect(await pass.remind(home, day(11))).toBe(0);
    expect(await pass.remind(home, day(12.5))).toBe(0);
    // its day
    expect(await pass.remind(home, day(14))).toBe(2);
    expect(await pass.remind(home, day(14.2))).toBe(0);
    expect(await pass.remind(home, day(20))).toBe(0);

    const [soon, today] = await reminderMails(ru.who);
    expect(await reminderMails(ru.who)).toHaveLength(2);
    expect(soon!.subject).toBe(
      `Заказ ${ru.number}: платёж 2 по рассрочке — до ${new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeZone: 'Europe/Moscow' }).format(day(14))}`,
    );
    expect(soon!.text).toContain('Через 3 дня наступает срок очередного платежа');
    expect(soon!.text).toContain('2 из 4');
    expect(soon!.text).toContain('350,00');
    const link = `http://localhost/${ru.eventCode}/${ru.raceCode}/register/payment?order=${ru.number}`;
    expect(soon!.text).toContain(`Оплатить платёж: ${link}`);
    expect(soon!.html).toContain(`href="${link}"`);
    expect(today!.subject).toBe(`Заказ ${ru.number}: сегодня срок платежа 2 по рассрочке`);

    const english = await reminderMails(en.who);
    expect(english.map((m) => m.subject)).toEqual([
      `Order ${en.number}: installment 2 is due on ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Moscow' }).format(day(14))}`,
      `Order ${en.number}: installment 2 is due today`,
    ]);
    expect(english[0]!.text).toContain('The next installment falls due in 3 days.');
    expect(english[0]!.text).toContain('2 of 4');
    expect(english[0]!.text).toContain('Autumn Run');

    const parts = await partsOf(ru.number);
    expect(parts.map((p) => p.remindersSent)).toEqual([0, 2, 0, 0]);
    expect(parts[1]!.remindedAt).toEqual(day(14));
  });

  it('reminds of no paid part, and of no part of a refunded or cancelled order', async () => {
    expect(await reminderMails(refunded.who)).toEqual([]);
    expect(await reminderMails(cancelled.who)).toEqual([]);
    // part 2 was paid ahead: its reminders never went; part 3's go in their turn
    expect(await reminderMails(paidAhead.who)).toEqual([]);
    const pass = reminders();
    expect(await pass.remind(home, day(25))).toBe(3);
    expect((await reminderMails(paidAhead.who)).map((m) => m.subject)).toEqual([
      expect.stringContaining('платёж 3 по рассрочке'),
    ]);
    for (const placed of [refunded, cancelled])
      expect((await partsOf(placed.number)).every((p) => p.remindersSent === 0)).toBe(true);
  });

  it('is bound to its tenant, and a late pass sends only the latest reminder', async () => {
    // the home tenant's passes above never reminded the other tenant's payer
    expect(await reminderMails(elsewhere.who)).toEqual([]);
    // the app was down until two days after part 2 fell due: one mail, that it is overdue
    expect(await reminders().remind(other, day(16))).toBe(1);
    const mails = await reminderMails(elsewhere.who);
    expect(mails.map((m) => m.subject)).toEqual([
      `Заказ ${elsewhere.number}: платёж 2 по рассрочке просрочен`,
    ]);
    expect(mails[0]!.text).toContain('http://fontanka.localhost/');
    expect((await partsOf(elsewhere.number)).map((p) => p.remindersSent)).toEqual([0, 2, 0, 0]);
  });

  it('gives a reminder back when its mail cannot be written, and sends it on the next pass', async () => {
    const sent: Mail[] = [];
    let broken = true;
    const flaky = createInstallmentReminders({
      db: ctx.database.db,
      mailer: {
        send: async (_tenant, mail) => {
          if (broken) throw new Error('outbox unavailable');
          sent.push(mail);
        },
      },
    });
    const placed = [ru, en, paidAhead, elsewhere];
    const part3 = async () => {
      const rows = await ctx.database.db
        .select({ number: orders.number, sent: orderInstallments.remindersSent })
        .from(orderInstallments)
        .innerJoin(orders, eq(orders.id, orderInstallments.orderId))
        .where(
          and(
            inArray(
              orders.number,
              placed.map((p) => p.number),
            ),
            eq(orderInstallments.part, 3),
          ),
        );
      return Object.fromEntries(rows.map((r) => [r.number, r.sent]));
    };
    const before = await part3();
    expect(before).toEqual({ [ru.number]: 1, [en.number]: 1, [paidAhead.number]: 1, [elsewhere.number]: 0 });
    // part 3's day, a pass over every tenant: no mail can be written, every claim is given back
    await expect(flaky.remindTenants([home, other], day(28))).rejects.toThrow(/installment reminders failed/);
    expect(await part3()).toEqual(before);
    broken = false;
    expect(await flaky.remindTenants([home, other], day(28))).toBe(4);
    expect(await flaky.remindTenants([home, other], day(28))).toBe(0);
    expect(sent.map((m) => m.to).sort()).toEqual(placed.map((p) => p.who.email).sort());
    expect(Object.values(await part3())).toEqual([2, 2, 2, 2]);
  });
});
