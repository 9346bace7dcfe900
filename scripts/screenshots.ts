// Screenshots of the built app for a look by eye: every page given, in ru and en, at 375 and 1280 px.
// Usage: npm run build && npx tsx scripts/screenshots.ts [http://localhost:3000] — writes screenshots/*.png
import { mkdirSync } from 'node:fs';
import { launchChromium } from '../tests/e2e/support/browser.js';

const base = process.argv[2] ?? 'http://localhost:3000';
const port = new URL(base).port;
const only = process.argv[3]?.split(',');
const allPages: [string, string][] = [
  ['home', `${base}/`],
  ['events', `${base}/events/future`],
  ['events-map', `${base}/events/future?view=map`],
  ['event', `${base}/event/moscow-marathon`],
  ['event-startlist', `${base}/event/moscow-marathon/startlist`],
  ['results', `${base}/events/results`],
  ['rating', `${base}/Home/EventsRating`],
  ['clubs', `${base}/clubs`],
  ['not-found', `${base}/no/such/page`],
  ['pionercup-not-found', `http://pionercup.localhost:${port}/events/future`],
  ['fontanka-not-found', `http://fontanka.localhost:${port}/`],
];
const pages = only ? allPages.filter(([name]) => only.includes(name)) : allPages;

mkdirSync('screenshots', { recursive: true });
const browser = await launchChromium();
for (const lang of ['ru', 'en']) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await context.addCookies([{ name: '_rr_culture', value: `c=${lang}|uic=${lang}`, url: base }]);
    for (const [name, url] of pages) {
      const host = new URL(url).origin;
      await context.addCookies([{ name: '_rr_culture', value: `c=${lang}|uic=${lang}`, url: host }]);
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.screenshot({ path: `screenshots/${name}-${lang}-${width}.png`, fullPage: true });
      await page.close();
    }
    await context.close();
  }
}
await browser.close();
console.log('screenshots written to screenshots/');
