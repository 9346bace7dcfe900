import { can, type CabinetAction } from '../../shared/domain/cabinet-permissions.js';
import type { CabinetRefund } from '../../shared/schemas/cabinet-orders.js';
import type { SupportOrder, SupportSearch } from '../../shared/schemas/cabinet-support.js';
import { REGISTRATION_STATES } from '../../shared/schemas/cabinet-orders.js';
import { pick } from '../catalogue/cards.js';
import type { Db, Executor } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import type { Mailer } from '../mail/mailer.js';
import { staffRoleOn } from '../payments/order-access.js';
import { paymentMail } from '../payments/payment-mails.js';
import { createPaymentsRepo, type OrderRow, type PaymentsRepo } from '../payments/payments.repo.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { cabinetOrderOf } from './cabinet-order-view.js';
import { createCabinetOrdersRepo } from './cabinet-orders.repo.js';
import { createCabinetRepo } from './cabinet.repo.js';
import { createSupportRepo, searchTerms } from './support.repo.js';

/*
 * The support desk (issue 18 item 8, ADR 026): find an order or a participant by e-mail, name, order number
 * or phone; open an order with its registrations, payments, the provider's notifications and the mails
 * sent; send its confirmation again (the mail outbox and its job, as every mail); refund with a reason
 * (the payments service). The tenant's support searches the whole tenant; an organizer's owner or manager
 * the events of their organizers. Nobody else has the desk (403); an order outside one's organizers is
 * unknown (404). Every change is written to the order's history (order_transitions).
 */

/** The most results one search shows; more: narrow it. */
export const SEARCH_LIMIT = 50;

type State = (typeof REGISTRATION_STATES)[number];
const stateOf = (status: string | null): State =>
  (REGISTRATION_STATES as readonly string[]).includes(status ?? '') ? (status as State) : 'cancelled';

/**
 * The organizers whose orders the user may take `action` on at the desk: null for the tenant's support
 * (all of them); 403 for somebody with none.
 */
async function deskScope(
  executor: Executor,
  ctx: RequestContext,
  action: CabinetAction,
): Promise<number[] | null> {
  const user = signedInUser(ctx);
  if (user.roles.includes('Administrator') && can('support', action)) return null;
  const memberships = await createCabinetRepo(executor, ctx.tenant.id).memberships(userIdOf(user));
  const ids = memberships.filter((m) => can(m.role, action)).map((m) => m.organizerId);
  if (!ids.length) throw new DomainError('FORBIDDEN');
  return ids;
}

