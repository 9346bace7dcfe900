import { describe, expect, it } from 'vitest';
import type { OrderPayment, Payment } from '../../../shared/schemas/payments.js';
import {
  amountDueNow,
  checkAgainIn,
  formatCountdown,
  installmentsChosen,
  paymentResultOf,
  remainingMs,
  serverNow,
} from './payment-state.js';

const rub = (amount: number) => ({ amount, currency: 'RUB' });
const SERVER_NOW = '2030-01-01T09:05:00.000Z';
const at = (iso: string) => Date.parse(iso);
/** The device's clock is 3 hours behind the server's. */
const RECEIVED = at(SERVER_NOW) - 3 * 3_600_000;

function payment(overrides: Partial<OrderPayment['order']> = {}, payments: Payment[] = []): OrderPayment {
  return {
    order: {
      number: 'SL-000042',
      status: 'awaiting-payment',
      expiresAt: '2030-01-01T09:20:00.000Z',
      total: rub(300_000),
      due: rub(300_000),
      refunded: rub(0),
      paidAt: null,
      ...overrides,
    },
    event: { code: 'e', name: 'E', startsAt: '2030-06-21T06:00:00Z', timeZone: 'Europe/Moscow' },
    race: { code: 'r', name: 'R' },
    methods: ['card', 'installments'],
    installments: null,
    payments,
    invoice: null,
    support: {
      email: 'help@startline.test',
      hours: { from: '10:00', to: '19:00', timeZone: 'Europe/Moscow' },
    },
    now: SERVER_NOW,
  };
}

function paid(status: Payment['status'], updatedAt: string, part: number | null = null): Payment {
  return {
    id: 'p',
    method: 'card',
    status,
    amount: rub(300_000),
    refunded: rub(0),
    part,
    createdAt: updatedAt,
    updatedAt,
  };
}

describe('payment window by the server clock', () => {
  it('counts from the server’s now, moved on by the device’s clock, whatever the device’s time is', () => {
    expect(serverNow(payment(), RECEIVED, RECEIVED + 5000)).toBe(at(SERVER_NOW) + 5000);
    expect(remainingMs(payment(), RECEIVED, RECEIVED)).toBe(15 * 60_000);
    expect(remainingMs(payment(), RECEIVED, RECEIVED + 15 * 60_000 + 1)).toBe(0);
    // a device clock that went back does not add time
    expect(remainingMs(payment(), RECEIVED, RECEIVED - 60_000)).toBe(15 * 60_000);
    expect(remainingMs(payment({ status: 'paid', expiresAt: null }), RECEIVED, RECEIVED)).toBeNull();
  });

  it('shows minutes and seconds, rounding seconds up', () => {
    expect(formatCountdown(19 * 60_000 + 42_000)).toBe('19:42');
    expect(formatCountdown(19 * 60_000 + 41_001)).toBe('19:42');
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(3_600_000)).toBe('1:00:00');
  });
});

describe('result state', () => {
  const kind = (p: OrderPayment, deviceNow = RECEIVED) => paymentResultOf(p, RECEIVED, deviceNow).kind;

  it('checking while the newest payment is pending, stuck after an hour without a change', () => {
    const pending = payment({}, [paid('pending', '2030-01-01T09:04:00.000Z'), paid('declined', SERVER_NOW)]);
    expect(kind(pending)).toBe('checking');
    expect(checkAgainIn(pending, RECEIVED, RECEIVED)).toBe(2000);
    expect(kind(pending, RECEIVED + 59 * 60_000)).toBe('checking');
    expect(kind(pending, RECEIVED + 61 * 60_000)).toBe('stuck');
    expect(checkAgainIn(pending, RECEIVED, RECEIVED + 61 * 60_000)).toBe(false);
  });

  it('invoiced while an invoice by bank details awaits its transfer: not checked, never stuck; expired after the window', () => {
    const invoice = { ...paid('pending', '2030-01-01T08:00:00.000Z'), method: 'bank-details' as const };
    const awaiting = payment({}, [invoice]);
    expect(kind(awaiting)).toBe('invoiced');
    expect(checkAgainIn(awaiting, RECEIVED, RECEIVED)).toBe(false);
    expect(kind(awaiting, RECEIVED + 14 * 60_000)).toBe('invoiced');
    expect(kind(awaiting, RECEIVED + 16 * 60_000)).toBe('expired');
    expect(kind(payment({ status: 'paid', expiresAt: null }, [invoice]))).toBe('success');
  });

  it('success when paid or partly paid; error when the newest payment is declined', () => {
    expect(kind(payment({ status: 'paid', expiresAt: null }))).toBe('success');
    expect(kind(payment({ status: 'partly-paid', expiresAt: null }, [paid('declined', SERVER_NOW, 2)]))).toBe(
      'success',
    );
    expect(kind(payment({}, [paid('declined', SERVER_NOW), paid('pending', SERVER_NOW)]))).toBe('error');
    expect(checkAgainIn(payment({ status: 'paid', expiresAt: null }), RECEIVED, RECEIVED)).toBe(false);
  });

  it('expired when the order is, or when its window has ended before the server marked it', () => {
    expect(kind(payment({ status: 'expired', expiresAt: null }))).toBe('expired');
    expect(kind(payment(), RECEIVED + 16 * 60_000)).toBe('expired');
    expect(kind(payment({}, [paid('declined', SERVER_NOW)]), RECEIVED + 16 * 60_000)).toBe('expired');
    expect(kind(payment())).toBe('unpaid');
    expect(kind(payment({ status: 'cancelled', expiresAt: null }))).toBe('cancelled');
    expect(kind(payment({ status: 'refunded', expiresAt: null }))).toBe('refunded');
  });
});

describe('amount due now', () => {
  const plan = {
    discount: rub(10_000),
    total: rub(290_000),
    schedule: [1, 2, 3, 4].map((part) => ({
      part,
      dueAt: SERVER_NOW,
      amount: rub(72_500),
      paid: part === 1,
    })),
  };

  it('the order’s due, or the first installment when installments are chosen', () => {
    const offered = {
      ...payment(),
      installments: { ...plan, schedule: plan.schedule.map((p) => ({ ...p, paid: false })) },
    };
    expect(installmentsChosen(offered)).toBe(false);
    expect(amountDueNow(offered, 'card')).toEqual(rub(300_000));
    expect(amountDueNow(offered, 'installments')).toEqual(rub(72_500));
  });

  it('the next part, by any method, once a part is paid or tried', () => {
    const partly = {
      ...payment({ status: 'partly-paid', expiresAt: null, due: rub(217_500) }),
      installments: plan,
    };
    expect(installmentsChosen(partly)).toBe(true);
    expect(amountDueNow(partly, 'card')).toEqual(rub(72_500));
    const tried = {
      ...payment({}, [paid('declined', SERVER_NOW, 1)]),
      installments: { ...plan, schedule: plan.schedule.map((p) => ({ ...p, paid: false })) },
    };
    expect(installmentsChosen(tried)).toBe(true);
    expect(amountDueNow(tried, 'qr')).toEqual(rub(72_500));
  });
});
