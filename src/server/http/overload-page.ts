import type { Language } from '../../shared/constants.js';
import { message } from './messages.js';
import { isPageRequest } from './page-paths.js';

const TITLE: Record<Language, string> = {
  ru: 'Высокая нагрузка',
  en: 'High load',
};

/**
 * Under overload the app itself cannot load, so a page load gets SPEC §8's overload notice as a small
 * self-contained page (no scripts) instead of JSON.
 */
export function overloadPage(lang: Language): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLE[lang]}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;color:#1b1f27;background:#f5f6f8}main{max-width:32rem;margin:1rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgb(0 0 0/.08)}h1{font-size:1.4rem;margin:0 0 .75rem}</style>
</head><body><main role="alert"><h1>${TITLE[lang]}</h1><p>${message('OVERLOADED', lang)}</p></main></body></html>`;
}

/** A page request gets the page, whatever it accepts (page-paths.ts). */
export function wantsHtml(method: string, url: string): boolean {
  return isPageRequest(method, url);
}
