import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderPaymentSchema, paymentStartedSchema } from '../../shared/schemas/payments.js';
import { events, mailOutbox, orders, organizers, payments, rateLimitHits } from '../db/schema.js';
import {
  insertRace,
  orderBody,
  registrationCalls,
  type TestRace,
} from '../registration/registration-fixture.js';
import { addMember } from '../cabinet/cabinet-fixture.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { readPdf } from './documents/pdf-text-fixture.js';
import { DOCUMENTS_PER_MINUTE } from './payment-documents.service.js';

/*
 * An order's documents over HTTP (issue 16, ADR 019): the receipt of what was paid and refunded, the
 * invoice of a payment by bank details, who may have them, in which language, and how often.
 */

const ORGANIZER = {
  name: 'Беговой клуб «Осень»',
  email: 'org@osen.example',
  legalName: 'ООО «Осенний бег»',
  inn: '7707083893',
  kpp: '770701001',
  ogrn: '1027700132195',
  address: '117997, Москва, ул. Вавилова, д. 19',
  bankName: 'ПАО Сбербанк',
  bic: '044525225',
  settlementAccount: '40702810938000012345',
  correspondentAccount: '30101810400000000225',
};
const PAYER = {
  name: 'АО «Ромашка»',
  inn: '7736207543',
  kpp: '773601001',
  address: '119021, Москва, ул. Льва Толстого, д. 16',
};

