// Registration journeys (issue 14) against the built app with its demo races (db/demo/registration-races.ts):
// a free race from the event page to the success page with a reload on the way, a paid race whose order
// awaits payment, a full race, a family order (me, my child, a relative, a friend) kept through a reload and
// continued and deleted from the home page's draft notice, and axe on every step.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { DEMO_ANNA, login } from './support/fixtures.js';

const e2e = useBrowser();

async function signedIn(page: Page, returnPath: string) {
  await page.goto(`${e2e.baseUrl}/login?returnUrl=${encodeURIComponent(returnPath)}`);
  await login(page, DEMO_ANNA.email, DEMO_ANNA.password);
  await page.waitForURL(`${e2e.baseUrl}${returnPath}`);
}

const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name }).waitFor();

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
    await step(page, 'Мой заказ');
    await page.getByText('Участие бесплатное').waitFor();
    expect(await axeViolations(page), 'my order').toEqual([]);

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
    await step(page, 'My order');
    await page.getByText(/places are held for you for 20 minutes/).waitFor();
    await page.getByRole('button', { name: 'Go to payment' }).click();
    await page.getByRole('heading', { name: /^Order .+ is awaiting payment$/ }).waitFor();
    await page.getByText(/^Your places are held until \d\d:\d\d\.$/).waitFor();
    expect(await axeViolations(page), 'order placed').toEqual([]);

    await page.getByRole('link', { name: 'Order details' }).click();
    await page.getByRole('heading', { level: 1, name: /^Places are held until \d\d:\d\d$/ }).waitFor();

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

    // and to delete it: the notice goes, and so does the server's draft
    await page.goto(`${e2e.baseUrl}/`);
    await notice.getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('button', { name: 'Да, удалить' }).click();
    await notice.waitFor({ state: 'detached' });
    const cart = await page.request.get(`${e2e.baseUrl}/Register/ApiCardInfo`);
    expect(await cart.json()).toEqual({ HasDraft: false, Draft: null });
  });
});
