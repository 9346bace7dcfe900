// The content pages of issue 5 as a visitor meets them, in Russian and in English: contacts with the
// question form, careers and a vacancy, the corporate page with its lead form, the national running
// events and the partner campaign, the about pages, and the home page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { useBrowser } from './support/browser.js';
import { readEmail } from './support/fixtures.js';

const e2e = useBrowser();

type Lang = 'ru' | 'en';

/** A page in the given interface language (the `_rr_culture` cookie, as the language switch writes it). */
async function openIn(lang: Lang, path: string, width = 1280): Promise<Page> {
  const page = await e2e.page({ width });
  await e2e
    .context()
    .addCookies([
      { name: '_rr_culture', value: encodeURIComponent(`c=${lang}|uic=${lang}`), url: e2e.baseUrl },
    ]);
  await page.goto(e2e.baseUrl + path);
  return page;
}

async function h1(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

const mailTo = (to: string, containing: string) => readEmail(e2e.baseUrl, { to, containing });

describe('contacts', () => {
  it.each([
    ['ru', 'Контакты', 'С понедельника по пятницу, 10:00–19:00 по московскому времени'],
    ['en', 'Contacts', 'Monday to Friday, 10:00–19:00 Moscow time'],
  ] as const)(
    '%s: support address, hours and the question form reach support',
    async (lang, title, hours) => {
      const page = await openIn(lang, '/Contacts', lang === 'ru' ? 375 : 1280);
      await h1(page, title);
      await page.getByText(hours).waitFor();
      const main = page.getByRole('main');
      expect(await main.getByRole('link', { name: 'support@startline.run' }).getAttribute('href')).toBe(
        'mailto:support@startline.run',
      );
      expect(await axeViolations(page)).toEqual([]);

      const send = page.getByRole('button', { name: lang === 'ru' ? 'Отправить' : 'Send' });
      await page.getByLabel(lang === 'ru' ? 'Имя' : 'Name').fill('Мария');
      await page.getByLabel('Email').fill('not-an-email');
      await send.click();
      await page
        .getByText(
          lang === 'ru' ? 'Введите корректный адрес электронной почты' : 'Please enter a valid email address',
        )
        .waitFor();
      // what was typed stays
      expect(await page.getByLabel(lang === 'ru' ? 'Имя' : 'Name').inputValue()).toBe('Мария');

      const marker = `e2e-contacts-${lang}-${Date.now()}`;
      await page.getByLabel('Email').fill(`maria.${lang}@example.org`);
      await page
        .getByLabel(lang === 'ru' ? 'Тема' : 'Topic')
        .selectOption({ label: lang === 'ru' ? 'Оплата' : 'Payment' });
      await page.getByLabel(lang === 'ru' ? 'Сообщение' : 'Message').fill(`Где мой чек? ${marker}`);
      await send.click();
      await page
        .getByText(
          lang === 'ru'
            ? `Мы получили ваш вопрос и ответим на maria.${lang}@example.org`
            : `We have received your question and will answer to maria.${lang}@example.org`,
        )
        .waitFor();
      const mail = await mailTo('support@startline.run', marker);
      expect(mail.text).toContain(`maria.${lang}@example.org`);
    },
  );
});

describe('careers', () => {
  it.each([
    ['ru', 'Вакансии', 'Все вакансии', 'Откликнуться'],
    ['en', 'Careers', 'All vacancies', 'Apply'],
  ] as const)('%s: the list leads to a vacancy with a way to apply', async (lang, title, back, apply) => {
    const page = await openIn(lang, '/Careers');
    await h1(page, title);
    const first = page.getByRole('main').locator('a[href^="/Careers/"]').first();
    await first.waitFor();
    const vacancyTitle = (await first.textContent())?.trim() ?? '';
    expect(vacancyTitle).not.toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await first.click();
    await h1(page, vacancyTitle);
    const applyLink = page.getByRole('link', { name: apply });
    expect(await applyLink.getAttribute('href')).toMatch(/^mailto:.+\?subject=/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: back }).click();
    await h1(page, title);
  });

  it('an unknown vacancy is the not-found page on white', async () => {
    const page = await openIn('ru', '/Careers/999999');
    await h1(page, 'Страница не найдена');
    expect(await page.getAttribute('html', 'data-bg')).toBe('white');
  });
});

