import type { Language } from '../../shared/constants.js';
import type { Mail } from '../mail/mailer.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface RelativeLinkMailInput {
  to: string;
  lang: Language;
  siteName: string;
  adderName: string;
  adderEmail: string;
  url: string;
}

/** The mail asking an account holder to confirm that another account adds them as a relative. */
export function relativeLinkMail(input: RelativeLinkMailInput): Mail {
  const who = input.adderName ? `${input.adderName} (${input.adderEmail})` : input.adderEmail;
  const texts =
    input.lang === 'en'
      ? {
          subject: `${input.siteName}: confirm a relative link`,
          lead: `${who} wants to add you as a relative on ${input.siteName}. Once you confirm, they will see your registrations and receive your race notifications.`,
          action: 'Confirm',
          ignore: 'If you do not know this person, ignore this mail. The link works for 7 days.',
        }
      : {
          subject: `${input.siteName}: подтвердите добавление в родственники`,
          lead: `${who} хочет добавить вас в родственники на сайте ${input.siteName}. После подтверждения этот человек увидит ваши регистрации и будет получать уведомления о ваших стартах.`,
          action: 'Подтвердить',
          ignore: 'Если вы не знаете этого человека, просто проигнорируйте письмо. Ссылка действует 7 дней.',
        };
  return {
    to: input.to,
    subject: texts.subject,
    text: `${texts.lead}\n\n${texts.action}: ${input.url}\n\n${texts.ignore}\n`,
    html:
      `<p>${escapeHtml(texts.lead)}</p>` +
      `<p><a href="${escapeHtml(input.url)}">${escapeHtml(texts.action)}</a></p>` +
      `<p>${escapeHtml(texts.ignore)}</p>`,
  };
}
