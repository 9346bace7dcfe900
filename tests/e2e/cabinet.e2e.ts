// The organizer cabinet (issue 18) against the built app and its demo data: the organizer account opens
// its cabinet from the header menu, finds moscow-marathon, opens its entries at 375 px, narrows them and
// exports them as CSV; a participant is told the cabinet is for organizers. Axe on every cabinet page.
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { DEMO_ANNA, login } from './support/fixtures.js';

const e2e = useBrowser();
const ORG = { email: 'org@startline.test', password: 'startline-demo' };

describe('the organizer cabinet', () => {
  it('an organizer finds an event, narrows its entries and exports them (375 px)', async () => {
    // the header's account menu at 1280 px, the cabinet on a phone's width
    const page = await e2e.page({ width: 1280 });
    await page.goto(`${e2e.baseUrl}/login`);
    await login(page, ORG.email, ORG.password);
    // the account menu loads after the page: its button says whether it is open once it has
    const menu = page.locator('button[aria-expanded]', { hasText: 'Ольга Орлова' });
    const cabinet = page.getByRole('link', { name: 'Кабинет организатора' });
    await menu.waitFor();
    await expect
      .poll(async () => {
        if (!(await cabinet.isVisible())) await menu.click();
        return cabinet.isVisible();
      })
      .toBe(true);
    await cabinet.click();
    await page.waitForURL(`${e2e.baseUrl}/cabinet`);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.getByRole('heading', { level: 1, name: 'Кабинет организатора' }).waitFor();
    await page.getByText('Владелец').first().waitFor();
    await page.getByLabel('Поиск события').fill('Московский марафон');
    // the search is applied (kept in the address, the list asked again) before its result is followed
    await page.waitForURL(/\/cabinet\?q=/);
    await page.getByRole('link', { name: 'Участники: Московский марафон' }).click();
    await page.waitForURL(/\/cabinet\/events\/moscow-marathon\/entries/);
    await page.getByRole('heading', { level: 1, name: 'Московский марафон' }).waitFor();
    const total = page.getByText(/^\d+ участник(а|ов)?$/);
    await total.waitFor();
    expect(await axeViolations(page), 'entries').toEqual([]);

    // women only: the address keeps the filter, every row says Ж
    await page.getByLabel('Пол').selectOption('female');
    await page.waitForURL(/gender=female/);
    // (the rows before the filter stay until the filtered ones replace them: wait for those)
    const genders = async () =>
      new Set((await page.locator('tbody tr td:nth-child(3)').allTextContents()).map((g) => g.trim()));
    await expect.poll(genders).toEqual(new Set(['Ж']));
    const women = await page.locator('tbody tr').count();

    // the export carries the same filter
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Выгрузить CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('moscow-marathon-entries.csv');
    const csv = await download
      .path()
      .then((path) => import('node:fs').then((fs) => fs.readFileSync(path!, 'utf8')));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = csv.trim().split(/\r?\n/);
    expect(rows.length).toBe(women + 1);

    await page.goto(`${e2e.baseUrl}/cabinet`);
    await page.getByRole('heading', { level: 1, name: 'Кабинет организатора' }).waitFor();
    expect(await axeViolations(page), 'cabinet home').toEqual([]);
  });

  it('tells a participant the cabinet is for organizers', async () => {
    const page = await e2e.page({ width: 1280 });
    await page.goto(`${e2e.baseUrl}/login`);
    await login(page, DEMO_ANNA.email, DEMO_ANNA.password);
    await page.getByRole('button', { name: /Анна/ }).waitFor();
    await page.goto(`${e2e.baseUrl}/cabinet`);
    await page.getByRole('heading', { level: 1, name: 'Кабинет для организаторов' }).waitFor();
    expect(await axeViolations(page), 'no role').toEqual([]);
  });
});
