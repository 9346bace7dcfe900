// The public catalogue as a visitor uses it: browse, filter, search, the map, an event with its members and
// results, a series, and the events rating — on the demo data the app seeds at start.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { axeViolations } from './support/axe';

const e2e = useBrowser();

const cards = (page: Page) => page.getByRole('article');
const countLine = (page: Page) => page.locator('#events-count');

async function apiJson<T>(path: string): Promise<T> {
  const res = await fetch(e2e.baseUrl + path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('events list', () => {
  it('opens /events on the upcoming tab with cards and a count, and loads more', async () => {
    const page = await e2e.page();
    await page.goto(e2e.baseUrl + '/events');
    await page.waitForURL(/\/events\/future$/);
    await cards(page).first().waitFor();
    expect(await countLine(page).textContent()).toMatch(/^Найдено \d+ событи/);
    const before = await cards(page).count();
    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('filters by sport type through the URL, and Back returns to the unfiltered list', async () => {
    const page = await e2e.page();
    await page.goto(e2e.baseUrl + '/events/all');
    await cards(page).first().waitFor();
    const all = await countLine(page).textContent();
    await page.goto(e2e.baseUrl + '/events/all?sport=swimming');
    await page.getByText('Плавание').first().waitFor();
    await expect.poll(() => countLine(page).textContent()).not.toBe(all);
    const sports = await cards(page).evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    expect(sports.length).toBeGreaterThan(0);
    for (const text of sports) expect(text).toContain('Плавание');
    await page.goBack();
    await expect.poll(() => countLine(page).textContent()).toBe(all);
  });

  it('finds an event by a name with a typo', async () => {
    const page = await e2e.page();
    await page.goto(e2e.baseUrl + '/events/all');
    await cards(page).first().waitFor();
    await page.getByRole('searchbox').fill('марафн');
    await page.getByRole('searchbox').press('Enter');
    await page.waitForURL(/q=/);
    await expect.poll(async () => (await cards(page).first().textContent()) ?? '').toMatch(/марафон/i);
  });

  it('says so when nothing matches, in Russian and in English', async () => {
    const page = await e2e.page();
    await page.goto(e2e.baseUrl + '/events/all?q=zzzzqqqqxxxx');
    await page.getByText('По вашему запросу не найдено ни одного события').waitFor();
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByText('No events were found for your query').waitFor();
  });

  it('shows the events on a map only when asked, with clustered markers', async () => {
    const page = await e2e.page();
    const mapRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/events/map')) mapRequests.push(req.url());
    });
    await page.goto(e2e.baseUrl + '/events/future');
    await cards(page).first().waitFor();
    expect(mapRequests).toEqual([]);
    await page.getByRole('button', { name: 'На карте' }).click();
    await page.waitForURL(/view=map/);
    await page.locator('.leaflet-container').waitFor();
    await expect.poll(() => page.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
    expect(mapRequests.length).toBe(1);
  });
});

describe('event page', () => {
  it('opens from a card, shows races, and the Members tab lists the start list', async () => {
    const page = await e2e.page();
    await page.goto(e2e.baseUrl + '/events/future');
    const first = cards(page).first();
    await first.waitFor();
    const name = (await first.getByRole('heading').first().textContent())?.trim() ?? '';
    await first.getByRole('link', { name }).first().click();
    await page.waitForURL(/\/event\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('heading', { name: 'Дистанции' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the Members tab lists the start list, searchable by name', async () => {
    const list = await apiJson<{ items: { code: string }[] }>('/api/events/list?type=future&limit=50');
    let code: string | undefined;
    let someone = '';
    for (const item of list.items) {
      // the tab opens on the first race
      const races = (await apiJson<{ races: { code: string }[] }>(`/api/event/${item.code}/startlist`)).races;
      if (!races[0]) continue;
      const start = await apiJson<{ total: number; participants: { name: string }[] }>(
        `/api/event/${item.code}/startlist?race=${races[0].code}`,
      );
      if (start.total > 0 && start.participants[0]) {
        code = item.code;
        someone = start.participants[0].name;
        break;
      }
    }
    expect(code).toBeTruthy();
    const page = await e2e.page();
    await page.goto(`${e2e.baseUrl}/event/${code}`);
    await page.getByRole('link', { name: 'Участники' }).click();
    await page.waitForURL(/\/startlist/);
    const table = page.getByRole('table').first();
    await table.getByRole('cell', { name: someone }).first().waitFor();
    const lastName = someone.split(' ')[0] ?? someone;
    await page.getByRole('searchbox').fill(lastName);
    await page.waitForURL(/q=/);
    await expect
      .poll(async () =>
        (await table.getByRole('row').allTextContents()).slice(1).every((row) => row.includes(lastName)),
      )
      .toBe(true);
  });

  it('shows results of a past race by place', async () => {
    const list = await apiJson<{ items: { code: string }[] }>('/api/events/list?type=results&limit=1');
    const code = list.items[0]?.code;
    expect(code).toBeTruthy();
    const page = await e2e.page();
    await page.goto(`${e2e.baseUrl}/event/${code}/results`);
    const table = page.getByRole('table').first();
    await table.waitFor();
    const firstRow = table.getByRole('row').nth(1);
    expect(await firstRow.getByRole('cell').first().textContent()).toMatch(/^1\b/);
  });

  it('gives the not-found page for an unknown event code', async () => {
    const page = await e2e.page();
    await page.goto(e2e.baseUrl + '/event/no-such-event-2026');
    await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
  });
});

describe('series and rating', () => {
  it('a series has Overview and Events tabs; events redirects to the upcoming ones', async () => {
    const list = await apiJson<{ items: { series: { code: string } | null }[] }>(
      '/api/events/list?type=series&limit=5',
    );
    const code = list.items.find((i) => i.series)?.series?.code;
    expect(code).toBeTruthy();
    const page = await e2e.page();
    await page.goto(`${e2e.baseUrl}/series/${code}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${e2e.baseUrl}/series/${code}/events`);
    await page.waitForURL(new RegExp(`/series/${code}/events/future`));
    await cards(page).first().waitFor();
  });

  it('the events rating ranks events by stars', async () => {
    const page = await e2e.page();
    await page.goto(e2e.baseUrl + '/Home/EventsRating');
    await page.getByRole('heading', { level: 1, name: 'Рейтинг событий' }).waitFor();
    await page
      .getByText(/Рейтинг (подтверждён|ещё не подтверждён)/)
      .first()
      .waitFor();
  });
});
