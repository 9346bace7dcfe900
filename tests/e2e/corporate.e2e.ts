// The corporate cabinet (issue 19, ADR 031) against the built app and its demo data: the admin of the demo
// company «Ромашка» opens the cabinet from the account menu on a phone (375 px), uploads a CSV list of six
// employees, one of them with a broken birth date, sees that line's error in the check and adds the other
// five; books three of them at the Moscow Marathon (open, paid, adults of either gender), issues the
// invoice, downloads its PDF (made out to the company) and pays it in the sandbox; the order is paid, the
// three are in the race's public start list, and the reports in English at 1280 px show their paid
// entries. Axe on every screen on the way.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../src/server/payments/documents/pdf-text-fixture.js';
import { axeSettled } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { login } from './support/fixtures.js';

const e2e = useBrowser();
const CORP_ADMIN = {
  email: 'corp@startline.test',
  password: 'startline-demo',
  name: 'Екатерина Корпоратова',
};
const COMPANY = { legalName: 'ООО «Ромашка»', inn: '7704123450' };
/** moscow-marathon's marathon: open for registration, 5 250 ₽, men and women from 18. */
const RACE = { event: 'moscow-marathon', eventName: 'Московский марафон', code: 'r42195' };

/** The list uploaded: five good lines and, on line 6 (the header is line 1), a birth date that is none. */
const EMPLOYEES_CSV = [
  'Фамилия;Имя;Отчество;Пол;Дата рождения;E-mail;Телефон',
  'Орехов;Пётр;Ильич;М;12.04.1985;orekhov@romashka.test;+7 916 123-45-67',
  'Лебедева;Ирина;Сергеевна;Ж;1990-05-14;lebedeva@romashka.test;',
  'Гусев;Антон;;М;03.09.1979;gusev@romashka.test;',
  'Фомина;Вера;Павловна;Ж;21.11.1995;fomina@romashka.test;',
  'Зуев;Олег;;М;вчера;zuev@romashka.test;',
  'Титова;Нина;;Ж;07.07.1988;titova@romashka.test;',
].join('\r\n');
const IMPORTED = [
  'Орехов Пётр Ильич',
  'Лебедева Ирина Сергеевна',
  'Гусев Антон',
  'Фомина Вера Павловна',
  'Титова Нина',
];
/** The three booked, as the start list names them (last name, first name). */
const BOOKED = [
  { employee: 'Орехов Пётр Ильич', startList: 'Орехов Пётр' },
  { employee: 'Лебедева Ирина Сергеевна', startList: 'Лебедева Ирина' },
  { employee: 'Гусев Антон', startList: 'Гусев Антон' },
];

/** The page is clean for axe (WCAG 2.0–2.2 A/AA) once its toasts stop moving, named for the failure message. */
async function clean(page: Page, name: string) {
  expect(await axeSettled(page), name).toEqual([]);
}

/** Money's no-break and thin spaces made plain. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

const heading = (page: Page, name: string | RegExp, level = 1) =>
  page.getByRole('heading', { level, name }).waitFor();

/** A new browser (one at a time: the previous one is closed) signed in as the company's admin on `path`. */
async function signedIn(path: string, { width = 375, english = false } = {}): Promise<Page> {
  const page = await e2e.page({ width, locale: english ? 'en-GB' : 'ru-RU' });
  await page.goto(`${e2e.baseUrl}/login?returnUrl=${encodeURIComponent(path)}`);
  await login(page, CORP_ADMIN.email, CORP_ADMIN.password);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  if (english) {
    await page.context().addCookies([{ name: '_rr_culture', value: 'c=en|uic=en', url: e2e.baseUrl }]);
    await page.reload();
  }
  return page;
}

