// Payment journeys (issue 16) against the built app and its built-in sandbox provider (/payments/sandbox/…):
// a card paid (in English, at 1280 px) and the order paid in My orders with its mail; a card declined, then
// another method from the error page; the 20-minute window run out (the dev tools' expire-hold) and the
// repeat payment; the installments' schedule and its first part paid; a QR payment with its code; axe on
// every page. Each journey signs up its own account and registers it for white-nights r10000 (a paid race
// whose form asks birth date, gender and two phones), so it owns a fresh order.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { readEmail, signUp } from './support/fixtures.js';

const e2e = useBrowser();
const RACE = '/white-nights/r10000';

/** Money's and dates' no-break and thin spaces made plain. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
const textOf = async (page: Page, selector: string) =>
  plain(await page.locator(selector).first().textContent());

const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name }).waitFor();
const next = (page: Page, name = 'Продолжить') => page.getByRole('button', { name, exact: true }).click();

interface PaymentStep {
  /** The order's number (`?order=`). */
  number: string;
  /** The payment step's URL. */
  url: string;
}

/**
 * Signs up `email` (Пётр Новиков), registers him for the race through each step in Russian (his details,
 * no options, the agreements) and goes to payment: the payment step of his new order, in English after it
 * when asked.
 */
async function toPaymentStep(page: Page, email: string, { english = false } = {}): Promise<PaymentStep> {
  await signUp(page, e2e.baseUrl, email);
  await page.goto(`${e2e.baseUrl}${RACE}/register`);
  await step(page, 'Участники');
  expect(await page.getByRole('checkbox', { name: 'Я, Пётр Новиков' }).isChecked()).toBe(true);
  await next(page);
  await step(page, 'Мои данные');
  await page.getByLabel('День').selectOption('11');
  await page.getByLabel('Месяц').selectOption('2');
  await page.getByLabel('Год').fill('1985');
  await page.getByRole('radio', { name: 'Мужской' }).check();
  await page.getByLabel('Мобильный телефон: номер').fill('916 765-43-21');
  await page.getByLabel('Экстренный телефон: номер').fill('916 123-45-67');
  await next(page);
  await step(page, 'Опции');
  await next(page);
  await step(page, 'Мой заказ');
  await page.getByRole('group', { name: 'Согласия' }).waitFor();
  for (const box of await page.getByRole('group', { name: 'Согласия' }).getByRole('checkbox').all()) {
    await box.check();
  }
  await next(page, 'Перейти к оплате');
  await page.waitForURL(new RegExp(`${RACE}/register/payment\\?order=`));
  const number = new URL(page.url()).searchParams.get('order') ?? '';
  expect(number).not.toBe('');
  if (english) {
    await page.context().addCookies([{ name: '_rr_culture', value: 'c=en|uic=en', url: e2e.baseUrl }]);
    await page.reload();
  }
  await page
    .getByRole('heading', {
      level: 2,
      name: english ? `Payment for order ${number}` : `Оплата заказа ${number}`,
    })
    .waitFor();
  await page.getByRole('timer').waitFor();
  return { number, url: page.url() };
}

/**
 * Chooses a method of the step's «Способ оплаты» group. Checking it scrolls its card into view, which at
 * 375 px leaves the card above it under the sticky header, and axe's target-size rule then counts the
 * header as that radio's neighbour: the step is put back at its top, as it opens.
 */
async function choose(page: Page, method: string, group = 'Способ оплаты') {
  await page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: method }).check();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Pay on the payment step (its label says the amount): the sandbox provider's page, loaded. */
async function payOnStep(page: Page, label = /^Оплатить \S/) {
  await page.getByRole('button', { name: label }).click();
  await page.waitForURL(/\/payments\/sandbox\/[\w-]+$/);
  await page.getByRole('heading', { level: 2, name: /Результат платежа|Payment outcome/ }).waitFor();
}

