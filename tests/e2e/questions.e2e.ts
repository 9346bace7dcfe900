// "Ask the organizer a question" (issue 3) end to end: a signed-in runner asks on the event page, the
// organizer answers from the link in the mail, and the runner sees the answer on the page.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { DEMO_ANNA, linkIn, login, readEmail } from './support/fixtures.js';

const e2e = useBrowser();

const organizerLink = async () =>
  linkIn(await readEmail(e2e.baseUrl, { containing: '/questions/answer?token=' }), '/questions/answer');

describe('questions to the organizer', () => {
  it('a visitor is offered to sign in first', async () => {
    const page = await e2e.page({ width: 375 });
    await page.goto(`${e2e.baseUrl}/event/moscow-marathon`);
    const link = page.getByRole('link', { name: 'Задать вопрос организатору' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toContain('/login?returnUrl=');
  });

  it('is asked on the event page, answered from the mailed link, and the answer shows on the page', async () => {
    const page = await e2e.page();
    await page.goto(`${e2e.baseUrl}/login?returnUrl=${encodeURIComponent('/event/moscow-marathon')}`);
    await login(page, DEMO_ANNA.email, DEMO_ANNA.password);
    await page.waitForURL(`${e2e.baseUrl}/event/moscow-marathon`);

    await page.getByRole('button', { name: 'Задать вопрос организатору' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await dialog.getByText('Это поле обязательно.').waitFor();
    await dialog.getByLabel('Ваш вопрос').fill('Будет ли камера хранения на старте?');
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await page.getByText('Вопрос отправлен организатору').waitFor();
    await page.getByText('Будет ли камера хранения на старте?').waitFor();
    await page.getByText('Ждём ответа организатора').waitFor();

    const organizer = await e2e.context().newPage();
    await organizer.goto(await organizerLink());
    await organizer.getByText('Будет ли камера хранения на старте?').waitFor();
    await organizer.getByLabel('Ваш ответ').fill('Да, у стартового городка.');
    await organizer.getByRole('button', { name: 'Отправить ответ' }).click();
    await organizer.getByText('Ответ отправлен участнику').waitFor();

    await page.reload();
    await page.getByText('Да, у стартового городка.').waitFor();
    expect(await page.getByText('Ждём ответа организатора').count()).toBe(0);
  });
});
