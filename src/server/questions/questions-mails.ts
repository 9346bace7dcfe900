import type { Language } from '../../shared/constants.js';
import type { Mail } from '../mail/mailer.js';
import { escapeHtml } from '../seo/page-head.js';

/** What a question mail needs to know about the request: its language, the tenant's name, the site's origin. */
export interface QuestionMailContext {
  lang: Language;
  siteName: string;
  /** `https://host[:port]` of the request, for absolute links. */
  origin: string;
}

interface Block {
  label: string;
  value: string;
}

interface MailText {
  subject: string;
  intro: string;
  blocks: Block[];
  linkLabel: string;
  link: string;
  footer: string;
}

/** Plain text and escaped HTML of the same mail; user texts keep their line breaks. */
function compose(to: string, m: MailText): Mail {
  const text = [
    m.intro,
    ...m.blocks.map((b) => `${b.label}:\n${b.value}`),
    `${m.linkLabel}: ${m.link}`,
    m.footer,
  ].join('\n\n');
  const blocks = m.blocks
    .map(
      (b) =>
        `<p><strong>${escapeHtml(b.label)}:</strong><br>${escapeHtml(b.value).replace(/\r?\n/g, '<br>')}</p>`,
    )
    .join('\n');
  const href = escapeHtml(m.link);
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(m.intro)}</p>
${blocks}
<p><a href="${href}">${escapeHtml(m.linkLabel)}</a></p>
<p style="color:#666;font-size:small">${href}</p>
<p style="color:#666;font-size:small">${escapeHtml(m.footer)}</p>
</body></html>`;
  return { to, subject: m.subject, text, html };
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
  const texts: Record<Language, MailText> = {
    ru: {
      subject: `${ctx.siteName}: вопрос о событии «${data.eventName}»`,
      intro: `Участник задал вопрос о событии «${data.eventName}».`,
      blocks: [
        { label: 'Вопрос', value: data.question },
        { label: 'Автор', value: `${data.askerName} <${data.askerEmail}>` },
      ],
      linkLabel: 'Ответить на вопрос',
      link,
      footer: 'Ссылка одноразовая: ответ увидит автор вопроса на странице события.',
    },
    en: {
      subject: `${ctx.siteName}: a question about "${data.eventName}"`,
      intro: `A participant asked a question about "${data.eventName}".`,
      blocks: [
        { label: 'Question', value: data.question },
        { label: 'From', value: `${data.askerName} <${data.askerEmail}>` },
      ],
      linkLabel: 'Answer the question',
      link,
      footer: 'The link works once: the asker will see your answer on the event page.',
    },
  };
  return compose(to, texts[ctx.lang]);
}

/** To the asker: the organizer answered, with a link to the event page where the answer shows. */
export function answerToAskerMail(
  to: string,
  ctx: QuestionMailContext,
  data: { eventName: string; eventCode: string; question: string; answer: string },
): Mail {
  const link = `${ctx.origin}/event/${encodeURIComponent(data.eventCode)}`;
  const texts: Record<Language, MailText> = {
    ru: {
      subject: 'Организатор ответил на ваш вопрос',
      intro: `Организатор события «${data.eventName}» ответил на ваш вопрос.`,
      blocks: [
        { label: 'Ваш вопрос', value: data.question },
        { label: 'Ответ', value: data.answer },
      ],
      linkLabel: 'Открыть страницу события',
      link,
      footer: `Письмо отправлено ${ctx.siteName}.`,
    },
    en: {
      subject: 'The organizer answered your question',
      intro: `The organizer of "${data.eventName}" answered your question.`,
      blocks: [
        { label: 'Your question', value: data.question },
        { label: 'Answer', value: data.answer },
      ],
      linkLabel: 'Open the event page',
      link,
      footer: `This mail was sent by ${ctx.siteName}.`,
    },
  };
  return compose(to, texts[ctx.lang]);
}
