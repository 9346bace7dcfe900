import type { Mail } from './mailer.js';
import { escapeHtml } from '../../shared/seo/page-head.js';

/** A labelled value of a mail: a question, a sender, a message. */
export interface MailBlock {
  label: string;
  value: string;
}

/** The parts of a mail of labelled blocks, in one language. */
export interface BlockMailText {
  subject: string;
  intro: string;
  blocks: MailBlock[];
  /** A call to action with an absolute URL, shown as a link and spelled out below it. */
  link?: { label: string; href: string };
  footer: string;
}

/**
 * Plain text and escaped HTML of the same mail; user texts keep their line breaks. `replyTo` is where a
 * reply goes (e.g. the visitor who wrote to support).
 */
export function composeBlockMail(to: string, m: BlockMailText, options: { replyTo?: string } = {}): Mail {
  const text = [
    m.intro,
    ...m.blocks.map((b) => `${b.label}:\n${b.value}`),
    ...(m.link ? [`${m.link.label}: ${m.link.href}`] : []),
    m.footer,
  ].join('\n\n');
  const blocks = m.blocks
    .map(
      (b) =>
        `<p><strong>${escapeHtml(b.label)}:</strong><br>${escapeHtml(b.value).replace(/\r?\n/g, '<br>')}</p>`,
    )
    .join('\n');
  const href = m.link ? escapeHtml(m.link.href) : '';
  const link = m.link
    ? `<p><a href="${href}">${escapeHtml(m.link.label)}</a></p>
<p style="color:#666;font-size:small">${href}</p>
`
    : '';
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(m.intro)}</p>
${blocks}
${link}<p style="color:#666;font-size:small">${escapeHtml(m.footer)}</p>
</body></html>`;
  return { to, subject: m.subject, text, html, ...(options.replyTo ? { replyTo: options.replyTo } : {}) };
}
