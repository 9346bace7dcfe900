import { z } from 'zod';
import type { Money } from '../../../shared/schemas/money.js';
import type { PaymentMethod } from '../../../shared/schemas/payments.js';
import { DomainError } from '../../domain-error.js';
import type {
  CreatePaymentInput,
  PaymentProvider,
  ProviderPayment,
  ProviderRefund,
  ReceiptLine,
  VerifiedNotification,
} from '../provider.js';

/*
 * YooKassa (API v3) behind `PaymentProvider` (DESIGN §6), as documented at
 *   https://yookassa.ru/developers/using-api/basics            Basic auth (shopId:secretKey), Idempotence-Key
 *   https://yookassa.ru/developers/using-api/response-handling/http-codes
 *   https://yookassa.ru/developers/using-api/response-handling/response-format   the error body
 *   https://yookassa.ru/developers/payments/payment-process    create with capture: true, redirect confirmation
 *   https://yookassa.ru/developers/payment-methods/overview    the methods' `payment_method_data.type`
 *   https://yookassa.ru/developers/using-api/webhooks          notifications (unsigned: confirm by a GET)
 *   https://yookassa.ru/developers/payments/basics/refunds     POST /refunds
 *
 * Money goes to YooKassa as a decimal string of rubles ("1234.50") made from kopecks with integer math, and
 * comes back the same way; no float ever touches an amount.
 *
 * Errors: a network failure, a time-out, HTTP 5xx, 429 and 202 (YooKassa's "still processing") leave the
 * outcome unknown and throw `YooKassaUnavailableError` (retryable: repeat with the same idempotency key);
 * a 4xx is YooKassa refusing the request and throws a `DomainError` (PAYMENT_FAILED; REFUND_NOT_POSSIBLE for
 * a refund it refuses; NOT_FOUND for a payment it does not know), with YooKassa's error as its `cause`.
 * Nothing here logs, and no error, message or cause carries the secret key.
 */

export const YOOKASSA_API_URL = 'https://api.yookassa.ru/v3';

/**
 * YooKassa answers within 30 s or with a 500 (basics, "synchronicity"); a little longer than that here, so
 * its own answer wins over our time-out.
 */
const DEFAULT_TIMEOUT_MS = 35_000;

/** Payment `description` and receipt item `description`: at most 128 characters. */
const DESCRIPTION_MAX = 128;
/** Refund `description`: at most 250 characters. */
const REFUND_DESCRIPTION_MAX = 250;

export interface YooKassaProviderOptions {
  shopId: string;
  secretKey: string;
  apiUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Per request; the default is a little over YooKassa's own 30 s. */
  timeoutMs?: number;
}

/**
 * YooKassa could not be reached or did not give a final answer (network, time-out, 5xx, 429, 202): the
 * outcome is unknown. Repeat the same call with the same idempotency key (YooKassa keeps keys 24 h).
 */
export class YooKassaUnavailableError extends Error {
  override name = 'YooKassaUnavailableError';
  readonly retryable = true;
  /** The HTTP status, or null when no answer came. */
  readonly status: number | null;

  constructor(message: string, status: number | null) {
    super(message);
    this.status = status;
  }
}

/** YooKassa's error body (`type: 'error'`) of a refused request: the `cause` of the DomainError thrown. */
export class YooKassaApiError extends Error {
  override name = 'YooKassaApiError';
  readonly status: number;
  readonly code: string | null;
  readonly parameter: string | null;
  /** YooKassa's id of the error, for its support. */
  readonly errorId: string | null;

  constructor(
    message: string,
    details: { status: number; code: string | null; parameter: string | null; errorId: string | null },
  ) {
    super(message);
    this.status = details.status;
    this.code = details.code;
    this.parameter = details.parameter;
    this.errorId = details.errorId;
  }
}

