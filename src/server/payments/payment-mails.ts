import type { Language } from '../../shared/constants.js';
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { composeBlockMail } from '../mail/mail-compose.js';
import type { Mail } from '../mail/mailer.js';
import { createRegistrationRepo } from '../registration/registration.repo.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { formatDate, formatDateTime, formatMoney } from './documents/pdf-format.js';
import type { OrderRow, PaymentsRepo } from './payments.repo.js';

/** The mails a payment sends its payer (issue 16: after payment, late payments, refunds). */
export type PaymentMailKind =
  'paid' | 'installment-paid' | 'late-paid' | 'late-refunded' | 'refunded' | 'partly-refunded';

/** Kopecks as «1 500,00 ₽» / '₽1,500.00', without passing through a float (ADR 019). */
function money(amount: number, currency: string, lang: Language): string {
  return formatMoney({ amount, currency }, lang);
}

/** The orders My orders offers the receipt of (features/payments/components/order-actions.tsx). */
const RECEIPT_STATUSES = new Set<OrderRow['status']>(['paid', 'partly-paid', 'refunded']);

/** A name in the mail's language (the Russian one where there is no English one). */
export const nameIn = (lang: Language, row: { nameRu: string; nameEn: string | null }) =>
  lang === 'en' && row.nameEn ? row.nameEn : row.nameRu;

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

/**
 * The mail of `kind` about `order` to its account's e-mail, in `lang`; null without an address. A refund's
 * mail says how much this refund gave back and, given a `notice` (a move to a cheaper race), why.
 */
export async function paymentMail(
  repo: PaymentsRepo,
  input: {
    tenant: Tenant;
    lang: Language;
    origin: string;
    order: OrderRow;
    kind: PaymentMailKind;
    refund?: { amount: number; notice?: string | undefined } | undefined;
  },
): Promise<Mail | null> {
  const { tenant, lang, origin, order, kind, refund } = input;
  // an order sold at the start-pack point has no account (ADR 025): nobody to mail
  if (order.userId === null) return null;
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
  const blocks = [
    ...(refund
      ? [
          {
            label: ru ? 'Сумма возврата' : 'Refunded now',
            value: money(refund.amount, order.currency, lang),
          },
          ...(refund.notice ? [{ label: ru ? 'Почему' : 'Why', value: refund.notice }] : []),
        ]
      : []),
    { label: ru ? 'Событие' : 'Event', value: context ? nameIn(lang, context.event) : '' },
    { label: ru ? 'Дистанция' : 'Race', value: context ? nameIn(lang, context.race) : '' },
    {
      label: ru ? 'Дата старта' : 'Start',
      value: context ? formatDateTime(context.event.startsAt, lang, context.event.timeZone) : '',
    },
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
  // the receipt is downloaded from My orders, where the payer is signed in (the mailer sends no
  // attachments, and a link to the PDF itself opened signed out would answer 401)
  const receipt = paid.length > 0 && RECEIPT_STATUSES.has(order.status);
  return composeBlockMail(account.email, {
    subject: text.subject.replace('{number}', order.number),
    intro: text.intro,
    blocks,
    link: {
      label: receipt
        ? ru
          ? 'Скачать квитанцию (PDF) в «Моих заказах»'
          : 'Download the receipt (PDF) in My orders'
        : ru
          ? 'Мои заказы'
          : 'My orders',
      href: `${origin}/MyAccount/Orders`,
    },
    footer: ru
      ? `Это письмо отправлено сайтом ${tenant.name} о вашем заказе.`
      : `This mail was sent by ${tenant.name} about your order.`,
  });
}

/**
 * Which reminder of an unpaid installment this is, by the calendar days left until it falls due: a few
 * days before, on its day, or (a reminder that could not go on time) after it.
 */
type ReminderTiming = 'soon' | 'today' | 'overdue';

const REMINDER_TEXT: Record<ReminderTiming, Record<Language, { subject: string; intro: string }>> = {
  soon: {
    ru: {
      subject: 'Заказ {number}: платёж {part} по рассрочке — до {date}',
      intro:
        'Через {days} наступает срок очередного платежа по рассрочке. Оплатить его можно по ссылке ниже.',
    },
    en: {
      subject: 'Order {number}: installment {part} is due on {date}',
      intro: 'The next installment falls due in {days}. You can pay it with the link below.',
    },
  },
  today: {
    ru: {
      subject: 'Заказ {number}: сегодня срок платежа {part} по рассрочке',
      intro: 'Сегодня срок очередного платежа по рассрочке. Оплатить его можно по ссылке ниже.',
    },
    en: {
      subject: 'Order {number}: installment {part} is due today',
      intro: 'The next installment falls due today. You can pay it with the link below.',
    },
  },
  overdue: {
    ru: {
      subject: 'Заказ {number}: платёж {part} по рассрочке просрочен',
      intro: 'Срок очередного платежа по рассрочке прошёл {date}. Оплатите его, пожалуйста, по ссылке ниже.',
    },
    en: {
      subject: 'Order {number}: installment {part} is overdue',
      intro: 'The next installment fell due on {date}. Please pay it with the link below.',
    },
  },
};

const DAY_WORDS: Record<Language, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  ru: { one: 'день', few: 'дня', other: 'дней' },
  en: { one: 'day', other: 'days' },
};

