import { randomUUID } from 'node:crypto';
import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../../shared/schemas/payments.js';
import { DomainError } from '../../domain-error.js';
import type { CreatePaymentInput, PaymentProvider } from '../provider.js';
import { startFakeYooKassa, type FakeYooKassa } from './yookassa-fake-server.js';
import {
  createYooKassaProvider,
  cutText,
  fromYooKassaValue,
  toYooKassaValue,
  YooKassaApiError,
  YooKassaUnavailableError,
} from './yookassa-provider.js';

let fake: FakeYooKassa;
let provider: PaymentProvider;

beforeEach(async () => {
  fake = await startFakeYooKassa();
  provider = createYooKassaProvider({ shopId: fake.shopId, secretKey: fake.secretKey, apiUrl: fake.url });
});

afterEach(async () => {
  await fake.close();
});

/** 1 000.00 ₽ entry + 2 × 117.25 ₽ T-shirt = 1 234.50 ₽. */
function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    idempotencyKey: randomUUID(),
    amount: { amount: 123_450, currency: 'RUB' },
    method: 'card',
    description: 'Moscow Marathon — A-1001',
    returnUrl: 'https://startline.example/moscow-marathon/42k/register/success?order=A-1001',
    metadata: { paymentId: randomUUID(), orderNumber: 'A-1001', tenant: 'default' },
    receipt: {
      email: 'runner@example.com',
      lines: [
        {
          description: 'Entry: 42 km',
          quantity: 1,
          amount: { amount: 100_000, currency: 'RUB' },
          subject: 'service',
        },
        {
          description: 'T-shirt M',
          quantity: 2,
          amount: { amount: 11_725, currency: 'RUB' },
          subject: 'commodity',
        },
      ],
    },
    ...overrides,
  };
}

/** The rejection of a promise, to look at. */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

async function paidPayment(amount = 123_450) {
  const lines = [
    { description: 'Entry', quantity: 1, amount: { amount, currency: 'RUB' }, subject: 'service' as const },
  ];
  const created = await provider.createPayment(
    paymentInput({ amount: { amount, currency: 'RUB' }, receipt: { email: 'runner@example.com', lines } }),
  );
  fake.complete(created.id, 'succeeded');
  return created;
}

