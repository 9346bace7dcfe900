import type { Language } from '../../shared/constants.js';
import { composeBlockMail, type BlockMailText } from '../mail/mail-compose.js';
import type { Mail } from '../mail/mailer.js';

/** What a question mail needs to know about the request: its language, the tenant's name, the site's origin. */
export interface QuestionMailContext {
  lang: Language;
  siteName: string;
  /** `https://host[:port]` of the request, for absolute links. */
  origin: string;
}

export interface QuestionMailData {
  eventName: string;
  question: string;
  askerName: string;
  askerEmail: string;
  token: string;
}

/** To the organizer: a participant's question with a one-use link to answer it. */
export function questionToOrganizerMail(to: string, ctx: QuestionMailContext, data: QuestionMailData): Mail {
  const link = `${ctx.origin}/questions/answer?token=${encodeURIComponent(data.token)}`;
  const texts: Record<Language, BlockMailText> = {
    ru: {
      subject: `${ctx.siteName}: вопрос о событии «${data.eventName}»`,
      intro: `Участник задал вопрос о событии «${data.eventName}».`,
      blocks: [
        { label: 'Вопрос', value: data.question },
        { label: 'Автор', value: `${data.askerName} <${data.askerEmail}>` },
      ],
      link: { label: 'Ответить на вопрос', href: link },
      footer: 'Ссылка одноразовая: ответ увидит автор вопроса на странице события.',
    },
    en: {
      subject: `${ctx.siteName}: a question about "${data.eventName}"`,
      intro: `A participant asked a question about "${data.eventName}".`,
      blocks: [
        { label: 'Question', value: data.question },
        { label: 'From', value: `${data.askerName} <${data.askerEmail}>` },
      ],
      link: { label: 'Answer the question', href: link },
      footer: 'The link works once: the asker will see your answer on the event page.',
    },
  };
  return composeBlockMail(to, texts[ctx.lang]);
}

/** To the asker: the organizer answered, with a link to the event page where the answer shows. */
export function answerToAskerMail(
  to: string,
  ctx: QuestionMailContext,
  data: { eventName: string; eventCode: string; question: string; answer: string },
): Mail {
  const link = `${ctx.origin}/event/${encodeURIComponent(data.eventCode)}`;
  const texts: Record<Language, BlockMailText> = {
    ru: {
      subject: 'Организатор ответил на ваш вопрос',
      intro: `Организатор события «${data.eventName}» ответил на ваш вопрос.`,
      blocks: [
        { label: 'Ваш вопрос', value: data.question },
        { label: 'Ответ', value: data.answer },
      ],
      link: { label: 'Открыть страницу события', href: link },
      footer: `Письмо отправлено ${ctx.siteName}.`,
    },
    en: {
      subject: 'The organizer answered your question',
      intro: `The organizer of "${data.eventName}" answered your question.`,
      blocks: [
        { label: 'Your question', value: data.question },
        { label: 'Answer', value: data.answer },
      ],
      link: { label: 'Open the event page', href: link },
      footer: `This mail was sent by ${ctx.siteName}.`,
    },
  };
  return composeBlockMail(to, texts[ctx.lang]);
}
