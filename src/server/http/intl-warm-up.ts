import { inlineScriptSource } from './inline-script-source.js';

/*
 * The first Intl date or number formatter of a page loads the browser's locale and time-zone data: some
 * 50–80 ms of main thread on a laptop, several times that on a phone, inside whichever render first shows
 * a date. While the page waits for its scripts the main thread is idle, so a tiny inline script loads that
 * data then, in its own task, for the page's language (`<html lang>`); the app's first formatters then cost
 * next to nothing. It formats nothing anyone sees.
 */
export const INTL_WARM_UP_SCRIPT =
  `setTimeout(function(){try{var l=document.documentElement.lang==='en'?'en-GB':'ru-RU',d=new Date();` +
  `new Intl.DateTimeFormat(l,{timeZone:'Europe/Moscow',day:'numeric',month:'long',year:'numeric',weekday:'short'}).formatToParts(d);` +
  `new Intl.NumberFormat(l,{maximumFractionDigits:1}).format(1.5);` +
  `new Intl.NumberFormat(l,{style:'currency',currency:'RUB'}).format(1)}catch(e){}},0)`;

/** The CSP source that allows exactly this inline script. */
export const INTL_WARM_UP_SCRIPT_SOURCE = inlineScriptSource(INTL_WARM_UP_SCRIPT);
