// Options, prices and promo codes (issue 15) against the built app and its demo data
// (db/demo/registration-options.ts): insurance and a sized T-shirt on moscow-marathon, the XL size nearly
// gone (the order adjusts itself), a discount code applied and removed, the my-order totals in ru and en,
// the promo-code gate of elton-ultra-trail with a wrong and then a right code; axe on each step.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { login } from './support/fixtures.js';

const e2e = useBrowser();
const IVAN = { email: 'ivan@startline.test', password: 'startline-demo' };

async function signedIn(page: Page, who: { email: string; password: string }, returnPath: string) {
  await page.goto(`${e2e.baseUrl}/login?returnUrl=${encodeURIComponent(returnPath)}`);
  await login(page, who.email, who.password);
  await page.waitForURL(`${e2e.baseUrl}${returnPath}`);
}

const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name }).waitFor();
const next = (page: Page, name = 'Продолжить') => page.getByRole('button', { name }).click();
/** The my-order region's text with money's no-break spaces made plain. */
const orderText = async (page: Page, region = 'Состав заказа') =>
  ((await page.getByRole('region', { name: region }).textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function addFriend(page: Page, first: string, last: string, email: string) {
  await page.getByRole('button', { name: 'Добавить друга' }).click();
  const form = page.getByRole('group', { name: 'Добавить друга' });
  await form.getByLabel('Имя друга').fill(first);
  await form.getByLabel('Фамилия друга').fill(last);
  await form.getByLabel('Эл. почта друга').fill(email);
  await form.getByRole('button', { name: 'Добавить друга' }).click();
  await page
    .getByText(new RegExp(`${first} ${last}`))
    .first()
    .waitFor();
}

async function friendForm(page: Page, name: string) {
  await step(page, `Анкета друга: ${name}`);
  await page.getByLabel('День').selectOption('11');
  await page.getByLabel('Месяц').selectOption('2');
  await page.getByLabel('Год').fill('1985');
  await page.getByRole('radio', { name: 'Мужской' }).check();
  await next(page);
}

describe('options, prices and promo codes', () => {
  it('insurance and a sized T-shirt; the XL runs short and the order adjusts; a promo code applied and removed', async () => {
    const page = await e2e.page({ width: 375 });
    await signedIn(page, IVAN, '/moscow-marathon/r42195/register');
    await step(page, 'Участники');
    await addFriend(page, 'Пётр', 'Опционов', 'petr.options@example.org');
    await addFriend(page, 'Олег', 'Опционов', 'oleg.options@example.org');
    await next(page);

    // Ivan's profile has no identity document yet: the race asks one
    await step(page, 'Мои данные');
    await page.getByLabel('Серия и номер').fill('4512345678');
    await next(page);
    await friendForm(page, 'Пётр Опционов');
    await friendForm(page, 'Олег Опционов');

    await step(page, 'Опции');
    const accident = page.getByRole('group', { name: 'Страхование от несчастного случая' });
    await accident.getByRole('checkbox', { name: 'Иван Смирнов' }).check();
    const shirt = page.getByRole('group', { name: 'Футболка участника' });
    await shirt.getByText('XL: осталось 2').waitFor();
    for (const name of ['Иван Смирнов', 'Пётр Опционов', 'Олег Опционов']) {
      await shirt.getByRole('checkbox', { name }).check();
      await shirt.getByRole('combobox', { name: `Размер: ${name}` }).selectOption({ label: 'XL' });
    }
    // checking the boxes scrolled the first one under the sticky header, which axe's target-size rule
    // then counts as its neighbour: checked from the top, as the step opens
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page), 'options').toEqual([]);
    await next(page);

    await step(page, 'Мой заказ');
    // 3 × 4,500 (the marathon's first price step) is asserted by the lines below, whatever the step
    expect(await orderText(page)).toMatch(/Страхование от несчастного случая.*Иван Смирнов.*350 ₽/);
    expect((await orderText(page)).match(/Футболка участника, XL/g)).toHaveLength(3);
    expect(await orderText(page)).toMatch(/Сервисный сбор \(5 %\)/);

    const code = page.getByRole('textbox', { name: 'Промокод' });
    await code.fill('НЕТТАКОГО');
    await page.getByRole('button', { name: 'Применить' }).click();
    await page.getByRole('alert').filter({ hasText: 'Промокод недействителен' }).waitFor();
    await code.fill('run10');
    await page.getByRole('button', { name: 'Применить' }).click();
    await page.getByText('Промокод RUN10 применён').waitFor();
    expect(await orderText(page)).toMatch(/Скидка−/);
    await page.getByRole('button', { name: 'Убрать' }).click();
    expect(await orderText(page)).not.toMatch(/Скидка/);
    await code.fill('RUN10');
    await page.getByRole('button', { name: 'Применить' }).click();
    await page.getByText('Промокод RUN10 применён').waitFor();
    expect(await axeViolations(page), 'my order').toEqual([]);

    // the agreements are required; then two XL are left for three: the order keeps two and says so
    await next(page, 'Перейти к оплате');
    await page.getByText('Чтобы продолжить, согласитесь на получение чека').waitFor();
    const boxes = page.getByRole('group', { name: 'Согласия' }).getByRole('checkbox');
    for (const box of await boxes.all()) await box.check();
    await next(page, 'Перейти к оплате');
    await page.getByText('Футболка участника, XL: в наличии 2').waitFor();
    expect((await orderText(page)).match(/Футболка участника, XLТовар/g) ?? []).toHaveLength(2);
    await next(page, 'Перейти к оплате');
    await page.getByRole('heading', { name: /^Оплата заказа .+$/ }).waitFor();

    // the order's page (the payment step's result page, as the order's mail links it) lists what was ordered
    await page.goto(page.url().replace('/register/payment?', '/register/success?'));
    await page.getByText(/Скидка по промокоду RUN10/).waitFor();
    await page.getByText('Страхование от несчастного случая (Бег): Иван Смирнов').waitFor();
    expect(await axeViolations(page), 'success').toEqual([]);
  });

  it('the my-order totals in English', async () => {
    const page = await e2e.page({ width: 1280, locale: 'en-GB' });
    await signedIn(
      page,
      { email: 'anna@startline.test', password: 'startline-demo' },
      '/kazan-marathon/r42195/register',
    );
    await page.context().addCookies([{ name: '_rr_culture', value: 'c=en|uic=en', url: e2e.baseUrl }]);
    await page.reload();
    await step(page, 'Participants');
    await next(page, 'Continue');
    await step(page, 'My details');
    await next(page, 'Continue');
    await step(page, 'Options');
    await next(page, 'Continue');
    await step(page, 'My order');
    // a charity start: the fee is the participant's to choose
    const amount = page.getByRole('textbox', { name: 'Amount per participant, ₽' });
    await amount.fill('100');
    await page.getByText(/^The amount is below the minimum: RUB.500$/).waitFor();
    await amount.fill('2500');
    expect(await orderText(page, 'What the order holds')).toMatch(/Full costRUB 2,500/);
    expect(await orderText(page, 'What the order holds')).toMatch(/TotalRUB 2,500/);
    expect(await axeViolations(page), 'my order in English').toEqual([]);
  });

  it('the promo-code gate: a wrong code says so, a right one opens the race', async () => {
    const page = await e2e.page({ width: 375 });
    await signedIn(page, IVAN, '/elton-ultra-trail/r55000/register');
    await page.getByRole('heading', { name: 'Регистрация по промокоду' }).waitFor();
    expect(await axeViolations(page), 'gate').toEqual([]);
    const code = page.getByRole('textbox', { name: 'Промокод' });
    await code.fill('ELTON');
    await next(page);
    await page.getByText('Вы ввели неверный или недействительный промокод').waitFor();
    expect(await code.inputValue()).toBe('ELTON');
    await code.fill('elton2027');
    await next(page);
    await step(page, 'Участники');
  });
});
