import type { CabinetEntry } from '../../../shared/schemas/cabinet-entry.js';
import type { CabinetOrder } from '../../../shared/schemas/cabinet-orders.js';
import type { SupportOrder } from '../../../shared/schemas/cabinet-support.js';

/** An entry's page and an order as the API answers them, for the cabinet's web tests. */

const rub = (amount: number) => ({ amount, currency: 'RUB' });

export function cabinetOrder(overrides: Partial<CabinetOrder> = {}): CabinetOrder {
  return {
    number: 'SL-AAAA-0001',
    status: 'paid',
    createdAt: '2030-03-01T09:00:00.000Z',
    paidAt: '2030-03-01T09:05:00.000Z',
    payer: { email: 'anna@example.org', name: 'Смирнова Анна' },
    lines: [
      {
        kind: 'registration',
        name: 'Московский марафон, 10 км: Анна Смирнова',
        count: 1,
        price: rub(150_000),
      },
    ],
    full: rub(150_000),
    discount: rub(0),
    fee: rub(7_500),
    total: rub(157_500),
    paid: rub(157_500),
    refunded: rub(0),
    refundable: rub(157_500),
    payments: [
      {
        id: 'p1',
        method: 'card',
        provider: 'sandbox',
        status: 'succeeded',
        amount: rub(157_500),
        refunded: rub(0),
        createdAt: '2030-03-01T09:01:00.000Z',
        succeededAt: '2030-03-01T09:05:00.000Z',
      },
    ],
    refunds: [],
    transitions: [
      {
        from: 'awaiting-payment',
        to: 'paid',
        reason: 'payment succeeded',
        actor: { role: 'provider', name: 'sandbox' },
        at: '2030-03-01T09:05:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function cabinetEntryPage(overrides: Partial<CabinetEntry> = {}): CabinetEntry {
  const order = cabinetOrder();
  return {
    event: { code: 'moscow-marathon', name: 'Московский марафон 2030', timeZone: 'Europe/Moscow' },
    entry: {
      id: 7,
      bib: '101',
      state: 'confirmed',
      race: { code: '10k', name: '10 км' },
      lastName: 'Смирнова',
      firstName: 'Анна',
      gender: 'female',
      birthDate: '1990-05-14',
      city: 'Москва',
      email: 'anna@example.org',
      registeredAt: '2030-03-01T09:00:00.000Z',
      team: null,
      admission: { medical: 'required', insurance: 'not-required', identity: 'approved' },
      fields: ['birthDate', 'gender', 'phone'],
      form: { lastName: 'Смирнова', firstName: 'Анна', phone: '+79161234567' },
      price: rub(150_000),
    },
    orders: [order],
    history: order.transitions.map((t) => ({ kind: 'order' as const, order: order.number, ...t })),
    races: [
      { code: 'marathon', name: 'Марафон', price: rub(250_000), left: 12 },
      { code: '5k', name: '5 км', price: rub(100_000), left: null },
      { code: 'full', name: 'Полный', price: rub(150_000), left: 0 },
    ],
    permissions: ['entries.view', 'entries.edit', 'orders.refund', 'orders.view'],
    ...overrides,
  };
}

export function supportOrder(overrides: Partial<SupportOrder> = {}): SupportOrder {
  return {
    event: { code: 'moscow-marathon', name: 'Московский марафон 2030' },
    order: cabinetOrder(),
    registrations: [{ id: 7, name: 'Смирнова Анна', race: '10 км', state: 'confirmed', bib: '101' }],
    notifications: [
      { provider: 'sandbox', eventId: 'evt-1', outcome: 'paid', receivedAt: '2030-03-01T09:05:00.000Z' },
    ],
    mails: [
      {
        to: 'anna@example.org',
        subject: 'Заказ SL-AAAA-0001 оплачен',
        createdAt: '2030-03-01T09:05:01.000Z',
        sentAt: '2030-03-01T09:05:02.000Z',
        error: null,
      },
    ],
    canResend: true,
    canRefund: true,
    ...overrides,
  };
}
