import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.js';
import { calls, json, mockApi } from '../test/api.js';
import { App } from './app.js';
import { Providers } from './providers.js';

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
  delete document.documentElement.dataset.tenant;
});

describe('app start', () => {
  it('shows a busy skeleton until tenant and user are known, then the page', async () => {
    let releaseUser: (answer: Response) => void = () => {};
    const user = new Promise<Response>((resolve) => (releaseUser = resolve));
    mockApi({
      'GET /api/events/tenants/getCurrent': json(TENANT),
      'GET /api/users/getCurrent': () => user,
      'POST /api/events/live-count': json(3),
    });
    const { container } = renderApp();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByText('Загрузка…')).toBeInTheDocument();
    expect(document.documentElement.dataset.tenant).toBeUndefined();

    releaseUser(
      json({
        isAuthorized: true,
        id: '1',
        email: 'a@b.c',
        fullName: 'Анна Петрова',
        roles: [],
        missingProfileFields: [],
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Найдите свой следующий старт' }),
    ).toBeVisible();
    expect(document.documentElement.dataset.tenant).toBe('default');
    expect(screen.getByText('Анна Петрова')).toBeInTheDocument();
    expect(await screen.findByText('3 участника зарегистрированы на предстоящие старты')).toBeVisible();
  });

  it('on localhost takes the tenant from local storage ttt', async () => {
    localStorage.setItem('ttt', 'Fontanka');
    mockApi({
      'GET /api/events/tenants/getCurrent': json(TENANT),
      'GET /api/users/getCurrent': json({ isAuthorized: false }),
    });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    expect(document.documentElement.dataset.tenant).toBe('fontanka');
    // the server spoke about another tenant: its name is not used for fontanka
    expect(screen.getAllByText('Фонтанка').length).toBeGreaterThan(0);
  });

  it('does not retry the tenant call; an anonymous visitor still gets the page when it fails', async () => {
    mockApi({
      'GET /api/events/tenants/getCurrent': json({}, 500),
      'GET /api/users/getCurrent': json({ isAuthorized: false }),
      'POST /api/events/live-count': json(0),
    });
    renderApp();
    expect(await screen.findByText('На предстоящие старты пока никто не зарегистрирован')).toBeVisible();
    expect(document.documentElement.dataset.tenant).toBe('default');
    expect(calls.to('/api/events/tenants/getCurrent')).toHaveLength(1);
    // no tenant info: no login link, no support line
    expect(screen.queryByRole('link', { name: 'Войти' })).not.toBeInTheDocument();
  });
});