/** "3 дня", "1 day": a count of days in `lang`. */
function days(count: number, lang: Language): string {
  const words = DAY_WORDS[lang];
  return `${count} ${words[new Intl.PluralRules(lang).select(count)] ?? words.other}`;
}

/** One unpaid installment to remind its payer of, with everything its mail says. */
export interface InstallmentReminder {
  tenant: Pick<Tenant, 'name'>;
  lang: Language;
  /** The payer's e-mail. */
  to: string;
  /** `http(s)://host` of the tenant, for the link to pay. */
  origin: string;
  order: { number: string; currency: string };
  /** The event's time zone is the one the due date is a day of. */
  event: { code: string; nameRu: string; nameEn: string | null; timeZone: string };
  race: { code: string; nameRu: string; nameEn: string | null };
  part: { part: number; parts: number; amount: number; dueAt: Date };
  /** Calendar days until the part falls due, in the event's time zone: 0 on its day, negative after it. */
  daysLeft: number;
}

/** The reminder mail of an unpaid installment (installment-reminders.ts), with a link to pay it. */
export function installmentReminderMail(r: InstallmentReminder): Mail {
  const { lang, order, event, race, part } = r;
  const ru = lang === 'ru';
  const timing: ReminderTiming = r.daysLeft > 0 ? 'soon' : r.daysLeft === 0 ? 'today' : 'overdue';
  const date = formatDate(part.dueAt, lang, event.timeZone);
  const fill = (template: string) =>
    template
      .replace('{number}', order.number)
      .replace('{part}', String(part.part))
      .replace('{date}', date)
      .replace('{days}', days(r.daysLeft, lang));
  const text = REMINDER_TEXT[timing][lang];
  const href = `${r.origin}/${encodeURIComponent(event.code)}/${encodeURIComponent(race.code)}/register/payment?order=${encodeURIComponent(order.number)}`;
  return composeBlockMail(r.to, {
    subject: fill(text.subject),
    intro: fill(text.intro),
    blocks: [
      { label: ru ? 'Событие' : 'Event', value: nameIn(lang, event) },
      { label: ru ? 'Дистанция' : 'Race', value: nameIn(lang, race) },
      { label: ru ? 'Заказ' : 'Order', value: order.number },
      {
        label: ru ? 'Платёж' : 'Installment',
        value: ru ? `${part.part} из ${part.parts}` : `${part.part} of ${part.parts}`,
      },
      { label: ru ? 'Сумма' : 'Amount', value: money(part.amount, order.currency, lang) },
      { label: ru ? 'Срок' : 'Due', value: date },
    ],
    link: { label: ru ? 'Оплатить платёж' : 'Pay the installment', href },
    footer: ru
      ? `Это письмо отправлено сайтом ${r.tenant.name} о вашем заказе.`
      : `This mail was sent by ${r.tenant.name} about your order.`,
  });
}
