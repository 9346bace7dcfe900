import type { Language } from '../../shared/constants.js';
import { composeBlockMail, type BlockMailText } from '../mail/mail-compose.js';
import type { Mail } from '../mail/mailer.js';
import { friendEntryPath } from '../registration/registration-mails.js';

/** What a mail to an employee a company registered says (issue 19 item 7). */
export interface CorpBookingMailContext {
  lang: Language;
  siteName: string;
  origin: string;
  company: string;
  event: { code: string; name: string; startsAt: Date; timeZone: string };
  race: { code: string; name: string };
  order: string;
}

const LOCALE: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };

const when = (at: Date, timeZone: string, lang: Language) =>
  new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'long', timeStyle: 'short', timeZone }).format(at);

/**
 * The mail to an employee for whom the company booked a place: who booked it, the event and race, that
 * the company pays, and the link to see and complete the entry (the friend-entry page, ADR 031).
 */
export function corpBookingMail(
  ctx: CorpBookingMailContext,
  employee: { to: string; name: string; token: string },
): Mail {
  const { event, race, lang, company } = ctx;
  const href = `${ctx.origin}${friendEntryPath(event.code, race.code, employee.token)}`;
  const start = when(event.startsAt, event.timeZone, lang);
  const texts: Record<Language, BlockMailText> = {
    ru: {
      subject: `${ctx.siteName}: компания «${company}» зарегистрировала вас на «${event.name}»`,
      intro: `${employee.name}, компания «${company}» забронировала для вас место на «${event.name}», ${race.name}. Участие оплачивает компания: место подтвердится, когда она оплатит заказ.`,
      blocks: [
        { label: 'Событие', value: event.name },
        { label: 'Дистанция', value: race.name },
        { label: 'Старт', value: start },
        { label: 'Заказ компании', value: ctx.order },
        {
          label: 'Ваша регистрация',
          value: `По ссылке ниже вы увидите свою регистрацию и сможете дополнить её. Войдите или зарегистрируйтесь на ${ctx.siteName} — регистрация появится в вашем личном кабинете.`,
        },
      ],
      link: { label: 'Посмотреть регистрацию', href },
      footer: `Это письмо отправлено сайтом ${ctx.siteName}, потому что компания «${company}» зарегистрировала вас как своего сотрудника.`,
    },
    en: {
      subject: `${ctx.siteName}: ${company} registered you for ${event.name}`,
      intro: `${employee.name}, ${company} has booked a place for you at ${event.name}, ${race.name}. The company pays: the place is confirmed once it pays the order.`,
      blocks: [
        { label: 'Event', value: event.name },
        { label: 'Race', value: race.name },
        { label: 'Start', value: start },
        { label: "Company's order", value: ctx.order },
        {
          label: 'Your entry',
          value: `Follow the link below to see your entry and complete it. Sign in or sign up on ${ctx.siteName}, and the entry appears in your personal account.`,
        },
      ],
      link: { label: 'See your entry', href },
      footer: `This mail was sent by ${ctx.siteName} because ${company} registered you as its employee.`,
    },
  };
  return composeBlockMail(employee.to, texts[lang]);
}
