// Registration journeys (issue 14) against the built app with its demo races (db/demo/registration-races.ts):
// a free race from the event page to the success page with a reload on the way, a paid race whose order
// goes to its payment step, a full race, a family order (me, my child, a relative, a friend) kept through a reload and
// continued and deleted from the home page's draft notice, and axe on every step.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { DEMO_ANNA, login, readEmail, signUp } from './support/fixtures.js';

const e2e = useBrowser();
const FRIEND = 'petr.invited@example.org';

async function signedIn(page: Page, returnPath: string) {
  await page.goto(`${e2e.baseUrl}/login?returnUrl=${encodeURIComponent(returnPath)}`);
  await login(page, DEMO_ANNA.email, DEMO_ANNA.password);
  await page.waitForURL(`${e2e.baseUrl}${returnPath}`);
}

const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name }).waitFor();

/** Ticks every agreement of the my-order step (group 'Согласия' / 'Agreements'). */
async function agree(page: Page, group = 'Согласия') {
  // the my-order step's code loads on its own: wait for it
  await page.getByRole('group', { name: group }).waitFor();
  const boxes = page.getByRole('group', { name: group }).getByRole('checkbox');
  for (const box of await boxes.all()) await box.check();
}

/** The birth date's day, month (1–12) and year. */
async function fillBirthDate(page: Page, day: string, month: string, year: string) {
  await page.getByLabel('День').selectOption(day);
  await page.getByLabel('Месяц').selectOption(month);
  await page.getByLabel('Год').fill(year);
}

