import { DRAFT_STORAGE_KEY } from '../../../shared/constants.js';
import type { OrderPayment } from '../../../shared/schemas/payments.js';
import type { OrderAmounts } from '../../../shared/schemas/registration-options.js';
import type {
  OrderPlaced,
  RegistrationContext,
  RegistrationDraft,
  RegistrationSuccess,
} from '../../../shared/schemas/registration.js';
import { json, mockApi, type ApiRequest } from '../../test/api.js';

/** Test fixtures of the registration flow: a race, the user and their family group, and its server. */

type Person = RegistrationContext['me'];
type Relative = RegistrationContext['relatives'][number];

const person = (fullName: string, overrides: Partial<Person> = {}): Person => ({
  fullName,
  child: false,
  eligible: true,
  reason: null,
  registered: false,
  prefill: {},
  ...overrides,
});

export const ME = person('Анна Петрова', {
  prefill: {
    lastName: 'Петрова',
    firstName: 'Анна',
    patronymic: '',
    birthDate: '1990-05-17',
    gender: 'female',
    phone: '+79161234567',
    noClub: true,
    club: '',
  },
});

export const OLGA: Relative = {
  id: 4,
  ...person('Ольга Петрова', { prefill: { lastName: 'Петрова', firstName: 'Ольга', gender: 'female' } }),
};
export const IVAN: Relative = { id: 2, ...person('Иван Петров', { eligible: false, reason: 'gender' }) };
export const MASHA: Relative = {
  id: 3,
  ...person('Маша Петрова', { child: true, eligible: false, reason: 'too-young' }),
};
export const DASHA: Relative = { id: 5, ...person('Даша Петрова', { registered: true }) };
export const NINA: Relative = {
  id: 6,
  ...person('Нина Петрова', { eligible: false, reason: 'birth-date-unknown' }),
};

export function raceContext(overrides: Partial<RegistrationContext> = {}): RegistrationContext {
  return {
    event: {
      code: 'white-nights',
      name: 'Белые ночи',
      startsAt: '2030-06-21T06:00:00Z',
      timeZone: 'Europe/Moscow',
    },
    race: {
      code: '10k',
      name: '10 км',
      lengthM: 10000,
      startsAt: '2030-06-21T06:00:00Z',
      state: 'open',
      placesLeft: 120,
      price: { amount: 150000, currency: 'RUB' },
      gender: 'female',
      minAge: 18,
      maxAge: null,
      childrenPool: false,
      childrenNeedAdult: false,
      fields: ['birthDate', 'gender', 'phone', 'club'],
      customPrice: null,
      access: 'open',
      commissionBasisPoints: 0,
      format: 'individual',
      team: null,
    },
    team: null,
    steps: ['participants', 'my-form', 'relative-form', 'friend-form', 'order'],
    me: ME,
    relatives: [IVAN, MASHA, OLGA, DASHA, NINA],
    options: { insurances: [], items: [] },
    documents: { terms: null, rules: null, certificate: null },
    draft: null,
    ...overrides,
  };
}

export const REGISTER_PATH = '/white-nights/10k/register';

