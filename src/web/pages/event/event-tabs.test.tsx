import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';
import { EVENT, json, mockApi, RESULTS, START_LIST } from './event-fixtures.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(() => vi.unstubAllGlobals());

function answer() {
  const api = mockApi((url) => {
    if (url.pathname === '/api/event/white-nights') return json(EVENT);
    if (url.pathname === '/api/event/white-nights/startlist') {
      const q = url.searchParams.get('q');
      const race = url.searchParams.get('race') ?? '';
      if (url.searchParams.get('cursor') === '2') return json(START_LIST(race, ['Третий Участник']));
      return json(
        q ? START_LIST(race, ['Анна Петрова']) : START_LIST(race, ['Анна Петрова', 'Борис Иванов'], 2),
      );
    }
    if (url.pathname === '/api/event/white-nights/results') {
      const category = url.searchParams.get('category');
      return json(RESULTS(category === 'female' ? 'female' : undefined));
    }
    return undefined;
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

describe('members tab (start list)', () => {
  it('lists the first race with counts, pages on with the numeric cursor', async () => {
    const { calls } = answer();
    renderTenantApp({ path: '/event/white-nights/startlist' });
    expect(await screen.findByRole('cell', { name: 'Анна Петрова' })).toBeInTheDocument();
    const first = calls.find((u) => u.pathname.endsWith('/startlist'));
    expect(first?.searchParams.get('race')).toBe('marathon');
    expect(screen.getByRole('option', { name: 'Марафон (120)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Номер' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Клуб Бег' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Участники — Белые ночи — Startline'));
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('cell', { name: 'Третий Участник' })).toBeInTheDocument();
    expect(calls.some((u) => u.searchParams.get('cursor') === '2')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('search by name or bib goes into the URL (debounced) and refetches', async () => {
    const { calls } = answer();
    const { router } = renderTenantApp({ path: '/event/white-nights/startlist' });
    await screen.findByRole('cell', { name: 'Борис Иванов' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск по имени или номеру' }), 'Анна');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?race=marathon&q=%D0%90%D0%BD%D0%BD%D0%B0'),
    );
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Борис Иванов' })).not.toBeInTheDocument());
    const searches = () => calls.filter((u) => u.pathname.endsWith('/startlist') && u.searchParams.get('q'));
    await waitFor(() => expect(searches().map((u) => u.searchParams.get('q'))).toEqual(['Анна']));
  });

  it('switching the race updates the URL and asks for that race', async () => {
    const { calls } = answer();
    const { router } = renderTenantApp({ path: '/event/white-nights/startlist' });
    await screen.findByRole('cell', { name: 'Анна Петрова' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Дистанция' }), 'ten');
    await waitFor(() => expect(router.state.location.search).toBe('?race=ten'));
    await waitFor(() =>
      expect(
        calls.some((u) => u.pathname.endsWith('/startlist') && u.searchParams.get('race') === 'ten'),
      ).toBe(true),
    );
  });
});

describe('results tab', () => {
  it('shows places, h:mm:ss times and DNF; the category switch refetches and goes into the URL', async () => {
    const { calls } = answer();
    const { router } = renderTenantApp({ path: '/event/white-nights/results?race=marathon' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: '2:31:05' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'DNF (сошёл)' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Иван Быстров' })).toBeInTheDocument();
    const firstCall = calls.find((u) => u.pathname.endsWith('/results'));
    expect(firstCall?.searchParams.get('category')).toBe('overall');
    expect(firstCall?.searchParams.get('race')).toBe('marathon');

    await userEvent.click(screen.getByRole('radio', { name: 'Женщины' }));
    expect(await screen.findByRole('cell', { name: 'Мария Быстрова' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?race=marathon&category=female');
    expect(calls.some((u) => u.searchParams.get('category') === 'female')).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: 'Возрастная группа' }));
    const group = await screen.findByRole('combobox', { name: 'Возрастная группа' });
    await userEvent.selectOptions(group, '30-39');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?race=marathon&category=age&ageGroup=30-39'),
    );
    await waitFor(() =>
      expect(
        calls.some(
          (u) => u.searchParams.get('category') === 'age' && u.searchParams.get('ageGroup') === '30-39',
        ),
      ).toBe(true),
    );
  });
});
