import type { Language } from '../../shared/constants.js';
import { PAYMENT_WINDOW_MINUTES } from '../../shared/constants.js';
import { composeBlockMail, type BlockMailText } from '../mail/mail-compose.js';
import type { Mail } from '../mail/mailer.js';

/** What every mail of one order says: the site, the event and race, the order and its state. */
export interface OrderMailContext {
  lang: Language;
  siteName: string;
  /** `http(s)://host[:port]` of the request, for absolute links. */
  origin: string;
  event: { code: string; name: string; startsAt: Date; timeZone: string };
  race: { code: string; name: string; startsAt: Date };
  order: { number: string; status: 'awaiting-payment' | 'paid'; expiresAt: Date | null };
  /** The signed-in user who registered the participants. */
  adder: { name: string; email: string };
}

const LOCALE: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };

/** One formatter per language and time zone: making one costs far more than formatting with it. */
const FORMATS = new Map<string, Intl.DateTimeFormat>();

function when(at: Date, timeZone: string, lang: Language): string {
  const key = `${lang} ${timeZone}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'long', timeStyle: 'short', timeZone });
    FORMATS.set(key, format);
  }
  return format.format(at);
}

/** Whether the place is held pending payment, or confirmed (a free race). */
function stateLine(ctx: OrderMailContext): string {
  const { order, lang } = ctx;
  if (order.status === 'paid') {
    return lang === 'ru' ? 'Регистрация подтверждена.' : 'The registration is confirmed.';
  }
  const until = order.expiresAt ? when(order.expiresAt, ctx.event.timeZone, lang) : '';
  return lang === 'ru'
    ? `Место забронировано на ${PAYMENT_WINDOW_MINUTES} минут в ожидании оплаты (до ${until}). Если заказ не будет оплачен, место освободится.`
    : `The place is held for ${PAYMENT_WINDOW_MINUTES} minutes pending payment (until ${until}). If the order is not paid by then, the place is released.`;
}

function blocks(ctx: OrderMailContext, participant: string) {
  const ru = ctx.lang === 'ru';
  return [
    { label: ru ? 'Событие' : 'Event', value: ctx.event.name },
    { label: ru ? 'Дистанция' : 'Race', value: ctx.race.name },
    { label: ru ? 'Старт' : 'Start', value: when(ctx.race.startsAt, ctx.event.timeZone, ctx.lang) },
    { label: ru ? 'Участник' : 'Participant', value: participant },
    { label: ru ? 'Заказ' : 'Order', value: ctx.order.number },
  ];
}

const FOOTER: Record<Language, (site: string) => string> = {
  ru: (site) => `Это письмо отправлено сайтом ${site}, потому что на нём оформили регистрацию.`,
  en: (site) => `This mail was sent by ${site} because a registration was made there.`,
};

/**
 * The confirmation of one registration for the user who made it: their own, or a relative's (SPEC §3:
 * a relative's notifications go to the adder's mail).
 */
export function registrationMail(ctx: OrderMailContext, participant: string): Mail {
  const { event, race, order, lang, origin } = ctx;
  const href = `${origin}/${encodeURIComponent(event.code)}/${encodeURIComponent(race.code)}/register/success?order=${encodeURIComponent(order.number)}`;
  const texts: Record<Language, BlockMailText> = {
    ru: {
      subject: `${ctx.siteName}: регистрация на «${event.name}»`,
      intro: `${participant} — регистрация на «${event.name}», ${race.name}. ${stateLine(ctx)}`,
      blocks: blocks(ctx, participant),
      link: { label: 'Открыть заказ', href },
      footer: FOOTER.ru(ctx.siteName),
    },
    en: {
      subject: `${ctx.siteName}: registration for ${event.name}`,
      intro: `${participant}: registration for ${event.name}, ${race.name}. ${stateLine(ctx)}`,
      blocks: blocks(ctx, participant),
      link: { label: 'Open the order', href },
      footer: FOOTER.en(ctx.siteName),
    },
  };
  return composeBlockMail(ctx.adder.email, texts[lang]);
}

/** The path of a friend's entry, opened from the invitation (the register route's `entry` child). */
export function friendEntryPath(eventCode: string, raceCode: string, token: string): string {
  return `/${encodeURIComponent(eventCode)}/${encodeURIComponent(raceCode)}/register/entry?invitation=${encodeURIComponent(token)}`;
}

/**
 * The invitation of a friend the user registered: the event, and the link to see and complete the entry
 * (the friend signs in or signs up first; the entry then belongs to that account).
 */
export function friendInvitationMail(
  ctx: OrderMailContext,
  invitation: { to: string; participant: string; token: string },
): Mail {
  const { event, race, lang, origin, adder } = ctx;
  const { to, participant, token } = invitation;
  const who = adder.name ? `${adder.name} (${adder.email})` : adder.email;
  const href = `${origin}${friendEntryPath(event.code, race.code, token)}`;
  const texts: Record<Language, BlockMailText> = {
    ru: {
      subject: `${ctx.siteName}: вас зарегистрировали на «${event.name}»`,
      intro: `${who} зарегистрировал(а) вас на «${event.name}», ${race.name}. ${stateLine(ctx)}`,
      blocks: [
        ...blocks(ctx, participant),
        {
          label: 'Ваша регистрация',
          value: `По ссылке ниже вы увидите свою регистрацию и сможете дополнить её: телефоны, документ, адрес, клуб. Войдите или зарегистрируйтесь на ${ctx.siteName} — регистрация появится в вашем личном кабинете.`,
        },
      ],
      link: { label: 'Посмотреть и дополнить регистрацию', href },
      footer: FOOTER.ru(ctx.siteName),
    },
    en: {
      subject: `${ctx.siteName}: you are registered for ${event.name}`,
      intro: `${who} registered you for ${event.name}, ${race.name}. ${stateLine(ctx)}`,
      blocks: [
        ...blocks(ctx, participant),
        {
          label: 'Your entry',
          value: `Follow the link below to see your entry and complete it: phones, document, address, club. Sign in or sign up on ${ctx.siteName}, and the entry appears in your personal account.`,
        },
      ],
      link: { label: 'See and complete your entry', href },
      footer: FOOTER.en(ctx.siteName),
    },
  };
  return composeBlockMail(to, texts[lang]);
}