describe('money and text', () => {
  it('writes kopecks as YooKassa’s rubles and reads them back with integer math', () => {
    expect(toYooKassaValue(123_450)).toBe('1234.50');
    expect(toYooKassaValue(1)).toBe('0.01');
    expect(toYooKassaValue(100)).toBe('1.00');
    expect(toYooKassaValue(100_000_007)).toBe('1000000.07');
    expect(() => toYooKassaValue(0)).toThrow();
    expect(() => toYooKassaValue(12.5)).toThrow();
    expect(fromYooKassaValue('1234.50')).toBe(123_450);
    expect(fromYooKassaValue('1234.5')).toBe(123_450);
    expect(fromYooKassaValue('0.07')).toBe(7);
    expect(fromYooKassaValue('12')).toBe(1200);
    expect(fromYooKassaValue('12.345')).toBeNull();
    expect(fromYooKassaValue('-1.00')).toBeNull();
    expect(fromYooKassaValue('1e3')).toBeNull();
  });

  it('cuts a text to 128 characters between graphemes', () => {
    expect(cutText('short', 128)).toBe('short');
    const long = `${'а'.repeat(126)}👩‍👩‍👧 tail`;
    const cut = cutText(long, 128);
    expect(Array.from(cut).length).toBeLessThanOrEqual(128);
    expect(cut.endsWith('…')).toBe(true);
    // the family emoji (5 code points) did not fit and was not split
    expect(cut).toBe(`${'а'.repeat(126)}…`);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('createPayment', () => {
  it('sends Basic auth, the Idempotence-Key and the payment with its 54-FZ receipt', async () => {
    const input = paymentInput();
    const created = await provider.createPayment(input);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/payments');
    const basic = `Basic ${Buffer.from(`${fake.shopId}:${fake.secretKey}`).toString('base64')}`;
    expect(request?.headers['authorization']).toBe(basic);
    expect(request?.headers['idempotence-key']).toBe(input.idempotencyKey);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      amount: { value: '1234.50', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: input.returnUrl },
      description: 'Moscow Marathon — A-1001',
      metadata: { paymentId: input.metadata.paymentId, orderNumber: 'A-1001', tenant: 'default' },
      payment_method_data: { type: 'bank_card' },
      receipt: {
        customer: { email: 'runner@example.com' },
        items: [
          {
            description: 'Entry: 42 km',
            quantity: '1.00',
            amount: { value: '1000.00', currency: 'RUB' },
            vat_code: 1,
            payment_mode: 'full_prepayment',
            payment_subject: 'service',
          },
          {
            description: 'T-shirt M',
            quantity: '2.00',
            amount: { value: '117.25', currency: 'RUB' },
            vat_code: 1,
            payment_mode: 'full_prepayment',
            payment_subject: 'commodity',
          },
        ],
      },
    });

    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'pending',
      amount: { amount: 123_450, currency: 'RUB' },
      paymentId: input.metadata.paymentId,
      confirmationUrl: expect.stringContaining(created.id),
    });
    expect(fake.paymentCount()).toBe(1);
  });

  it('cuts long descriptions of the payment and of receipt items to 128 characters', async () => {
    const long = `Забег «${'Очень длинное название '.repeat(8)}» 🏃‍♀️🏃‍♂️`;
    const input = paymentInput({ description: long });
    input.receipt.lines[0]!.description = long;
    await provider.createPayment(input);
    const body = fake.requests[0]?.body as {
      description: string;
      receipt: { items: { description: string }[] };
    };
    for (const text of [body.description, body.receipt.items[0]!.description]) {
      expect(Array.from(text).length).toBeLessThanOrEqual(128);
      expect(text.endsWith('…')).toBe(true);
      expect(long.startsWith(text.slice(0, -1))).toBe(true);
    }
  });

  it('creates one payment for the same key twice', async () => {
    const input = paymentInput();
    const first = await provider.createPayment(input);
    const second = await provider.createPayment(input);
    expect(second).toEqual(first);
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(fake.paymentCount()).toBe(1);
  });

  it('fails when the same key comes with another payment', async () => {
    const input = paymentInput();
    await provider.createPayment(input);
    const error = await failureOf(
      provider.createPayment({
        ...input,
        amount: { amount: 100_000, currency: 'RUB' },
        receipt: { email: 'runner@example.com', lines: [input.receipt.lines[0]!] },
      }),
    );
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('PAYMENT_FAILED');
    expect((error as DomainError).cause).toMatchObject({ status: 400, parameter: 'Idempotence-Key' });
    expect(fake.paymentCount()).toBe(1);
  });

  it('fails when the receipt does not add up to the payment', async () => {
    const error = await failureOf(
      provider.createPayment(paymentInput({ amount: { amount: 123_400, currency: 'RUB' } })),
    );
    expect((error as DomainError).code).toBe('PAYMENT_FAILED');
    expect((error as DomainError).cause).toBeInstanceOf(YooKassaApiError);
    expect((error as DomainError).cause).toMatchObject({ code: 'invalid_request', parameter: 'receipt' });
    expect(fake.paymentCount()).toBe(0);
  });

  it.each<[PaymentMethod, string]>([
    ['card', 'bank_card'],
    ['fps', 'sbp'],
    ['qr', 'sbp'],
    ['alfa-fps', 'sbp'],
    ['express', 'yoo_money'],
    ['installments', 'bank_card'],
  ])('asks YooKassa for %s as %s', async (method, type) => {
    const created = await provider.createPayment(paymentInput({ method }));
    expect(fake.requests[0]?.body).toMatchObject({
      payment_method_data: { type },
      confirmation: { type: 'redirect' },
    });
    expect(created.confirmationUrl).toMatch(/^http/);
  });

  it.each<PaymentMethod>(['paypal', 'erip', 'uzcard', 'bank-details', 'bank-transfer'])(
    'refuses %s without calling YooKassa',
    async (method) => {
      const error = await failureOf(provider.createPayment(paymentInput({ method })));
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('PAYMENT_METHOD_UNAVAILABLE');
      expect(fake.requests).toHaveLength(0);
    },
  );

  it('with a wrong secret: a 401 and an error that carries no secret', async () => {
    const wrongSecret = 'test_WRONG-secret-do-not-leak-7f3a';
    const wrong = createYooKassaProvider({ shopId: fake.shopId, secretKey: wrongSecret, apiUrl: fake.url });
    const error = await failureOf(wrong.createPayment(paymentInput()));
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('PAYMENT_FAILED');
    expect((error as DomainError).cause).toMatchObject({ status: 401, code: 'invalid_credentials' });
    const everything = [
      (error as Error).message,
      inspect(error, { depth: 10, showHidden: true }),
      JSON.stringify(error),
      String((error as Error).stack),
    ].join('\n');
    const basic = Buffer.from(`${fake.shopId}:${wrongSecret}`).toString('base64');
    for (const secret of [wrongSecret, fake.secretKey, basic]) expect(everything).not.toContain(secret);
    expect(fake.paymentCount()).toBe(0);
  });

  it('a 5xx is retryable, and the retry with the same key creates the payment once', async () => {
    const input = paymentInput();
    fake.failNext(1, 500);
    const error = await failureOf(provider.createPayment(input));
    expect(error).toBeInstanceOf(YooKassaUnavailableError);
    expect(error).toMatchObject({ retryable: true, status: 500 });
    expect((error as Error).message).not.toContain(fake.secretKey);
    const created = await provider.createPayment(input);
    expect(created.status).toBe('pending');
    expect(fake.paymentCount()).toBe(1);
  });

  it('429 is retryable too', async () => {
    fake.failNext(1, 429);
    const error = await failureOf(provider.createPayment(paymentInput()));
    expect(error).toMatchObject({ name: 'YooKassaUnavailableError', status: 429 });
  });

  it('a network failure and a time-out are retryable errors without secrets', async () => {
    const closed = await startFakeYooKassa();
    await closed.close();
    const unreachable = createYooKassaProvider({ shopId: '1', secretKey: 'secret-xyz', apiUrl: closed.url });
    const network = await failureOf(unreachable.createPayment(paymentInput()));
    expect(network).toBeInstanceOf(YooKassaUnavailableError);
    expect((network as YooKassaUnavailableError).status).toBeNull();
    expect((network as Error).message).toMatch(/^yookassa: POST \/payments: no answer/);
    expect(inspect(network)).not.toContain('secret-xyz');

    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const slow = createYooKassaProvider({
      shopId: '1',
      secretKey: 'secret-xyz',
      fetch: hanging,
      timeoutMs: 20,
    });
    const timeout = await failureOf(slow.fetchPayment(randomUUID()));
    expect(timeout).toBeInstanceOf(YooKassaUnavailableError);
    expect((timeout as Error).message).toContain('timed out');
  });
});

