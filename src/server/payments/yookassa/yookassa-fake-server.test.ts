import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeYooKassa, type FakeYooKassa } from './yookassa-fake-server.js';

/* The fake itself, spoken to in raw HTTP: what it enforces of YooKassa's documented behaviour. */

let clock = Date.parse('2025-03-01T10:00:00Z');
let fake: FakeYooKassa;

beforeEach(async () => {
  clock = Date.parse('2025-03-01T10:00:00Z');
  fake = await startFakeYooKassa({ now: () => clock });
});

afterEach(async () => {
  await fake.close();
});

const auth = () => `Basic ${Buffer.from(`${fake.shopId}:${fake.secretKey}`).toString('base64')}`;

function paymentBody(overrides: Record<string, unknown> = {}) {
  return {
    amount: { value: '100.00', currency: 'RUB' },
    capture: true,
    confirmation: { type: 'redirect', return_url: 'https://shop.example/return' },
    description: 'Order 1',
    receipt: {
      customer: { email: 'payer@example.com' },
      items: [
        {
          description: 'Entry',
          quantity: '1.00',
          amount: { value: '100.00', currency: 'RUB' },
          vat_code: 1,
          payment_mode: 'full_prepayment',
          payment_subject: 'service',
        },
      ],
    },
    ...overrides,
  };
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { authorization: auth(), 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

describe('the fake YooKassa', () => {
  it('checks Basic auth and answers YooKassa’s error body', async () => {
    const none = await fetch(`${fake.url}/payments/${randomUUID()}`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({
      type: 'error',
      id: expect.any(String),
      code: 'invalid_credentials',
      description: expect.any(String),
    });
    const wrong = await post('/payments', paymentBody(), {
      authorization: `Basic ${Buffer.from(`${fake.shopId}:nope`).toString('base64')}`,
      'idempotence-key': randomUUID(),
    });
    expect(wrong.status).toBe(401);
    expect(fake.paymentCount()).toBe(0);
  });

  it('requires an Idempotence-Key of at most 64 characters and a JSON body on POST', async () => {
    const missing = await post('/payments', paymentBody());
    expect(missing).toMatchObject({
      status: 400,
      body: { code: 'invalid_request', parameter: 'Idempotence-Key' },
    });
    const long = await post('/payments', paymentBody(), { 'idempotence-key': 'k'.repeat(65) });
    expect(long).toMatchObject({ status: 400, body: { parameter: 'Idempotence-Key' } });
    const text = await post('/payments', 'amount=1', {
      'content-type': 'text/plain',
      'idempotence-key': 'a',
    });
    expect(text.status).toBe(415);
    expect(fake.paymentCount()).toBe(0);
  });

  it('keeps a key 24 hours: the same answer for the same body, a 400 for another, a new payment after', async () => {
    const key = randomUUID();
    const first = await post('/payments', paymentBody(), { 'idempotence-key': key });
    expect(first.status).toBe(200);
    expect(first.body?.['id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    // the same data in another key order is the same request
    const { amount, ...rest } = paymentBody();
    const same = await post('/payments', { ...rest, amount }, { 'idempotence-key': key });
    expect(same.body).toEqual(first.body);
    const other = await post('/payments', paymentBody({ description: 'Order 2' }), {
      'idempotence-key': key,
    });
    expect(other).toMatchObject({
      status: 400,
      body: {
        code: 'invalid_request',
        description: 'Idempotence key duplicated',
        parameter: 'Idempotence-Key',
      },
    });
    expect(fake.paymentCount()).toBe(1);

    clock += 24 * 60 * 60 * 1000;
    const later = await post('/payments', paymentBody(), { 'idempotence-key': key });
    expect(later.status).toBe(200);
    expect(later.body?.['id']).not.toBe(first.body?.['id']);
    expect(fake.paymentCount()).toBe(2);
  });

  it('validates amounts, descriptions, metadata and the receipt', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: { value: '100.001', currency: 'RUB' } }, 'amount.value'],
      [{ amount: { value: '0.00', currency: 'RUB' } }, 'amount.value'],
      [{ amount: { value: '-1.00', currency: 'RUB' } }, 'amount.value'],
      [{ amount: { value: '100.00', currency: 'rub' } }, 'amount.currency'],
      [{ description: 'x'.repeat(129) }, 'description'],
      [{ metadata: { orderId: 42 } }, 'metadata.orderId'],
      [{ payment_method_data: { type: 'paypal' } }, 'payment_method_data.type'],
      [{ confirmation: { type: 'redirect' } }, 'confirmation.return_url'],
      [{ receipt: undefined }, 'receipt'],
      [{ amount: { value: '99.99', currency: 'RUB' } }, 'receipt'],
    ];
    for (const [overrides, parameter] of cases) {
      const answer = await post('/payments', paymentBody(overrides), { 'idempotence-key': randomUUID() });
      expect(answer, parameter).toMatchObject({ status: 400, body: { code: 'invalid_request', parameter } });
    }
    const noEmail = paymentBody();
    noEmail.receipt.customer = {} as { email: string };
    const answer = await post('/payments', noEmail, { 'idempotence-key': randomUUID() });
    expect(answer).toMatchObject({ status: 400, body: { parameter: 'receipt.customer' } });
    expect(fake.paymentCount()).toBe(0);
  });

  it('gives a QR payload for a qr confirmation, and stops a two-stage payment at waiting_for_capture', async () => {
    const qr = await post('/payments', paymentBody({ capture: false, confirmation: { type: 'qr' } }), {
      'idempotence-key': randomUUID(),
    });
    expect(qr.body?.['confirmation']).toEqual({
      type: 'qr',
      confirmation_data: expect.stringMatching(/^https:\/\/qr\.nspk\.ru\//),
    });
    const id = String(qr.body?.['id']);
    expect(fake.complete(id, 'succeeded')).toMatchObject({ status: 'waiting_for_capture', paid: true });
  });

  it('lists payments, serves refunds by id, and answers 404 for unknown ones', async () => {
    const created = await post('/payments', paymentBody(), { 'idempotence-key': randomUUID() });
    const id = String(created.body?.['id']);
    fake.complete(id, 'succeeded');
    const refund = await post(
      '/refunds',
      { payment_id: id, amount: { value: '40.00', currency: 'RUB' } },
      { 'idempotence-key': randomUUID() },
    );
    expect(refund).toMatchObject({ status: 200, body: { payment_id: id, status: 'succeeded' } });
    const get = (path: string) => fetch(`${fake.url}${path}`, { headers: { authorization: auth() } });
    const list = (await (await get('/payments?limit=5')).json()) as { type: string; items: { id: string }[] };
    expect(list.type).toBe('list');
    expect(list.items.map((p) => p.id)).toEqual([id]);
    const byId = await get(`/refunds/${String(refund.body?.['id'])}`);
    expect(await byId.json()).toEqual(refund.body);
    const unknown = await get(`/refunds/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ type: 'error', code: 'not_found' });
    const over = await post(
      '/refunds',
      { payment_id: id, amount: { value: '60.01', currency: 'RUB' } },
      { 'idempotence-key': randomUUID() },
    );
    expect(over).toMatchObject({ status: 400, body: { code: 'invalid_request', parameter: 'amount.value' } });
  });
});
