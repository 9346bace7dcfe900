import type { Language } from '../../shared/constants.js';
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { composeBlockMail } from '../mail/mail-compose.js';
import type { Mail } from '../mail/mailer.js';
import { createRegistrationRepo } from '../registration/registration.repo.js';
import type { Tenant } from '../tenants/tenants.service.js';
import type { OrderRow, PaymentsRepo } from './payments.repo.js';

/** The mails a payment sends its payer (issue 16: after payment, late payments, refunds). */
export type PaymentMailKind =
  'paid' | 'installment-paid' | 'late-paid' | 'late-refunded' | 'refunded' | 'partly-refunded';

const LOCALE: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };

function money(amount: number, currency: string, lang: Language): string {
  return new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency }).format(amount / 100);
}

const TEXT: Record<PaymentMailKind, Record<Language, { subject: string; intro: string }>> = {
  paid: {
    ru: { subject: 'Заказ {number} оплачен', intro: 'Оплата получена, регистрация подтверждена.' },
    en: {
      subject: 'Order {number} is paid',
      intro: 'The payment is received and the registration is confirmed.',
    },
  },
  'installment-paid': {
    ru: { subject: 'Платёж по заказу {number} получен', intro: 'Очередной платёж рассрочки получен.' },
    en: { subject: 'A payment for order {number} is received', intro: 'The next installment is received.' },
  },
  'late-paid': {
    ru: {
      subject: 'Заказ {number} оплачен',
      intro: 'Оплата пришла после окончания брони, но место ещё было свободно: регистрация подтверждена.',
    },
    en: {
      subject: 'Order {number} is paid',
      intro:
        'The payment arrived after the hold ended, but a place was still free: the registration is confirmed.',
    },
  },
  'late-refunded': {
    ru: {
      subject: 'Возврат оплаты заказа {number}',
      intro:
        'Оплата пришла, когда заказ уже не мог её принять (время брони истекло и мест не осталось, либо заказ уже оплачен или отменён). Деньги возвращены на ваш счёт.',
    },
    en: {
      subject: 'Refund of the payment for order {number}',
      intro:
        'The payment arrived when the order could no longer take it (the hold had ended and no place was left, or the order was already paid or cancelled). The money has been returned to you.',
    },
  },
  refunded: {
    ru: { subject: 'Возврат по заказу {number}', intro: 'Оплата заказа возвращена, регистрация отменена.' },
    en: {
      subject: 'Refund of order {number}',
      intro: 'The payment for the order is refunded and the registration cancelled.',
    },
  },
  'partly-refunded': {
    ru: { subject: 'Частичный возврат по заказу {number}', intro: 'Часть оплаты заказа возвращена.' },
    en: {
      subject: 'Partial refund of order {number}',
      intro: 'Part of the payment for the order is refunded.',
    },
  },
};

/** The mail of `kind` about `order` to its account's e-mail, in `lang`; null without an address. */
export async function paymentMail(
  repo: PaymentsRepo,
  input: { tenant: Tenant; lang: Language; origin: string; order: OrderRow; kind: PaymentMailKind },
): Promise<Mail | null> {
  const { tenant, lang, origin, order, kind } = input;
  const [account] = await repo.executor
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.id, order.userId)));
  if (!account) return null;
  const context = await repo.orderContext(order);
  const payments = await repo.paymentsOf(order.id);
  const registrationRepo = createRegistrationRepo(repo.executor, tenant.id);
  const [lines, entries] = await Promise.all([
    registrationRepo.linesOfOrder(order.id),
    registrationRepo.registrationsOfOrder(order.id),
  ]);
  const ru = lang === 'ru';
  const text = TEXT[kind][lang];
  const paid = payments.filter((p) => p.status === 'succeeded' || p.status === 'refunded');
  const refunded = payments.reduce((sum, p) => sum + p.refundedAmount, 0);
  const eventName = context
    ? lang === 'en' && context.event.nameEn
      ? context.event.nameEn
      : context.event.nameRu
    : '';
  const raceName = context
    ? lang === 'en' && context.race.nameEn
      ? context.race.nameEn
      : context.race.nameRu
    : '';
  const blocks = [
    { label: ru ? 'Событие' : 'Event', value: eventName },
    { label: ru ? 'Дистанция' : 'Race', value: raceName },
    { label: ru ? 'Заказ' : 'Order', value: order.number },
    {
      label: ru ? 'Участники' : 'Participants',
      value: entries.map((e) => `${e.lastName} ${e.firstName}`.trim()).join('\n'),
    },
    {
      label: ru ? 'Состав заказа' : 'Order lines',
      value: lines
        .map(
          (l) =>
            `${l.name}${l.count > 1 ? ` × ${l.count}` : ''}: ${money(l.priceAmount * l.count, order.currency, lang)}`,
        )
        .join('\n'),
    },
    { label: ru ? 'Итого' : 'Total', value: money(order.totalAmount, order.currency, lang) },
    {
      label: ru ? 'Оплачено' : 'Paid',
      value: money(
        paid.reduce((sum, p) => sum + p.amount, 0),
        order.currency,
        lang,
      ),
    },
    ...(refunded > 0
      ? [{ label: ru ? 'Возвращено' : 'Refunded', value: money(refunded, order.currency, lang) }]
      : []),
  ];
  const receipt = order.status === 'paid' || order.status === 'partly-paid';
  return composeBlockMail(account.email, {
    subject: text.subject.replace('{number}', order.number),
    intro: text.intro,
    blocks,
    link: receipt
      ? {
          label: ru ? 'Квитанция (PDF)' : 'Receipt (PDF)',
          href: `${origin}/api/payments/orders/${encodeURIComponent(order.number)}/receipt.pdf`,
        }
      : { label: ru ? 'Мои заказы' : 'My orders', href: `${origin}/MyAccount/Orders` },
    footer: ru
      ? `Это письмо отправлено сайтом ${tenant.name} о вашем заказе.`
      : `This mail was sent by ${tenant.name} about your order.`,
  });
}