describe('corporate client', () => {
  it('ru: bad input is explained next to the fields and kept; a good request reaches sales', async () => {
    const page = await openIn('ru', '/corp-client', 375);
    await h1(page, 'Спорт, который объединяет команду');
    expect(await page.getAttribute('html', 'data-bg')).toBe('white');
    // the corporate header
    const header = page.getByRole('banner');
    await header.getByText('Для бизнеса').waitFor();
    expect(await header.getByRole('link', { name: 'Оставить заявку' }).getAttribute('href')).toBe(
      '#lead-form',
    );
    expect(await axeViolations(page)).toEqual([]);

    const form = page.locator('#lead-form');
    await form.getByLabel('Компания').fill('ООО «Быстрые ноги»');
    await form.getByLabel('Email').fill('кадры@fastfeet.example');
    await form.getByLabel('Телефон: номер').fill('123');
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await form.getByText('Кириллица в адресе электронной почты не поддерживается').waitFor();
    await form.getByText('Такого номера не бывает. Проверьте страну и цифры').waitFor();
    await form.getByText('Выберите хотя бы один вариант').waitFor();
    await form.getByText('Необходимо принять условия').waitFor();
    expect(await form.getByLabel('Компания').inputValue()).toBe('ООО «Быстрые ноги»');

    const marker = `e2e-lead-${Date.now()}`;
    await form.getByLabel('Контактное лицо').fill('Ирина Соколова');
    await form.getByLabel('Email').fill('hr@fastfeet.example');
    await form.getByLabel('Телефон: номер').fill('9161234567');
    await form.getByLabel('Размер компании').selectOption({ label: '51–200 сотрудников' });
    await form.getByLabel('Командные заявки за счёт компании').check();
    await form.getByLabel('Комментарий (необязательно)').fill(`Казань, сентябрь, 40 человек ${marker}`);
    await form.getByLabel('Я согласен на обработку персональных данных').check();
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await page.getByText('Мы ответим на hr@fastfeet.example.').waitFor();
    const mail = await mailTo('sales@startline.run', marker);
    expect(mail.text).toContain('ООО «Быстрые ноги»');
    expect(mail.text).toContain('+79161234567');
  });

  it('en: the offer, and the form names what is missing', async () => {
    const page = await openIn('en', '/corp-client');
    await h1(page, 'Sport that brings your team together');
    await page.getByRole('banner').getByText('For business').waitFor();
    await page.locator('#lead-form').getByRole('button', { name: 'Send the request' }).click();
    await page.locator('#lead-form').getByText('Choose at least one option').waitFor();
    await page.locator('#lead-form').getByText('Enter your email').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('national running events and the partner campaign', () => {
  it.each([
    ['ru', 'Национальные беговые события', 'Ближайшие события программы'],
    ['en', 'National running events', 'Upcoming events of the programme'],
  ] as const)('%s: /nbd lists the national events', async (lang, title, upcoming) => {
    const page = await openIn(lang, '/nbd', lang === 'ru' ? 375 : 1280);
    await h1(page, title);
    await page.getByRole('heading', { name: upcoming }).waitFor();
    await page.getByRole('main').locator('a[href^="/event/"]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each([
    ['ru', 'На старт — с Островком', 'События акции', 'Островок'],
    ['en', 'Travel to the start with Ostrovok', 'Events of the campaign', 'Ostrovok'],
  ] as const)(
    '%s: /ostrovok has its own layout and the campaign events',
    async (lang, title, events, partner) => {
      const page = await openIn(lang, '/ostrovok', lang === 'ru' ? 375 : 1280);
      await h1(page, title);
      expect(await page.getAttribute('html', 'data-layout')).toBe('ostrovok');
      await page.getByRole('banner').getByText(partner, { exact: true }).waitFor();
      // a landing without the site's main menu
      expect(
        await page.getByRole('navigation', { name: lang === 'ru' ? 'Основное меню' : 'Main menu' }).count(),
      ).toBe(0);
      await page.getByRole('heading', { name: events }).waitFor();
      const cards = page.getByRole('main').locator('a[href^="/event/"]');
      await cards.first().waitFor();
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});

describe('about', () => {
  it.each([
    ['ru', 'О проекте', 'Разделы страницы «О проекте»', 'Организаторам', 'Участникам'],
    ['en', 'About', 'Sections of the About page', 'For organizers', 'For participants'],
  ] as const)(
    '%s: organizers first, participants one click away',
    async (lang, title, nav, organizers, participants) => {
      const page = await openIn(lang, '/Home/About');
      await h1(page, title);
      const tabs = page.getByRole('navigation', { name: nav });
      expect(await tabs.getByRole('link', { name: organizers }).getAttribute('aria-current')).toBe('page');
      await tabs.getByRole('link', { name: participants }).click();
      await page.waitForURL(/\/Home\/About\/participants$/);
      // the address changes before React has rendered the new page's tabs
      await expect
        .poll(() => tabs.getByRole('link', { name: participants }).getAttribute('aria-current'))
        .toBe('page');
      expect(await tabs.getByRole('link', { name: organizers }).getAttribute('aria-current')).toBeNull();
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});

describe('home', () => {
  it.each([
    ['ru', 'Найдите свой следующий старт', 'Найдите старт по названию', 'Найти', 'Ближайшие старты'],
    ['en', 'Find your next start', 'Find a race by name', 'Search', 'Upcoming races'],
  ] as const)('%s: search, sports, upcoming events and series lead into the catalogue', async (...args) => {
    const [lang, title, searchLabel, searchButton, upcoming] = args;
    const page = await openIn(lang, '/', lang === 'ru' ? 375 : 1280);
    await h1(page, title);
    await page.getByRole('heading', { name: upcoming }).waitFor();
    const main = page.getByRole('main');
    await main.locator('a[href^="/event/"]').first().waitFor();
    expect(await main.locator('a[href^="/series/"]').count()).toBeGreaterThan(0);
    expect(await main.locator('a[href="/events/future?sport=run"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel(searchLabel).fill('марафон');
    await page.getByRole('button', { name: searchButton }).click();
    await page.waitForURL(/\/events\/future\?q=%D0%BC%D0%B0%D1%80%D0%B0%D1%84%D0%BE%D0%BD$/);
    await page.getByRole('main').locator('a[href^="/event/"]').first().waitFor();
  });

  it.each([
    ['ru', 'Найдите свой следующий старт', 'Бег'],
    ['en', 'Find your next start', 'Running'],
  ] as const)(
    '%s: the first screen is on the page before any script runs (server render)',
    async (...args) => {
      const [lang, title, sport] = args;
      const page = await e2e.page({ width: 375, javaScript: false });
      await e2e
        .context()
        .addCookies([
          { name: '_rr_culture', value: encodeURIComponent(`c=${lang}|uic=${lang}`), url: e2e.baseUrl },
        ]);
      await page.goto(e2e.baseUrl + '/');
      await h1(page, title);
      expect(await page.getByRole('searchbox').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: sport, exact: true }).getAttribute('href')).toBe(
        '/events/future?sport=run',
      );
      // the search works as a plain form too
      await page.getByRole('searchbox').fill('марафон');
      await page.getByRole('searchbox').press('Enter');
      await page.waitForURL(/\/events\/future\?q=/);
    },
  );

  it('the app takes over the server-rendered page without redrawing it', async () => {
    const page = await e2e.page({ width: 375 });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
      });
    });
    await page.goto(e2e.baseUrl + '/');
    // the lower sections arrive with the app, in turns
    await page.getByRole('main').locator('a[href^="/event/"]').first().waitFor();
    expect(
      await page.evaluate(
        () =>
          document.querySelector('h1') ===
          (window as unknown as { serverHeading: Element | null }).serverHeading,
      ),
    ).toBe(true);
    // and the page answers: the menu opens
    await page.getByRole('button', { name: 'Меню' }).click();
    expect(await page.getByRole('button', { name: 'Меню' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('offers to continue or delete an unfinished registration kept in the browser', async () => {
    const page = await e2e.page({ width: 375 });
    await page.addInitScript(() =>
      localStorage.setItem(
        'registerDraft',
        JSON.stringify({
          EventName: 'Московский марафон',
          EventUrl: '/event/moscow-marathon',
          RegistrationUrl: '/moscow-marathon/42k/register',
        }),
      ),
    );
    await page.goto(e2e.baseUrl + '/');
    await page.getByText('У вас есть незавершённая регистрация на').waitFor();
    expect(await page.getByRole('link', { name: 'Продолжить' }).getAttribute('href')).toBe(
      '/moscow-marathon/42k/register',
    );
  });
});

/** Colours the visitor sees, read from the rendered page. */
async function look(page: Page) {
  return page.evaluate(() => {
    const css = (el: Element | null, prop: string) => (el ? getComputedStyle(el).getPropertyValue(prop) : '');
    return {
      tenant: document.documentElement.dataset.tenant,
      header: css(document.querySelector('header'), 'background-color'),
      headingFont: css(document.querySelector('h1'), 'font-family'),
      headingTransform: css(document.querySelector('h1'), 'text-transform'),
    };
  });
}

describe("each tenant's look and not-found page", () => {
  it.each([
    ['default', 'localhost', 'rgb(14, 23, 38)', /Событи/],
    ['pionercup', 'pionercup.localhost', 'rgb(255, 255, 255)', /support@pionercup\.ru/],
    ['fontanka', 'fontanka.localhost', 'rgb(11, 60, 73)', /support@fontanka\.run/],
  ] as const)(
    '%s: own header colours, heading type and not-found page',
    async (code, host, header, content) => {
      const page = await e2e.page({ width: 375 });
      await page.goto(e2e.urlFor(host, '/no/such/page'));
      await h1(page, 'Страница не найдена');
      await page.getByRole('main').getByText(content).first().waitFor();
      const seen = await look(page);
      expect(seen.tenant).toBe(code);
      expect(seen.header).toBe(header);
      if (code === 'pionercup') expect(seen.headingTransform).toBe('uppercase');
      if (code === 'fontanka') expect(seen.headingFont).toMatch(/Georgia/);
      expect(await page.getAttribute('html', 'data-bg')).toBe('white');
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it('arrives in its colours before any script runs (no flash of the default theme)', async () => {
    const page = await e2e.page();
    const colours = () =>
      page.evaluate(() => ({
        header: getComputedStyle(document.querySelector('header') ?? document.body).backgroundColor,
        body: getComputedStyle(document.body).backgroundColor,
      }));
    // with its scripts: the tenant's not-found page (white, SPEC §2) under the tenant's own header
    await page.goto(e2e.urlFor('pionercup.localhost', '/event/nope'));
    const started = await colours();
    await page.goto(e2e.baseUrl + '/event/nope');
    expect(await colours()).not.toEqual(started);
    // without them: the same colours from the first paint
    await page.context().route('**/*.js', (route) => route.abort());
    await page.goto(e2e.urlFor('pionercup.localhost', '/event/nope'), { waitUntil: 'domcontentloaded' });
    expect(await page.getAttribute('html', 'data-tenant')).toBe('pionercup');
    expect(await colours()).toEqual(started);
  });

  it('on localhost the saved tenant (ttt) is applied before the app starts', async () => {
    const page = await e2e.page();
    await page.addInitScript(() => localStorage.setItem('ttt', 'fontanka'));
    await page.context().route('**/assets/**', (route) => route.abort());
    // (no app will start: the page as it arrives)
    await page.goto(e2e.baseUrl + '/', { waitUntil: 'domcontentloaded' });
    expect(await page.getAttribute('html', 'data-tenant')).toBe('fontanka');
  });
});
