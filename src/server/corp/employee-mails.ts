import type { Language } from '../../shared/constants.js';
import { composeBlockMail } from '../mail/mail-compose.js';
import type { Mail } from '../mail/mailer.js';

/*
 * The invitation a company mails an employee (issue 19 item 6, ADR 031 point 5): the link to the page where
 * the employee signs in, sees exactly what the company will see of their profile, and consents or declines.
 * Written like the app's other mails (labelled blocks, the link spelled out), in the sender's language.
 */

export interface EmployeeInvitationMail {
  to: string;
  lang: Language;
  tenant: string;
  company: string;
  employee: string;
  /** The absolute link with the token. */
  href: string;
}

export function employeeInvitationMail(m: EmployeeInvitationMail): Mail {
  const ru = m.lang === 'ru';
  return composeBlockMail(m.to, {
    subject: ru
      ? `«${m.company}» приглашает вас связать аккаунт ${m.tenant}`
      : `${m.company} invites you to link your ${m.tenant} account`,
    intro: ru
      ? `${m.employee}, компания «${m.company}» внесла вас в список сотрудников, чтобы регистрировать на забеги. Свяжите свой аккаунт: тогда для регистраций будет использоваться ваш профиль, компания не сможет его изменить и увидит только то, что нужно для регистрации.`
      : `${m.employee}, ${m.company} has put you on its list of employees to register you for races. Link your account: your own profile is then used for the entries, the company cannot change it and sees only what an entry needs.`,
    blocks: [
      { label: ru ? 'Компания' : 'Company', value: m.company },
      {
        label: ru ? 'Что увидит компания' : 'What the company will see',
        value: ru
          ? 'Фамилию, имя, отчество, пол, дату рождения и e-mail из вашего профиля'
          : 'The last, first and middle name, gender, date of birth and e-mail of your profile',
      },
    ],
    link: { label: ru ? 'Посмотреть и дать согласие' : 'Review and consent', href: m.href },
    footer: ru
      ? `Если вы не работаете в «${m.company}», просто не открывайте ссылку или откажитесь на её странице. Письмо отправлено сайтом ${m.tenant}.`
      : `If you do not work for ${m.company}, ignore the link or decline on its page. This mail was sent by ${m.tenant}.`,
  });
}
