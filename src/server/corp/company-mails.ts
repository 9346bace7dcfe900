import type { Language } from '../../shared/constants.js';
import type { CompanyRole } from '../../shared/domain/company-permissions.js';
import { composeBlockMail, type MailBlock } from '../mail/mail-compose.js';
import type { Mail } from '../mail/mailer.js';

/*
 * The mails of a company's users (issue 19 item 5, ADR 031): an invitation to the corporate cabinet for an
 * address with no account yet (its link opens /corp/invitations/:token, where the invited person signs in or
 * up and accepts), and a note to an existing account that it was added. Written like the cabinet's mails
 * (labelled blocks, a link spelled out), in one language.
 */

const ROLE: Record<CompanyRole, Record<Language, string>> = {
  admin: { ru: 'администратор', en: 'admin' },
  manager: { ru: 'менеджер', en: 'manager' },
};

interface CompanyUserMail {
  to: string;
  lang: Language;
  tenant: string;
  /** `http(s)://host` of the tenant. */
  origin: string;
  company: string;
  role: CompanyRole;
}

const blocksOf = (m: CompanyUserMail): MailBlock[] => {
  const ru = m.lang === 'ru';
  return [
    { label: ru ? 'Компания' : 'Company', value: m.company },
    { label: ru ? 'Роль' : 'Role', value: ROLE[m.role][m.lang] },
  ];
};

const footer = (m: CompanyUserMail) =>
  m.lang === 'ru'
    ? `Это письмо отправлено сайтом ${m.tenant} по просьбе компании «${m.company}». Если вы не ждали его, просто не отвечайте.`
    : `This mail was sent by ${m.tenant} on behalf of ${m.company}. If you did not expect it, simply ignore it.`;

/** The invitation: sign in or up with this address, then accept by the link. */
export function companyInvitationMail(m: CompanyUserMail & { token: string }): Mail {
  const ru = m.lang === 'ru';
  return composeBlockMail(m.to, {
    subject: ru
      ? `Приглашение в корпоративный кабинет компании «${m.company}»`
      : `An invitation to the corporate cabinet of ${m.company}`,
    intro: ru
      ? `Вас пригласили работать в корпоративном кабинете компании: регистрировать сотрудников на забеги и оплачивать их участие. Откройте ссылку, войдите или зарегистрируйтесь с адресом ${m.to} и примите приглашение.`
      : `You are invited to work in the company's corporate cabinet: to register its employees for races and pay for them. Open the link, sign in or sign up with ${m.to}, and accept the invitation.`,
    blocks: blocksOf(m),
    link: {
      label: ru ? 'Принять приглашение' : 'Accept the invitation',
      href: `${m.origin}/corp/invitations/${encodeURIComponent(m.token)}`,
    },
    footer: footer(m),
  });
}

/** An existing account was added to the company's users. */
export function companyUserAddedMail(m: CompanyUserMail): Mail {
  const ru = m.lang === 'ru';
  return composeBlockMail(m.to, {
    subject: ru
      ? `Вы добавлены в корпоративный кабинет компании «${m.company}»`
      : `You were added to the corporate cabinet of ${m.company}`,
    intro: ru
      ? 'Ваш аккаунт добавлен в корпоративный кабинет компании. Он открывается из меню аккаунта, пункт «Корпоративный кабинет».'
      : 'Your account was added to the company’s corporate cabinet. Open it from the account menu, “Corporate cabinet”.',
    blocks: blocksOf(m),
    link: { label: ru ? 'Открыть кабинет' : 'Open the cabinet', href: `${m.origin}/corp` },
    footer: footer(m),
  });
}