describe('registration', () => {
  it('registers for a free race from the event page; a reload keeps the step; the success page says so', async () => {
    const page = await e2e.page({ width: 375 });
    await signedIn(page, '/event/baikal-ice-marathon');
    await page.locator('a[href="/baikal-ice-marathon/r21097/register"]').first().click();
    await page.waitForURL(`${e2e.baseUrl}/baikal-ice-marathon/r21097/register`);
    await step(page, 'Участники');
    expect(await page.getByRole('checkbox', { name: 'Я, Анна Смирнова' }).isChecked()).toBe(true);
    expect(await axeViolations(page), 'participants').toEqual([]);

    await page.getByRole('button', { name: 'Продолжить' }).click();
    await step(page, 'Мои данные');
    await page.getByLabel('Фамилия').waitFor();
    expect(await page.getByLabel('Фамилия').inputValue()).toBe('Смирнова');
    expect(await axeViolations(page), 'my form').toEqual([]);

    await page.reload();
    await step(page, 'Мои данные');
    await page.getByRole('button', { name: 'Продолжить' }).click();
    // the event sells a T-shirt and photos: nothing is taken unless chosen
    await step(page, 'Опции');
    expect(await axeViolations(page), 'options').toEqual([]);
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await step(page, 'Мой заказ');
    await page.getByText('Участие бесплатное').waitFor();
    expect(await axeViolations(page), 'my order').toEqual([]);

    await agree(page);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.waitForURL(/\/baikal-ice-marathon\/r21097\/register\/success\?order=/);
    await page.getByRole('heading', { level: 1, name: 'Вы зарегистрированы' }).waitFor();
    await page.getByText('Анна Смирнова').waitFor();
    expect(await page.getByRole('link', { name: 'Перейти к моим заказам' }).getAttribute('href')).toBe(
      '/MyAccount/Orders',
    );
    expect(await axeViolations(page), 'success').toEqual([]);
    const cart = await page.request.get(`${e2e.baseUrl}/Register/ApiCardInfo`);
    expect(await cart.json()).toEqual({ HasDraft: false, Draft: null });
  });

  it('a paid race: the order awaits payment with its places held; then I am registered already', async () => {
    const page = await e2e.page({ width: 1280, locale: 'en-GB' });
    await signedIn(page, '/moscow-marathon/r42195/register');
    await page.context().addCookies([{ name: '_rr_culture', value: 'c=en|uic=en', url: e2e.baseUrl }]);
    await page.reload();
    await step(page, 'Participants');
    await page.getByRole('button', { name: 'Continue' }).click();
    await step(page, 'My details');
    await page.getByRole('button', { name: 'Continue' }).click();
    await step(page, 'Options');
    await page.getByRole('button', { name: 'Continue' }).click();
    await step(page, 'My order');
    await page.getByText(/places are held for you for 20 minutes/).waitFor();
    await agree(page, 'Agreements');
    await page.getByRole('button', { name: 'Go to payment' }).click();
    await page.getByRole('heading', { name: /^Payment for order .+$/ }).waitFor();
    await page.getByText(/^Your places are held until \d\d:\d\d\.$/).waitFor();
    expect(await axeViolations(page), 'payment step').toEqual([]);

    await page.goto(`${e2e.baseUrl}/moscow-marathon/r42195/register`);
    await step(page, 'Participants');
    const me = page.getByRole('checkbox', { name: 'Me, Анна Смирнова' });
    expect(await me.isDisabled()).toBe(true);
    await page.getByText('You are already registered').waitFor();
  });

  it('a full race says so, and leads back to the event to choose another', async () => {
    const page = await e2e.page({ width: 375 });
    await signedIn(page, '/race-of-heroes/r21000/register');
    await page
      .getByRole('heading', {
        name: 'Регистрация на мероприятие невозможна, так как достигнут лимит участников',
      })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Выбрать другую дистанцию' }).getAttribute('href')).toBe(
      '/event/race-of-heroes',
    );
    expect(await axeViolations(page), 'full race').toEqual([]);
  });
  it('a family order: me, my child, a relative and a friend survive a reload; the draft notice continues and deletes it', async () => {
    const page = await e2e.page({ width: 375 });
    await signedIn(page, '/white-nights/r10000/register');
    await step(page, 'Участники');
    await page.getByRole('checkbox', { name: /Миша Смирнов/ }).check();
    await page.getByRole('checkbox', { name: /Иван Смирнов/ }).check();
    await page.getByRole('button', { name: 'Добавить друга' }).click();
    const friend = page.getByRole('group', { name: 'Добавить друга' });
    await friend.getByLabel('Имя друга').fill('Пётр');
    await friend.getByLabel('Фамилия друга').fill('Друзьев');
    await friend.getByLabel('Эл. почта друга').fill('petr.friend@example.org');
    await friend.getByRole('button', { name: 'Добавить друга' }).click();
    await page
      .getByText(/Пётр Друзьев/)
      .first()
      .waitFor();
    expect(await axeViolations(page), 'participants with a family').toEqual([]);

    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/registration/draft') && res.request().method() === 'PUT' && res.ok(),
    );
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await step(page, 'Мои данные');
    await saved;

    // a reload in the middle keeps the step and every participant chosen
    await page.reload();
    await step(page, 'Мои данные');
    await page.getByRole('button', { name: 'Назад' }).click();
    await step(page, 'Участники');
    expect(await page.getByRole('checkbox', { name: 'Я, Анна Смирнова' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Миша Смирнов/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Иван Смирнов/ }).isChecked()).toBe(true);
    await page
      .getByText(/Пётр Друзьев/)
      .first()
      .waitFor();

    // the home page offers to continue the draft where it was left
    const savedAgain = page.waitForResponse(
      (res) => res.url().endsWith('/api/registration/draft') && res.request().method() === 'PUT' && res.ok(),
    );
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await step(page, 'Мои данные');
    await savedAgain;
    await page.goto(`${e2e.baseUrl}/`);
    const notice = page.getByRole('note').filter({ hasText: 'У вас есть незавершённая регистрация на' });
    await notice.waitFor();
    await notice.getByRole('link', { name: 'Продолжить' }).click();
    await page.waitForURL(`${e2e.baseUrl}/white-nights/r10000/register`);
    await step(page, 'Мои данные');

    // each one's form, up to my order: the profiles fill mine and Misha's; Ivan's linked account gives only
    // his name; the friend's phones are left to him
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await step(page, 'Анкета участника: Миша Смирнов');
    expect(await page.getByLabel('Год').inputValue()).toBe('2014');
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await step(page, 'Анкета друга: Пётр Друзьев');
    await page.getByText('Приглашение придёт на petr.friend@example.org').waitFor();
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByText('Укажите дату рождения').first().waitFor();
    expect(await axeViolations(page), 'friend form with errors').toEqual([]);
    await fillBirthDate(page, '11', '2', '1985');
    await page.getByRole('radio', { name: 'Мужской' }).check();
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await step(page, 'Анкета родственника: Иван Смирнов');
    await fillBirthDate(page, '3', '9', '1988');
    await page.getByRole('radio', { name: 'Мужской' }).check();
    await page.getByLabel('Мобильный телефон: номер').fill('916 765-43-21');
    await page.getByLabel('Экстренный телефон: номер').fill('916 123-45-67');
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await step(page, 'Опции');
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await step(page, 'Мой заказ');
    for (const name of ['Анна Смирнова', 'Миша Смирнов', 'Пётр Друзьев', 'Иван Смирнов']) {
      await page.getByText(name).first().waitFor();
    }
    expect(await axeViolations(page), 'my order of the family').toEqual([]);
    // Back keeps what was typed
    await page.getByRole('button', { name: 'Назад' }).click();
    await step(page, 'Опции');
    await page.getByRole('button', { name: 'Назад' }).click();
    await step(page, 'Анкета родственника: Иван Смирнов');
    expect(await page.getByLabel('Год').inputValue()).toBe('1988');

    // and to delete it: the notice goes, and so does the server's draft
    await page.goto(`${e2e.baseUrl}/`);
    await notice.getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('button', { name: 'Да, удалить' }).click();
    await notice.waitFor({ state: 'detached' });
    const cart = await page.request.get(`${e2e.baseUrl}/Register/ApiCardInfo`);
    expect(await cart.json()).toEqual({ HasDraft: false, Draft: null });
  });

  it('a friend registered by address completes the entry from the invitation; it shows in their account', async () => {
    const anna = await e2e.page({ width: 1280 });
    await signedIn(anna, '/white-nights/r10000/register');
    await step(anna, 'Участники');
    await anna.getByRole('checkbox', { name: 'Я, Анна Смирнова' }).uncheck();
    await anna.getByRole('button', { name: 'Добавить друга' }).click();
    const adder = anna.getByRole('group', { name: 'Добавить друга' });
    await adder.getByLabel('Имя друга').fill('Пётр');
    await adder.getByLabel('Фамилия друга').fill('Новиков');
    await adder.getByLabel('Эл. почта друга').fill(FRIEND);
    await adder.getByRole('button', { name: 'Добавить друга' }).click();
    await anna.getByRole('button', { name: 'Продолжить' }).click();
    await step(anna, 'Анкета друга: Пётр Новиков');
    await fillBirthDate(anna, '11', '2', '1985');
    await anna.getByRole('radio', { name: 'Мужской' }).check();
    await anna.getByRole('button', { name: 'Продолжить' }).click();
    await step(anna, 'Опции');
    await anna.getByRole('button', { name: 'Продолжить' }).click();
    await step(anna, 'Мой заказ');
    await agree(anna);
    await anna.getByRole('button', { name: 'Перейти к оплате' }).click();
    await anna.getByRole('heading', { name: /^Оплата заказа .+$/ }).waitFor();

    // Пётр gets the invitation, signs up with its address and opens the link
    const invitation = await readEmail(e2e.baseUrl, {
      to: FRIEND,
      containing: '/register/entry?invitation=',
    });
    const link = /https?:\/\/\S+\/register\/entry\?invitation=[\w-]+/.exec(invitation.text)?.[0];
    expect(link, invitation.text).toBeDefined();
    const petr = await e2e.page({ width: 375 });
    await signUp(petr, e2e.baseUrl, FRIEND);
    await petr.goto(link!);
    await petr.getByRole('heading', { level: 1, name: 'Белые ночи' }).waitFor();
    await petr.getByText('Вас зарегистрировал(а): Анна Смирнова').waitFor();
    await petr.getByText('Осталось заполнить: мобильный телефон, экстренный телефон.').waitFor();
    expect(await axeViolations(petr), 'friend entry').toEqual([]);

    await petr.getByRole('button', { name: 'Сохранить в моём кабинете' }).click();
    await petr.getByText('Введите номер телефона').first().waitFor();
    await petr.getByLabel('Мобильный телефон: номер').fill('916 111-22-33');
    await petr.getByLabel('Экстренный телефон: номер').fill('916 444-55-66');
    await petr.getByRole('button', { name: 'Сохранить в моём кабинете' }).click();
    await petr.getByText('Эта регистрация есть в вашем личном кабинете.').waitFor();
    await petr.getByRole('heading', { level: 2, name: 'Проверьте свои данные' }).waitFor();

    await petr.getByRole('link', { name: 'Мои регистрации' }).click();
    await petr.waitForURL(`${e2e.baseUrl}/MyAccount/Registrations`);
    await petr.getByText('Белые ночи').first().waitFor();
  });
});
