import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/*
 * Test support: a local HTTP server (127.0.0.1, a free port) that answers like YooKassa's API v3 for what
 * the adapter uses, following the documentation (https://yookassa.ru/developers/using-api/basics and the
 * API reference):
 *
 *   POST /v3/payments        GET /v3/payments        GET /v3/payments/{id}
 *   POST /v3/refunds         GET /v3/refunds/{id}
 *
 * - HTTP Basic auth with the shop id and the secret key, else 401 `invalid_credentials`;
 * - POST needs `Idempotence-Key` (≤ 64 characters) and a JSON body (`Content-Type: application/json`, else
 *   415); the same key with the same body within 24 h answers the first answer again and creates nothing, the
 *   same key with another body is a 400 `invalid_request` on `Idempotence-Key`; only 200 answers are kept
 *   (after a 500 the same request is to be repeated with the same key, and is then processed);
 * - amounts are strings of rubles with at most two decimals, above zero; descriptions ≤ 128 characters
 *   (refunds ≤ 250); metadata ≤ 16 string values (keys ≤ 32, values ≤ 512); a receipt is required (the shop
 *   sends 54-FZ receipts through YooKassa) and its items must add up to the payment;
 * - payment and refund ids are UUIDs; a pending payment has a confirmation (a redirect URL, or for `qr` the
 *   QR payload);
 * - refunds only of succeeded payments, never more than what is left of them.
 * Errors are YooKassa's error body: `{ type: 'error', id, code, description, parameter }`.
 *
 * The payer's side is the test's: `complete()` settles a payment, `notification()` builds the body YooKassa
 * would POST to the shop, `requests` lists everything received.
 */

export type FakePaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

interface StoredPayment {
  id: string;
  status: FakePaymentStatus;
  kopecks: number;
  currency: string;
  refundedKopecks: number;
  capture: boolean;
  description: string | undefined;
  metadata: Record<string, string>;
  confirmation: Record<string, unknown> | undefined;
  methodType: string | undefined;
  receipt: unknown;
  createdAt: string;
  capturedAt: string | undefined;
}

interface StoredRefund {
  id: string;
  paymentId: string;
  kopecks: number;
  currency: string;
  description: string | undefined;
  createdAt: string;
}

export interface FakeYooKassaRequest {
  method: string;
  /** Without the /v3 prefix, with the query: `/payments`, `/payments/<id>`. */
  path: string;
  /** Lower-case names. */
  headers: Record<string, string | undefined>;
  /** The parsed JSON body, or null. */
  body: unknown;
}

