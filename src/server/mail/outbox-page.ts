import type { Language } from '../../shared/constants.js';
import { escapeHtml } from '../../shared/seo/page-head.js';
import type { OutboxItem } from './outbox.repo.js';

const TEXTS: Record<
  Language,
  { title: string; empty: string; to: string; replyTo: string; date: string; note: string }
> = {
  ru: {
    title: 'Исходящая почта',
    empty: 'Писем пока нет.',
    to: 'Кому',
    replyTo: 'Ответить',
    date: 'Дата',
    note: 'Режим разработки: письма не отправляются, а хранятся здесь.',
  },
  en: {
    title: 'Outbox',
    empty: 'No mail yet.',
    to: 'To',
    replyTo: 'Reply-To',
    date: 'Date',
    note: 'Development mode: mail is not sent but kept here.',
  },
};

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** A text body, escaped, with its URLs as links. */
export function linkifiedText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

/** The dev mailbox page: a tenant's mails, newest first; text bodies with clickable links, no scripts. */
export function outboxPage(items: OutboxItem[], lang: Language): string {
  const t = TEXTS[lang];
  const mails = items
    .map(
      (item) => `<article>
<h2>${escapeHtml(item.subject)}</h2>
<p class="meta">${t.to}: ${escapeHtml(item.to)}${item.replyTo ? ` · ${t.replyTo}: ${escapeHtml(item.replyTo)}` : ''} · ${t.date}: <time datetime="${item.createdAt.toISOString()}">${escapeHtml(item.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></p>
<pre>${linkifiedText(item.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>body{margin:0 auto;max-width:50rem;padding:1rem;font:16px/1.5 system-ui,sans-serif;color:#1b1f27}article{border:1px solid #d5d9e0;border-radius:8px;padding:0 1rem;margin:1rem 0}h2{font-size:1.1rem}.meta{color:#555;font-size:.9rem}pre{white-space:pre-wrap;word-break:break-word;font:inherit}</style>
</head><body><main><h1>${t.title}</h1><p>${t.note}</p>
${mails || `<p>${t.empty}</p>`}
</main></body></html>`;
}
