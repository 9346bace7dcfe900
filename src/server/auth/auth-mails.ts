import type { Language } from '../../shared/constants.js';
import type { Mail } from '../mail/mailer.js';
import { escapeHtml } from '../../shared/seo/page-head.js';

/** What a mail needs to know about the request: its language, the tenant's name and the site's origin. */
export interface MailContext {
  lang: Language;
  siteName: string;
  /** `https://host[:port]` of the request, for absolute links. */
  origin: string;
}

interface MailText {
  subject: string;
  /** Paragraphs before the link. */
  paragraphs: string[];
  linkLabel: string;
  link: string;
  footer: string;
}

function compose(to: string, m: MailText): Mail {
  const text = [...m.paragraphs, m.link, '', m.footer].join('\n\n');
  const paragraphs = m.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const href = escapeHtml(m.link);
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
${paragraphs}
<p><a href="${href}">${escapeHtml(m.linkLabel)}</a></p>
<p style="color:#666;font-size:small">${escapeHtml(m.link)}</p>
<p style="color:#666;font-size:small">${escapeHtml(m.footer)}</p>
</body></html>`;
  return { to, subject: m.subject, text, html };
}

const IGNORE: Record<Language, string> = {
  ru: 'Если вы не запрашивали это письмо, просто не обращайте на него внимания.',
  en: 'If you did not ask for this mail, just ignore it.',
};

export function confirmEmailMail(to: string, ctx: MailContext, token: string): Mail {
  const link = `${ctx.origin}/signup/confirm?token=${encodeURIComponent(token)}`;
  const texts: Record<Language, MailText> = {
    ru: {
      subject: `${ctx.siteName}: подтвердите email`,
      paragraphs: [
        'Здравствуйте!',
        `Чтобы завершить регистрацию на ${ctx.siteName}, подтвердите адрес электронной почты. Ссылка действует 24 часа.`,
      ],
      linkLabel: 'Подтвердить email',
      link,
      footer: IGNORE.ru,
    },
    en: {
      subject: `${ctx.siteName}: confirm your email`,
      paragraphs: [
        'Hello!',
        `To finish signing up on ${ctx.siteName}, please confirm your email address. The link is valid for 24 hours.`,
      ],
      linkLabel: 'Confirm email',
      link,
      footer: IGNORE.en,
    },
  };
  return compose(to, texts[ctx.lang]);
}

export function alreadyRegisteredMail(to: string, ctx: MailContext): Mail {
  const link = `${ctx.origin}/password/forgot`;
  const texts: Record<Language, MailText> = {
    ru: {
      subject: `${ctx.siteName}: у вас уже есть аккаунт`,
      paragraphs: [
        'Здравствуйте!',
        `Кто-то (возможно, вы) пытался зарегистрироваться на ${ctx.siteName} с этим адресом, но аккаунт с ним уже есть. Войдите со своим паролем или восстановите его.`,
      ],
      linkLabel: 'Восстановить пароль',
      link,
      footer: IGNORE.ru,
    },
    en: {
      subject: `${ctx.siteName}: you already have an account`,
      paragraphs: [
        'Hello!',
        `Someone (perhaps you) tried to sign up on ${ctx.siteName} with this address, but it already has an account. Sign in with your password or reset it.`,
      ],
      linkLabel: 'Reset password',
      link,
      footer: IGNORE.en,
    },
  };
  return compose(to, texts[ctx.lang]);
}

export function resetPasswordMail(to: string, ctx: MailContext, token: string): Mail {
  const link = `${ctx.origin}/password/reset?token=${encodeURIComponent(token)}`;
  const texts: Record<Language, MailText> = {
    ru: {
      subject: `${ctx.siteName}: восстановление пароля`,
      paragraphs: [
        'Здравствуйте!',
        'Чтобы задать новый пароль, перейдите по ссылке. Она действует 1 час и только один раз.',
      ],
      linkLabel: 'Задать новый пароль',
      link,
      footer: IGNORE.ru,
    },
    en: {
      subject: `${ctx.siteName}: reset your password`,
      paragraphs: ['Hello!', 'To set a new password, follow the link. It is valid for 1 hour and only once.'],
      linkLabel: 'Set a new password',
      link,
      footer: IGNORE.en,
    },
  };
  return compose(to, texts[ctx.lang]);
}

/** A one-time link that forgets the account's failed sign-ins and signs its owner in (issue 12). */
export function unlockSignInMail(to: string, ctx: MailContext, token: string): Mail {
  const link = `${ctx.origin}/login/unlock?token=${encodeURIComponent(token)}`;
  const texts: Record<Language, MailText> = {
    ru: {
      subject: `${ctx.siteName}: вход по ссылке`,
      paragraphs: [
        'Здравствуйте!',
        `В ваш аккаунт на ${ctx.siteName} было много неудачных попыток входа, поэтому вход с паролем замедлен. Перейдите по ссылке, чтобы войти без пароля и снять ограничение. Ссылка действует 1 час и только один раз.`,
      ],
      linkLabel: 'Войти',
      link,
      footer: `${IGNORE.ru} Если попытки были не ваши, смените пароль после входа.`,
    },
    en: {
      subject: `${ctx.siteName}: sign in with a link`,
      paragraphs: [
        'Hello!',
        `There were many failed sign-in attempts on your ${ctx.siteName} account, so signing in with the password is slowed down. Follow the link to sign in without the password and lift the limit. It is valid for 1 hour and only once.`,
      ],
      linkLabel: 'Sign in',
      link,
      footer: `${IGNORE.en} If the attempts were not yours, change your password after signing in.`,
    },
  };
  return compose(to, texts[ctx.lang]);
}