describe('fetchPayment', () => {
  it('reads the payment as YooKassa has it now', async () => {
    const input = paymentInput();
    const created = await provider.createPayment(input);
    expect(await provider.fetchPayment(created.id)).toEqual(created);

    fake.complete(created.id, 'succeeded');
    expect(await provider.fetchPayment(created.id)).toEqual({
      id: created.id,
      status: 'succeeded',
      amount: { amount: 123_450, currency: 'RUB' },
      paymentId: input.metadata.paymentId,
      confirmationUrl: null,
    });
    const get = fake.requests.at(-1);
    expect(get?.method).toBe('GET');
    expect(get?.path).toBe(`/payments/${created.id}`);
    expect(get?.headers['idempotence-key']).toBeUndefined();
  });

  it('waiting_for_capture is still pending to us, canceled is canceled', async () => {
    const held = await provider.createPayment(paymentInput());
    fake.complete(held.id, 'waiting_for_capture');
    expect((await provider.fetchPayment(held.id)).status).toBe('pending');
    const dropped = await provider.createPayment(paymentInput());
    fake.complete(dropped.id, 'canceled');
    expect(await provider.fetchPayment(dropped.id)).toMatchObject({
      status: 'canceled',
      confirmationUrl: null,
    });
  });

  it('an unknown payment is NOT_FOUND; a malformed id is not even asked for', async () => {
    await expect(provider.fetchPayment(randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(fake.requests).toHaveLength(1);
    await expect(provider.fetchPayment('../refunds')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('verifyNotification', () => {
  it('confirms a notification by fetching the payment', async () => {
    const input = paymentInput();
    const created = await provider.createPayment(input);
    fake.complete(created.id, 'succeeded');
    const verified = await provider.verifyNotification({ headers: {}, body: fake.notification(created.id) });
    expect(verified).toEqual({
      eventId: `payment.succeeded:${created.id}`,
      payment: {
        id: created.id,
        status: 'succeeded',
        amount: { amount: 123_450, currency: 'RUB' },
        paymentId: input.metadata.paymentId,
        confirmationUrl: null,
      },
    });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/payments/${created.id}` });
  });

  it('returns the state the API gives, not the one the body claims', async () => {
    const created = await provider.createPayment(paymentInput());
    const claim = fake.notification(created.id, 'payment.succeeded');
    expect(JSON.parse(claim)).toMatchObject({ event: 'payment.succeeded', object: { status: 'succeeded' } });
    const verified = await provider.verifyNotification({ headers: {}, body: claim });
    expect(verified?.eventId).toBe(`payment.succeeded:${created.id}`);
    expect(verified?.payment).toMatchObject({ id: created.id, status: 'pending' });
    expect(verified?.payment.confirmationUrl).toContain(created.id);
  });

  it('a canceled payment', async () => {
    const created = await provider.createPayment(paymentInput());
    fake.complete(created.id, 'canceled');
    const verified = await provider.verifyNotification({ headers: {}, body: fake.notification(created.id) });
    expect(verified).toMatchObject({
      eventId: `payment.canceled:${created.id}`,
      payment: { status: 'canceled' },
    });
  });

  it('an unknown payment → null', async () => {
    const created = await provider.createPayment(paymentInput());
    fake.complete(created.id, 'succeeded');
    const body = fake.notification(created.id).replaceAll(created.id, randomUUID());
    expect(await provider.verifyNotification({ headers: {}, body })).toBeNull();
  });

  it('a malformed body → null, without asking YooKassa', async () => {
    const id = randomUUID();
    const bodies = [
      '',
      'not json',
      'null',
      '[]',
      '{}',
      JSON.stringify({ type: 'notification', event: 'payment.succeeded' }),
      JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: {} }),
      JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: { id: '../refunds' } }),
      JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: { id: 42 } }),
      JSON.stringify({ type: 'event', event: 'payment.succeeded', object: { id } }),
      JSON.stringify({ type: 'notification', event: 'payout.succeeded', object: { id } }),
      JSON.stringify({ type: 'notification', event: 'payment.pending', object: { id } }),
      JSON.stringify({ type: 'notification', event: 'refund.succeeded', object: { id } }),
    ];
    for (const body of bodies) {
      expect(await provider.verifyNotification({ headers: {}, body }), body).toBeNull();
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('a refund notification is confirmed by fetching the refund, then its payment', async () => {
    const created = await paidPayment();
    const refund = await provider.refund({
      idempotencyKey: randomUUID(),
      providerPaymentId: created.id,
      amount: { amount: 23_450, currency: 'RUB' },
      reason: 'T-shirts out of stock',
    });
    const verified = await provider.verifyNotification({
      headers: {},
      body: fake.refundNotification(refund.id),
    });
    expect(verified).toMatchObject({
      eventId: `refund.succeeded:${refund.id}`,
      payment: { id: created.id, status: 'succeeded' },
    });
    expect(fake.requests.slice(-2).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /refunds/${refund.id}`,
      `GET /payments/${created.id}`,
    ]);

    // a refund YooKassa does not know, naming a real payment: null
    const forged = JSON.stringify({
      type: 'notification',
      event: 'refund.succeeded',
      object: {
        id: randomUUID(),
        payment_id: created.id,
        status: 'succeeded',
        amount: { value: '1.00', currency: 'RUB' },
      },
    });
    expect(await provider.verifyNotification({ headers: {}, body: forged })).toBeNull();
  });

  it('YooKassa failing during the check throws (the notification comes again)', async () => {
    const created = await provider.createPayment(paymentInput());
    fake.complete(created.id, 'succeeded');
    fake.failNext(1, 503);
    await expect(
      provider.verifyNotification({ headers: {}, body: fake.notification(created.id) }),
    ).rejects.toBeInstanceOf(YooKassaUnavailableError);
  });
});

describe('refund', () => {
  it('refunds part, then the rest, then nothing more', async () => {
    const created = await paidPayment(123_450);
    const key = randomUUID();
    const partial = await provider.refund({
      idempotencyKey: key,
      providerPaymentId: created.id,
      amount: { amount: 23_450, currency: 'RUB' },
      reason: 'T-shirts out of stock',
    });
    expect(partial).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'succeeded',
      amount: { amount: 23_450, currency: 'RUB' },
    });
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/refunds',
      headers: { 'idempotence-key': key },
      body: {
        payment_id: created.id,
        amount: { value: '234.50', currency: 'RUB' },
        description: 'T-shirts out of stock',
      },
    });
    expect(fake.payment(created.id)).toMatchObject({
      refunded_amount: { value: '234.50' },
      refundable: true,
    });

    // the same key again: the same refund, refunded once
    const again = await provider.refund({
      idempotencyKey: key,
      providerPaymentId: created.id,
      amount: { amount: 23_450, currency: 'RUB' },
      reason: 'T-shirts out of stock',
    });
    expect(again).toEqual(partial);
    expect(fake.payment(created.id)).toMatchObject({ refunded_amount: { value: '234.50' } });

    const rest = await provider.refund({
      idempotencyKey: randomUUID(),
      providerPaymentId: created.id,
      amount: { amount: 100_000, currency: 'RUB' },
      reason: 'Race cancelled',
    });
    expect(rest.amount).toEqual({ amount: 100_000, currency: 'RUB' });
    expect(fake.payment(created.id)).toMatchObject({
      refunded_amount: { value: '1234.50' },
      refundable: false,
    });

    const more = await failureOf(
      provider.refund({
        idempotencyKey: randomUUID(),
        providerPaymentId: created.id,
        amount: { amount: 1, currency: 'RUB' },
        reason: 'one kopeck more',
      }),
    );
    expect(more).toBeInstanceOf(DomainError);
    expect((more as DomainError).code).toBe('REFUND_NOT_POSSIBLE');
  });

  it('a refund over the paid amount fails and refunds nothing', async () => {
    const created = await paidPayment(50_000);
    const error = await failureOf(
      provider.refund({
        idempotencyKey: randomUUID(),
        providerPaymentId: created.id,
        amount: { amount: 50_001, currency: 'RUB' },
        reason: 'too much',
      }),
    );
    expect((error as DomainError).code).toBe('REFUND_NOT_POSSIBLE');
    expect((error as DomainError).cause).toMatchObject({ status: 400, parameter: 'amount.value' });
    expect(fake.payment(created.id)).not.toHaveProperty('refunded_amount');
  });

  it('a payment not paid yet, or unknown, cannot be refunded', async () => {
    const pending = await provider.createPayment(paymentInput());
    const refund = (providerPaymentId: string) =>
      provider.refund({
        idempotencyKey: randomUUID(),
        providerPaymentId,
        amount: { amount: 100, currency: 'RUB' },
        reason: 'test',
      });
    await expect(refund(pending.id)).rejects.toMatchObject({ code: 'REFUND_NOT_POSSIBLE' });
    await expect(refund(randomUUID())).rejects.toMatchObject({ code: 'REFUND_NOT_POSSIBLE' });
  });
});
