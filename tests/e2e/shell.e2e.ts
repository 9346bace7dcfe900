// The application shell as a visitor meets it: tenant choice, route sets, the cookie notice, the language
// switch, the not-found page, the auth gate and the toast hotkey.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { axeViolations } from './support/axe';
import { DEMO_ANNA, login } from './support/fixtures';

const e2e = useBrowser();

async function tenantOf(page: import('playwright-core').Page): Promise<string | null> {
  await page.waitForSelector('html[data-tenant]');
  return page.getAttribute('html', 'data-tenant');
}

describe('tenant choice', () => {
  it('is the default tenant on localhost without ttt', async () => {
    const page = await e2e.page();
    await page.goto(e2e.baseUrl + '/');
    expect(await tenantOf(page)).toBe('default');
    await page.getByRole('contentinfo').getByRole('link', { name: 'support@startline.run' }).waitFor();
  });

  it('follows ttt on localhost: the query is saved and chooses the tenant from then on', async () => {
    const page = await e2e.page();
    await page.goto(e2e.baseUrl + '/?ttt=pionercup');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ttt'))).toBe('pionercup');
    await page.reload();
    expect(await tenantOf(page)).toBe('pionercup');
    // the server rendered the default tenant's home page; the chosen tenant's own page replaces it
    await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
    expect(await page.getByRole('searchbox').count()).toBe(0);
    expect(await page.$eval('header', (el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
  });

  it('treats an unknown ttt as the default tenant', async () => {
    const page = await e2e.page();
    await page.addInitScript(() => localStorage.setItem('ttt', '<script>nope'));
    await page.goto(e2e.baseUrl + '/');
    expect(await tenantOf(page)).toBe('default');
  });

  it("maps the server's organizer id on a tenant's own host", async () => {
    const page = await e2e.page();
    await page.goto(e2e.urlFor('fontanka.localhost', '/'));
    expect(await tenantOf(page)).toBe('fontanka');
  });
});

describe('a failing tenant call', () => {
  it('falls back to the default tenant and the page still works', async () => {
    const page = await e2e.page();
    // a page without the server's inlined answers (as a CDN or the dev server would give), so that the
    // app makes the tenant call itself, and that call fails
    const url = e2e.urlFor('pionercup.localhost', '/');
    await page.route(url, async (route) => {
      // fetched through 127.0.0.1: only the browser resolves *.localhost
      const response = await route.fetch({
        url: `${e2e.baseUrl}/`,
        headers: { ...route.request().headers(), host: `pionercup.localhost:${e2e.port}` },
      });
      const body = (await response.text()).replace(
        /<script type="application\/json" id="sl-boot">.*?<\/script>/,
        '',
      );
      await route.fulfill({ response, body });
    });
    await page.route('**/api/events/tenants/getCurrent', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL"}}' }),
    );
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await tenantOf(page)).toBe('default');
  });

  it("is answered inside the page: the host's tenant without waiting for the call", async () => {
    const page = await e2e.page();
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.goto(e2e.urlFor('fontanka.localhost', '/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await tenantOf(page)).toBe('fontanka');
    expect(calls).not.toContain('/api/events/tenants/getCurrent');
  });
});

describe('pionercup route set', () => {
  it('has no events screen: an events address gives its own not-found page', async () => {
    const page = await e2e.page();
    await page.goto(e2e.urlFor('pionercup.localhost', '/events/future'));
    expect(await tenantOf(page)).toBe('pionercup');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/не найдена/i);
    expect(await page.getAttribute('html', 'data-bg')).toBe('white');
    // the default tenant's header navigation is not part of pionercup's site
    expect(await page.getByRole('link', { name: 'События' }).count()).toBe(0);
  });
});

describe('cookie notice', () => {
  it('shows until "Понятно" is clicked, then sets acceptedrrcookies=true on / and stays hidden', async () => {
    const page = await e2e.page();
    await page.goto(e2e.baseUrl + '/');
    const notice = page.getByRole('region', { name: /cookie/i });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('файлы cookie');
    await notice.getByRole('button', { name: 'Понятно' }).click();
    await notice.waitFor({ state: 'detached' });
    const cookie = (await e2e.context().cookies()).find((c) => c.name === 'acceptedrrcookies');
    expect(cookie?.value).toBe('true');
    expect(cookie?.path).toBe('/');
    await page.goto(e2e.baseUrl + '/404');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Понятно' }).count()).toBe(0);
  });
});

describe('a page the server rendered, before its scripts have run', () => {
  it('keeps what was typed into its search and submits it as a plain GET form', async () => {
    const page = await e2e.page({ width: 375 });
    // the app's entry script is held back until the visitor has typed
    let release: () => void = () => undefined;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    // (a held module script holds DOMContentLoaded back too: the page is there once it has arrived)
    await page.goto(e2e.baseUrl + '/', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Найдите старт по названию' });
    await search.fill('ночной');
    release();
    // the app has taken the page over (React's root is on #root; the cookie notice's button works) …
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    const notice = page.getByRole('region', { name: /cookie/i });
    await notice.getByRole('button', { name: 'Понятно' }).click();
    await notice.waitFor({ state: 'detached' });
    // … and what was typed before is still there, and is what the search submits
    expect(await search.inputValue()).toBe('ночной');
    await search.press('Enter');
    await page.waitForURL(/\/events\/future\?q=/);
    expect(decodeURIComponent(new URL(page.url()).search)).toBe('?q=ночной');
  });

  it('keeps what was typed into the sign-in form while the form’s own code was on the way, and signs in with it', async () => {
    const page = await e2e.page({ width: 375 });
    // the form is a part of /login whose code loads after the page's (lib/lazy-part.tsx): held back here
    let release: () => void = () => undefined;
    const typed = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(/\/assets\/login-form-[^/]+\.js$/, async (route) => {
      held = true;
      await typed;
      await route.continue();
    });
    await page.goto(e2e.baseUrl + '/login');
    // the rest of the page is the app's already: the cookie notice's button works
    const notice = page.getByRole('region', { name: /cookie/i });
    await notice.getByRole('button', { name: 'Понятно' }).click();
    await notice.waitFor({ state: 'detached' });
    // the form is the server's HTML: it can be typed into
    expect(held).toBe(true);
    await page.getByLabel('Email').fill(DEMO_ANNA.email);
    await page.getByLabel('Пароль', { exact: true }).fill(DEMO_ANNA.password);
    // … and not sent: until the form's code is there its button waits (a submit would post the page itself)
    expect(await page.getByRole('button', { name: 'Войти' }).isDisabled()).toBe(true);
    release();
    // React hydrates the form when its code arrives (its fields get React's props), keeping what was typed
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('input[type=email]') ?? {}).some((key) =>
        key.startsWith('__reactProps'),
      ),
    );
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_ANNA.email);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('button', { name: /Анна/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('keeps what was typed into a form part while its page’s data arrived before the part’s code', async () => {
    const page = await e2e.page({ width: 375 });
    await page.goto(e2e.baseUrl + '/login');
    await login(page, DEMO_ANNA.email, DEMO_ANNA.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // the relatives page's link form is a part whose code is held back until the page has its list
    let release: () => void = () => undefined;
    const listed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/link-relative-form-[^/]+\.js$/, async (route) => {
      await listed;
      await route.continue();
    });
    await page.goto(e2e.baseUrl + '/MyAccount/Relatives', { waitUntil: 'commit' });
    const email = page.getByLabel('E-mail родственника');
    await email.fill('nobody.here@example.com');
    // the page renders again with its data; the part, not yet hydrated, keeps its server HTML and the text
    await page.getByText(/Миша/).first().waitFor();
    release();
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await page.getByText('Аккаунт не найден').waitFor();
    expect(await email.inputValue()).toBe('nobody.here@example.com');
  });

  it('works without scripts: links lead on and the search submits', async () => {
    const page = await e2e.page({ width: 375, javaScript: false });
    await page.goto(e2e.baseUrl + '/');
    const search = page.getByRole('searchbox', { name: 'Найдите старт по названию' });
    await search.fill('марафон');
    await search.press('Enter');
    await page.waitForURL(/\/events\/future\?q=/);
    expect(decodeURIComponent(new URL(page.url()).search)).toBe('?q=марафон');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    await page.goto(e2e.baseUrl + '/no/such/page');
    await page.getByRole('main').getByRole('link', { name: 'Клубы' }).click();
    await page.waitForURL(/\/clubs$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Клубы');
  });
});

describe('language switch', () => {
  it('switches to English without a reload and remembers it in _rr_culture', async () => {
    const page = await e2e.page();
    await page.goto(e2e.baseUrl + '/404');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('heading', { level: 1, name: /not found/i }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    const cookie = (await e2e.context().cookies()).find((c) => c.name === '_rr_culture');
    expect(decodeURIComponent(cookie?.value ?? '')).toBe('c=en|uic=en');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /not found/i }).waitFor();
  });

  it("loads a screen's texts in the new language: the page on screen, and the next screen opened", async () => {
    const page = await e2e.page();
    await page.goto(e2e.baseUrl + '/login');
    await page.getByRole('heading', { level: 1, name: 'Вход' }).waitFor();
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    // a screen first opened after the switch (the home page, through the logo) arrives with its English texts
    await page.locator('header a[href="/"]').first().click();
    await page.getByRole('heading', { level: 1, name: 'Find your next start' }).waitFor();
    await e2e.context().clearCookies({ name: '_rr_culture' });
  });

  it('reads a garbage culture cookie as Russian', async () => {
    const page = await e2e.page();
    await e2e.context().addCookies([{ name: '_rr_culture', value: 'zz%%garbage', url: e2e.baseUrl }]);
    await page.goto(e2e.baseUrl + '/404');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
  });
});

describe('not-found page', () => {
  it('answers unknown addresses with links to events, results, clubs and championships', async () => {
    const page = await e2e.page();
    await page.goto(e2e.baseUrl + '/no/such/page');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'data-bg')).toBe('white');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'События' }).getAttribute('href')).toBe('/events/future');
    expect(await main.getByRole('link', { name: 'Результаты' }).getAttribute('href')).toBe('/events/results');
    expect(await main.getByRole('link', { name: 'Клубы' }).getAttribute('href')).toBe('/clubs');
    expect(await main.getByRole('link', { name: 'Чемпионаты' }).getAttribute('href')).toBe('/events/series');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('auth gate', () => {
  it('sends a visitor on a sign-in route to the login link with the encoded current address', async () => {
    const page = await e2e.page();
    const target = e2e.baseUrl + '/spring-run/10k/register?step=1';
    await page.goto(target);
    await page.waitForURL(/\/login\?returnUrl=/);
    const url = new URL(page.url());
    expect(url.origin).toBe(e2e.baseUrl);
    expect(url.pathname).toBe('/login');
    expect(url.search).toBe('?returnUrl=' + encodeURIComponent(target));
  });
});

describe('home page', () => {
  it('shows the header, the live count and the footer, with no serious accessibility violation', async () => {
    const page = await e2e.page({ width: 375 });
    await page.goto(e2e.baseUrl + '/');
    await page.getByRole('banner').waitFor();
    const count = (await (
      await fetch(e2e.baseUrl + '/api/events/live-count', { method: 'POST' })
    ).json()) as number;
    expect(count).toBeGreaterThan(0); // the demo data has registrations for upcoming races
    const shown = new Intl.NumberFormat('ru-RU').format(count);
    await page.getByText(new RegExp(`^${shown} участник`)).waitFor();
    expect(await page.getByRole('contentinfo').textContent()).toContain('support@startline.run');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('toasts', () => {
  it('a failed call shows the error toast; Alt+T focuses the toast area and Escape leaves it', async () => {
    const page = await e2e.page();
    await page.route('**/api/events/live-count', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL"}}' }),
    );
    // the page as it comes without the inlined answers (the server's reads failed): the app calls itself
    await page.route(`${e2e.baseUrl}/`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="sl-boot">.*?<\/script>/,
        '',
      );
      await route.fulfill({ response, body });
    });
    await page.goto(e2e.baseUrl + '/');
    const area = page.getByRole('region', { name: 'Уведомления' });
    // three retries with back-off (1 s, 2 s, 4 s) before the call counts as failed
    await area.getByText('Произошла ошибка. Попробуйте позже.').waitFor({ timeout: 20_000 });
    const inToaster = () => page.evaluate(() => !!document.activeElement?.closest('[data-sonner-toaster]'));
    expect(await inToaster()).toBe(false);
    await page.keyboard.press('Alt+KeyT');
    await expect.poll(inToaster).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(inToaster).toBe(false);
  });
});