describe('the corporate cabinet, end to end', () => {
  /** Shared by the steps: the order booked and paid. */
  let orderNumber = '';

  it('the admin opens the cabinet from the account menu (375 px) and imports employees from a CSV file', async () => {
    const page = await e2e.page({ width: 375 });
    await page.goto(`${e2e.baseUrl}/login`);
    await login(page, CORP_ADMIN.email, CORP_ADMIN.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // the account menu loads after the page: its button says whether it is open once it has
    const menu = page.locator('button[aria-expanded]', { hasText: CORP_ADMIN.name });
    const corporate = page.getByRole('link', { name: 'Корпоративный кабинет' });
    await menu.waitFor();
    await expect
      .poll(async () => {
        if (!(await corporate.isVisible())) await menu.click();
        return corporate.isVisible();
      })
      .toBe(true);
    await corporate.click();
    await page.waitForURL(/\/corp(\?|$)/);
    await heading(page, 'Ромашка');
    await page.getByText('Ваша роль: администратор').waitFor();
    const sections = page.getByRole('navigation', { name: 'Разделы кабинета' });
    await clean(page, 'cabinet frame');

    await sections.getByRole('link', { name: 'Сотрудники' }).click();
    await page.waitForURL(/\/corp\/employees/);
    await heading(page, 'Сотрудники');
    await page.getByRole('status').filter({ hasText: 'Найдено 6 сотрудников' }).waitFor();
    await clean(page, 'employees');

    // the check: nothing written yet, the broken line's error by its column
    await page.getByRole('button', { name: 'Загрузить список' }).click();
    await heading(page, 'Загрузка списка сотрудников', 2);
    await page.getByLabel('Файл CSV или XLSX').setInputFiles({
      name: 'сотрудники.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${EMPLOYEES_CSV}\r\n`, 'utf8'),
    });
    await page.getByRole('button', { name: 'Проверить файл' }).click();
    await heading(page, 'Результат проверки', 3);
    await page.getByRole('status').filter({ hasText: 'Можно добавить: 5. С ошибками: 1.' }).waitFor();
    const table = page.getByRole('table', { name: 'Строки файла и результат проверки' });
    // the table opens on the lines with errors
    expect(await page.getByRole('checkbox', { name: 'Только строки с ошибками' }).isChecked()).toBe(true);
    // its number in the file, the person (the e-mail under the name), the error by its column
    const refused = table.locator('tbody tr');
    expect(await refused.count()).toBe(1);
    expect((await refused.locator('td').allTextContents()).map((text) => text.trim())).toEqual([
      '6',
      'Зуев Олегzuev@romashka.test',
      'Дата рождения: «вчера» — не дата: пишите дд.мм.гггг или гггг-мм-дд',
    ]);
    await page.getByRole('checkbox', { name: 'Только строки с ошибками' }).uncheck();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(6);
    expect(await table.getByText('Можно добавить').count()).toBe(5);
    expect(await page.getByRole('status').filter({ hasText: 'Найдено 6 сотрудников' }).count()).toBe(1);
    await clean(page, 'import preview');

    await page.getByRole('button', { name: 'Добавить 5 сотрудников' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Добавлено 5 сотрудников. Пропущено строк с ошибками: 1.' })
      .waitFor();
    await page.getByRole('status').filter({ hasText: 'Найдено 11 сотрудников' }).waitFor();
    const list = page.getByRole('region', { name: 'Сотрудники компании' });
    for (const name of IMPORTED) await list.getByText(name, { exact: true }).waitFor();
    expect(await list.getByText(/^Зуев/).count()).toBe(0);
    await clean(page, 'employees after the import');
  });

  it('books three of them at a paid race, pays the invoice in the sandbox, and the order is paid (375 px)', async () => {
    const page = await signedIn('/corp/registrations/new');
    await heading(page, 'Новая регистрация');

    // the race, found by its event's name
    await page.getByLabel('Поиск по названию события').fill(RACE.eventName);
    await page.getByRole('button', { name: 'Найти' }).click();
    const races = page.getByRole('group', { name: 'Дистанции с открытой регистрацией' });
    const race = races.getByRole('radio', { name: new RegExp(`^${RACE.eventName} Марафон ·`) });
    await race.waitFor();
    await clean(page, 'registration wizard: races');
    // choosing a race folds the list into the chosen one (the radio itself stays unchecked)
    await race.click();
    await heading(page, '2. Участники', 2);

    // the imported employees are eligible; three of them are ticked
    const people = page.getByRole('group', { name: 'Сотрудники компании' });
    for (const { employee } of BOOKED) {
      const box = people.getByRole('checkbox', { name: new RegExp(`^${employee} .*Подходит$`) });
      await box.check();
      expect(await box.isChecked()).toBe(true);
    }
    await page.getByText('Сотрудников: 3, мест по ссылке: 0').waitFor();
    // what the order will cost, as the order, the invoice and the sandbox charge it: 3 × 5 250 ₽ and the fee
    await page.getByText(/^К оплате: 16\s537,50\s₽/).waitFor();
    await page.getByText(/в том числе сервисный сбор 787,50\s₽/).waitFor();
    await page.getByText('Места держатся 5 дн. до оплаты — затем освобождаются.').waitFor();
    await clean(page, 'registration wizard: three employees');

    await page.getByRole('button', { name: 'Забронировать места' }).click();
    await heading(page, 'Места забронированы');
    const done = page.getByRole('status').filter({ hasText: /^Заказ \S+ оформлен\./ });
    orderNumber = /^Заказ (\S+) оформлен/.exec((await done.textContent()) ?? '')?.[1] ?? '';
    expect(orderNumber).not.toBe('');
    await page.getByRole('button', { name: 'Перейти к заказу и оплате' }).click();
    await page.waitForURL(new RegExp(`/corp/registrations/${orderNumber}`));
    await heading(page, `Заказ ${orderNumber}`);
    const facts = page.getByRole('region', { name: 'Сведения о заказе' });
    const state = facts.locator('dt:text-is("Состояние") + dd');
    expect(await state.textContent()).toBe('Ждёт оплаты');
    const total = plain(await facts.locator('dt:text-is("Сумма") + dd').textContent());
    expect(total).toMatch(/^[\d ]+(,\d\d)? ₽$/);
    const places = page.getByRole('region', { name: 'Участники' });
    for (const { startList } of BOOKED) await places.getByText(startList, { exact: true }).waitFor();
    expect(await places.getByText('Место держится').count()).toBe(3);
    await page.getByText(`Плательщик по счёту: ${COMPANY.legalName}, ИНН ${COMPANY.inn}`).waitFor();
    await clean(page, 'order awaiting payment');

    // the invoice: made out to the company, a PDF
    await page.getByRole('button', { name: 'Выставить счёт', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Счёт выставлен: скачайте его и оплатите до / })
      .waitFor();
    const link = page.getByRole('link', { name: 'Скачать счёт (PDF)' });
    const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(file.suggestedFilename()).toMatch(new RegExp(`${orderNumber}\\.pdf$`));
    // the browser saves it, so its answer is read again for its type
    const answer = await page.request.get(new URL((await link.getAttribute('href'))!, e2e.baseUrl).href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    const pdf = readFileSync((await file.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await readPdf(pdf);
    expect(text).toContain(`Счёт на оплату № ${orderNumber}`);
    // the organizer is the payee, the company the payer; one line per employee booked
    expect(text).toContain('Поставщик (получатель платежа) Наименование ООО «Беговое сообщество»');
    expect(text).toContain(`Плательщик Наименование ${COMPANY.legalName} ИНН ${COMPANY.inn}`);
    for (const { startList } of BOOKED) expect(text).toContain(`${RACE.eventName}, Марафон: ${startList}`);
    expect(text).toContain(`Итого к оплате ${total}`);
    await clean(page, 'order with its invoice');

    // the bank's transfer: the sandbox's page, paid, back on the order
    await page.getByRole('link', { name: 'Оплатить счёт в банке (песочница)' }).click();
    await page.waitForURL(/\/payments\/sandbox\/[\w-]+$/);
    await heading(page, 'Результат платежа', 2);
    expect(plain(await page.getByRole('heading', { level: 2, name: /₽$/ }).textContent())).toBe(total);
    await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
    await page.waitForURL(new RegExp(`/corp/registrations/${orderNumber}\\?company=\\d+$`));
    await heading(page, `Заказ ${orderNumber}`);
    await page
      .getByRole('status')
      .filter({ hasText: 'Заказ оплачен: сотрудники в стартовом списке.' })
      .waitFor({ timeout: 15_000 });
    expect(await state.textContent()).toBe('Оплачен');
    expect(await places.getByText('Подтверждено').count()).toBe(3);
    expect(await page.getByRole('button', { name: /Выставить счёт/ }).count()).toBe(0);
    await clean(page, 'order paid');
  });

  it("the three are in the race's public start list (375 px), and in the reports in English (1280 px)", async () => {
    expect(orderNumber).not.toBe('');
    const page = await e2e.page({ width: 375 });
    await page.goto(`${e2e.baseUrl}/event/${RACE.event}/startlist?race=${RACE.code}`);
    await heading(page, 'Стартовый протокол', 2);
    const startList = page.getByRole('region', { name: 'Стартовый протокол' }).getByRole('table');
    await startList.waitFor();
    for (const { startList: name } of BOOKED)
      await startList.getByRole('cell', { name, exact: true }).waitFor();
    // the two imported but not booked are not there
    expect(await startList.getByRole('cell', { name: /^(Фомина|Титова) / }).count()).toBe(0);
    await clean(page, 'start list');

    const reports = await signedIn('/corp/reports', { width: 1280, english: true });
    await heading(reports, 'Reports');
    const participants = reports.getByRole('group', { name: 'Participants' }).getByRole('table');
    await participants.waitFor();
    for (const { employee } of BOOKED) {
      const row = participants.getByRole('row').filter({ hasText: employee });
      await row.getByText('Paid', { exact: true }).waitFor();
      await row.getByText(`Order ${orderNumber}`).waitFor();
      await row.getByText('Moscow Marathon').waitFor();
    }
    await clean(reports, 'reports in English at 1280 px');
  });
});
