// Every public page as the server renders it (ADR 011): readable without scripts in Russian and English,
// and brought to life by React's hydration without a mismatch and without reading its data again.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

/** Public pages of the demo data (src/server/db/demo), with a text each shows in ru and en. */
const PAGES: [path: string, ru: RegExp, en: RegExp][] = [
  ['/', /Найдите свой следующий старт/, /Find your next start/i],
  ['/events/future', /Ночной забег/, /Night Run/i],
  ['/events/future?sport=run&q=%D0%BD%D0%BE%D1%87', /Ночной забег/, /Night Run/i],
  ['/event/night-run', /Ночной забег/, /Night Run/i],
  ['/event/night-run/startlist', /Ночной забег/, /Night Run/i],
  ['/event/night-run/results', /Ночной забег/, /Night Run/i],
  ['/series/moscow-running-series', /серия/i, /series/i],
  ['/Home/EventsRating', /Рейтинг/, /Rating/i],
  ['/Home/About', /Организаторам/, /organizers/i],
  ['/Contacts', /Контакты/, /Contacts/i],
  ['/Careers', /Вакансии/, /Vacancies|Careers/i],
  ['/corp-client', /Телефон/, /Phone/i],
  ['/nbd', /Ночной забег|забег/i, /run/i],
  ['/ostrovok', /Островок|ostrovok/i, /Ostrovok/i],
  ['/clubs', /Клубы/, /Clubs/i],
  ['/no/such/page', /Страница не найдена/, /not found/i],
];

async function inLanguage(language: 'ru' | 'en'): Promise<void> {
  const value = encodeURIComponent(language === 'en' ? 'c=en|uic=en' : 'c=ru|uic=ru');
  await e2e.context().addCookies([{ name: '_rr_culture', value, url: e2e.baseUrl }]);
}

/** Console errors and warnings, uncaught errors, and the API reads the page made, while it loads. */
function watch(page: Page) {
  const problems: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // a not-found page answers 404 (the browser logs the status); map tiles are not reachable here
    if (/status of 404|ERR_NAME_NOT_RESOLVED|tile\.openstreetmap/.test(message.text())) return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') reads.push(url.pathname);
  });
  return { problems, reads };
}

describe('pages rendered on the server', () => {
  it('are readable without scripts, in Russian and in English', { timeout: 120_000 }, async () => {
    for (const language of ['ru', 'en'] as const) {
      const page = await e2e.page({ width: 375, javaScript: false });
      await inLanguage(language);
      for (const [path, ru, en] of PAGES) {
        await page.goto(e2e.baseUrl + path);
        const text = await page.locator('#root').innerText();
        expect(text, `${language} ${path}`).toMatch(language === 'ru' ? ru : en);
        expect(await page.getAttribute('html', 'lang')).toBe(language);
      }
    }
  });

  it.each(['ru', 'en'] as const)(
    '%s: hydrate without a mismatch and without reading their data again',
    { timeout: 180_000 },
    async (language) => {
      const first = await e2e.page({ width: language === 'ru' ? 375 : 1280 });
      await inLanguage(language);
      await first.close();
      // four pages of one browser context at a time: each waits for its network to go quiet, which is
      // mostly waiting (the test waits for hydration itself)
      const check = async ([path, ru, en]: (typeof PAGES)[number]) => {
        const page = await e2e.context().newPage();
        const { problems, reads } = watch(page);
        await page.goto(e2e.baseUrl + path, { waitUntil: 'networkidle' });
        // hydrated: React has attached its handlers (the language switch answers)
        await page.waitForFunction(() => {
          const root = document.getElementById('root');
          return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
        });
        expect(await page.locator('#root').innerText(), `${language} ${path}`).toMatch(
          language === 'ru' ? ru : en,
        );
        expect(problems, `${language} ${path}`).toEqual([]);
        // the page's own data came in the page (a missing page's 404 is asked again by the browser)
        expect(reads, `${language} ${path}`).toEqual([]);
        await page.close();
      };
      for (let i = 0; i < PAGES.length; i += 4) await Promise.all(PAGES.slice(i, i + 4).map(check));
    },
  );
});