/*
 * Our methods (SPEC §9) → YooKassa's `payment_method_data.type`:
 *
 *   card          → bank_card     Mir, VISA, Mastercard, Maestro, UnionPay: the card form on YooKassa's page
 *   fps           → sbp           the Faster Payments System
 *   alfa-fps      → sbp           Alfa-Bank's FPS is FPS; YooKassa has no separate Alfa method any more
 *   qr            → sbp           an FPS QR code: YooKassa's redirect page shows it (desktop) or opens the
 *                                 bank app (mobile). YooKassa also has `confirmation: { type: 'qr' }`, which
 *                                 answers the QR payload (`confirmation_data`) instead of a page: it would need
 *                                 our own page to draw it, and `ProviderPayment` has no field for it, so the
 *                                 redirect is used.
 *   express       → yoo_money     the ЮMoney wallet, the express payments provider
 *   installments  → bank_card     SPEC §9's installments are ours: a quarter now and three more parts every two
 *                                 weeks, each part a payment of its own. YooKassa's `installments` type is a
 *                                 consumer credit on the whole purchase (3 000–150 000 ₽, decided by its
 *                                 partner) and would make each of our parts a loan of its own, so a part is
 *                                 paid by card.
 *   bank-transfer, bank-details → unavailable: YooKassa's invoicing (`b2b_sberbank`) is for companies paying from
 *                                 SberBusiness Online with VAT data; there is no transfer by bank details
 *   paypal, erip, uzcard        → unavailable: not among YooKassa's methods
 */
const METHOD_TYPES: Record<PaymentMethod, 'bank_card' | 'sbp' | 'yoo_money' | null> = {
  card: 'bank_card',
  qr: 'sbp',
  'bank-transfer': null,
  'bank-details': null,
  fps: 'sbp',
  installments: 'bank_card',
  paypal: null,
  erip: null,
  express: 'yoo_money',
  uzcard: null,
  'alfa-fps': 'sbp',
};

/** The `payment_method_data.type` YooKassa is asked for; null when YooKassa does not take the method. */
export function yooKassaMethodType(method: PaymentMethod): string | null {
  return METHOD_TYPES[method] ?? null;
}

/** YooKassa's ids: UUID-shaped (not always RFC 4122 versions), checked before they go into a path. */
const idSchema = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

const amountSchema = z.object({ value: z.string(), currency: z.string().length(3) });

const paymentSchema = z.object({
  id: idSchema,
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  amount: amountSchema,
  confirmation: z.object({ type: z.string(), confirmation_url: z.string().optional() }).optional().nullable(),
  metadata: z.record(z.string(), z.unknown()).optional().nullable(),
});
type YooKassaPayment = z.infer<typeof paymentSchema>;

const refundSchema = z.object({
  id: idSchema,
  payment_id: idSchema,
  status: z.enum(['pending', 'succeeded', 'canceled']),
  amount: amountSchema,
});

const errorSchema = z.object({
  type: z.literal('error'),
  id: z.string().optional(),
  code: z.string().optional(),
  description: z.string().optional(),
  parameter: z.string().optional(),
});

/** What YooKassa POSTs to the notification URL (object is the payment or the refund as it was then). */
const notificationSchema = z.discriminatedUnion('event', [
  z.object({
    type: z.literal('notification'),
    event: z.enum(['payment.succeeded', 'payment.canceled', 'payment.waiting_for_capture']),
    object: z.object({ id: idSchema }),
  }),
  z.object({
    type: z.literal('notification'),
    event: z.literal('refund.succeeded'),
    object: z.object({ id: idSchema, payment_id: idSchema }),
  }),
]);

/** Kopecks → YooKassa's "1234.50". */
export function toYooKassaValue(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks <= 0) {
    throw new Error('yookassa: an amount must be a positive whole number of kopecks');
  }
  const rubles = Math.floor(kopecks / 100);
  const rest = kopecks % 100;
  return `${rubles}.${rest < 10 ? '0' : ''}${rest}`;
}

/** YooKassa's "1234.50" (or "1234.5", "1234") → kopecks; null when it is not such a number. */
export function fromYooKassaValue(value: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(fraction);
}

/** A receipt quantity with two decimals ("1.00", "2.50"), from hundredths so a float never shows through. */
function quantityOf(quantity: number): string {
  const hundredths = Math.round(quantity * 100);
  if (!Number.isSafeInteger(hundredths) || hundredths <= 0 || Math.abs(quantity * 100 - hundredths) > 1e-6) {
    throw new Error('yookassa: a receipt quantity must be positive with at most two decimals');
  }
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  return `${whole}.${rest < 10 ? '0' : ''}${rest}`;
}

const graphemes = new Intl.Segmenter('ru', { granularity: 'grapheme' });

/**
 * At most `max` characters (code points, as YooKassa counts them), cut between graphemes so no letter,
 * accent or emoji is split; a cut text ends with "…".
 */