describe('payment documents (issue 16)', () => {
  const ctx = useTestApp();
  const calls = registrationCalls(() => ctx.app);
  let tenantId: number;
  let race: TestRace;
  let organizerId: number;
  let seq = 0;
  const account = (roles: ('Administrator' | 'Organization')[] = [], email?: string, tenant = tenantId) =>
    createTestAccount(ctx.database, tenant, {
      email: email ?? `docs${++seq}@example.org`,
      roles,
      person: { firstName: 'Анна', lastName: 'Смирнова', patronymic: 'Петровна', gender: 'female' },
    });
  const get = (who: TestAccount, url: string, options: { lang?: 'ru' | 'en'; host?: string } = {}) =>
    ctx.app.inject({ url, headers: accountHeaders(who.cookie, { lang: options.lang ?? 'ru', ...options }) });
  const receipt = (who: TestAccount, number: string, lang: 'ru' | 'en' = 'ru') =>
    get(who, `/api/payments/orders/${number}/receipt.pdf`, { lang });
  const invoice = (who: TestAccount, number: string, lang: 'ru' | 'en' = 'ru') =>
    get(who, `/api/payments/orders/${number}/invoice.pdf`, { lang });
  const pay = (who: TestAccount, number: string, payload: object, lang: 'ru' | 'en' = 'ru') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${number}/pay`,
      headers: accountHeaders(who.cookie, { lang }),
      payload,
    });
  const show = async (who: TestAccount, number: string) =>
    orderPaymentSchema.parse((await get(who, `/api/payments/orders/${number}`)).json());
  /** The sandbox's hosted page: the payer (or the bank, for an invoice) settles the payment. */
  const settle = async (paymentId: string, outcome: 'success' | 'decline' = 'success') => {
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${row!.providerPaymentId}`,
      headers: { host: 'localhost' },
      payload: { outcome },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const errorOf = (res: { json: () => unknown }) =>
    (res.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

  /** A payer with an order of one place (1 500 ₽) in the organizer's race, awaiting payment. */
  async function placed(theRace = race) {
    const who = await account();
    const res = await calls.order(who, theRace, orderBody([{ kind: 'self' }]));
    expect(res.statusCode, res.body).toBe(201);
    return { who, number: (res.json() as { orderNumber: string }).orderNumber };
  }
  /** The same, paid by card. */
  async function paidByCard() {
    const order = await placed();
    const started = await pay(order.who, order.number, { method: 'card' });
    expect(started.statusCode, started.body).toBe(201);
    await settle(paymentStartedSchema.parse(started.json()).paymentId);
    return order;
  }

  beforeAll(async () => {
    tenantId = await tenantIdOf(ctx.database, 'default');
    race = await insertRace(ctx.database, tenantId, { capacity: 50 });
    const [organizer] = await ctx.database.db
      .insert(organizers)
      .values({ tenantId, ...ORGANIZER })
      .returning({ id: organizers.id });
    organizerId = organizer!.id;
    await ctx.database.db
      .update(events)
      .set({ organizerId: organizer!.id, nameRu: 'Осенний забег «Листопад»', nameEn: 'Leaf Fall Autumn Run' })
      .where(eq(events.id, race.eventId));
  });

  it('the receipt of a paid order: a Russian PDF with its number, amounts, payer, event, payment and organizer', async () => {
    const { who, number } = await paidByCard();
    const res = await receipt(who, number);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${number}.pdf"; filename*=UTF-8''${encodeURIComponent(`Квитанция ${number}.pdf`)}`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { text } = await readPdf(res.rawPayload);
    expect(text).toContain(`Квитанция об оплате заказа № ${number}`);
    expect(text).toContain('Сайт Startline');
    expect(text).toContain('Плательщик Смирнова Анна Петровна');
    expect(text).toContain(`Электронная почта ${who.email}`);
    expect(text).toContain('Мероприятие Осенний забег «Листопад»');
    expect(text).toContain('Итого 1 500,00 ₽');
    expect(text).toContain('Оплачено 1 500,00 ₽');
    expect(text).not.toContain('Возвращено');
    expect(text).toMatch(/Банковская карта \d{1,2} [а-я]+ \d{4} г\. в \d\d:\d\d GMT\+3 1 500,00 ₽/);
    expect(text).toContain('Юридическое лицо ООО «Осенний бег»');
    expect(text).toContain('ИНН 7707083893');
  });

  it('in English for an English reader', async () => {
    const { who, number } = await paidByCard();
    const res = await receipt(who, number, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="receipt-${number}.pdf"`);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''Receipt%20${number}.pdf`);
    const { text } = await readPdf(res.rawPayload);
    expect(text).toContain(`Payment receipt for order No. ${number}`);
    expect(text).toContain('Event Leaf Fall Autumn Run');
    expect(text).toContain('Total ₽1,500.00');
    expect(text).toMatch(/Bank card \d{1,2} [A-Z][a-z]+ \d{4} at \d\d:\d\d GMT\+3 ₽1,500.00/);
  });

  it('a partly refunded and then refunded order: what was paid, each refund, and what went back', async () => {
    const { who, number } = await paidByCard();
    const support = await account(['Administrator']);
    const refund = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/payments/orders/${number}/refund`,
        headers: accountHeaders(support.cookie, {}),
        payload,
      });
    expect((await refund({ amount: 50_000, reason: 'без футболки' })).statusCode).toBe(200);
    expect((await refund({ reason: 'старт отменён' })).statusCode).toBe(200);
    expect((await show(who, number)).order.status).toBe('refunded');

    const { text } = await readPdf((await receipt(who, number)).rawPayload);
    expect(text).toContain('Оплачено 1 500,00 ₽');
    expect(text).toContain('Возвращено 1 500,00 ₽');
    expect(text).toMatch(/Возврат \d{1,2} [а-я]+ \d{4} г\. в \d\d:\d\d GMT\+3 -500,00 ₽/);
    expect(text).toMatch(/Возврат \d{1,2} [а-я]+ \d{4} г\. в \d\d:\d\d GMT\+3 -1 000,00 ₽/);
  });

  it('an order with nothing paid has no receipt yet (409), nor an invoice without a payment by bank details', async () => {
    const { who, number } = await placed();
    const res = await receipt(who, number);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      code: 'RECEIPT_NOT_AVAILABLE',
      message: 'Квитанции пока нет: по заказу ещё ничего не оплачено.',
    });
    const none = await invoice(who, number, 'en');
    expect(none.statusCode).toBe(409);
    expect(errorOf(none).code).toBe('INVOICE_NOT_AVAILABLE');
  });

  it("someone else's order is unknown (404, as an unknown number), on another tenant too; a visitor must sign in", async () => {
    const { number } = await paidByCard();
    const stranger = await account();
    const unknown = await receipt(stranger, 'SL-NOPE-1');
    expect(unknown.statusCode).toBe(404);
    for (const res of [await receipt(stranger, number), await invoice(stranger, number)]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
    // support of another tenant, on its own host
    const fontanka = await tenantIdOf(ctx.database, 'fontanka');
    const elsewhere = await account(['Administrator'], undefined, fontanka);
    const there = await get(elsewhere, `/api/payments/orders/${number}/receipt.pdf`, {
      host: 'fontanka.localhost',
    });
    expect(there.statusCode).toBe(404);
    const visitor = await ctx.app.inject({
      url: `/api/payments/orders/${number}/receipt.pdf`,
      headers: { host: 'localhost' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("support has any order's receipt; an organizer's members those of its events only", async () => {
    const { number } = await paidByCard();
    const support = await account(['Administrator']);
    // the organizer's member (ADR 022), not whoever shares the organizer's e-mail
    const organizer = await account(['Organization']);
    await addMember(ctx.database, tenantId, organizerId, organizer.userId, 'manager');
    const sameEmail = await account(['Organization'], ORGANIZER.email.toUpperCase());
    const otherOrganizer = await account(['Organization']);
    expect((await receipt(support, number)).statusCode).toBe(200);
    const own = await receipt(organizer, number);
    expect(own.statusCode).toBe(200);
    expect((await readPdf(own.rawPayload)).text).toContain('Плательщик Смирнова Анна Петровна');
    expect((await receipt(otherOrganizer, number)).statusCode).toBe(404);
    expect((await receipt(sameEmail, number)).statusCode).toBe(404);
  });

  it('bank details: the payer details are asked for and checked, the invoice made out, the order awaits payment', async () => {
    const { who, number } = await placed();
    const view = await show(who, number);
    expect(view.methods).toContain('bank-details');
    expect(view.invoice).toBeNull();

    const missing = await pay(who, number, { method: 'bank-details' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toEqual({
      'payer.name': 'Это поле обязательно.',
      'payer.inn': 'Это поле обязательно.',
      'payer.address': 'Это поле обязательно.',
    });
    const wrong = await pay(who, number, {
      method: 'bank-details',
      payer: { ...PAYER, inn: '7736207544', kpp: '77360100' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields).toMatchObject({
      'payer.inn': 'Такого ИНН не бывает: проверьте цифры',
      'payer.kpp': 'КПП состоит из 9 знаков: 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры',
    });
    const soleTrader = await pay(
      who,
      number,
      { method: 'bank-details', payer: { ...PAYER, inn: '500100732259' } },
      'en',
    );
    expect(errorOf(soleTrader).fields).toEqual({
      'payer.kpp': 'A sole trader has no KPP: leave the field empty',
    });

    const started = await pay(who, number, {
      method: 'bank-details',
      payer: { ...PAYER, name: 'АО «Ромашк»' },
    });
    expect(started.statusCode, started.body).toBe(201);
    // a corrected name: the same payment, its invoice made out anew
    const again = await pay(who, number, { method: 'bank-details', payer: PAYER });
    expect(paymentStartedSchema.parse(again.json())).toEqual(paymentStartedSchema.parse(started.json()));
    const pending = await show(who, number);
    expect(pending.order.status).toBe('awaiting-payment');
    expect(pending.payments.map((p) => [p.method, p.status])).toEqual([['bank-details', 'pending']]);
    expect(pending.invoice).toMatchObject({
      payer: PAYER,
      paymentUrl: paymentStartedSchema.parse(again.json()).confirmationUrl,
    });

    const res = await invoice(who, number);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="invoice-${number}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { text } = await readPdf(res.rawPayload);
    expect(text).toMatch(new RegExp(`Счёт на оплату № ${number} от \\d{1,2} [а-я]+ \\d{4} г\\.`));
    expect(text).toContain(
      'Наименование ООО «Осенний бег» Организатор Беговой клуб «Осень» ИНН 7707083893 КПП 770701001',
    );
    expect(text).toContain('Банк получателя ПАО Сбербанк БИК 044525225 Расчётный счёт 40702810938000012345');
    expect(text).toContain('Корр. счёт 30101810400000000225');
    expect(text).toContain(
      'Плательщик Наименование АО «Ромашка» ИНН 7736207543 КПП 773601001 Адрес 119021, Москва, ул. Льва Толстого, д. 16',
    );
    expect(text).toContain('Итого к оплате 1 500,00 ₽');
    expect(text).toContain(`Оплата заказа № ${number} за участие в «Осенний забег «Листопад»». Без НДС.`);

    const listed = await get(who, '/api/payments/invoices');
    expect(listed.json()).toEqual({ numbers: [number] });
    const stranger = await account();
    expect((await get(stranger, '/api/payments/invoices')).json()).toEqual({ numbers: [] });

    // the transfer arrives: the order is paid, the receipt names the invoice
    await settle(paymentStartedSchema.parse(started.json()).paymentId);
    expect((await show(who, number)).order.status).toBe('paid');
    const paid = await readPdf((await receipt(who, number)).rawPayload);
    expect(paid.text).toContain('Оплата по счёту (по реквизитам)');
  });

  it('a declined invoice is made out again to the same payer without asking; a cancelled order has none', async () => {
    const { who, number } = await placed();
    const first = paymentStartedSchema.parse(
      (await pay(who, number, { method: 'bank-details', payer: PAYER })).json(),
    );
    await settle(first.paymentId, 'decline');
    const second = await pay(who, number, { method: 'bank-details' });
    expect(second.statusCode, second.body).toBe(201);
    expect(paymentStartedSchema.parse(second.json()).paymentId).not.toBe(first.paymentId);
    expect((await show(who, number)).invoice?.payer).toEqual(PAYER);

    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${number}/cancel`,
      headers: accountHeaders(who.cookie, {}),
    });
    expect(cancel.statusCode).toBe(200);
    expect((await invoice(who, number)).statusCode).toBe(409);
    expect((await get(who, '/api/payments/invoices')).json()).toEqual({ numbers: [] });
  });

  it('bank details are not offered when the organizer has no bank account to pay into', async () => {
    const bare = await insertRace(ctx.database, tenantId, { capacity: 5 });
    const { who, number } = await placed(bare);
    expect((await show(who, number)).methods).not.toContain('bank-details');
    const refused = await pay(who, number, { method: 'bank-details', payer: PAYER });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });

  it(`draws at most ${DOCUMENTS_PER_MINUTE} documents a minute for one reader, then 429 with Retry-After`, async () => {
    await ctx.database.db.delete(rateLimitHits);
    const { who, number } = await paidByCard();
    for (let i = 0; i < DOCUMENTS_PER_MINUTE; i++) {
      expect((await receipt(who, i % 2 ? number : 'SL-NOPE-2')).statusCode).not.toBe(429);
    }
    const refused = await receipt(who, number);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another reader is not held back
    const support = await account(['Administrator']);
    expect((await receipt(support, number)).statusCode).toBe(200);
  });

  it('the mail after payment: event, race, start, participants, lines, total, and the receipt in My orders', async () => {
    const { who, number } = await paidByCard();
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.number, number));
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, who.email));
    const mail = mails.find((m) => m.subject === `Заказ ${number} оплачен`);
    expect(mail, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    const text = mail!.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Событие:\nОсенний забег «Листопад»');
    expect(text).toContain('Дистанция:\n10 км');
    expect(text).toMatch(/Дата старта:\n\d{1,2} [а-я]+ \d{4} г\. в \d\d:\d\d GMT\+3/);
    expect(text).toContain('Участники:\nСмирнова Анна');
    expect(text).toContain('Итого:\n1 500,00 ₽');
    expect(text).toContain('Скачать квитанцию (PDF) в «Моих заказах»: http://localhost/MyAccount/Orders');
    expect(order?.status).toBe('paid');
  });
});