export function draft(overrides: Partial<RegistrationDraft> = {}): RegistrationDraft {
  return {
    eventCode: 'white-nights',
    raceCode: '10k',
    step: 'participants',
    participantOption: 'MY_SELF',
    payer: 'MY_SELF',
    participants: [{ key: 'self', kind: 'self', saveToProfile: false, form: { ...ME.prefill } }],
    options: { insurance: [], items: [] },
    promoCode: null,
    customPrice: null,
    updatedAt: '2030-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Keeps a flow in this browser as the register page does (localStorage `registerDraft`). */
export function keepLocalFlow(userId: string, kept: RegistrationDraft, key: string | null = null): void {
  localStorage.setItem(
    DRAFT_STORAGE_KEY,
    JSON.stringify({
      EventName: 'Белые ночи',
      EventUrl: '/event/white-nights',
      RegistrationUrl: REGISTER_PATH,
      registration: { userId, draft: kept, key },
    }),
  );
}

/** An order's amounts with nothing but registrations: full cost = total. */
export function plainAmounts(total: number): OrderAmounts {
  const rub = (amount: number) => ({ amount, currency: 'RUB' });
  return {
    full: rub(total),
    insurance: rub(0),
    discount: rub(0),
    commission: rub(0),
    total: rub(total),
    promoCode: null,
  };
}

export const AWAITING: OrderPlaced = {
  orderNumber: 'SL-000042',
  status: 'awaiting-payment',
  expiresAt: '2030-01-01T09:20:00.000Z',
  total: { amount: 300000, currency: 'RUB' },
  amounts: plainAmounts(300000),
};

/** The success page's order in a state, with its hold end and total. */
export function orderIn(status: RegistrationSuccess['order']['status']): Partial<RegistrationSuccess> {
  return {
    order: {
      number: 'SL-000042',
      status,
      expiresAt: '2030-01-01T09:20:00.000Z',
      total: { amount: 300000, currency: 'RUB' },
      amounts: plainAmounts(300000),
      lines: [],
    },
  };
}

export function success(overrides: Partial<RegistrationSuccess> = {}): RegistrationSuccess {
  return {
    event: raceContext().event,
    race: { code: '10k', name: '10 км' },
    order: {
      number: 'SL-000042',
      status: 'paid',
      expiresAt: null,
      total: { amount: 0, currency: 'RUB' },
      amounts: plainAmounts(0),
      lines: [],
    },
    participants: [
      { fullName: 'Анна Петрова', kind: 'self', status: 'confirmed', bib: '1024' },
      { fullName: 'Ольга Петрова', kind: 'relative', status: 'confirmed', bib: null },
    ],
    ...overrides,
  };
}

/**
 * The payment of the success page's order (GET /api/payments/orders/:number), in the summary's state: the
 * server's clock 15 minutes before the hold ends, no payment tried yet.
 */
export function orderPayment(
  summary: RegistrationSuccess = success(),
  overrides: Partial<OrderPayment> = {},
): OrderPayment {
  const { order } = summary;
  const rub = (amount: number) => ({ amount, currency: order.total.currency });
  const awaiting = order.status === 'awaiting-payment';
  return {
    order: {
      number: order.number,
      status: order.status,
      expiresAt: awaiting ? order.expiresAt : null,
      total: order.total,
      due: awaiting || order.status === 'expired' ? order.total : rub(0),
      refunded: rub(0),
      paidAt: order.status === 'paid' ? '2030-01-01T09:06:00.000Z' : null,
    },
    event: summary.event,
    race: summary.race,
    methods: awaiting || order.status === 'expired' ? ['card', 'qr', 'fps'] : [],
    installments: null,
    payments: [],
    invoice: null,
    support: {
      email: 'help@startline.test',
      hours: { from: '10:00', to: '19:00', timeZone: 'Europe/Moscow' },
    },
    now: '2030-01-01T09:05:00.000Z',
    ...overrides,
  };
}

interface ServerOptions {
  context?: RegistrationContext;
  /** The answer to POST …/order (201 with AWAITING by default). */
  order?: (request: ApiRequest) => Response;
  summary?: RegistrationSuccess;
  /** The order's payment (by default the summary's order, nothing paid yet). */
  payment?: OrderPayment;
}

/**
 * Answers the registration's calls for this test: the context, draft saves, the order, the success page
 * and the order's payment (the cart's calls are the default handlers').
 */
export function registrationServer({
  context = raceContext(),
  order,
  summary,
  payment,
}: ServerOptions = {}): void {
  mockApi({
    'GET /api/registration/white-nights/10k': () => json(context),
    'PUT /api/registration/draft': ({ body }) => json({ updatedAt: (body as RegistrationDraft).updatedAt }),
    'POST /api/registration/white-nights/10k/order': (request) =>
      order ? order(request) : json(AWAITING, 201),
    'GET /api/registration/orders/:number': () => json(summary ?? success()),
    'GET /api/payments/orders/:number': () => json(payment ?? orderPayment(summary ?? success())),
  });
}