export function cutText(text: string, max: number): string {
  if (Array.from(text).length <= max) return text;
  let out = '';
  let length = 0;
  for (const { segment } of graphemes.segment(text)) {
    const size = Array.from(segment).length;
    if (length + size > max - 1) break;
    out += segment;
    length += size;
  }
  return `${out.trimEnd()}…`;
}

function receiptItem(line: ReceiptLine) {
  return {
    description: cutText(line.description, DESCRIPTION_MAX),
    quantity: quantityOf(line.quantity),
    amount: { value: toYooKassaValue(line.amount.amount), currency: line.amount.currency },
    // 1: without VAT
    vat_code: 1,
    payment_mode: 'full_prepayment',
    payment_subject: line.subject,
  };
}

function moneyOf(amount: { value: string; currency: string }): Money {
  const kopecks = fromYooKassaValue(amount.value);
  if (kopecks === null) {
    throw new YooKassaUnavailableError('yookassa: an amount in the answer is not a number', 200);
  }
  return { amount: kopecks, currency: amount.currency };
}

function asProviderPayment(payment: YooKassaPayment): ProviderPayment {
  // capture: true never stops at waiting_for_capture; if it does, the money is only held: still pending to us
  const status = payment.status === 'waiting_for_capture' ? 'pending' : payment.status;
  const ours = payment.metadata?.['paymentId'];
  const url = payment.confirmation?.confirmation_url;
  return {
    id: payment.id,
    status,
    amount: moneyOf(payment.amount),
    paymentId: typeof ours === 'string' ? ours : null,
    confirmationUrl: status === 'pending' && url ? url : null,
  };
}

type Answer = { ok: true; body: unknown } | { ok: false; status: number; error: YooKassaApiError };

/** A network failure described without anything of the request (no URL credentials, no headers). */
function networkProblem(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'timed out';
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code =
    typeof cause?.code === 'string' && /^[A-Z0-9_]{1,40}$/.test(cause.code) ? ` (${cause.code})` : '';
  return `no answer${code}`;
}