export function createSupportService(
  deps: { db: Db; payments: PaymentsService; mailer: Pick<Mailer, 'send'> },
  clock = () => new Date(),
) {
  const { db, payments, mailer } = deps;

  /** The order `number` the user may take `action` on (404 outside their organizers, 403 without the desk). */
  async function orderFor(repo: PaymentsRepo, ctx: RequestContext, number: string, action: CabinetAction) {
    await deskScope(repo.executor, ctx, action);
    const order = await repo.lockOrder(number);
    const role = order ? await staffRoleOn(repo, ctx, order) : null;
    if (!order || role === null) throw new DomainError('NOT_FOUND');
    if (!can(role, action)) throw new DomainError(can(role, 'orders.view') ? 'FORBIDDEN' : 'NOT_FOUND');
    return { order, role };
  }

  async function view(executor: Executor, ctx: RequestContext, order: OrderRow): Promise<SupportOrder> {
    const repo = createPaymentsRepo(executor, ctx.tenant.id);
    const role = await staffRoleOn(repo, ctx, order);
    const orders = createCabinetOrdersRepo(executor, ctx.tenant.id);
    const support = createSupportRepo(executor, ctx.tenant.id);
    const [cabinetOrder, event, registrations, notifications] = await Promise.all([
      cabinetOrderOf(orders, order),
      support.eventOf(order.eventId),
      support.registrationsOf(order.id, clock()),
      orders.notifications(order.id),
    ]);
    const mails = cabinetOrder.payer.email ? await orders.mails(order, cabinetOrder.payer.email) : [];
    return {
      event: { code: event?.code ?? '', name: event ? pick(ctx.language, event.name_ru, event.name_en) : '' },
      order: cabinetOrder,
      registrations: registrations.map((r) => ({
        id: r.id,
        name: `${r.last_name ?? ''} ${r.first_name ?? ''}`.trim(),
        race: r.race_ru === null ? '' : pick(ctx.language, r.race_ru, r.race_en ?? ''),
        state: stateOf(r.status),
        bib: r.bib,
      })),
      notifications: notifications.map((n) => ({ ...n, receivedAt: n.receivedAt.toISOString() })),
      mails: mails.map((m) => ({
        ...m,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
      canResend:
        can(role, 'orders.resend') &&
        cabinetOrder.payer.email !== '' &&
        (order.status === 'paid' || order.status === 'partly-paid'),
      canRefund: can(role, 'orders.refund') && cabinetOrder.refundable.amount > 0,
    };
  }

  const reread = (ctx: RequestContext, number: string) =>
    tenantTransaction(db, ctx.tenant.id, async (tx) => {
      const repo = createPaymentsRepo(tx, ctx.tenant.id);
      const { order } = await orderFor(repo, ctx, number, 'orders.view');
      return view(tx, ctx, order);
    });

  return {
    /** GET /api/cabinet/support/search?q= */
    async search(ctx: RequestContext, q: string): Promise<SupportSearch> {
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const scope = await deskScope(tx, ctx, 'orders.view');
        const rows = await createSupportRepo(tx, ctx.tenant.id).search(searchTerms(q), scope, {
          limit: SEARCH_LIMIT,
          now: clock(),
        });
        return {
          results: rows.slice(0, SEARCH_LIMIT).map((r) => ({
            order: r.order_number ? { number: r.order_number, status: r.order_status ?? '' } : null,
            entry:
              r.entry_id === null
                ? null
                : {
                    id: r.entry_id,
                    name: `${r.last_name ?? ''} ${r.first_name ?? ''}`.trim(),
                    state: stateOf(r.entry_status),
                    race: r.race_ru === null ? '' : pick(ctx.language, r.race_ru, r.race_en ?? ''),
                  },
            event: { code: r.event_code, name: pick(ctx.language, r.event_ru, r.event_en) },
            email: r.email ?? '',
            phone: r.phone ?? '',
            createdAt: r.created_at,
          })),
          more: rows.length > SEARCH_LIMIT,
        };
      });
    },

    /** GET /api/cabinet/support/orders/:number */
    order: reread,

    /**
     * POST /api/cabinet/support/orders/:number/resend: the order's confirmation (the mail its payment sent)
     * again, in the language the payer paid in, through the mail outbox; the order's history notes it.
     */
    async resend(ctx: RequestContext, number: string): Promise<SupportOrder> {
      const mail = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const repo = createPaymentsRepo(tx, ctx.tenant.id);
        const { order, role } = await orderFor(repo, ctx, number, 'orders.resend');
        if (order.status !== 'paid' && order.status !== 'partly-paid') {
          throw new DomainError('CONFIRMATION_NOT_AVAILABLE');
        }
        const paid = (await repo.paymentsOf(order.id)).find((p) => p.status !== 'pending');
        const kind = order.status === 'paid' ? 'paid' : 'installment-paid';
        const lang = paid?.language ?? ctx.language;
        const composed = await paymentMail(repo, {
          tenant: ctx.tenant,
          lang,
          origin: ctx.origin,
          order,
          kind,
        });
        if (!composed) throw new DomainError('CONFIRMATION_NOT_AVAILABLE');
        await repo.recordNote(order, {
          actor: `${role}:${signedInUser(ctx).id}`,
          reason: `confirmation mail sent again to ${composed.to}`,
        });
        return composed;
      });
      await mailer.send(ctx.tenant.id, mail);
      return reread(ctx, number);
    },

    /** POST /api/cabinet/support/orders/:number/refund: through the payments service (its checks, its mail). */
    async refund(ctx: RequestContext, number: string, input: CabinetRefund): Promise<SupportOrder> {
      await tenantTransaction(db, ctx.tenant.id, (tx) =>
        orderFor(createPaymentsRepo(tx, ctx.tenant.id), ctx, number, 'orders.refund'),
      );
      await payments.refund(ctx, number, input);
      return reread(ctx, number);
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