export interface FakeYooKassa {
  /** `http://127.0.0.1:<port>/v3`: the adapter's `apiUrl`. */
  url: string;
  shopId: string;
  secretKey: string;
  /** Every request received, in order (the wrongly authenticated ones too). */
  requests: FakeYooKassaRequest[];
  /** The payment as GET /payments/{id} answers it; null when unknown. */
  payment(id: string): Record<string, unknown> | null;
  /** How many payments were created. */
  paymentCount(): number;
  /**
   * The payer finished: the payment's new status (a succeeded payment becomes refundable; one created with
   * `capture: false` stops at waiting_for_capture, as YooKassa's two-stage payments do).
   */
  complete(
    paymentId: string,
    status: 'succeeded' | 'canceled' | 'waiting_for_capture',
  ): Record<string, unknown>;
  /**
   * The body YooKassa would POST for the payment: its event and object as they are now, or as `event` says
   * (a notification claiming a status the payment does not have, as a forged one would).
   */
  notification(
    paymentId: string,
    event?: 'payment.succeeded' | 'payment.canceled' | 'payment.waiting_for_capture',
  ): string;
  /** The body YooKassa would POST for a refund (`refund.succeeded`). */
  refundNotification(refundId: string): string;
  /** The next `count` requests (after authentication) answer `status` (default 500) and change nothing. */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

export interface FakeYooKassaOptions {
  shopId?: string;
  secretKey?: string;
  /** The clock (ms), for the 24 h of idempotence. */
  now?: () => number;
  /** Whether a payment must carry a receipt (a shop sending 54-FZ receipts through YooKassa); default true. */
  receiptsRequired?: boolean;
}

const IDEMPOTENCE_MS = 24 * 60 * 60 * 1000;
const IDEMPOTENCE_KEY_MAX = 64;
const BODY_LIMIT = 1024 * 1024;
const PAYMENT_METHOD_TYPES = new Set([
  'bank_card',
  'yoo_money',
  'sbp',
  'sberbank',
  'tinkoff_bank',
  'sber_loan',
  'sber_bnpl',
  'installments',
  'mobile_balance',
  'cash',
  'b2b_sberbank',
  'electronic_certificate',
]);
const CONFIRMATION_TYPES = new Set(['redirect', 'embedded', 'external', 'mobile_application', 'qr']);
const PAYMENT_MODES = new Set([
  'full_prepayment',
  'partial_prepayment',
  'advance',
  'full_payment',
  'partial_payment',
  'credit',
  'credit_payment',
]);
const PAYMENT_SUBJECTS = new Set([
  'commodity',
  'excise',
  'job',
  'service',
  'gambling_bet',
  'gambling_prize',
  'lottery',
  'lottery_prize',
  'intellectual_activity',
  'payment',
  'agent_commission',
  'composite',
  'another',
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A refused request: YooKassa's status, error code, description and the parameter at fault. */
class Refusal {
  constructor(
    readonly status: number,
    readonly code: string | null,
    readonly description: string,
    readonly parameter?: string,
  ) {}
}

const invalid = (parameter: string, description: string) =>
  new Refusal(400, 'invalid_request', description, parameter);

function errorBody(refusal: Refusal) {
  return {
    type: 'error',
    id: randomUUID(),
    code: refusal.code,
    description: refusal.description,
    ...(refusal.parameter ? { parameter: refusal.parameter } : {}),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const length = (text: string) => Array.from(text).length;

function value(kopecks: number): string {
  const rest = kopecks % 100;
  return `${Math.floor(kopecks / 100)}.${rest < 10 ? '0' : ''}${rest}`;
}

/** An `amount` object → kopecks and currency, or a 400 on the parameter. */
function readAmount(input: unknown, parameter: string): { kopecks: number; currency: string } {
  if (!isRecord(input)) throw invalid(parameter, `${parameter} is required`);
  const raw = input['value'];
  const text = typeof raw === 'number' ? String(raw) : raw;
  const match = typeof text === 'string' ? /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text) : null;
  if (!match) throw invalid(`${parameter}.value`, 'Invalid amount value');
  const kopecks = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (kopecks <= 0) throw invalid(`${parameter}.value`, 'Amount must be greater than zero');
  const currency = input['currency'];
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    throw invalid(`${parameter}.currency`, 'Invalid currency');
  }
  return { kopecks, currency };
}

/** A receipt quantity ("1.00", 2) in thousandths. */
function readQuantity(input: unknown, parameter: string): number {
  const text = typeof input === 'number' ? String(input) : input;
  const match = typeof text === 'string' ? /^(\d{1,10})(?:\.(\d{1,3}))?$/.exec(text) : null;
  if (!match) throw invalid(parameter, 'Invalid quantity');
  const thousandths = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  if (thousandths <= 0) throw invalid(parameter, 'Quantity must be greater than zero');
  return thousandths;
}

function readReceipt(input: unknown, payment: { kopecks: number; currency: string }): unknown {
  if (!isRecord(input)) throw invalid('receipt', 'Receipt is required');
  const customer = input['customer'];
  const email = isRecord(customer) ? customer['email'] : undefined;
  const phone = isRecord(customer) ? customer['phone'] : undefined;
  const hasEmail = typeof email === 'string' && /^[^\s@]+@[^\s@]+$/.test(email);
  const hasPhone = typeof phone === 'string' && /^\d{11,15}$/.test(phone);
  if (!hasEmail && !hasPhone) {
    throw invalid('receipt.customer', 'Receipt must contain customer email or phone');
  }
  const items = input['items'];
  if (!Array.isArray(items) || items.length === 0 || items.length > 100) {
    throw invalid('receipt.items', 'Receipt must contain from 1 to 100 items');
  }
  // in kopeck-thousandths: per-unit kopecks × quantity in thousandths
  let total = 0;
  items.forEach((item: unknown, i) => {
    const at = `receipt.items[${i}]`;
    if (!isRecord(item)) throw invalid(at, 'Invalid receipt item');
    const description = item['description'];
    if (typeof description !== 'string' || description.trim() === '' || length(description) > 128) {
      throw invalid(`${at}.description`, 'Item description must be from 1 to 128 characters');
    }
    const quantity = readQuantity(item['quantity'], `${at}.quantity`);
    const amount = readAmount(item['amount'], `${at}.amount`);
    if (amount.currency !== payment.currency) throw invalid(`${at}.amount.currency`, 'Currency mismatch');
    const vat = item['vat_code'];
    if (typeof vat !== 'number' || !Number.isInteger(vat) || vat < 1 || vat > 12) {
      throw invalid(`${at}.vat_code`, 'Invalid vat_code');
    }
    const mode = item['payment_mode'];
    if (mode !== undefined && (typeof mode !== 'string' || !PAYMENT_MODES.has(mode))) {
      throw invalid(`${at}.payment_mode`, 'Invalid payment_mode');
    }
    const subject = item['payment_subject'];
    if (subject !== undefined && (typeof subject !== 'string' || !PAYMENT_SUBJECTS.has(subject))) {
      throw invalid(`${at}.payment_subject`, 'Invalid payment_subject');
    }
    total += amount.kopecks * quantity;
  });
  if (total !== payment.kopecks * 1000) {
    throw invalid('receipt', "Sum of receipt items amounts doesn't match payment amount");
  }
  return input;
}

function readMetadata(input: unknown): Record<string, string> {
  if (input === undefined || input === null) return {};
  if (!isRecord(input)) throw invalid('metadata', 'Invalid metadata');
  const entries = Object.entries(input);
  if (entries.length > 16) throw invalid('metadata', 'Metadata may have at most 16 keys');
  const out: Record<string, string> = {};
  for (const [key, item] of entries) {
    if (length(key) > 32) throw invalid('metadata', 'Metadata key is longer than 32 characters');
    if (typeof item !== 'string' || length(item) > 512) {
      throw invalid(`metadata.${key}`, 'Metadata value must be a string of at most 512 characters');
    }
    out[key] = item;
  }
  return out;
}

function readDescription(input: unknown, max: number): string | undefined {
  if (input === undefined) return undefined;
  if (typeof input !== 'string' || length(input) > max) {
    throw invalid('description', `Description must be a string of at most ${max} characters`);
  }
  return input;
}

/** JSON with sorted keys: two bodies are "the same" when their data is, whatever the key order. */
function canonical(input: unknown): string {
  if (Array.isArray(input)) return `[${input.map(canonical).join(',')}]`;
  if (isRecord(input)) {
    return `{${Object.keys(input)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(input[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(input) ?? 'null';
}

export async function startFakeYooKassa(options: FakeYooKassaOptions = {}): Promise<FakeYooKassa> {
  const shopId = options.shopId ?? '123456';
  const secretKey = options.secretKey ?? `test_${randomBytes(18).toString('base64url')}`;
  const now = options.now ?? Date.now;
  const receiptsRequired = options.receiptsRequired ?? true;
  const expectedAuth = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;

  const payments = new Map<string, StoredPayment>();
  const refunds = new Map<string, StoredRefund>();
  const kept = new Map<string, { fingerprint: string; at: number; body: unknown }>();
  const requests: FakeYooKassaRequest[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  let origin = '';

  const iso = () => new Date(now()).toISOString();

  function paymentView(p: StoredPayment): Record<string, unknown> {
    const done = p.status === 'succeeded';
    return {
      id: p.id,
      status: p.status,
      paid: p.status === 'succeeded' || p.status === 'waiting_for_capture',
      amount: { value: value(p.kopecks), currency: p.currency },
      ...(p.refundedKopecks > 0
        ? { refunded_amount: { value: value(p.refundedKopecks), currency: p.currency } }
        : {}),
      ...(p.status === 'pending' && p.confirmation ? { confirmation: p.confirmation } : {}),
      created_at: p.createdAt,
      ...(p.capturedAt ? { captured_at: p.capturedAt } : {}),
      ...(p.description !== undefined ? { description: p.description } : {}),
      metadata: p.metadata,
      ...(p.methodType ? { payment_method: { type: p.methodType, id: p.id, saved: false } } : {}),
      recipient: { account_id: shopId, gateway_id: '100500' },
      refundable: done && p.refundedKopecks < p.kopecks,
      ...(p.receipt ? { receipt_registration: done ? 'succeeded' : 'pending' } : {}),
      ...(p.status === 'canceled'
        ? { cancellation_details: { party: 'yoo_money', reason: 'expired_on_confirmation' } }
        : {}),
      test: true,
    };
  }

  function refundView(r: StoredRefund): Record<string, unknown> {
    return {
      id: r.id,
      payment_id: r.paymentId,
      status: 'succeeded',
      amount: { value: value(r.kopecks), currency: r.currency },
      created_at: r.createdAt,
      ...(r.description !== undefined ? { description: r.description } : {}),
    };
  }

  function createPayment(body: Record<string, unknown>): Record<string, unknown> {
    const amount = readAmount(body['amount'], 'amount');
    const capture = body['capture'];
    if (capture !== undefined && typeof capture !== 'boolean') throw invalid('capture', 'Invalid capture');
    const description = readDescription(body['description'], 128);
    const metadata = readMetadata(body['metadata']);
    let methodType: string | undefined;
    const methodData = body['payment_method_data'];
    if (methodData !== undefined) {
      const type = isRecord(methodData) ? methodData['type'] : undefined;
      if (typeof type !== 'string' || !PAYMENT_METHOD_TYPES.has(type)) {
        throw invalid('payment_method_data.type', 'Unknown payment method type');
      }
      methodType = type;
    }
    const id = randomUUID();
    const confirmationInput = body['confirmation'];
    const confirmationType = isRecord(confirmationInput) ? confirmationInput['type'] : undefined;
    if (typeof confirmationType !== 'string' || !CONFIRMATION_TYPES.has(confirmationType)) {
      throw invalid('confirmation.type', 'Confirmation is required');
    }
    let confirmation: Record<string, unknown>;
    if (confirmationType === 'redirect') {
      const returnUrl = isRecord(confirmationInput) ? confirmationInput['return_url'] : undefined;
      if (typeof returnUrl !== 'string' || returnUrl.length > 2048 || !URL.canParse(returnUrl)) {
        throw invalid('confirmation.return_url', 'Invalid return_url');
      }
      confirmation = {
        type: 'redirect',
        return_url: returnUrl,
        confirmation_url: `${origin}/checkout/payments/v2/contract?orderId=${id}`,
      };
    } else if (confirmationType === 'qr') {
      confirmation = {
        type: 'qr',
        confirmation_data: `https://qr.nspk.ru/${randomBytes(16).toString('hex').toUpperCase()}?type=02&sum=${amount.kopecks}&cur=${amount.currency}`,
      };
    } else {
      confirmation = { type: confirmationType };
    }
    const receipt =
      body['receipt'] === undefined && !receiptsRequired ? undefined : readReceipt(body['receipt'], amount);
    const payment: StoredPayment = {
      id,
      status: 'pending',
      kopecks: amount.kopecks,
      currency: amount.currency,
      refundedKopecks: 0,
      capture: capture ?? false,
      description,
      metadata,
      confirmation,
      methodType,
      receipt,
      createdAt: iso(),
      capturedAt: undefined,
    };
    payments.set(id, payment);
    return paymentView(payment);
  }

  function createRefund(body: Record<string, unknown>): Record<string, unknown> {
    const paymentId = body['payment_id'];
    if (typeof paymentId !== 'string' || !UUID.test(paymentId)) {
      throw invalid('payment_id', 'Invalid payment_id');
    }
    const payment = payments.get(paymentId);
    if (!payment) throw new Refusal(404, 'not_found', "Payment doesn't exist or access denied", 'payment_id');
    const amount = readAmount(body['amount'], 'amount');
    const description = readDescription(body['description'], 250);
    if (payment.status !== 'succeeded') {
      throw invalid('payment_id', 'Refunds are possible only for payments in the succeeded status');
    }
    if (amount.currency !== payment.currency) throw invalid('amount.currency', 'Currency mismatch');
    if (amount.kopecks > payment.kopecks - payment.refundedKopecks) {
      throw invalid('amount.value', 'Refund amount exceeds the amount left to refund');
    }
    payment.refundedKopecks += amount.kopecks;
    const refund: StoredRefund = {
      id: randomUUID(),
      paymentId,
      kopecks: amount.kopecks,
      currency: amount.currency,
      description,
      createdAt: iso(),
    };
    refunds.set(refund.id, refund);
    return refundView(refund);
  }

  /** A POST within the idempotence rules: the kept answer, a 400 for a reused key, or a new answer. */
  function idempotent(
    scope: string,
    key: string,
    body: Record<string, unknown>,
    create: (body: Record<string, unknown>) => Record<string, unknown>,
  ): unknown {
    if (key.length > IDEMPOTENCE_KEY_MAX) {
      throw invalid('Idempotence-Key', `Idempotence key must be at most ${IDEMPOTENCE_KEY_MAX} characters`);
    }
    const slot = `${scope}\n${key}`;
    const fingerprint = canonical(body);
    const previous = kept.get(slot);
    if (previous && now() - previous.at < IDEMPOTENCE_MS) {
      if (previous.fingerprint !== fingerprint) {
        throw invalid('Idempotence-Key', 'Idempotence key duplicated');
      }
      return previous.body;
    }
    const answer = create(body);
    kept.set(slot, { fingerprint, at: now(), body: answer });
    return answer;
  }

  function route(
    method: string,
    path: string,
    headers: Record<string, string | undefined>,
    raw: string,
  ): unknown {
    const [pathname = '', query = ''] = path.split('?');
    const segments = pathname.split('/').filter(Boolean);
    const [collection, id, extra] = segments;
    if ((collection !== 'payments' && collection !== 'refunds') || extra !== undefined) {
      throw new Refusal(404, 'not_found', 'Resource not found');
    }
    if (method === 'POST') {
      if (id !== undefined) throw new Refusal(404, 'not_found', 'Resource not found');
      if (!(headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
        throw new Refusal(415, null, 'Unsupported content type');
      }
      const key = headers['idempotence-key'];
      if (!key) throw invalid('Idempotence-Key', 'Idempotence key is required');
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        throw invalid('body', 'Request body is not valid JSON');
      }
      if (!isRecord(body)) throw invalid('body', 'Request body must be a JSON object');
      return idempotent(
        `POST /${collection}`,
        key,
        body,
        collection === 'payments' ? createPayment : createRefund,
      );
    }
    if (method !== 'GET') throw new Refusal(405, null, 'Method not allowed');
    if (id === undefined) {
      if (collection !== 'payments') throw new Refusal(405, null, 'Method not allowed');
      const limit = Math.min(100, Math.max(1, Number(new URLSearchParams(query).get('limit') ?? 10) || 10));
      const items = [...payments.values()].reverse().slice(0, limit).map(paymentView);
      return { type: 'list', items };
    }
    if (collection === 'payments') {
      const payment = UUID.test(id) ? payments.get(id) : undefined;
      if (!payment) throw new Refusal(404, 'not_found', "Payment doesn't exist or access denied");
      return paymentView(payment);
    }
    const refund = UUID.test(id) ? refunds.get(id) : undefined;
    if (!refund) throw new Refusal(404, 'not_found', "Refund doesn't exist or access denied");
    return refundView(refund);
  }

  function send(res: ServerResponse, status: number, body: unknown) {
    if (body === undefined) {
      res.writeHead(status).end();
      return;
    }
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const headers: Record<string, string | undefined> = {};
    for (const [name, item] of Object.entries(req.headers)) {
      headers[name] = Array.isArray(item) ? item.join(', ') : item;
    }
    // the payer's page behind confirmation_url: no API, no auth
    if (method === 'GET' && url.startsWith('/checkout/')) {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<p>Fake YooKassa payment page</p>');
      return;
    }
    let parsedBody: unknown = null;
    try {
      parsedBody = raw ? JSON.parse(raw) : null;
    } catch {
      parsedBody = null;
    }
    const path = url.startsWith('/v3/') ? url.slice(3) : null;
    requests.push({ method, path: path ?? url, headers, body: parsedBody });
    if (path === null) {
      send(res, 404, errorBody(new Refusal(404, 'not_found', 'Resource not found')));
      return;
    }
    if (headers['authorization'] !== expectedAuth) {
      send(
        res,
        401,
        errorBody(
          new Refusal(
            401,
            'invalid_credentials',
            'Authentication by given credentials failed',
            'Authorization',
          ),
        ),
      );
      return;
    }
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      const status = failures.status;
      const code =
        status === 429 ? 'too_many_requests' : status >= 500 ? 'internal_server_error' : 'invalid_request';
      send(res, status, errorBody(new Refusal(status, code, 'Failure injected by the test')));
      return;
    }
    try {
      send(res, 200, route(method, path, headers, raw));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      // 405 and 415 come without a body (http-codes)
      send(res, error.status, error.code ? errorBody(error) : undefined);
    }
  }

  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > BODY_LIMIT) {
        send(res, 400, errorBody(invalid('body', 'Request body is too large')));
        return;
      }
      try {
        handle(req, res, Buffer.concat(chunks).toString('utf8'));
      } catch {
        send(res, 500, errorBody(new Refusal(500, 'internal_server_error', 'Internal server error')));
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake YooKassa has no port');
  origin = `http://127.0.0.1:${address.port}`;

  const known = (paymentId: string) => {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`fake YooKassa: no payment ${paymentId}`);
    return payment;
  };

  return {
    url: `${origin}/v3`,
    shopId,
    secretKey,
    requests,
    payment: (id) => {
      const payment = payments.get(id);
      return payment ? paymentView(payment) : null;
    },
    paymentCount: () => payments.size,
    complete(paymentId, status) {
      const payment = known(paymentId);
      if (payment.status !== 'pending' && payment.status !== 'waiting_for_capture') {
        throw new Error(`fake YooKassa: payment ${paymentId} is already ${payment.status}`);
      }
      // a two-stage payment (capture: false) that the payer paid waits for the shop's capture
      payment.status = status === 'succeeded' && !payment.capture ? 'waiting_for_capture' : status;
      if (payment.status === 'succeeded') payment.capturedAt = iso();
      return paymentView(payment);
    },
    notification(paymentId, event) {
      const payment = known(paymentId);
      const claimed = event ? (event.slice('payment.'.length) as FakePaymentStatus) : payment.status;
      if (claimed === 'pending') {
        throw new Error('fake YooKassa: there is no notification of a pending payment');
      }
      const object = { ...paymentView(payment), status: claimed, paid: claimed !== 'canceled' };
      return JSON.stringify({ type: 'notification', event: `payment.${claimed}`, object });
    },
    refundNotification(refundId) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`fake YooKassa: no refund ${refundId}`);
      return JSON.stringify({ type: 'notification', event: 'refund.succeeded', object: refundView(refund) });
    },
    failNext(count, status = 500) {
      failures = { count, status };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
