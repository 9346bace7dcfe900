import type { Language } from '../../shared/constants.js';
import type { OfflinePaymentMethod } from '../../shared/schemas/payments.js';
import { composeBlockMail, type MailBlock } from '../mail/mail-compose.js';
import type { Mail } from '../mail/mailer.js';
import { formatDateTime, formatMoney } from '../payments/documents/pdf-format.js';
import { nameIn } from '../payments/payment-mails.js';

/*
 * The mails the organizer cabinet owes a participant (issue 18): a move to a dearer race asks the order's
 * owner to pay the difference (ADR 026), and a registration at the start-pack point confirms itself to the
 * address the operator typed (ADR 025). A move to a cheaper race refunds through the payments service,
 * whose refund mail says how much came back (payment-mails.ts). Written like the payment mails (labelled
 * blocks, a link spelled out), in one language.
 */

type Named = { nameRu: string; nameEn: string | null };

interface MailEvent extends Named {
  code: string;
  startsAt: Date;
  timeZone: string;
}

const footer = (lang: Language, tenant: string, about: 'order' | 'registration') =>
  lang === 'ru'
    ? `Это письмо отправлено сайтом ${tenant} о ${about === 'order' ? 'вашем заказе' : 'вашей регистрации'}.`
    : `This mail was sent by ${tenant} about your ${about}.`;

/** The order of the difference a move to a dearer race costs, and where it is paid. */
export interface MoveDueMail {
  to: string;
  lang: Language;
  tenant: string;
  /** `http(s)://host` of the tenant. */
  origin: string;
  event: MailEvent;
  from: Named;
  target: Named & { code: string };
  participant: string;
  order: { number: string; total: number; commission: number; currency: string };
}

/** "Pay the difference": the new race, the amount due and the link to the order's payment page. */
export function moveDueMail(m: MoveDueMail): Mail {
  const ru = m.lang === 'ru';
  const money = (amount: number) => formatMoney({ amount, currency: m.order.currency }, m.lang);
  const blocks: MailBlock[] = [
    { label: ru ? 'Событие' : 'Event', value: nameIn(m.lang, m.event) },
    { label: ru ? 'Участник' : 'Participant', value: m.participant },
    { label: ru ? 'Прежняя дистанция' : 'Previous race', value: nameIn(m.lang, m.from) },
    { label: ru ? 'Новая дистанция' : 'New race', value: nameIn(m.lang, m.target) },
    { label: ru ? 'Заказ на доплату' : 'Order for the difference', value: m.order.number },
    { label: ru ? 'К оплате' : 'Amount due', value: money(m.order.total) },
    ...(m.order.commission > 0
      ? [
          {
            label: ru ? 'В том числе сервисный сбор' : 'Service fee included',
            value: money(m.order.commission),
          },
        ]
      : []),
  ];
  const href = `${m.origin}/${encodeURIComponent(m.event.code)}/${encodeURIComponent(m.target.code)}/register/payment?order=${encodeURIComponent(m.order.number)}`;
  return composeBlockMail(m.to, {
    subject: ru
      ? `Заказ ${m.order.number}: доплата за смену дистанции`
      : `Order ${m.order.number}: the difference for your race change`,
    intro: ru
      ? 'Организатор перенёс регистрацию на другую дистанцию. Она дороже прежней: оплатите разницу по ссылке ниже. Место на новой дистанции уже за участником.'
      : 'The organizer moved the registration to another race. It costs more than the previous one: please pay the difference with the link below. The place in the new race is already the participant’s.',
    blocks,
    link: { label: ru ? 'Оплатить доплату' : 'Pay the difference', href },
    footer: footer(m.lang, m.tenant, 'order'),
  });
}

/** A participant registered at the start-pack point, for the address the operator typed. */
export interface OfflineRegistrationMail {
  to: string;
  lang: Language;
  tenant: string;
  origin: string;
  event: MailEvent;
  race: Named;
  participant: string;
  bib: string | null;
  order: string;
  paid: { amount: number; currency: string; method: OfflinePaymentMethod };
}

const METHOD: Record<OfflinePaymentMethod, Record<Language, string>> = {
  cash: { ru: 'наличными', en: 'in cash' },
  'card-present': { ru: 'картой на месте', en: 'by card at the desk' },
};

/** The registration's confirmation: race, start number if there is one, what was paid and how. */
export function offlineRegistrationMail(m: OfflineRegistrationMail): Mail {
  const ru = m.lang === 'ru';
  const event = nameIn(m.lang, m.event);
  const free = m.paid.amount === 0;
  const blocks: MailBlock[] = [
    { label: ru ? 'Событие' : 'Event', value: event },
    { label: ru ? 'Дистанция' : 'Race', value: nameIn(m.lang, m.race) },
    {
      label: ru ? 'Дата старта' : 'Start',
      value: formatDateTime(m.event.startsAt, m.lang, m.event.timeZone),
    },
    { label: ru ? 'Участник' : 'Participant', value: m.participant },
    ...(m.bib ? [{ label: ru ? 'Стартовый номер' : 'Start number', value: m.bib }] : []),
    { label: ru ? 'Заказ' : 'Order', value: m.order },
    {
      label: ru ? 'Оплачено' : 'Paid',
      value: free
        ? ru
          ? 'участие бесплатное'
          : 'the race is free'
        : `${formatMoney(m.paid, m.lang)}, ${METHOD[m.paid.method][m.lang]}`,
    },
  ];
  return composeBlockMail(m.to, {
    // no quotes around the name: event names carry their own («Полярная ночь»)
    subject: ru ? `Регистрация подтверждена: ${event}` : `Registration confirmed: ${event}`,
    intro: ru
      ? `Вы зарегистрированы на пункте выдачи стартовых пакетов${free ? '' : ', оплата получена'}.`
      : `You are registered at the start-pack point${free ? '' : ' and the payment is received'}.`,
    blocks,
    link: {
      label: ru ? 'Страница события' : 'The event’s page',
      href: `${m.origin}/event/${encodeURIComponent(m.event.code)}`,
    },
    footer: footer(m.lang, m.tenant, 'registration'),
  });
}
