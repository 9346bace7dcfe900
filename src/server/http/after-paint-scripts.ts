import { createHash } from 'node:crypto';
import { jsonForScript } from '../seo/page-head.js';

/*
 * A page the server rendered (ADR 009) shows before any script runs, so its scripts need not compete with
 * it for a phone's connection: they are named in a JSON block instead of `<script>`/`<link
 * rel="modulepreload">` tags, and a tiny inline script adds them after the first paint (at once in a
 * hidden tab, where no paint comes). The app then starts exactly as it would have: the landing screen's
 * module is still marked `data-screen` for main.tsx.
 */

export const SCRIPTS_BLOCK_ID = 'sl-scripts';

/** Where the loader keeps the buttons pressed before the app started; main.tsx presses them again. */
export const EARLY_CLICKS = 'slEarlyClicks';

/**
 * The inline loader; its text is fixed, so the CSP allows it by hash. Each request a script starts costs the
 * main thread a little, so the module preloads go in a few at a time, a task each, and the entry script
 * last (main.tsx then finds the screen's preload in place). Until the app has started, a button on the
 * page has no handler: the loader notes each button pressed, and the app presses it again once it has
 * taken over the page (links and the search form work without the app).
 */
export const AFTER_PAINT_LOADER =
  `(function(){var q=window.${EARLY_CLICKS}=[];document.addEventListener('click',function(e){` +
  `var b=e.target&&e.target.closest&&e.target.closest('button[type="button"]');if(b&&window.${EARLY_CLICKS}===q)q.push(b)},true);` +
  `function go(){try{var d=JSON.parse(document.getElementById(${JSON.stringify(SCRIPTS_BLOCK_ID)}).textContent),` +
  `p=d.preload.slice();(function next(){p.splice(0,4).forEach(function(x){var l=document.createElement('link');` +
  `l.rel='modulepreload';l.crossOrigin='';l.href=x.href;if(x.screen)l.setAttribute('data-screen','');document.head.appendChild(l)});` +
  `if(p.length)return setTimeout(next,0);` +
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=d.entry;document.head.appendChild(s)})()}catch(e){}}` +
  `if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`;

/** The CSP source that allows exactly this inline script. */
export const AFTER_PAINT_LOADER_SOURCE = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"( data-screen)?>\s*/g;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page with the server's markup in `#root` and its scripts loaded after the first paint; the page
 * unchanged when it has no empty root or no entry script (then the app renders it as always).
 */
export function withServerRenderedRoot(html: string, markup: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry || !html.includes(EMPTY_ROOT)) return html;
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => ({
    href: match[1],
    ...(match[2] ? { screen: true } : {}),
  }));
  const scripts =
    `<script type="application/json" id="${SCRIPTS_BLOCK_ID}">${jsonForScript({ entry, preload })}</script>\n    ` +
    `<script>${AFTER_PAINT_LOADER}</script>\n  `;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`)
    .replace('</body>', () => `  ${scripts}</body>`);
}
