import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { supportOrderSchema, supportSearchSchema } from '../../shared/schemas/cabinet-support.js';
import { mailOutbox } from '../db/schema.js';
import { insertRace, type TestRace } from '../registration/registration-fixture.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { paidThroughSandbox } from './cabinet-entry-fixture.js';
import { addMember, assignEvent, insertOrganizer } from './cabinet-fixture.js';

/**
 * The support desk (issue 18 item 8, ADR 026): finds orders and participants by e-mail, name, order number
 * or phone across the tenant (support) or across one's organizers (owner, manager); opens an order with
 * its payments, the provider's notifications and the mails sent; sends the confirmation again; refunds.
 */
describe('the support desk', () => {
  const ctx = useTestApp();
  let tenantId: number;
  let race: TestRace;
  let payer: TestAccount;
  let order: { number: string; id: number };
  const who = {} as Record<'owner' | 'manager' | 'operator' | 'support' | 'rival' | 'runner', TestAccount>;

  const call = (account: TestAccount, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: accountHeaders(account.cookie, { lang: 'en' }),
      ...(payload ? { payload } : {}),
    });
  const search = async (account: TestAccount, q: string) => {
    const res = await call(account, 'GET', `/api/cabinet/support/search?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return supportSearchSchema.parse(res.json());
  };
  const open = (account: TestAccount, number: string, tail = '', payload?: object) =>
    call(
      account,
      tail ? 'POST' : 'GET',
      `/api/cabinet/support/orders/${encodeURIComponent(number)}${tail}`,
      payload,
    );

  beforeAll(async () => {
    tenantId = await tenantIdOf(ctx.database, 'default');
    const organizer = await insertOrganizer(ctx.database, tenantId, 'Клуб «Поддержка»');
    const rival = await insertOrganizer(ctx.database, tenantId, 'Другой');
    race = await insertRace(ctx.database, tenantId, { capacity: 50 });
    await assignEvent(ctx.database, race.eventId, organizer);
    for (const role of ['owner', 'manager', 'operator'] as const) {
      who[role] = await createTestAccount(ctx.database, tenantId, {
        email: `desk-${role}@example.org`,
        roles: ['Organization'],
      });
      await addMember(ctx.database, tenantId, organizer, who[role].userId, role);
    }
    who.support = await createTestAccount(ctx.database, tenantId, {
      email: 'desk-support@example.org',
      roles: ['Administrator'],
    });
    who.rival = await createTestAccount(ctx.database, tenantId, {
      email: 'desk-rival@example.org',
      roles: ['Organization'],
    });
    await addMember(ctx.database, tenantId, rival, who.rival.userId, 'owner');
    who.runner = await createTestAccount(ctx.database, tenantId, { email: 'desk-runner@example.org' });
    payer = await createTestAccount(ctx.database, tenantId, {
      email: 'kuznetsova@example.org',
      person: { firstName: 'Анна', lastName: 'Смирнова', gender: 'female', birthDate: '1990-05-14' },
    });
    order = await paidThroughSandbox(ctx.app, ctx.database, race, payer);
  });

  it('finds the order by e-mail, name in any order, order number in any case and phone in any format', async () => {
    for (const q of [
      'KUZNETSOVA@example.org',
      'анна смирнова',
      order.number.toLowerCase(),
      '8 (916) 123-45-67',
    ]) {
      const found = await search(who.support, q);
      expect(
        found.results.map((r) => [r.order?.number, r.entry?.id, r.event.code]),
        q,
      ).toContainEqual([order.number, order.id, race.eventCode]);
    }
    const [hit] = (await search(who.support, order.number)).results;
    expect(hit).toMatchObject({
      order: { number: order.number, status: 'paid' },
      entry: { name: 'Смирнова Анна', state: 'confirmed', race: '10 km' },
      email: 'kuznetsova@example.org',
      phone: '+79161234567',
    });
    expect((await search(who.support, 'nobody-like-this')).results).toEqual([]);
  });

  it("an organizer's owner and manager search their organizers' events only; an operator or a runner has no desk", async () => {
    expect((await search(who.owner, order.number)).results).toHaveLength(1);
    expect((await search(who.manager, 'Смирнова')).results.map((r) => r.order?.number)).toContain(
      order.number,
    );
    expect((await search(who.rival, order.number)).results).toEqual([]);
    for (const account of [who.operator, who.runner]) {
      expect((await call(account, 'GET', '/api/cabinet/support/search?q=Смирнова')).statusCode).toBe(403);
    }
    expect((await open(who.rival, order.number)).statusCode).toBe(404);
    expect((await open(who.rival, order.number, '/resend')).statusCode).toBe(404);
    expect((await open(who.rival, order.number, '/refund', { reason: 'x' })).statusCode).toBe(404);
    expect((await open(who.operator, order.number)).statusCode).toBe(403);
    expect((await open(who.support, 'NO-SUCH-ORDER')).statusCode).toBe(404);
    expect((await call(who.support, 'GET', '/api/cabinet/support/search?q=a')).statusCode).toBe(400);
  });

  it('opens the order: its registrations, the payment, the provider’s notification and the mails sent', async () => {
    const res = await open(who.support, order.number);
    expect(res.statusCode, res.body).toBe(200);
    const view = supportOrderSchema.parse(res.json());
    expect(view.registrations).toEqual([
      { id: order.id, name: 'Смирнова Анна', race: '10 km', state: 'confirmed', bib: null },
    ]);
    expect(view.order.payments).toEqual([expect.objectContaining({ status: 'succeeded', method: 'card' })]);
    expect(view.notifications[0]).toMatchObject({
      provider: 'sandbox',
      outcome: expect.stringContaining('paid'),
    });
    expect(view.mails.map((m) => m.subject)).toContain(`Order ${order.number} is paid`);
    expect(view).toMatchObject({ canResend: true, canRefund: true });
  });

  it('sends the confirmation again through the outbox, noted in the order’s history with who', async () => {
    const before = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'kuznetsova@example.org'));
    const res = await open(who.manager, order.number, '/resend');
    expect(res.statusCode, res.body).toBe(200);
    const view = supportOrderSchema.parse(res.json());
    const after = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'kuznetsova@example.org'));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)!.subject).toBe(`Order ${order.number} is paid`);
    expect(view.order.transitions.at(-1)).toMatchObject({
      actor: { role: 'manager', name: 'Test User', email: 'desk-manager@example.org' },
      reason: 'confirmation mail sent again to kuznetsova@example.org',
    });
  });

  it('refunds with a reason through the payments service: partly, then the rest; then nothing to refund', async () => {
    const payer2 = await createTestAccount(ctx.database, tenantId, {
      email: 'refund-me@example.org',
      person: { firstName: 'Анна', lastName: 'Смирнова', gender: 'female', birthDate: '1990-05-14' },
    });
    const paid = await paidThroughSandbox(ctx.app, ctx.database, race, payer2);
    const part = await open(who.support, paid.number, '/refund', { amount: 40_000, reason: 'no T-shirt' });
    expect(part.statusCode, part.body).toBe(200);
    expect(supportOrderSchema.parse(part.json()).order).toMatchObject({
      status: 'paid',
      refunded: { amount: 40_000 },
      refunds: [
        expect.objectContaining({
          reason: 'no T-shirt',
          actor: { role: 'support', name: 'Test User', email: 'desk-support@example.org' },
        }),
      ],
    });
    const rest = await open(who.owner, paid.number, '/refund', { reason: 'race cancelled' });
    const view = supportOrderSchema.parse(rest.json());
    expect(view.order).toMatchObject({
      status: 'refunded',
      refunded: { amount: 150_000 },
      refundable: { amount: 0 },
    });
    expect(view.registrations[0]!.state).toBe('cancelled');
    expect(view).toMatchObject({ canRefund: false, canResend: false });
    const again = await open(who.support, paid.number, '/resend');
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'CONFIRMATION_NOT_AVAILABLE']);
    expect((await open(who.support, paid.number, '/refund', { reason: '' })).statusCode).toBe(400);
  });
});
