/*
 * The page's scripts start after its first paint (ADR 011, 2026-11-24).
 *
 * The page arrives rendered by the server: it can be read, its links followed and its search form sent
 * before any script runs. If the scripts are already there when the document has been parsed (a cached
 * or fast connection), the browser runs them before it paints, and the visitor stares at a white screen
 * while ~140 KB of JavaScript is compiled. So the built document holds its entry script and module
 * preloads inert, in a <template>, and one tiny inline script (allowed by its hash in the CSP) adds them
 * to the document in the task after the first frame — at once when the tab is hidden (there is no paint
 * to wait for). The scripts are requested about one frame later than from a plain tag at the end of the
 * body, where the parser would have found them.
 */

export const PAGE_SCRIPTS_ID = 'page-scripts';

export const PAGE_SCRIPTS_STARTER =
  `(function(){var d=document,s=0;function go(){if(s)return;s=1;var t=d.getElementById('${PAGE_SCRIPTS_ID}');` +
  `if(!t)return;var n=t.content.children;for(var i=0;i<n.length;i++){var o=n[i],e=d.createElement(o.tagName);` +
  `for(var j=0;j<o.attributes.length;j++)e.setAttribute(o.attributes[j].name,o.attributes[j].value);` +
  `d.body.appendChild(e)}}if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`;

const TEMPLATE_END = '</template>';
const OPEN = `<template id="${PAGE_SCRIPTS_ID}">`;

/** The tags, inert, and the script that starts them after the first paint. */
export function pageScriptsBlock(tags: readonly string[]): string {
  return `${OPEN}\n      ${tags.join('\n      ')}\n    ${TEMPLATE_END}\n    <script>${PAGE_SCRIPTS_STARTER}</script>`;
}

/**
 * `html` with more script or preload tags started with the page's own: inside its scripts' template when
 * it has one (the build), else at the end of the body (`npm run dev`'s document, whose scripts are plain).
 */
export function withPageScriptTags(html: string, tags: string): string {
  if (!tags) return html;
  const open = html.indexOf(OPEN);
  const end = open < 0 ? -1 : html.indexOf(TEMPLATE_END, open);
  if (end < 0) return html.replace('</body>', () => `  ${tags}\n  </body>`);
  return `${html.slice(0, end)}  ${tags}\n    ${html.slice(end)}`;
}
