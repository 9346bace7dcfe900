import type { Language } from '../../shared/constants.js';
import type { ContactTopic } from '../../shared/schemas/contacts.js';
import type { CorporateInterest, CorporateTeamSize } from '../../shared/schemas/content.js';
import { composeBlockMail, type BlockMailText, type MailBlock } from '../mail/mail-compose.js';
import type { Mail } from '../mail/mailer.js';

/** What a content mail needs to know about the request: its language and the tenant's name. */
export interface ContentMailContext {
  lang: Language;
  siteName: string;
}

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, Record<Language, string>> = {
  registration: { ru: 'Регистрация на старт', en: 'Race registration' },
  payment: { ru: 'Оплата и возврат', en: 'Payment and refunds' },
  results: { ru: 'Результаты', en: 'Results' },
  organizers: { ru: 'Организаторам', en: 'For organizers' },
  other: { ru: 'Другой вопрос', en: 'Something else' },
};

const INTEREST_LABELS: Record<CorporateInterest, Record<Language, string>> = {
  'corporate-race': { ru: 'Корпоративный забег', en: 'A corporate race' },
  'team-entries': { ru: 'Командные заявки на старты', en: 'Team entries to races' },
  wellness: { ru: 'Программы здоровья сотрудников', en: 'Employee wellness programmes' },
  sponsorship: { ru: 'Спонсорство и партнёрство', en: 'Sponsorship and partnership' },
};

const TEAM_SIZE_LABELS: Record<CorporateTeamSize, Record<Language, string>> = {
  '1-50': { ru: 'до 50', en: 'up to 50' },
  '51-200': { ru: '51–200', en: '51–200' },
  '201-1000': { ru: '201–1000', en: '201–1,000' },
  '1000+': { ru: 'более 1000', en: 'more than 1,000' },
};

/** A user's text on one line, for a header such as the subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface ContactMessageMailData {
  id: number;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  /** The signed-in account's e-mail, when the author was signed in. */
  accountEmail: string | null;
}

/** To the tenant's support: a visitor's message from the contacts page; a reply goes to the visitor. */
export function contactMessageMail(to: string, ctx: ContentMailContext, data: ContactMessageMailData): Mail {
  const topic = CONTACT_TOPIC_LABELS[data.topic][ctx.lang];
  const account = (label: string): MailBlock[] =>
    data.accountEmail ? [{ label, value: data.accountEmail }] : [];
  const texts: Record<Language, BlockMailText> = {
    ru: {
      subject: `${ctx.siteName}: ${topic} — сообщение №${data.id}`,
      intro: 'Посетитель написал в поддержку через форму на странице «Контакты».',
      blocks: [
        { label: 'Имя', value: data.name },
        { label: 'Email', value: data.email },
        ...account('Аккаунт на сайте'),
        { label: 'Тема', value: topic },
        { label: 'Сообщение', value: data.message },
      ],
      footer: 'Ответ на это письмо уйдёт автору сообщения.',
    },
    en: {
      subject: `${ctx.siteName}: ${topic} — message #${data.id}`,
      intro: 'A visitor wrote to support with the form of the Contacts page.',
      blocks: [
        { label: 'Name', value: data.name },
        { label: 'Email', value: data.email },
        ...account('Account on the site'),
        { label: 'Topic', value: topic },
        { label: 'Message', value: data.message },
      ],
      footer: 'A reply to this mail goes to the author of the message.',
    },
  };
  return composeBlockMail(to, texts[ctx.lang], { replyTo: data.email });
}

export interface CorporateLeadMailData {
  id: number;
  company: string;
  contactName: string;
  email: string;
  phone: string;
  employees: CorporateTeamSize;
  interests: CorporateInterest[];
  message: string;
}

/** To sales: a company's request from the corporate-client page; a reply goes to its contact person. */
export function corporateLeadMail(to: string, ctx: ContentMailContext, data: CorporateLeadMailData): Mail {
  const company = oneLine(data.company);
  const interests = data.interests.map((i) => INTEREST_LABELS[i][ctx.lang]).join('\n');
  const employees = TEAM_SIZE_LABELS[data.employees][ctx.lang];
  const message = (label: string): MailBlock[] => (data.message ? [{ label, value: data.message }] : []);
  const texts: Record<Language, BlockMailText> = {
    ru: {
      subject: `${ctx.siteName}: заявка от ${company} (№${data.id})`,
      intro: 'Новая заявка со страницы для корпоративных клиентов.',
      blocks: [
        { label: 'Компания', value: data.company },
        { label: 'Контактное лицо', value: data.contactName },
        { label: 'Email', value: data.email },
        { label: 'Телефон', value: data.phone },
        { label: 'Сотрудников', value: employees },
        { label: 'Интересует', value: interests },
        ...message('Комментарий'),
      ],
      footer: 'Ответ на это письмо уйдёт контактному лицу компании.',
    },
    en: {
      subject: `${ctx.siteName}: a request from ${company} (#${data.id})`,
      intro: 'A new request from the corporate clients page.',
      blocks: [
        { label: 'Company', value: data.company },
        { label: 'Contact person', value: data.contactName },
        { label: 'Email', value: data.email },
        { label: 'Phone', value: data.phone },
        { label: 'Employees', value: employees },
        { label: 'Interested in', value: interests },
        ...message('Comment'),
      ],
      footer: "A reply to this mail goes to the company's contact person.",
    },
  };
  return composeBlockMail(to, texts[ctx.lang], { replyTo: data.email });
}
