import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { pageDataLoaders } from '../../app/routes/page-data.js';
import { i18n } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

const region = (name: string) => screen.findByRole('region', { name });

describe('home page: hero and live count', () => {
  it('renders the hero with its search at once and the live count with Russian plurals', async () => {
    mockApi({ 'POST /api/events/live-count': json(21) });
    renderTenantApp({ path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Найдите свой следующий старт' }),
    ).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Найдите старт по названию' })).toHaveAttribute(
      'placeholder',
      'Название события',
    );
    expect(await screen.findByText('21 участник зарегистрирован на предстоящие старты')).toBeVisible();
    expect(calls.posts('/api/events/live-count')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Startline — регистрация на забеги и старты'));
  });

  it('says so when nobody is registered yet, and speaks English', async () => {
    mockApi({ 'POST /api/events/live-count': json(0) });
    renderTenantApp({ path: '/' });
    expect(await screen.findByText('На предстоящие старты пока никто не зарегистрирован')).toBeVisible();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('No one has registered for upcoming races yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Search' })).toBeVisible();
  });

  it('shows no count at all when the call fails (no made-up numbers)', async () => {
    mockApi({ 'POST /api/events/live-count': json({ error: 'x' }, 500) });
    renderTenantApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByText('Загрузка…')).not.toBeInTheDocument());
    expect(screen.queryByText(/участник/)).not.toBeInTheDocument();
  });
});

describe('home page: search and sports', () => {
  it('searches the upcoming events by name', async () => {
    const { router } = renderTenantApp({ path: '/' });
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Найдите старт по названию' }),
      '  белые ночи ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/future'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('белые ночи');
    await waitFor(() =>
      expect(calls.gets('/api/events/list').some((c) => c.query.get('q') === 'белые ночи')).toBe(true),
    );
  });

  it('searches for what was typed before the app took over the page (the field is the only record of it)', async () => {
    const { router } = renderTenantApp({ path: '/' });
    const field = await screen.findByRole('searchbox', { name: 'Найдите старт по названию' });
    // typed into the server's markup before the scripts ran: no input event reached the app
    (field as HTMLInputElement).value = 'марафон';
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/future'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('марафон');
  });

  it('an empty search opens the upcoming events without a query', async () => {
    const { router } = renderTenantApp({ path: '/' });
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Найдите старт по названию' }),
      '   {Enter}',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/future'));
    expect(router.state.location.search).toBe('');
  });

  it('links every sport type to its upcoming events', async () => {
    renderTenantApp({ path: '/' });
    const sports = within(await region('Виды спорта'));
    expect(sports.getAllByRole('link')).toHaveLength(13);
    expect(sports.getByRole('link', { name: 'Бег' })).toHaveAttribute('href', '/events/future?sport=run');
    expect(sports.getByRole('link', { name: 'Плавание' })).toHaveAttribute(
      'href',
      '/events/future?sport=swimming',
    );
    expect(sports.getByRole('link', { name: 'Беговая эстафета' })).toHaveAttribute(
      'href',
      '/events/future?sport=run-relay',
    );
  });
});

describe('home page: upcoming events', () => {
  it('shows the first six upcoming events and a link to all of them', async () => {
    renderTenantApp({ path: '/' });
    const upcoming = within(await region('Ближайшие старты'));
    expect(await upcoming.findByRole('heading', { level: 3, name: 'Событие 1' })).toBeVisible();
    expect(upcoming.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(upcoming.getByRole('link', { name: 'Событие 6' })).toHaveAttribute('href', '/event/e6');
    expect(upcoming.getByRole('link', { name: 'Все предстоящие события' })).toHaveAttribute(
      'href',
      '/events/future',
    );
    const sent = calls.gets('/api/events/list')[0]!.query;
    expect(Object.fromEntries(sent)).toEqual({ type: 'future', limit: '6', language: 'ru' });
  });

  it('says what went wrong and loads again on retry', async () => {
    let fail = true;
    mockApi({ 'GET /api/events/list': () => (fail ? json({}, 500) : undefined) });
    renderTenantApp({ path: '/' });
    const upcoming = within(await region('Ближайшие старты'));
    expect(await upcoming.findByRole('alert')).toHaveTextContent('Произошла ошибка. Попробуйте позже.');
    fail = false;
    await userEvent.click(upcoming.getByRole('button', { name: 'Повторить' }));
    expect(await upcoming.findByRole('heading', { level: 3, name: 'Событие 1' })).toBeVisible();
    expect(upcoming.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has a way on when nothing is planned yet', async () => {
    mockApi({ 'GET /api/events/list': json({ items: [], total: 0, nextCursor: null }) });
    renderTenantApp({ path: '/' });
    const upcoming = within(await region('Ближайшие старты'));
    expect(await upcoming.findByText('Предстоящих стартов пока нет')).toBeVisible();
    expect(upcoming.getByRole('link', { name: 'Смотреть результаты' })).toHaveAttribute(
      'href',
      '/events/results',
    );
  });
});

describe('home page: series', () => {
  it('lists series with their upcoming count, next start and sports, in Russian and English', async () => {
    renderTenantApp({ path: '/' });
    const series = within(await region('Серии и кубки'));
    expect(await series.findByRole('link', { name: 'Кубок Петербурга' })).toHaveAttribute(
      'href',
      '/series/spb-cup',
    );
    expect(series.getByText('1 предстоящее событие')).toBeVisible();
    expect(series.getByText('3 предстоящих события')).toBeVisible();
    expect(series.getByText('5 предстоящих событий')).toBeVisible();
    expect(series.getByText('Новых стартов пока нет')).toBeVisible();
    expect(series.getByText('Ближайший старт: 12 июля 2026 г.')).toBeVisible();
    expect(series.getAllByRole('list', { name: 'Виды спорта серии' })[0]).toHaveTextContent('БегТрейл');
    expect(series.getByRole('link', { name: 'Все серии' })).toHaveAttribute('href', '/events/series');
    expect(Object.fromEntries(calls.gets('/api/series')[0]!.query)).toEqual({
      language: 'ru',
      limit: '6',
    });

    await act(() => i18n.changeLanguage('en'));
    const seriesEn = within(await region('Series and cups'));
    expect(await seriesEn.findByText('1 upcoming event')).toBeVisible();
    expect(seriesEn.getByText('3 upcoming events')).toBeVisible();
    expect(seriesEn.getByText('Next race: 12 July 2026')).toBeVisible();
    expect(seriesEn.getByRole('link', { name: 'All series' })).toBeVisible();
  });

  it('leaves the section out when there are no series', async () => {
    mockApi({ 'GET /api/series': json({ items: [] }) });
    renderTenantApp({ path: '/' });
    await screen.findByRole('heading', { level: 3, name: 'Событие 1' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Серии и кубки' })).not.toBeInTheDocument(),
    );
  });
});

describe('home page route loader', () => {
  it('starts both lists and the live count before the page code has loaded, without waiting for them', async () => {
    const args = { request: new Request('http://localhost/'), params: {} } as unknown as LoaderFunctionArgs;
    expect(await pageDataLoaders({ queryClient: new QueryClient() }).home(args)).toBeNull();
    // (started, not awaited: the calls reach the network a few ticks later)
    await waitFor(() =>
      expect(
        calls
          .all()
          .map((c) => `${c.path}?${c.query.toString()}`)
          .sort(),
      ).toEqual([
        '/api/events/list?type=future&limit=6&language=ru',
        '/api/events/live-count?',
        '/api/series?language=ru&limit=6',
      ]),
    );
  });
});

describe('not-found page', () => {
  it('links to events, results, clubs, championships and home', async () => {
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
