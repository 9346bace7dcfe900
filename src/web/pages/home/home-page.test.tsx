import { screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';

function answerLiveCount(response: () => Response) {
  const fetchMock = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(() => vi.unstubAllGlobals());

describe('home page', () => {
  it('shows the live count from POST /api/events/live-count with Russian plurals', async () => {
    const fetchMock = answerLiveCount(() => json(21));
    renderTenantApp({ path: '/' });
    expect(await screen.findByText('21 участник зарегистрирован на предстоящие старты')).toBeVisible();
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const liveCountCalls = calls.filter(([url]) => url === '/api/events/live-count');
    expect(liveCountCalls).toHaveLength(1);
    expect(liveCountCalls[0]?.[1].method).toBe('POST');
    expect(screen.getByRole('link', { name: /Выбрать старт/ })).toHaveAttribute('href', '/events/future');
  });

  it('says so when nobody is registered yet, and speaks English', async () => {
    answerLiveCount(() => json(0));
    renderTenantApp({ path: '/' });
    expect(await screen.findByText('На предстоящие старты пока никто не зарегистрирован')).toBeVisible();
    await i18n.changeLanguage('en');
    expect(await screen.findByText('No one has registered for upcoming races yet')).toBeVisible();
  });

  it('shows no count at all when the call fails (no made-up numbers)', async () => {
    answerLiveCount(() => json({ error: 'x' }, 500));
    renderTenantApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(screen.queryByText('Загрузка…')).not.toBeInTheDocument());
    expect(screen.queryByText(/участник/)).not.toBeInTheDocument();
  });
});

describe('not-found page', () => {
  it('links to events, results, clubs, championships and home', async () => {
    answerLiveCount(() => json(0));
    renderTenantApp({ path: '/404' });
    await screen.findByRole('heading', { name: 'Страница не найдена' });
    const links = {
      События: '/events/future',
      Результаты: '/events/results',
      Клубы: '/clubs',
      Чемпионаты: '/events/series',
    };
    const nav = screen.getByRole('navigation', { name: 'Разделы сайта' });
    for (const [name, href] of Object.entries(links)) {
      expect(nav.querySelector(`a[href="${href}"]`)).toHaveTextContent(name);
    }
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    // the title is set in an effect after the lazy page renders
    await waitFor(() => expect(document.title).toBe('Страница не найдена — Startline'));
  });
});
