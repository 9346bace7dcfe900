// The tax deduction (issue 19) against the built app and its demo data: the demo runner, who paid last year
// for her and her son's entries at an organizer in the Ministry of Sport's list and for hers at one that is
// not, opens /tax-deduction, mistypes her INN, requests her certificate, is mailed about it and downloads
// the PDF; the organizer's owner then finds it in the cabinet. Axe on each page, at 375 px in English too.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../src/server/payments/documents/pdf-text-fixture.js';
import { axeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { DEMO_ANNA, login, readEmail } from './support/fixtures.js';

const e2e = useBrowser();
/** Last year in Moscow: the demo orders were paid 365 days before the demo's day. */
const LAST_YEAR =
  Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric' }).format(new Date()),
  ) - 1;
const ORG = { email: 'org@startline.test', password: 'startline-demo' };

async function signedIn(page: Page, who: { email: string; password: string }, path: string) {
  await page.goto(`${e2e.baseUrl}/login?returnUrl=${encodeURIComponent(path)}`);
  await login(page, who.email, who.password);
  await page.waitForURL(`${e2e.baseUrl}${path}`);
}

describe('the tax deduction', () => {
  it('a runner with a paid order from last year requests and downloads her certificate', async () => {
    const page = await e2e.page({ width: 1280 });
    await signedIn(page, DEMO_ANNA, '/tax-deduction');
    await page.getByRole('heading', { level: 1, name: 'Налоговый вычет за спорт' }).waitFor();
    const orders = page.getByRole('list', { name: `Заказы за ${LAST_YEAR} год` });
    await orders.waitFor();
    const entries = orders.getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(3);
    await orders.getByText(/Смирнов Миша/).waitFor();
    expect(await orders.getByText('Выдаёт справки').count()).toBe(2);
    expect(await orders.getByText('Нет в перечне Минспорта').count()).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Год оплаты' }).inputValue()).toBe(String(LAST_YEAR));
    expect(await axeViolations(page), 'the page').toEqual([]);

    // a mistyped INN is answered under its field; nothing is issued
    const inn = page.getByRole('textbox', { name: 'ИНН плательщика' });
    await inn.fill('500100732258');
    await page.getByRole('button', { name: 'Получить справку' }).click();
    await page.getByText('Такого ИНН не бывает: проверьте цифры').waitFor();
    expect(await inn.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page), 'the form with an error').toEqual([]);

    await inn.fill('500100732259');
    await page.getByRole('button', { name: 'Получить справку' }).click();
    await page.getByRole('status').filter({ hasText: 'Готова 1 справка' }).waitFor();
    const certificates = page.getByRole('list', { name: 'Мои справки' });
    await certificates.getByRole('heading', { name: `Справка № 1 за ${LAST_YEAR} год` }).waitFor();
    await certificates.getByText('Действует').waitFor();
    const mail = await readEmail(e2e.baseUrl, {
      to: DEMO_ANNA.email,
      subject: `справка для налогового вычета за ${LAST_YEAR} год`,
    });
    expect(mail.text).toContain('справка № 1');
    expect(mail.text).toContain(`${e2e.baseUrl}/tax-deduction`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      certificates.getByRole('link', { name: `Скачать PDF: справка № 1 за ${LAST_YEAR} год` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Справка для вычета ${LAST_YEAR}-1.pdf`);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await readPdf(pdf);
    expect(text).toContain(
      'Справка об оплате физкультурно-оздоровительных услуг для представления в налоговый орган',
    );
    expect(text).toContain(`Отчётный год ${LAST_YEAR}`);
    expect(text).toContain('ООО «Беговое сообщество»');
    expect(text).toContain('Фамилия Смирнова');
    expect(text).toContain('ИНН 500100732259');

    // the same page in English on a phone
    await page.context().addCookies([{ name: '_rr_culture', value: 'c=en|uic=en', url: e2e.baseUrl }]);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Tax deduction for sports' }).waitFor();
    await page.getByRole('list', { name: 'My certificates' }).getByText('Valid').waitFor();
    expect(await axeViolations(page), 'the page in English at 375 px').toEqual([]);
  });

  it("the organizer's owner finds the certificate in the cabinet", async () => {
    const page = await e2e.page({ width: 1280 });
    await signedIn(page, ORG, '/cabinet/tax-certificates');
    await page.getByRole('heading', { level: 1, name: 'Справки для налогового вычета' }).waitFor();
    await page.getByRole('link', { name: 'Справки организатора Беговое сообщество' }).click();
    await page.waitForURL(/\/cabinet\/organizers\/\d+\/tax-certificates$/);
    const list = page.getByRole('list', { name: 'Выданные справки' });
    await list.getByText(DEMO_ANNA.email).waitFor();
    await list.getByRole('button', { name: `Выдать заново: справка № 1 за ${LAST_YEAR} год` }).waitFor();
    expect(await axeViolations(page), 'the cabinet list').toEqual([]);
  });
});
