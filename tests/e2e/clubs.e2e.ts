// The clubs page as a visitor finds it: from the not-found page's "Клубы" link to the demo clubs with the
// starts their members entered, on to one of those events and to the events list filtered by the club; in
// Russian on a phone and in English on a desktop, with axe checks.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

/** The demo clubs of the default tenant (src/server/db/demo/organizers.ts). */
const DEMO_CLUBS = ['Moscow Runners', 'Беговой клуб «Лужники»', 'Казань Бегает', 'Триатлон-клуб «Волга»'];

async function inEnglish(page: Page): Promise<void> {
  await e2e
    .context()
    .addCookies([{ name: '_rr_culture', value: encodeURIComponent('c=en|uic=en'), url: e2e.baseUrl }]);
  await page.reload();
}

describe('clubs', () => {
  it('ru, 375 px: from the not-found page to the clubs, to a club’s event and to all its events', async () => {
    const page = await e2e.page({ width: 375 });
    await page.goto(e2e.baseUrl + '/no/such/page');
    await page
      .getByRole('region', { name: /cookie/i })
      .getByRole('button', { name: 'Понятно' })
      .click();
    await page.getByRole('main').getByRole('link', { name: 'Клубы' }).click();

    await page.getByRole('heading', { level: 1, name: 'Клубы' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/clubs');
    expect(await page.title()).toBe('Клубы — Startline');
    for (const name of DEMO_CLUBS) await page.getByRole('article', { name }).waitFor();

    const club = page.getByRole('article', { name: 'Moscow Runners' });
    expect(await club.getByText(/^\d+ участник(а|ов)? на ближайших стартах$/).count()).toBe(1);
    const events = club.getByRole('listitem');
    expect(await events.count()).toBe(3);
    expect(await events.first().locator('time').textContent()).toMatch(
      /^\d{1,2} [а-я]+ \d{4}, (пн|вт|ср|чт|пт|сб|вс)$/,
    );
    expect(await axeViolations(page)).toEqual([]);

    // the card's first event opens its page
    const first = events.first().getByRole('link');
    const name = (await first.textContent()) ?? '';
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/event\/[^/]+$/);
    await first.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(href);

    // back on the clubs page, the club's link leads to the events list filtered by the club
    await page.goBack();
    const all = page
      .getByRole('article', { name: 'Moscow Runners' })
      .getByRole('link', { name: /^Все старты клуба \(\d+\)/ });
    const total = Number(/\((\d+)\)/.exec((await all.textContent()) ?? '')?.[1]);
    await all.click();
    await page.waitForURL(/\/events\/future\?club=\d+$/);
    // the list finds as many events as the card counted, and names the club it is filtered by
    await page.getByText(new RegExp(`^Найдено ${total} событи`)).waitFor();
    await page.getByText('Клуб: Moscow Runners').waitFor();
  });

  it('en, 1280 px: the clubs in English, with no accessibility violations', async () => {
    const page = await e2e.page({ width: 1280 });
    await page.goto(e2e.baseUrl + '/clubs');
    await inEnglish(page);
    await page.getByRole('heading', { level: 1, name: 'Clubs' }).waitFor();
    const club = page.getByRole('article', { name: 'Moscow Runners' });
    await club.getByText(/^\d+ participants? in upcoming races$/).waitFor();
    await club.getByRole('heading', { level: 3, name: 'Next races' }).waitFor();
    expect(await club.getByRole('listitem').first().locator('time').textContent()).toMatch(
      /^\d{1,2} [A-Z][a-z]+ \d{4}, (Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/,
    );
    expect(
      await club.getByRole('link', { name: /^All the club's events \(\d+\)/ }).getAttribute('href'),
    ).toMatch(/^\/events\/future\?club=\d+$/);
    expect(await axeViolations(page)).toEqual([]);
  });
});
