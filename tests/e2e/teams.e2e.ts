// Teams and relays (issue 17) against the built app and its sandbox provider: a captain creates a relay
// team for murmansk-polar-night-marathon's relay 4 × 5 km, a second runner joins by its code on the team
// join page, the captain adds two friends, puts the four on the stages, registers and pays for the team in
// the sandbox, and the team shows in the event's start list. Axe on the team step and the join page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeSettled } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { login, signUp } from './support/fixtures.js';

const e2e = useBrowser();
const RACE = '/murmansk-polar-night-marathon/relay-4x5';
const TEAM = 'Полярный экспресс';
const PASSWORD = 'long-enough-1';

const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name }).waitFor();
const next = (page: Page, name = 'Продолжить') => page.getByRole('button', { name, exact: true }).click();

async function addFriend(page: Page, friend: { first: string; last: string; email: string; gender: string }) {
  await page.getByRole('button', { name: 'Добавить друга' }).click();
  const form = page.getByRole('form', { name: 'Добавить друга' });
  await form.getByLabel('Имя').fill(friend.first);
  await form.getByLabel('Фамилия').fill(friend.last);
  await form.getByLabel('Электронная почта').fill(friend.email);
  await form.getByRole('radio', { name: friend.gender }).check();
  await form.getByLabel('Дата рождения').fill('1991-04-12');
  await form.getByRole('button', { name: 'Добавить в команду' }).click();
  await page.getByText(`${friend.first} ${friend.last}`, { exact: true }).first().waitFor();
}

describe('teams and relays', () => {
  it('a captain creates a relay team, a runner joins by code, the stages are filled, the team pays and starts', async () => {
    // the captain creates the team in the registration flow's team step (375 px)
    const captainEmail = 'relay.captain@example.org';
    let page = await e2e.page({ width: 375 });
    await signUp(page, e2e.baseUrl, captainEmail);
    await page.goto(`${e2e.baseUrl}${RACE}/register`);
    await step(page, 'Команда');
    await page.getByRole('button', { name: 'Создать команду', exact: true }).click();
    await page.getByText('Укажите название команды').waitFor();
    await page.getByLabel('Название команды').fill(TEAM);
    await page.getByRole('button', { name: 'Создать команду', exact: true }).click();
    const code = page.getByText(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    await code.waitFor();
    const joinCode = (await code.textContent())!.trim();
    await page.getByRole('img', { name: 'QR-код ссылки для вступления в команду' }).waitFor();
    // Continue with one member of four says what is missing
    await next(page);
    await page.getByText('Добавьте всех участников команды, чтобы продолжить.').first().waitFor();
    expect(await axeSettled(page), 'team step').toEqual([]);

    // a second runner joins on the team join page, typing the code in lower case without its dash
    page = await e2e.page({ width: 375 });
    await signUp(page, e2e.baseUrl, 'relay.runner@example.org');
    await page.goto(`${e2e.baseUrl}/team/join`);
    await page.getByRole('heading', { level: 1, name: 'Вступить в команду' }).waitFor();
    await page.getByRole('button', { name: 'Найти', exact: true }).click();
    await page.getByText('Введите код').first().waitFor();
    await page.getByLabel('Код команды').fill('zzzzz-zzzzz');
    await page.getByRole('button', { name: 'Найти', exact: true }).click();
    await page.getByText('Команда не найдена. Проверьте код.').first().waitFor();
    expect(await axeSettled(page), 'join page, not found').toEqual([]);
    await page.getByLabel('Код команды').fill(joinCode.replace('-', ' ').toLowerCase());
    await page.getByRole('button', { name: 'Найти', exact: true }).click();
    await page.getByText(`Команда «${TEAM}»`).first().waitFor();
    expect(await axeSettled(page), 'join page, the team found').toEqual([]);
    await page.getByRole('button', { name: 'Вступить в команду', exact: true }).click();
    await page.getByText(`Вы вступили в команду «${TEAM}»`).waitFor();

    // the captain, back at 1280 px, completes the team: two friends, a stage each
    page = await e2e.page({ width: 1280 });
    await page.goto(`${e2e.baseUrl}/login`);
    await login(page, captainEmail, PASSWORD);
    await page.getByRole('button', { name: /Пётр Новиков/ }).waitFor();
    await page.goto(`${e2e.baseUrl}${RACE}/register`);
    await step(page, 'Команда');
    await page.getByText('2 из 4').first().waitFor();
    await addFriend(page, {
      first: 'Мария',
      last: 'Орлова',
      email: 'maria.orlova@example.org',
      gender: 'Женский',
    });
    await addFriend(page, {
      first: 'Олег',
      last: 'Ветров',
      email: 'oleg.vetrov@example.org',
      gender: 'Мужской',
    });
    await page.getByText('4 из 4').first().waitFor();
    const stages = page.getByRole('combobox', { name: /^Этап для: / });
    expect(await stages.count()).toBe(4);
    for (let i = 0; i < 4; i++) {
      await stages.nth(i).selectOption(String(i + 1));
      await expect.poll(() => stages.nth(i).isDisabled()).toBe(false);
    }
    await expect
      .poll(() => page.getByText('Добавьте всех участников команды, чтобы продолжить.').count())
      .toBe(0);
    expect(await axeSettled(page), 'team step, complete').toEqual([]);
    await next(page);

    // the captain's own form, the options, the order of four places, payment in the sandbox
    await step(page, 'Мои данные');
    await page.getByLabel('День').selectOption('11');
    await page.getByLabel('Месяц').selectOption('2');
    await page.getByLabel('Год').fill('1985');
    await page.getByRole('radio', { name: 'Мужской' }).check();
    await page.getByLabel('Мобильный телефон: номер').fill('916 765-43-21');
    await next(page);
    // the options step when the race has options, else straight to the order: wait for whichever comes
    // (a check of the first alone, before the step has rendered, skipped the options on a busy machine)
    await page.getByRole('heading', { level: 2, name: /^(Опции|Мой заказ)$/ }).waitFor();
    if (await page.getByRole('heading', { level: 2, name: 'Опции' }).isVisible()) await next(page);
    await step(page, 'Мой заказ');
    for (const name of ['Пётр Новиков', 'Мария Орлова', 'Олег Ветров']) {
      await page.getByText(new RegExp(name)).first().waitFor();
    }
    for (const box of await page.getByRole('group', { name: 'Согласия' }).getByRole('checkbox').all()) {
      await box.check();
    }
    await next(page, 'Перейти к оплате');
    await page.waitForURL(new RegExp(`${RACE}/register/payment\\?order=`));
    await page.getByRole('button', { name: /^Оплатить \S/ }).click();
    await page.waitForURL(/\/payments\/sandbox\/[\w-]+$/);
    await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
    await page.waitForURL(new RegExp(`${RACE}/register/success\\?order=`));
    await page.getByRole('heading', { level: 1, name: 'Вы зарегистрированы' }).waitFor({ timeout: 15_000 });

    // the team, paid, in the event's start list with its four runners
    await page.goto(`${e2e.baseUrl}/event/murmansk-polar-night-marathon/startlist?race=relay-4x5`);
    await page.getByText(TEAM).first().waitFor();
    for (const name of ['Орлова', 'Ветров']) await page.getByText(new RegExp(name)).first().waitFor();
  });
});