export function createYooKassaProvider(options: YooKassaProviderOptions): PaymentProvider {
  const { shopId, secretKey } = options;
  if (!shopId || !secretKey) throw new Error('yookassa: a shop id and a secret key are required');
  const apiUrl = (options.apiUrl ?? YOOKASSA_API_URL).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${shopId}:${secretKey}`, 'utf8').toString('base64')}`;

  /** Remote text that ends up in a message: never with the key, even if something echoed it. */
  const scrub = (text: string) => text.split(secretKey).join('***').slice(0, 300);

  async function call(
    method: 'GET' | 'POST',
    path: string,
    request: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<Answer> {
    const what = `yookassa: ${method} ${path}`;
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (request.idempotencyKey !== undefined) headers['idempotence-key'] = request.idempotencyKey;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(`${apiUrl}${path}`, {
        method,
        headers,
        body: request.body === undefined ? null : JSON.stringify(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new YooKassaUnavailableError(`${what}: ${networkProblem(error)}`, null);
    }
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (status === 200) {
      if (body === null) throw new YooKassaUnavailableError(`${what}: the answer is not JSON`, status);
      return { ok: true, body };
    }
    const parsed = errorSchema.safeParse(body);
    const code = parsed.success ? (parsed.data.code ?? null) : null;
    // 202: accepted, still processing; 429: too many requests; 5xx: YooKassa's trouble, outcome unknown
    if (status === 202 || status === 429 || status >= 500 || status < 400) {
      throw new YooKassaUnavailableError(`${what}: HTTP ${status}${code ? ` (${scrub(code)})` : ''}`, status);
    }
    const description =
      parsed.success && parsed.data.description ? `: ${scrub(parsed.data.description)}` : '';
    return {
      ok: false,
      status,
      error: new YooKassaApiError(`${what}: HTTP ${status}${code ? ` ${scrub(code)}` : ''}${description}`, {
        status,
        code: code && scrub(code),
        parameter: parsed.success && parsed.data.parameter ? scrub(parsed.data.parameter) : null,
        errorId: parsed.success && parsed.data.id ? scrub(parsed.data.id) : null,
      }),
    };
  }

  function refused(
    code: 'PAYMENT_FAILED' | 'REFUND_NOT_POSSIBLE' | 'NOT_FOUND',
    error: YooKassaApiError,
  ): DomainError {
    const domain = new DomainError(code);
    domain.cause = error;
    return domain;
  }

  function parseAnswer<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new YooKassaUnavailableError(`yookassa: ${what}: an unexpected answer`, 200);
    return parsed.data;
  }

  /** GET /payments/{id}; null when YooKassa does not know the payment (404, or an id it cannot be). */
  async function paymentById(id: string): Promise<YooKassaPayment | null> {
    if (!idSchema.safeParse(id).success) return null;
    const answer = await call('GET', `/payments/${id}`);
    if (!answer.ok) {
      if (answer.status === 404) return null;
      throw refused('PAYMENT_FAILED', answer.error);
    }
    return parseAnswer(paymentSchema, answer.body, 'GET /payments');
  }

  return {
    name: 'yookassa',

    async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
      const type = yooKassaMethodType(input.method);
      if (!type) throw new DomainError('PAYMENT_METHOD_UNAVAILABLE');
      const description = cutText(input.description, DESCRIPTION_MAX);
      const body = {
        amount: { value: toYooKassaValue(input.amount.amount), currency: input.amount.currency },
        capture: true,
        confirmation: { type: 'redirect', return_url: input.returnUrl },
        ...(description ? { description } : {}),
        metadata: {
          paymentId: input.metadata.paymentId,
          orderNumber: input.metadata.orderNumber,
          tenant: input.metadata.tenant,
        },
        payment_method_data: { type },
        receipt: {
          customer: { email: input.receipt.email },
          items: input.receipt.lines.map(receiptItem),
        },
      };
      const answer = await call('POST', '/payments', { body, idempotencyKey: input.idempotencyKey });
      if (!answer.ok) throw refused('PAYMENT_FAILED', answer.error);
      return asProviderPayment(parseAnswer(paymentSchema, answer.body, 'POST /payments'));
    },

    async fetchPayment(providerPaymentId: string): Promise<ProviderPayment> {
      const payment = await paymentById(providerPaymentId);
      if (!payment) throw new DomainError('NOT_FOUND');
      return asProviderPayment(payment);
    },

    /*
     * YooKassa does not sign notifications, so the body is only a hint of which payment changed: it is read
     * strictly, then the payment is asked for by id and the answer, not the body, is returned. A refund's
     * notification is confirmed by fetching the refund, then its payment. Unknown ids → null; YooKassa
     * being unreachable throws, so the caller answers an error and YooKassa delivers the notification again.
     */
    async verifyNotification({ body }): Promise<VerifiedNotification | null> {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return null;
      }
      const parsed = notificationSchema.safeParse(json);
      if (!parsed.success) return null;
      const { event, object } = parsed.data;
      let paymentId = object.id;
      if (event === 'refund.succeeded') {
        const answer = await call('GET', `/refunds/${object.id}`);
        if (!answer.ok) {
          if (answer.status === 404) return null;
          throw refused('PAYMENT_FAILED', answer.error);
        }
        const refund = parseAnswer(refundSchema, answer.body, 'GET /refunds');
        paymentId = refund.payment_id;
      }
      const payment = await paymentById(paymentId);
      if (!payment) return null;
      return { eventId: `${event}:${object.id}`, payment: asProviderPayment(payment) };
    },

    async refund(input): Promise<ProviderRefund> {
      if (!idSchema.safeParse(input.providerPaymentId).success) throw new DomainError('REFUND_NOT_POSSIBLE');
      const description = cutText(input.reason, REFUND_DESCRIPTION_MAX);
      const answer = await call('POST', '/refunds', {
        idempotencyKey: input.idempotencyKey,
        body: {
          payment_id: input.providerPaymentId,
          amount: { value: toYooKassaValue(input.amount.amount), currency: input.amount.currency },
          ...(description ? { description } : {}),
        },
      });
      if (!answer.ok) {
        // 400: more than is left to refund, a payment not succeeded, a method without (partial) refunds;
        // 404: no such payment. Anything else (401, 403) is our set-up, not the refund.
        throw refused(
          answer.status === 400 || answer.status === 404 ? 'REFUND_NOT_POSSIBLE' : 'PAYMENT_FAILED',
          answer.error,
        );
      }
      const refund = parseAnswer(refundSchema, answer.body, 'POST /refunds');
      return { id: refund.id, status: refund.status, amount: moneyOf(refund.amount) };
    },
  };
}
