import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.js';
import { App } from './app.js';
import { Providers } from './providers.js';

type Answer = { status?: number; body: unknown };

function mockServer(answers: Record<string, Answer | (() => Promise<Answer>)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const entry = Object.entries(answers).find(([path]) => url.startsWith(path))?.[1];
    const answer = typeof entry === 'function' ? await entry() : (entry ?? { status: 404, body: {} });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const TENANT = {
  data: {
    organizedId: 'rr',
    code: 'default',
    name: 'Startline',
    supportEmail: 'help@startline.test',
    featureFlags: [],
    links: { loginUrl: 'https://id.startline.test' },
    supportHours: { from: '10:00', to: '19:00', timeZone: 'Europe/Moscow' },
    analyticsCounterId: null,
  },
  error: null,
};

function renderApp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
  return render(
    <Providers queryClient={queryClient}>
      <App createRouter={(routes) => createMemoryRouter(routes, { initialEntries: ['/'] })} />
    </Providers>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.tenant;
});

describe('app start', () => {
  it('shows a busy skeleton until tenant and user are known, then the page', async () => {
    let releaseUser: (answer: Answer) => void = () => {};
    mockServer({
      '/api/events/tenants/getCurrent': { body: TENANT },
      '/api/users/getCurrent': () => new Promise<Answer>((resolve) => (releaseUser = resolve)),
      '/api/events/live-count': { body: 3 },
    });
    const { container } = renderApp();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByText('Загрузка…')).toBeInTheDocument();
    expect(document.documentElement.dataset.tenant).toBeUndefined();

    releaseUser({
      body: {
        isAuthorized: true,
        id: '1',
        email: 'a@b.c',
        fullName: 'Анна Петрова',
        roles: [],
        missingProfileFields: [],
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Найдите свой следующий старт' }),
    ).toBeVisible();
    expect(document.documentElement.dataset.tenant).toBe('default');
    expect(screen.getByText('Анна Петрова')).toBeInTheDocument();
    expect(await screen.findByText('3 участника зарегистрированы на предстоящие старты')).toBeVisible();
  });

  it('on localhost takes the tenant from local storage ttt', async () => {
    localStorage.setItem('ttt', 'Fontanka');
    mockServer({
      '/api/events/tenants/getCurrent': { body: TENANT },
      '/api/users/getCurrent': { body: { isAuthorized: false } },
    });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    expect(document.documentElement.dataset.tenant).toBe('fontanka');
    // the server spoke about another tenant: its name is not used for fontanka
    expect(screen.getAllByText('Фонтанка').length).toBeGreaterThan(0);
  });

  it('does not retry the tenant call; an anonymous visitor still gets the page when it fails', async () => {
    const fetchMock = mockServer({
      '/api/events/tenants/getCurrent': { status: 500, body: {} },
      '/api/users/getCurrent': { body: { isAuthorized: false } },
      '/api/events/live-count': { body: 0 },
    });
    renderApp();
    expect(await screen.findByText('На предстоящие старты пока никто не зарегистрирован')).toBeVisible();
    expect(document.documentElement.dataset.tenant).toBe('default');
    const tenantCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('tenants/getCurrent'));
    expect(tenantCalls).toHaveLength(1);
    // no tenant info: no login link, no support line
    expect(screen.queryByRole('link', { name: 'Войти' })).not.toBeInTheDocument();
  });
});