/** One of the sandbox's outcomes (Pay, Decline, Abandon): back on the order's result page. */
async function finishAtSandbox(page: Page, outcome: string) {
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await page.waitForURL(new RegExp(`${RACE}/register/success\\?order=`));
}

/**
 * The sandbox's QR code: an image named with the amount, drawn (an SVG, no longer busy) at a visible square
 * size, with its payment link beside it.
 */
async function scannableQr(page: Page) {
  const qr = page.getByRole('img', { name: /^QR-код для оплаты [\d\s\u00a0\u202f,]+₽$/ });
  await qr.and(page.locator(':not([aria-busy])')).waitFor();
  expect(await qr.locator('svg path').count()).toBeGreaterThan(0);
  const box = await qr.boundingBox();
  expect(box?.width).toBeGreaterThan(100);
  expect(box?.height).toBeCloseTo(box?.width ?? 0, 0);
  const link = page.getByRole('link', { name: /^https:\/\// });
  expect(await link.getAttribute('href')).toMatch(/^https:\/\/\S+$/);
}

/** The result page's title, once the payment's check (if any) is over. */
async function resultTitle(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
}

describe('payments', () => {
  it('pays by card (English, 1280 px): the order is paid in My orders, and its mail is sent', async () => {
    const page = await e2e.page({ width: 1280, locale: 'en-GB' });
    const email = 'pay.card@example.org';
    const { number } = await toPaymentStep(page, email, { english: true });
    const methods = page.getByRole('radiogroup', { name: 'Payment method' });
    expect(await methods.getByRole('radio', { name: 'Bank card' }).isChecked()).toBe(true);
    expect(plain(await page.getByRole('timer').textContent())).toMatch(
      /^Time left to pay: (20:00|1?\d:[0-5]\d)$/,
    );
    await page.getByText(/^Your places are held until \d\d:\d\d\.$/).waitFor();
    const due = await textOf(page, 'p:has(> span:text-is("To pay now")) > span:last-child');
    expect(due).toMatch(/^RUB [\d,]+$/);
    expect(await axeViolations(page), 'payment step').toEqual([]);

    await payOnStep(page, /^Pay RUB/);
    await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor();
    expect(plain(await page.getByRole('heading', { level: 2, name: /^RUB/ }).textContent())).toBe(due);
    await page
      .getByText(new RegExp(`${number}$`))
      .first()
      .waitFor();
    expect(await page.getByRole('img', { name: 'QR code to pay', exact: false }).count()).toBe(0);
    expect(await axeViolations(page), 'sandbox page').toEqual([]);

    await finishAtSandbox(page, 'Pay');
    await resultTitle(page, 'You are registered');
    await page.getByText(`Order ${number}`).first().waitFor();
    await page.getByText('We have sent a confirmation to your e-mail.').waitFor();
    expect(await page.getByRole('link', { name: 'Go to my orders' }).getAttribute('href')).toBe(
      '/MyAccount/Orders',
    );
    expect(await page.getByRole('link', { name: 'Invite friends' }).getAttribute('href')).toBe(
      '/event/white-nights',
    );
    await page.getByRole('link', { name: 'Download the receipt (PDF)' }).waitFor();
    expect(await axeViolations(page), 'success').toEqual([]);

    // the provider's notification sends it, which carries no language of the payer's: either is right
    const mail = await readEmail(e2e.baseUrl, { to: email, subject: number });
    // in the language the payer paid in, though the provider's notification carries none
    expect(mail.subject).toBe(`Order ${number} is paid`);
    expect(mail.text).toContain('/MyAccount/Orders');

    await page.getByRole('link', { name: 'Go to my orders' }).click();
    await page.waitForURL(`${e2e.baseUrl}/MyAccount/Orders`);
    const order = page.getByRole('listitem').filter({ hasText: `${number}` });
    await order.getByText('Paid', { exact: true }).waitFor();
    const actions = order.getByRole('group', { name: `Actions for order ${number}` });
    await actions.getByRole('link', { name: 'Download the receipt (PDF)' }).waitFor();
    expect(await actions.getByRole('link', { name: 'Pay', exact: true }).count()).toBe(0);
    expect(await axeViolations(page), 'my orders').toEqual([]);
  });

  it('a declined card: the error page, then another method (FPS) from the payment step (375 px)', async () => {
    const page = await e2e.page({ width: 375 });
    const { number, url } = await toPaymentStep(page, 'pay.decline@example.org');
    await payOnStep(page);
    await finishAtSandbox(page, 'Отклонить');
    await resultTitle(page, 'Оплата не прошла');
    await page.getByText('Попробуйте ещё раз или выберите другой способ оплаты.').waitFor();
    await page.getByText(/^Места закреплены за вами до \d\d:\d\d\.$/).waitFor();
    await page.getByRole('button', { name: 'Повторить', exact: true }).waitFor();
    expect(await axeViolations(page), 'error page').toEqual([]);

    await page.getByRole('link', { name: 'Сменить способ оплаты' }).click();
    await page.waitForURL(url);
    await step(page, `Оплата заказа ${number}`);
    await page.getByRole('timer').waitFor();
    await choose(page, 'Система быстрых платежей (СБП)');
    expect(await axeViolations(page), 'payment step, FPS chosen').toEqual([]);
    await payOnStep(page);
    await page.getByText('Система быстрых платежей (СБП)', { exact: true }).waitFor();
    // an FPS payment is scanned as well
    await page.getByRole('heading', { level: 2, name: 'Отсканируйте QR-код' }).waitFor();
    await scannableQr(page);
    expect(await axeViolations(page), 'sandbox page, FPS').toEqual([]);
    await finishAtSandbox(page, 'Оплатить');
    await resultTitle(page, 'Вы зарегистрированы');
    expect(await axeViolations(page), 'success after FPS').toEqual([]);
  });

  it('the window runs out: time expired, the repeat payment holds the places again, then paid (1280 px)', async () => {
    const page = await e2e.page({ width: 1280 });
    const { number, url } = await toPaymentStep(page, 'pay.expiry@example.org');
    const expired = await page.request.post(`${e2e.baseUrl}/api/dev/orders/${number}/expire-hold`);
    expect(expired.status()).toBe(204);

    await page.reload();
    await step(page, 'Время на оплату истекло');
    await page.getByText(/^Места вернулись в продажу\. Повторите оплату/).waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Оплатить/ }).count()).toBe(0);
    expect(await axeViolations(page), 'expired step').toEqual([]);

    // the result page says so too
    await page.goto(url.replace('/register/payment?', '/register/success?'));
    await resultTitle(page, 'Время на оплату истекло');
    expect(await axeViolations(page), 'expired result').toEqual([]);
    await page.goto(url);
    await step(page, 'Время на оплату истекло');

    await page.getByRole('button', { name: 'Повторить оплату' }).click();
    await step(page, `Оплата заказа ${number}`);
    expect(plain(await page.getByRole('timer').textContent())).toMatch(
      /^Осталось на оплату: (20:00|19:[0-5]\d)$/,
    );
    await page.getByText(/^Места закреплены за вами до \d\d:\d\d\.$/).waitFor();
    expect(await axeViolations(page), 'payment step after the repeat').toEqual([]);
    await payOnStep(page);
    expect(await axeViolations(page), 'sandbox page after the repeat').toEqual([]);
    await finishAtSandbox(page, 'Оплатить');
    await resultTitle(page, 'Вы зарегистрированы');
    expect(await axeViolations(page), 'success after the repeat').toEqual([]);
  });

  it('installments: the schedule of four parts with the 100 ₽ discount; the first part paid (375 px)', async () => {
    const page = await e2e.page({ width: 375 });
    const { number } = await toPaymentStep(page, 'pay.parts@example.org');
    const orderTotal = await textOf(page, 'dt:text-is("Сумма заказа") + dd');
    await choose(page, 'Оплата частями');
    const schedule = page.getByRole('table', { name: 'График платежей' });
    await schedule.waitFor();
    const rows = schedule.locator('tbody tr');
    expect(await rows.count()).toBe(4);
    const cells = await Promise.all(
      (await rows.all()).map(async (row) => (await row.locator('th, td').allTextContents()).map(plain)),
    );
    expect(cells.map((row) => row[0])).toEqual(['1-й', '2-й', '3-й', '4-й']);
    expect(cells[0]![1]).toBe('сейчас');
    for (const row of cells.slice(1)) expect(row[1]).toMatch(/^\d{1,2} [а-я]+ \d{4} г\.$/);
    for (const row of cells) {
      expect(row[2]).toMatch(/^[\d ]+(,\d\d)? ₽$/);
      expect(row[3]).toBe('к оплате');
    }
    expect(await textOf(page, 'dt:text-is("Скидка при оплате частями") + dd')).toBe('−100 ₽');
    const rubles = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    const withDiscount = await textOf(page, 'dt:text-is("Итого со скидкой") + dd');
    expect(rubles(withDiscount)).toBe(rubles(orderTotal) - 100);
    expect(cells.reduce((sum, row) => sum + rubles(row[2]!), 0)).toBeCloseTo(rubles(withDiscount), 2);
    const first = cells[0]![2]!;
    expect(plain(await page.getByRole('button', { name: /^Оплатить/ }).textContent())).toBe(
      `Оплатить ${first}`,
    );
    expect(await axeViolations(page), 'installments offered').toEqual([]);

    await payOnStep(page);
    expect(plain(await page.getByRole('heading', { level: 2, name: /₽$/ }).textContent())).toBe(first);
    expect(await axeViolations(page), 'sandbox page, first part').toEqual([]);
    await finishAtSandbox(page, 'Оплатить');
    await resultTitle(page, 'Вы зарегистрированы');
    const plan = page.getByRole('region', { name: 'Оплата частями' });
    await plan.waitFor();
    expect(plain(await plan.getByText(/^Оплачено /).textContent())).toBe(
      `Оплачено ${first} из ${withDiscount}`,
    );
    const states = (await plan.locator('tbody tr td:last-child').allTextContents()).map(plain);
    expect(states).toEqual(['оплачен', 'к оплате', 'к оплате', 'к оплате']);
    expect(plain(await plan.getByText(/^Следующий платёж/).textContent())).toBe(
      `Следующий платёж — ${cells[1]![2]} до ${cells[1]![1]}`,
    );
    await plan.getByRole('link', { name: 'Оплатить следующий платёж' }).waitFor();
    expect(await axeViolations(page), 'installments, first part paid').toEqual([]);

    await page.goto(`${e2e.baseUrl}/MyAccount/Orders`);
    const order = page.getByRole('listitem').filter({ hasText: number });
    await order.getByText('Оплачен частично', { exact: true }).waitFor();
    await order.getByRole('link', { name: 'Оплатить следующий платёж' }).waitFor();
    expect(await axeViolations(page), 'my orders, partly paid').toEqual([]);
  });

  it('a QR payment: the sandbox shows the code to scan, then paid (1280 px)', async () => {
    const page = await e2e.page({ width: 1280 });
    await toPaymentStep(page, 'pay.qr@example.org');
    await choose(page, 'QR-код');
    expect(await axeViolations(page), 'payment step, QR chosen').toEqual([]);
    await payOnStep(page);
    await page.getByRole('heading', { level: 2, name: 'Отсканируйте QR-код' }).waitFor();
    await scannableQr(page);
    expect(await axeViolations(page), 'sandbox page with a QR').toEqual([]);

    await finishAtSandbox(page, 'Оплатить');
    await resultTitle(page, 'Вы зарегистрированы');
    expect(await axeViolations(page), 'success after QR').toEqual([]);
  });
});
