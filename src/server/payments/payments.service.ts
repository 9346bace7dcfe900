import type { Language } from '../../shared/constants.js';
import { PAYMENT_WINDOW_MINUTES } from '../../shared/constants.js';
import { installmentPlan } from '../../shared/domain/installments.js';
import { isPayable, isRefundable, transition, type OrderEvent } from '../../shared/domain/order-state.js';
import type { OrderStatus } from '../../shared/schemas/account.js';
import {
  PAYMENT_METHODS,
  type InvoicePayer,
  type OrderPayment,
  type PaymentMethod,
  type RecordedPaymentMethod,
  type PaymentStarted,
  type PayRequest,
} from '../../shared/schemas/payments.js';
import { VALIDATION_MESSAGES } from '../../shared/validation-messages.js';
import type { Db } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import type { Mailer } from '../mail/mailer.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { createRegistrationRepo } from '../registration/registration.repo.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { createRateLimiter, type RateLimiter } from '../limits/rate-limiter.js';
import { invoiceOf, invoiceView, samePayer } from './invoices.js';
import { staffActorFor } from './order-access.js';
import { createPaymentDocuments } from './payment-documents.service.js';
import { paymentMail, type PaymentMailKind } from './payment-mails.js';
import { createPaymentsRepo, type OrderRow, type PaymentRow, type PaymentsRepo } from './payments.repo.js';
import type { PaymentProvider, ProviderPayment, ReceiptLine } from './provider.js';

/*
 * Paying orders (issue 16, DESIGN §6, ADR 018). The rules that keep money where it should be:
 * - a payment row is committed before the provider is called, and its id is the idempotency key: a second
 *   click, a second tab or a retry after a crash reaches the same payment at the provider;
 * - a provider's word is applied inside one transaction that records the notification first (unique on
 *   the provider's event id: a replay changes nothing) and locks the payment and then the order;
 * - a success for an order that can no longer take it (expired without a free place, cancelled, already
 *   paid by another payment) is refunded, never kept silently; a late one with a free place completes it.
 */

const WINDOW_MS = PAYMENT_WINDOW_MINUTES * 60_000;
/** A payment pending this long is asked about by the reconciler. */
export const RECONCILE_AFTER_MS = 10 * 60_000;
/** A refund still pending this long after it was written is sent again (same key: money goes back once). */
export const REFUND_RETRY_AFTER_MS = 2 * 60_000;

export interface PaymentProviders {
  /** The provider that takes a tenant's payments (tenants.payment_provider). */
  forTenant(tenant: Pick<Tenant, 'code'>, setting: string): PaymentProvider;
  /** A provider by name with the tenant's settings, for its notifications, refunds and the reconciler. */
  byName(name: string, tenant: Pick<Tenant, 'code'>): PaymentProvider | null;
}

export interface PaymentsDeps {
  db: Db;
  mailer: Mailer;
  /** Counts the documents each reader draws (payment-documents.service.ts); one of its own by default. */
  limiter?: RateLimiter;
  providers: PaymentProviders;
  supportHours: { from: string; to: string; timeZone: string };
  clock?: () => Date;
}

type Who = { actor: string; reason: string };

/**
 * An order shown or paid on its placer's behalf: the corporate cabinet (ADR 031) checks the company and
 * the user's role there, then names the order's placer (`ownerId`) and where the payer comes back to.
 */
export interface OnBehalf {
  ownerId?: number;
  returnUrl?: string;
}
/** Where work after a commit logs what failed (a request's log, or the job's). */
type Log = Pick<RequestContext['log'], 'error'>;

/** What must happen after a transaction commits: refunds at the provider and mails. */
interface AfterCommit {
  /** Refund rows written (pending) in the transaction that decided them, sent to the provider after it. */
  refunds: string[];
  mails: PaymentMailKind[];
}

const nameIn = (lang: Language, row: { nameRu: string; nameEn: string | null }) =>
  lang === 'en' && row.nameEn ? row.nameEn : row.nameRu;

/**
 * The payer of the order's newest invoice (payments newest first), for a payment by bank details that
 * names none; without one the payer's details are asked for (400, under `payer.*`).
 */
