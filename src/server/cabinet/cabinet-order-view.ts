import type { Actor, CabinetOrder } from '../../shared/schemas/cabinet-orders.js';
import type { OrderRow } from '../payments/payments.repo.js';
import type { CabinetOrdersRepo } from './cabinet-orders.repo.js';

/*
 * An order as the cabinet shows it (shared/schemas/cabinet-orders.ts): what it sold, its money, payments,
 * refunds and history. Who acted is stored as 'role:id' ('support:3', 'user:12') or a system's name
 * ('provider:sandbox', 'system:sweeper'); the accounts among them are shown by their name and e-mail.
 */

const ACCOUNT_ACTOR = /^([a-z-]+):(\d+)$/;
const SYSTEM_ROLES = new Set(['provider', 'system']);

/** The account ids among stored actors. */
export function actorIds(actors: Iterable<string>): number[] {
  const ids = new Set<number>();
  for (const actor of actors) {
    const match = ACCOUNT_ACTOR.exec(actor);
    if (match && !SYSTEM_ROLES.has(match[1]!)) ids.add(Number(match[2]));
  }
  return [...ids];
}

/** The accounts who acted, by id (CabinetOrdersRepo.accountsOf). */
export type Accounts = Map<number, { email: string; name: string }>;

/** A stored actor for display: its role, and the account's name and e-mail (or the system's name). */
export function actorOf(actor: string, accounts: Accounts): Actor {
  const [role = actor, rest = ''] = actor.split(/:(.*)/s);
  const match = ACCOUNT_ACTOR.exec(actor);
  const account = match && !SYSTEM_ROLES.has(role) ? accounts.get(Number(match[2])) : undefined;
  return account ? { role, name: account.name, email: account.email } : { role, name: rest };
}

/** The order's view, with the names and e-mails of who acted. */
export async function cabinetOrderOf(repo: CabinetOrdersRepo, order: OrderRow): Promise<CabinetOrder> {
  const [payer, lines, paymentRows, refundRows, transitions] = await Promise.all([
    repo.payerOf(order),
    repo.lines(order.id),
    repo.payments(order.id),
    repo.refunds(order.id),
    repo.transitions([order.id]),
  ]);
  const accounts = await repo.accountsOf(actorIds([...refundRows, ...transitions].map((r) => r.actor)));
  const money = (amount: number) => ({ amount, currency: order.currency });
  const received = paymentRows.filter((p) => p.status === 'succeeded' || p.status === 'refunded');
  const paid = received.reduce((sum, p) => sum + p.amount, 0);
  const refunded = received.reduce((sum, p) => sum + p.refundedAmount, 0);
  // refunds under way count as given back: a second refund cannot take the same money
  const reserved = refundRows.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
  const refundable =
    order.status === 'paid' || order.status === 'partly-paid' ? Math.max(0, paid - reserved) : 0;
  return {
    number: order.number,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    payer,
    lines: lines.map((l) => ({ kind: l.kind, name: l.name, count: l.count, price: money(l.priceAmount) })),
    full: money(order.fullAmount),
    discount: money(order.discountAmount),
    fee: money(order.commissionAmount),
    total: money(order.totalAmount),
    paid: money(paid),
    refunded: money(refunded),
    refundable: money(refundable),
    payments: paymentRows.map((p) => ({
      id: p.id,
      method: p.method,
      provider: p.provider,
      status: p.status,
      amount: money(p.amount),
      refunded: money(p.refundedAmount),
      createdAt: p.createdAt.toISOString(),
      succeededAt: p.succeededAt?.toISOString() ?? null,
    })),
    refunds: refundRows.map((r) => ({
      amount: money(r.amount),
      status: r.status,
      reason: r.reason,
      actor: actorOf(r.actor, accounts),
      createdAt: r.createdAt.toISOString(),
    })),
    transitions: transitions.map((t) => ({
      from: t.from,
      to: t.to,
      reason: t.reason,
      actor: actorOf(t.actor, accounts),
      at: t.at.toISOString(),
    })),
  };
}
