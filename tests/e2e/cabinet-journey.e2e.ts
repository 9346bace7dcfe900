// The organizer cabinet's whole journey (issue 18) against the built app: an organizer creates an event
// with two races and publishes it; a new runner registers for one and pays in the sandbox; the organizer
// finds the entry, exports the entries and assigns start numbers; an operator checks the runner in at the
// start-pack point on a 375 px screen; the organizer imports a results file; the runner sees the place on
// the results page and the personal best in the account. Axe on every cabinet page on the way.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeSettled } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { login, signUp } from './support/fixtures.js';

const e2e = useBrowser();
const ORG = { email: 'org@startline.test', password: 'startline-demo' };
const OPERATOR = { email: 'operator@startline.test', password: 'startline-demo' };
const DAY_MS = 24 * 60 * 60 * 1000;

/** A datetime-local field's value (the browser's clock is the event's, Europe/Moscow, in these tests). */
const local = (date: Date) => date.toISOString().slice(0, 16);

/** The page is clean for axe (WCAG 2.0–2.2 A/AA) once its toasts stop moving, named for the failure message. */
async function clean(page: Page, name: string) {
  expect(await axeSettled(page), name).toEqual([]);
}

/** A new browser (one at a time: the previous one is closed) signed in as `account`. */
async function signedIn(account: { email: string; password: string }, width = 1280): Promise<Page> {
  const page = await e2e.page({ width });
  await page.goto(`${e2e.baseUrl}/login`);
  await login(page, account.email, account.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

const heading = (page: Page, name: string | RegExp, level = 1) =>
  page.getByRole('heading', { level, name }).waitFor();

/** Creates a race of the event through the race editor's sections; back on the races list after. */
async function createRace(
  page: Page,
  eventCode: string,
  race: { code: string; ru: string; en: string; lengthM: number; price: string },
  startsAt: Date,
) {
  await page.goto(`${e2e.baseUrl}/cabinet/events/${eventCode}/races/new`);
  await heading(page, 'Новая дистанция');
  await page.getByRole('textbox', { name: 'Название на русском' }).fill(race.ru);
  await page.getByRole('textbox', { name: 'Название на английском' }).fill(race.en);
  await page.getByRole('textbox', { name: /Код в адресе/ }).fill(race.code);
  await page.getByRole('textbox', { name: 'Дистанция, метры' }).fill(String(race.lengthM));
  await page.getByLabel('Старт', { exact: true }).fill(local(startsAt));
  const sections = page.getByRole('navigation', { name: 'Разделы дистанции' });
  await sections.getByRole('button', { name: /Места и даты/ }).click();
  await page.getByRole('textbox', { name: 'Мест', exact: true }).fill('100');
  await sections.getByRole('button', { name: /Цены/ }).click();
  await page.getByRole('button', { name: /Добавить ступень цены/ }).click();
  const step = page.getByRole('group', { name: 'Ступень 1' });
  await step.getByLabel('С').fill(local(new Date(Date.now() - DAY_MS)));
  await step.getByRole('textbox', { name: 'Цена, ₽' }).fill(race.price);
  await page.getByRole('button', { name: 'Создать дистанцию' }).click();
  await page.waitForURL(new RegExp(`/cabinet/events/${eventCode}/races/${race.code}/edit`));
}

describe('the organizer cabinet, end to end', () => {
  // the longest journey (two people, seven screens of the cabinet): about 47 s alone on a 2-core machine,
  // too close to the project's 60 s for a run beside the server and web tests
  it(
    'event and races created, a runner registered and paid, numbers, check-in, results, personal best',
    {
      timeout: 150_000,
    },
    async () => {
      const eventCode = `e2e-${Date.now().toString(36)}`;
      const eventName = `Забег кабинета ${eventCode.slice(4)}`;
      const startsAt = new Date(Date.now() + 60 * DAY_MS);
      startsAt.setUTCHours(6, 0, 0, 0);

      // 1. the organizer creates the event (a draft), two races, and publishes it
      let org = await signedIn(ORG);
      await org.goto(`${e2e.baseUrl}/cabinet`);
      await heading(org, 'Кабинет организатора');
      await clean(org, 'cabinet home');
      await org.getByRole('link', { name: /Новое событие/ }).click();
      await heading(org, 'Новое событие');
      await org.getByRole('textbox', { name: 'Название на русском' }).fill(eventName);
      await org
        .getByRole('textbox', { name: 'Название на английском' })
        .fill(`Cabinet run ${eventCode.slice(4)}`);
      await org.getByRole('textbox', { name: 'Адрес страницы события' }).fill(eventCode);
      await org.getByLabel('Начало').fill(local(startsAt));
      await clean(org, 'new event');
      await org.getByRole('button', { name: 'Создать черновик' }).click();
      await org.waitForURL(new RegExp(`/cabinet/events/${eventCode}/edit`));
      await heading(org, 'Редактирование события');
      await clean(org, 'event editor');

      await createRace(
        org,
        eventCode,
        { code: '10k', ru: '10 км', en: '10 km', lengthM: 10_000, price: '1500' },
        startsAt,
      );
      await clean(org, 'race editor');
      await createRace(
        org,
        eventCode,
        { code: '5k', ru: '5 км', en: '5 km', lengthM: 5_000, price: '1000' },
        startsAt,
      );
      await org.goto(`${e2e.baseUrl}/cabinet/events/${eventCode}/races`);
      await org.getByRole('heading', { level: 2, name: '10 км' }).waitFor();
      await org.getByRole('heading', { level: 2, name: '5 км' }).waitFor();
      await clean(org, 'races');

      // the draft, previewed at its public address by its organizer's team only
      await org.goto(`${e2e.baseUrl}/event/${eventCode}`);
      await org.getByText('Черновик: событие видят только организаторы.').waitFor();
      await clean(org, 'draft preview');

      await org.goto(`${e2e.baseUrl}/cabinet/events/${eventCode}/edit`);
      await org.getByRole('button', { name: 'Опубликовать' }).click();
      await org.getByText('Сейчас: Опубликовано').waitFor();

      // 2. a new runner registers for the 10 km and pays in the sandbox
      const runnerEmail = `journey-${eventCode}@example.org`;
      let runner = await e2e.page({ width: 375 });
      await signUp(runner, e2e.baseUrl, runnerEmail);
      await runner.goto(`${e2e.baseUrl}/${eventCode}/10k/register`);
      const step = (name: string) => runner.getByRole('heading', { level: 2, name }).waitFor();
      const next = (name = 'Продолжить') => runner.getByRole('button', { name, exact: true }).click();
      await step('Участники');
      await next();
      await step('Мои данные');
      // a new race asks the birth date, gender and a phone by default
      await runner.getByLabel('День').selectOption('11');
      await runner.getByLabel('Месяц').selectOption('2');
      await runner.getByLabel('Год').fill('1985');
      await runner.getByRole('radio', { name: 'Мужской' }).check();
      await runner.getByLabel('Мобильный телефон: номер').fill('916 765-43-21');
      await next();
      // no options sold: three steps
      await step('Мой заказ');
      const agreements = runner.getByRole('group', { name: 'Согласия' });
      await agreements.waitFor();
      for (const box of await agreements.getByRole('checkbox').all()) await box.check();
      await next('Перейти к оплате');
      await runner.waitForURL(/\/register\/payment\?order=/);
      const orderNumber = new URL(runner.url()).searchParams.get('order') ?? '';
      await runner.getByRole('button', { name: /^Оплатить \S/ }).click();
      await runner.waitForURL(/\/payments\/sandbox\/[\w-]+$/);
      await runner.getByRole('button', { name: 'Оплатить', exact: true }).click();
      await runner.waitForURL(/\/register\/success\?order=/);
      await runner.getByRole('heading', { name: /Вы зарегистрированы/ }).waitFor();

      // 3. the organizer finds the paid entry, opens it, exports the entries and assigns numbers
      org = await signedIn(ORG);
      await org.goto(`${e2e.baseUrl}/cabinet/events/${eventCode}/entries`);
      await heading(org, eventName);
      await org.getByRole('link', { name: /Новиков Пётр/ }).waitFor();
      await clean(org, 'entries');
      const [download] = await Promise.all([
        org.waitForEvent('download'),
        org.getByRole('link', { name: 'Выгрузить CSV' }).click(),
      ]);
      const csv = await download
        .path()
        .then((path) => import('node:fs').then((fs) => fs.readFileSync(path!, 'utf8')));
      expect(csv).toContain('Новиков');
      await org.getByRole('link', { name: /Новиков Пётр/ }).click();
      await org.getByRole('heading', { level: 1, name: /Новиков Пётр/ }).waitFor();
      await clean(org, 'entry');

      await org.goto(`${e2e.baseUrl}/cabinet/events/${eventCode}/numbers`);
      await heading(org, 'Стартовые номера');
      const tenK = org.locator('li', { has: org.getByRole('heading', { level: 2, name: '10 км' }) });
      await tenK.getByRole('textbox', { name: /Первый номер/ }).fill('101');
      await tenK.getByRole('textbox', { name: /Последний номер/ }).fill('199');
      await tenK.getByRole('button', { name: 'Сохранить диапазон' }).click();
      await tenK.getByText(/следующий свободный: 101/).waitFor();
      await tenK.getByRole('button', { name: 'Присвоить номера' }).click();
      await tenK.getByText(/Выдан 1 номер: 101–101/).waitFor();
      await clean(org, 'numbers');

      // the other cabinet pages of the event and the tenant, each clean for axe
      for (const [path, title] of [
        [`/cabinet/events/${eventCode}/questions`, eventName],
        [`/cabinet/events/${eventCode}/reports`, eventName],
        ['/cabinet/support', 'Служба поддержки'],
        [`/cabinet/support/orders/${orderNumber}`, new RegExp(orderNumber)],
      ] as const) {
        await org.goto(`${e2e.baseUrl}${path}`);
        await heading(org, title);
        await clean(org, path);
      }
      await org.goto(`${e2e.baseUrl}/cabinet`);
      await org
        .getByRole('link', { name: /^Кто работает в кабинете/ })
        .first()
        .click();
      await org.waitForURL(/\/cabinet\/organizers\/\d+\/members/);
      await org.locator('#members-list').waitFor();
      await clean(org, 'members');
      await org.goto(`${e2e.baseUrl}/cabinet`);
      await org
        .getByRole('link', { name: /^Реквизиты/ })
        .first()
        .click();
      await org.waitForURL(/\/cabinet\/organizers\/\d+$/);
      await org.getByRole('textbox', { name: /ИНН/ }).waitFor();
      await clean(org, 'organizer requisites');

      // 4. the operator checks the runner in at the start-pack point, on a phone
      const operator = await signedIn(OPERATOR, 375);
      await operator.goto(`${e2e.baseUrl}/cabinet/events/${eventCode}/checkin`);
      await heading(operator, 'Выдача стартовых пакетов');
      await operator.getByRole('searchbox', { name: 'Найти участника' }).fill('Новиков');
      await operator.getByRole('button', { name: 'Найти' }).click();
      await operator.getByText('№ 101').waitFor();
      await clean(operator, 'check-in, found');
      await operator.getByRole('button', { name: 'Выдать стартовый пакет' }).click();
      await operator.getByText(/Пакет выдан:/).waitFor();
      await clean(operator, 'check-in, given');

      // 5. the organizer imports the 10 km's results: the runner's number and time
      org = await signedIn(ORG);
      await org.goto(`${e2e.baseUrl}/cabinet/events/${eventCode}/results`);
      await heading(org, 'Результаты');
      await org.getByLabel('CSV-файл с результатами').setInputFiles({
        name: 'results.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('\ufeffНомер;Время\r\n101;0:45:12\r\n', 'utf8'),
      });
      await org.getByRole('button', { name: 'Проверить файл' }).click();
      await org.getByText('Строк к загрузке: 1, с ошибками: 0.').waitFor();
      await clean(org, 'results preview');
      await org.getByRole('button', { name: 'Опубликовать результаты' }).click();
      await org.getByText('Результаты опубликованы: 1').waitFor();
      await clean(org, 'results');

      // 6. the runner sees the place on the event's results and the personal best in the account
      runner = await signedIn({ email: runnerEmail, password: 'long-enough-1' }, 375);
      await runner.goto(`${e2e.baseUrl}/event/${eventCode}/results`);
      const line = runner.locator('tr', { hasText: 'Новиков' }).first();
      await line.waitFor();
      expect((await line.locator('td').first().textContent())?.trim()).toBe('1');
      expect(await line.textContent()).toContain('45:12');
      await runner.goto(`${e2e.baseUrl}/MyAccount/Training`);
      const best = runner.getByRole('table', { name: 'Личные рекорды' }).getByRole('row', { name: /10 км/ });
      await best.waitFor();
      expect(await best.textContent()).toContain('0:45:12');
      expect(await best.textContent()).toContain(eventName);
    },
  );
});