function lastInvoicePayer(payments: PaymentRow[], lang: Language): InvoicePayer {
  const payer = payments.find((p) => p.invoicePayer)?.invoicePayer;
  if (payer) return payer;
  const required = VALIDATION_MESSAGES.required[lang];
  throw new DomainError('VALIDATION_FAILED', {
    fields: { 'payer.name': required, 'payer.inn': required, 'payer.address': required },
  });
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, providers } = deps;
  const now = () => deps.clock?.() ?? new Date();

  /** The methods an order can be paid with: the event's (or the tenant's), in SPEC §9's order. */
  const methodsOf = (
    ctx: NonNullable<Awaited<ReturnType<PaymentsRepo['orderContext']>>>,
  ): PaymentMethod[] => {
    const allowed = new Set<string>(ctx.event.paymentMethods ?? ctx.tenant.methods);
    // an invoice is paid into the organizer's bank account: none known, no invoice
    if (!ctx.payee?.account || !ctx.payee.bic) allowed.delete('bank-details');
    return PAYMENT_METHODS.filter((m) => allowed.has(m));
  };

  const due = (order: OrderRow, installments: Awaited<ReturnType<PaymentsRepo['installmentsOf']>>) =>
    installments.length
      ? installments.filter((i) => !i.paidAt).reduce((sum, i) => sum + i.amount, 0)
      : order.status === 'awaiting-payment' || order.status === 'expired'
        ? order.totalAmount
        : 0;

  async function view(
    repo: PaymentsRepo,
    tenant: Tenant,
    lang: Language,
    order: OrderRow,
  ): Promise<OrderPayment> {
    const context = await repo.orderContext(order);
    if (!context) throw new DomainError('NOT_FOUND');
    const [rows, installments] = await Promise.all([
      repo.paymentsOf(order.id),
      repo.installmentsOf(order.id),
    ]);
    const at = now();
    const currency = order.currency;
    const money = (amount: number) => ({ amount, currency });
    const methods = methodsOf(context);
    const offered = methods.includes('installments') ? installmentPlan(order.totalAmount, at) : null;
    const plan = installments.length
      ? {
          discount: money(order.totalAmount - installments.reduce((s, i) => s + i.amount, 0)),
          total: money(installments.reduce((s, i) => s + i.amount, 0)),
          schedule: installments.map((i) => ({
            part: i.part,
            dueAt: i.dueAt.toISOString(),
            amount: money(i.amount),
            paid: i.paidAt !== null,
          })),
        }
      : offered && order.status === 'awaiting-payment'
        ? {
            discount: money(offered.discount),
            total: money(order.totalAmount - offered.discount),
            schedule: offered.parts.map((p) => ({
              part: p.part,
              dueAt: p.dueAt.toISOString(),
              amount: money(p.amount),
              paid: false,
            })),
          }
        : null;
    return {
      order: {
        number: order.number,
        status: order.status,
        expiresAt:
          order.status === 'awaiting-payment' && order.expiresAt ? order.expiresAt.toISOString() : null,
        total: money(order.totalAmount),
        due: money(due(order, installments)),
        refunded: money(rows.reduce((sum, p) => sum + p.refundedAmount, 0)),
        paidAt: order.paidAt?.toISOString() ?? null,
      },
      event: {
        code: context.event.code,
        name: nameIn(lang, context.event),
        startsAt: context.event.startsAt.toISOString(),
        timeZone: context.event.timeZone,
      },
      race: { code: context.race.code, name: nameIn(lang, context.race) },
      methods: isPayable(order.status) || order.status === 'expired' ? methods : [],
      installments: plan,
      invoice: invoiceView(invoiceOf(order, rows)),
      payments: rows.map((p) => ({
        id: p.id,
        method: p.method as RecordedPaymentMethod,
        status: p.status,
        amount: money(p.amount),
        refunded: money(p.refundedAmount),
        part: p.part,
        createdAt: p.createdAt.toISOString(),
        updatedAt: p.updatedAt.toISOString(),
      })),
      support: { email: tenant.supportEmail, hours: { ...deps.supportHours } },
      now: at.toISOString(),
    };
  }

  /** Moves the order by `event`, or refuses with `refusal` when order-state.ts does not allow it. */
  async function move(repo: PaymentsRepo, order: OrderRow, event: OrderEvent, who: Who, set = {}) {
    const to = transition(order.status, event);
    if (!to) return null;
    await repo.moveOrder(order, to, who, set);
    return to;
  }

  /** Marks an order lapsed past its window expired (the sweeper may not have come by yet). */
  async function lapse(repo: PaymentsRepo, order: OrderRow, at: Date): Promise<OrderRow> {
    if (order.status !== 'awaiting-payment' || !order.expiresAt || order.expiresAt > at) return order;
    if ((await repo.installmentsOf(order.id)).some((i) => i.paidAt)) return order;
    await move(repo, order, 'window-ended', { actor: 'system:payments', reason: 'the payment window ended' });
    await repo.holdRegistrations(order.id, null, 'pending');
    return { ...order, status: 'expired' };
  }

  /**
   * Applies the provider's word on one of our payments, inside the caller's transaction. Answers what to do
   * after the commit (refunds, mails) and a short outcome for the inbox.
   */
  async function apply(
    repo: PaymentsRepo,
    payment: PaymentRow,
    state: ProviderPayment,
    actor: string,
  ): Promise<{ outcome: string; after: AfterCommit }> {
    const after: AfterCommit = { refunds: [], mails: [] };
    const at = now();
    if (state.amount.amount !== payment.amount || state.amount.currency !== payment.currency) {
      return { outcome: 'ignored: the amount differs from the payment', after };
    }
    if (state.status === 'pending') return { outcome: 'pending', after };
    if (state.status === 'canceled') {
      if (payment.status !== 'pending') return { outcome: `unchanged: payment ${payment.status}`, after };
      await repo.setPaymentStatus(payment.id, 'declined', at);
      return { outcome: 'payment declined', after };
    }
    // succeeded
    if (payment.status === 'succeeded' || payment.status === 'refunded') {
      return { outcome: 'unchanged: already succeeded', after };
    }
    await repo.setPaymentStatus(payment.id, 'succeeded', at);
    const locked = await repo.lockOrderById(payment.orderId);
    if (!locked) return { outcome: 'order gone', after };
    const who = { actor, reason: `payment ${payment.id} succeeded` };
    // the refund is written with the decision, so a crash before the provider call leaves it pending
    // (and retried by the reconciler), never forgotten
    const refund = async (reason: string) => {
      const row = await reserveRefund(repo, payment.id, payment.amount, reason, 'system:payments');
      if (!row) return;
      after.refunds.push(row.id);
      after.mails.push('late-refunded');
    };

    if (payment.part !== null) {
      // an installment
      await repo.markInstallmentPaid(locked.id, payment.part, at);
      const left = (await repo.installmentsOf(locked.id)).filter((i) => !i.paidAt).length;
      if (locked.status === 'awaiting-payment' || locked.status === 'expired') {
        const order = await lapse(repo, locked, at);
        if (order.status === 'expired') {
          const context = await repo.orderContext(order);
          if (!context || !(await repo.placesFreeFor(order.id, context.race.id, at))) {
            await refund('late payment: no place left');
            return { outcome: 'refunded: no place left', after };
          }
        }
        await repo.confirmRegistrations(order.id);
        if (order.status === 'expired') {
          await repo.moveOrder(order, left === 0 ? 'paid' : 'partly-paid', who, {
            expiresAt: null,
            paidAt: at,
          });
        } else {
          await move(repo, order, left === 0 ? 'last-installment-paid' : 'installment-paid', who, {
            expiresAt: null,
            paidAt: at,
          });
        }
        after.mails.push('paid');
        return { outcome: left === 0 ? 'order paid' : 'order partly paid', after };
      }
      if (locked.status === 'partly-paid') {
        if (left === 0) await move(repo, locked, 'last-installment-paid', who, { paidAt: at });
        after.mails.push('installment-paid');
        return { outcome: left === 0 ? 'order paid' : 'installment paid', after };
      }
      await refund(`order ${locked.status}`);
      return { outcome: `refunded: order ${locked.status}`, after };
    }

    const order = await lapse(repo, locked, at);
    if (order.status === 'awaiting-payment') {
      await repo.confirmRegistrations(order.id);
      await move(repo, order, 'payment-succeeded', who, { expiresAt: null, paidAt: at });
      after.mails.push('paid');
      return { outcome: 'order paid', after };
    }
    if (order.status === 'expired') {
      const context = await repo.orderContext(order);
      const race = context
        ? await createRegistrationRepo(repo.executor, repo.tenantId).lockRace(context.race.id)
        : null;
      if (race && (await repo.placesFreeFor(order.id, race.id, at))) {
        await repo.confirmRegistrations(order.id);
        await move(
          repo,
          order,
          'late-payment-placed',
          { actor, reason: `late payment ${payment.id}: a place was free` },
          {
            expiresAt: null,
            paidAt: at,
          },
        );
        after.mails.push('late-paid');
        return { outcome: 'late payment: order paid', after };
      }
      await refund('late payment: no place left');
      return { outcome: 'refunded: late payment without a place', after };
    }
    // paid by another payment, cancelled or refunded: this money goes back
    await refund(`order ${order.status} when the payment succeeded`);
    return { outcome: `refunded: order ${order.status}`, after };
  }

  /** Refunds and mails decided inside a transaction, done after it committed. */
  async function finish(
    tenant: Tenant,
    lang: Language,
    origin: string,
    orderNumber: string,
    after: AfterCommit,
    log: Log,
  ) {
    for (const id of after.refunds) {
      // a refund the provider did not answer stays pending: the reconciler sends it again, same key
      await sendRefund(tenant, id).catch((err: unknown) =>
        log.error({ err, refund: id }, 'a refund was not taken by the provider; it will be retried'),
      );
    }
    for (const kind of after.mails) {
      await sendMail(tenant, lang, origin, orderNumber, kind);
    }
  }

  async function sendMail(
    tenant: Tenant,
    lang: Language,
    origin: string,
    number: string,
    kind: PaymentMailKind,
    refund?: { amount: number; notice?: string | undefined },
  ) {
    const mail = await tenantTransaction(db, tenant.id, async (tx) => {
      const repo = createPaymentsRepo(tx, tenant.id);
      const order = await repo.lockOrder(number);
      if (!order) return null;
      return paymentMail(repo, { tenant, lang, origin, order, kind, refund });
    });
    if (mail) await deps.mailer.send(tenant.id, mail);
  }

  /**
   * Writes a pending refund of `amount` of the payment (its id the provider's idempotency key) inside the
   * caller's transaction, under the payment's lock; null when the payment cannot give that much back: what
   * succeeded and what is under way count.
   */
  async function reserveRefund(
    repo: PaymentsRepo,
    paymentId: string,
    amount: number,
    reason: string,
    actor: string,
  ) {
    const payment = await repo.lockPayment(paymentId);
    if (!payment || !payment.providerPaymentId) return null;
    if ((await repo.reservedRefunds(paymentId)) + amount > payment.amount) return null;
    return repo.insertRefund({ paymentId, amount, reason, actor });
  }

  /**
   * Sends a pending refund to its provider and records the answer: true once the money is on its way back.
   * A call that throws leaves the refund pending (its outcome is unknown); sent again with the same key, the
   * provider answers the first refund's result, so money goes back once. Finishing under the refund's lock,
   * a retry and a slow first answer never both count it.
   */
  async function sendRefund(tenant: Tenant, refundId: string): Promise<boolean> {
    const prepared = await tenantTransaction(db, tenant.id, async (tx) => {
      const repo = createPaymentsRepo(tx, tenant.id);
      const refund = await repo.lockRefund(refundId);
      if (!refund || refund.status !== 'pending') return null;
      const payment = await repo.paymentById(refund.paymentId);
      return payment?.providerPaymentId ? { refund, payment } : null;
    });
    if (!prepared) return false;
    const { refund, payment } = prepared;
    const provider = providers.byName(payment.provider, tenant);
    if (!provider) throw new Error(`no provider ${payment.provider}`);
    const result = await provider.refund({
      idempotencyKey: refund.id,
      providerPaymentId: payment.providerPaymentId!,
      amount: { amount: refund.amount, currency: payment.currency },
      reason: refund.reason,
    });
    return tenantTransaction(db, tenant.id, async (tx) => {
      const repo = createPaymentsRepo(tx, tenant.id);
      const locked = await repo.lockRefund(refund.id);
      if (!locked || locked.status !== 'pending') return false;
      if (result.status === 'canceled') {
        await repo.finishRefund(refund.id, { status: 'failed', providerRefundId: result.id });
        return false;
      }
      await repo.finishRefund(refund.id, { status: 'succeeded', providerRefundId: result.id });
      await repo.addRefunded(payment.id, refund.amount, now());
      return true;
    });
  }

  /** Refunds `amount` of one payment now: written pending, then sent (see sendRefund). */
  async function refundPayment(
    tenant: Tenant,
    paymentId: string,
    amount: number,
    reason: string,
    actor: string,
  ): Promise<boolean> {
    const row = await tenantTransaction(db, tenant.id, (tx) =>
      reserveRefund(createPaymentsRepo(tx, tenant.id), paymentId, amount, reason, actor),
    );
    return row ? sendRefund(tenant, row.id) : false;
  }

  /**
   * After a retried refund went through: an order whose every payment is now back in full is refunded
   * (a staff refund whose provider call had failed), its places given up, as the refund route does.
   */
  async function closeIfRefundedInFull(tenant: Tenant, refundId: string) {
    await tenantTransaction(db, tenant.id, async (tx) => {
      const repo = createPaymentsRepo(tx, tenant.id);
      const refund = await repo.lockRefund(refundId);
      const payment = refund ? await repo.paymentById(refund.paymentId) : null;
      const order = payment ? await repo.lockOrderById(payment.orderId) : null;
      if (!refund || !order || !isRefundable(order.status)) return;
      const paid = (await repo.paymentsOf(order.id)).filter(
        (p) => p.status === 'succeeded' || p.status === 'refunded',
      );
      if (paid.length === 0 || paid.some((p) => p.refundedAmount < p.amount)) return;
      await move(repo, order, 'refunded-in-full', { actor: refund.actor, reason: refund.reason });
      await repo.cancelRegistrations(order.id);
    });
  }

  const linesOf = async (
    tx: Parameters<Parameters<typeof tenantTransaction>[2]>[0],
    tenant: Tenant,
    order: OrderRow,
  ) => {
    const lines = await createRegistrationRepo(tx, tenant.id).linesOfOrder(order.id);
    return lines.map<ReceiptLine>((l) => ({
      description: l.name,
      quantity: l.count,
      amount: { amount: l.priceAmount, currency: order.currency },
      subject: l.kind === 'product' ? 'commodity' : 'service',
    }));
  };

  return {
    /** The order's receipt and invoice (GET …/receipt.pdf, …/invoice.pdf, /api/payments/invoices). */
    documents: createPaymentDocuments({ db, limiter: deps.limiter ?? createRateLimiter(db, now) }),

    /** GET …/orders/:number: the payment step and the result pages. */
    async show(ctx: RequestContext, number: string, on: OnBehalf = {}): Promise<OrderPayment> {
      const user = signedInUser(ctx);
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const repo = createPaymentsRepo(tx, ctx.tenant.id);
        const order = await repo.orderOfUser(number, on.ownerId ?? userIdOf(user));
        if (!order) throw new DomainError('NOT_FOUND');
        return view(repo, ctx.tenant, ctx.language, order);
      });
    },

    /**
     * POST …/pay: a payment of the order (or of its next installment) at the tenant's provider; by bank
     * details, with the invoice made out to the payer given (or to the order's last invoice's payer).
     */
    async pay(
      ctx: RequestContext,
      number: string,
      input: PayRequest,
      on: OnBehalf = {},
    ): Promise<PaymentStarted> {
      const { method } = input;
      const user = signedInUser(ctx);
      const at = now();
      const prepared = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const repo = createPaymentsRepo(tx, ctx.tenant.id);
        const locked = await repo.lockOrder(number, on.ownerId ?? userIdOf(user));
        if (!locked) throw new DomainError('NOT_FOUND');
        const order = await lapse(repo, locked, at);
        if (order.status === 'expired') return { expired: true as const };
        if (!isPayable(order.status)) throw new DomainError('ORDER_NOT_PAYABLE');
        const context = await repo.orderContext(order);
        if (!context) throw new DomainError('NOT_FOUND');
        let installments = await repo.installmentsOf(order.id);
        if (!methodsOf(context).includes(method)) throw new DomainError('PAYMENT_METHOD_UNAVAILABLE');
        if (method === 'installments' && installments.length === 0 && order.status === 'awaiting-payment') {
          const plan = installmentPlan(order.totalAmount, at);
          if (!plan) throw new DomainError('PAYMENT_METHOD_UNAVAILABLE');
          await repo.insertInstallments(order.id, plan.parts, ctx.language);
          installments = await repo.installmentsOf(order.id);
        }
        const next = installments.find((i) => !i.paidAt) ?? null;
        const part = installments.length ? (next?.part ?? null) : null;
        if (installments.length && !next) throw new DomainError('ORDER_NOT_PAYABLE');
        const amount = next ? next.amount : order.totalAmount;
        const provider = providers.forTenant(ctx.tenant, context.tenant.provider);
        const earlier = await repo.paymentsOf(order.id);
        const invoicePayer =
          method === 'bank-details' ? (input.payer ?? lastInvoicePayer(earlier, ctx.language)) : null;
        // a second click or tab: the same pending payment of the same method and part
        const existing = earlier.find(
          (p) =>
            p.status === 'pending' && p.method === method && p.part === part && p.provider === provider.name,
        );
        if (existing && invoicePayer && !samePayer(existing.invoicePayer, invoicePayer)) {
          // the payer corrected its details: the same invoice, made out anew
          await repo.setInvoicePayer(existing.id, invoicePayer);
        }
        const payment =
          existing ??
          (await repo.insertPayment({
            orderId: order.id,
            provider: provider.name,
            method,
            part,
            amount,
            currency: order.currency,
            invoicePayer,
            language: ctx.language,
          }));
        return {
          expired: false as const,
          order,
          payment,
          provider,
          eventCode: context.event.code,
          raceCode: context.race.code,
          description: `${nameIn(ctx.language, context.event)} — ${order.number}`,
          lines: await linesOf(tx, ctx.tenant, order),
        };
      });
      if (prepared.expired) throw new DomainError('PAYMENT_TIME_EXPIRED');
      const { payment, provider, order } = prepared;
      if (payment.providerPaymentId && payment.confirmationUrl) {
        return { paymentId: payment.id, confirmationUrl: payment.confirmationUrl };
      }
      const returnUrl =
        on.returnUrl ??
        `${ctx.origin}/${encodeURIComponent(prepared.eventCode)}/${encodeURIComponent(prepared.raceCode)}/register/success?order=${encodeURIComponent(order.number)}`;
      const created = await provider
        .createPayment({
          idempotencyKey: payment.id,
          amount: { amount: payment.amount, currency: payment.currency },
          method,
          description: prepared.description,
          returnUrl,
          metadata: { paymentId: payment.id, orderNumber: order.number, tenant: ctx.tenant.code },
          receipt: { email: user.email, lines: prepared.lines },
        })
        .catch((error: unknown) => {
          if (error instanceof DomainError) throw error;
          ctx.log.error({ err: error, payment: payment.id }, 'the payment provider did not take the payment');
          throw new DomainError('PAYMENT_FAILED');
        });
      await tenantTransaction(db, ctx.tenant.id, (tx) =>
        createPaymentsRepo(tx, ctx.tenant.id).setProviderPayment(
          payment.id,
          created.id,
          created.confirmationUrl,
        ),
      );
      if (!created.confirmationUrl) throw new DomainError('PAYMENT_FAILED');
      return { paymentId: payment.id, confirmationUrl: created.confirmationUrl };
    },

    /** POST …/repeat: an expired order holds its places again for a new window, if they are still free. */
    async repeat(ctx: RequestContext, number: string): Promise<OrderPayment> {
      const user = signedInUser(ctx);
      const at = now();
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const repo = createPaymentsRepo(tx, ctx.tenant.id);
        const locked = await repo.lockOrder(number, userIdOf(user));
        if (!locked) throw new DomainError('NOT_FOUND');
        const order = await lapse(repo, locked, at);
        if (order.status !== 'expired') return view(repo, ctx.tenant, ctx.language, order);
        const context = await repo.orderContext(order);
        if (!context) throw new DomainError('NOT_FOUND');
        const race = await createRegistrationRepo(tx, ctx.tenant.id).lockRace(context.race.id);
        if (!race || !(await repo.placesFreeFor(order.id, race.id, at)))
          throw new DomainError('LIMIT_REACHED');
        const expiresAt = new Date(at.getTime() + WINDOW_MS);
        await repo.holdRegistrations(order.id, expiresAt, 'pending');
        await move(
          repo,
          order,
          'repeat-payment',
          { actor: `user:${user.id}`, reason: 'repeat payment' },
          { expiresAt },
        );
        return view(repo, ctx.tenant, ctx.language, { ...order, status: 'awaiting-payment', expiresAt });
      });
    },

    /** POST …/cancel: the participant cancels an order not yet paid; its places are free at once. */
    async cancel(ctx: RequestContext, number: string): Promise<OrderPayment> {
      const user = signedInUser(ctx);
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const repo = createPaymentsRepo(tx, ctx.tenant.id);
        const order = await repo.lockOrder(number, userIdOf(user));
        if (!order) throw new DomainError('NOT_FOUND');
        const to = await move(repo, order, 'cancelled-by-payer', {
          actor: `user:${user.id}`,
          reason: 'cancelled by the participant before paying',
        });
        if (!to) throw new DomainError('ORDER_NOT_PAYABLE');
        await repo.cancelRegistrations(order.id);
        return view(repo, ctx.tenant, ctx.language, { ...order, status: to });
      });
    },

    /**
     * POST …/refund (whoever may `orders.refund` in the cabinet of the order's event: order-access.ts):
     * returns all or part of what was paid.
     */
    async refund(
      ctx: RequestContext,
      number: string,
      input: {
        amount?: number | undefined;
        reason: string;
        keepPlaces?: boolean;
        /** Why, for the payer's mail, in each language (the staff's `reason` is not shown to them). */
        notice?: Record<Language, string>;
      },
    ) {
      let actor = '';
      const plan = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const repo = createPaymentsRepo(tx, ctx.tenant.id);
        const order = await repo.lockOrder(number);
        if (!order) throw new DomainError('NOT_FOUND');
        actor = await staffActorFor(repo, ctx, order, 'orders.refund');
        if (!isRefundable(order.status)) throw new DomainError('REFUND_NOT_POSSIBLE');
        const paid = (await repo.paymentsOf(order.id)).filter(
          (p) => p.status === 'succeeded' || p.status === 'refunded',
        );
        // what each payment can still give back: refunds under way count as given
        const open = new Map<string, number>();
        for (const p of paid) open.set(p.id, p.amount - (await repo.reservedRefunds(p.id)));
        const refundable = [...open.values()].reduce((sum, left) => sum + left, 0);
        const amount = input.amount ?? refundable;
        if (amount <= 0 || amount > refundable) throw new DomainError('REFUND_NOT_POSSIBLE');
        let left = amount;
        const parts: { paymentId: string; amount: number }[] = [];
        for (const p of paid) {
          const take = Math.min(left, open.get(p.id)!);
          if (take > 0) parts.push({ paymentId: p.id, amount: take });
          left -= take;
        }
        // `keepPlaces`: money goes back while the places stay (a move to a cheaper race, ADR 026)
        return {
          order,
          parts,
          amount,
          full: amount === refundable && !input.keepPlaces,
          // the payer's mail in the language they paid in, as the provider's word writes it
          lang: paid[0]?.language ?? ctx.language,
        };
      });
      for (const part of plan.parts) {
        const sent = await refundPayment(ctx.tenant, part.paymentId, part.amount, input.reason, actor).catch(
          (error: unknown) => {
            // left pending: the reconciler sends it again, and closes the order once all is back
            ctx.log.error({ err: error, payment: part.paymentId }, 'the provider did not take a refund');
            throw new DomainError('PAYMENT_FAILED');
          },
        );
        // another refund took it first (two staff at once)
        if (!sent) throw new DomainError('REFUND_NOT_POSSIBLE');
      }
      const answer = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const repo = createPaymentsRepo(tx, ctx.tenant.id);
        const order = await repo.lockOrder(number);
        if (!order) throw new DomainError('NOT_FOUND');
        if (plan.full) {
          await move(repo, order, 'refunded-in-full', { actor, reason: input.reason });
          await repo.cancelRegistrations(order.id);
        } else {
          await repo.recordNote(order, { actor, reason: `partial refund: ${input.reason}` });
        }
        return view(repo, ctx.tenant, ctx.language, {
          ...order,
          status: plan.full ? 'refunded' : order.status,
        });
      });
      await sendMail(ctx.tenant, plan.lang, ctx.origin, number, plan.full ? 'refunded' : 'partly-refunded', {
        amount: plan.amount,
        notice: input.notice?.[plan.lang],
      });
      return answer;
    },

    /**
     * A provider's notification (POST /api/payments/notifications/:provider). A notification that cannot be
     * verified changes nothing and is logged; a replay (same event id) changes nothing.
     */
    async notify(
      ctx: RequestContext,
      providerName: string,
      input: { headers: Record<string, string | undefined>; body: string },
    ) {
      const provider = providers.byName(providerName, ctx.tenant);
      const verified = provider ? await provider.verifyNotification(input) : null;
      if (!provider || !verified) {
        ctx.log.error({ provider: providerName }, 'a payment notification was rejected: not verified');
        throw new DomainError('BAD_REQUEST');
      }
      return receive(
        ctx.tenant,
        ctx.origin,
        provider.name,
        verified.eventId,
        verified.payment,
        input.body,
        ctx.log,
      );
    },

    /**
     * The reconciler: asks the providers about payments pending longer than RECONCILE_AFTER_MS and applies
     * their answer as a notification would (its event id says it came from here); then sends again the
     * refunds left pending longer than REFUND_RETRY_AFTER_MS (their provider call never answered).
     */
    async reconcile(tenant: Tenant, origin: string, log: Log): Promise<number> {
      const at = now();
      const stale = await tenantTransaction(db, tenant.id, (tx) =>
        createPaymentsRepo(tx, tenant.id).stalePayments(new Date(at.getTime() - RECONCILE_AFTER_MS)),
      );
      let changed = 0;
      for (const payment of stale) {
        const provider = providers.byName(payment.provider, tenant);
        if (!provider || !payment.providerPaymentId) continue;
        const state = await provider.fetchPayment(payment.providerPaymentId).catch(() => null);
        if (!state || state.status === 'pending') continue;
        const result = await receive(
          tenant,
          origin,
          provider.name,
          `reconcile:${payment.id}:${state.status}`,
          state,
          '',
          log,
        );
        if (result !== 'replay') changed++;
      }
      const stuck = await tenantTransaction(db, tenant.id, (tx) =>
        createPaymentsRepo(tx, tenant.id).pendingRefunds(new Date(at.getTime() - REFUND_RETRY_AFTER_MS)),
      );
      for (const refund of stuck) {
        const sent = await sendRefund(tenant, refund.id).catch((err: unknown) => {
          log.error({ err, refund: refund.id }, 'a pending refund was not taken by the provider again');
          return false;
        });
        if (!sent) continue;
        await closeIfRefundedInFull(tenant, refund.id);
        changed++;
      }
      return changed;
    },
  };

  async function receive(
    tenant: Tenant,
    origin: string,
    providerName: string,
    eventId: string,
    state: ProviderPayment,
    body: string,
    log: Log,
  ): Promise<string> {
    const done = await tenantTransaction(db, tenant.id, async (tx) => {
      const repo = createPaymentsRepo(tx, tenant.id);
      const inbox = await repo.recordNotification({
        provider: providerName,
        eventId,
        paymentId: state.paymentId,
        body,
      });
      if (inbox === null) return { outcome: 'replay', after: null, number: '' };
      const payment = state.paymentId ? await repo.lockPayment(state.paymentId) : null;
      if (!payment || payment.provider !== providerName || payment.providerPaymentId !== state.id) {
        await repo.setNotificationOutcome(inbox, 'ignored: no such payment of this tenant');
        return { outcome: 'ignored', after: null, number: '' };
      }
      const result = await apply(repo, payment, state, `provider:${providerName}`);
      await repo.setNotificationOutcome(inbox, result.outcome);
      const order = await repo.lockOrderById(payment.orderId);
      // the payer's mails in the language they paid in (a provider's request carries none of theirs)
      return {
        outcome: result.outcome,
        after: result.after,
        number: order?.number ?? '',
        lang: payment.language,
      };
    });
    if (done.after && done.lang) await finish(tenant, done.lang, origin, done.number, done.after, log);
    return done.outcome;
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
export type { OrderStatus };
