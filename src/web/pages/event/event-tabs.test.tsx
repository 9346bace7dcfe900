import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';
import { EVENT, RESULTS, START_LIST } from './event-fixtures.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});
function answer() {
  mockApi({
    'GET /api/event/white-nights': json(EVENT),
    'GET /api/event/white-nights/startlist': ({ query }) => {
      const q = query.get('q');
      const race = query.get('race') ?? '';
      if (query.get('cursor') === '2') return json(START_LIST(race, ['Третий Участник']));
      return json(
        q ? START_LIST(race, ['Анна Петрова']) : START_LIST(race, ['Анна Петрова', 'Борис Иванов'], 2),
      );
    },
    'GET /api/event/white-nights/results': ({ query }) => {
      const category = query.get('category');
      return json(RESULTS(category === 'female' ? 'female' : undefined));
    },
  });
}

const startList = () => calls.gets('/api/event/white-nights/startlist');
const results = () => calls.gets('/api/event/white-nights/results');

describe('members tab (start list)', () => {
  it('lists the first race with counts, pages on with the numeric cursor', async () => {
    answer();
    renderTenantApp({ path: '/event/white-nights/startlist' });
    expect(await screen.findByRole('cell', { name: 'Анна Петрова' })).toBeInTheDocument();
    expect(startList()[0]?.query.get('race')).toBe('marathon');
    expect(screen.getByRole('option', { name: 'Марафон (120)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Номер' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Клуб Бег' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Участники — Белые ночи — Startline'));
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('cell', { name: 'Третий Участник' })).toBeInTheDocument();
    expect(startList().some((call) => call.query.get('cursor') === '2')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('search by name or bib goes into the URL (debounced) and refetches', async () => {
    answer();
    const { router } = renderTenantApp({ path: '/event/white-nights/startlist' });
    await screen.findByRole('cell', { name: 'Борис Иванов' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск по имени или номеру' }), 'Анна');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?race=marathon&q=%D0%90%D0%BD%D0%BD%D0%B0'),
    );
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Борис Иванов' })).not.toBeInTheDocument());
    const searches = () => startList().filter((call) => call.query.get('q'));
    await waitFor(() => expect(searches().map((call) => call.query.get('q'))).toEqual(['Анна']));
  });

  it('switching the race updates the URL and asks for that race', async () => {
    answer();
    const { router } = renderTenantApp({ path: '/event/white-nights/startlist' });
    await screen.findByRole('cell', { name: 'Анна Петрова' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Дистанция' }), 'ten');
    await waitFor(() => expect(router.state.location.search).toBe('?race=ten'));
    await waitFor(() => expect(startList().some((call) => call.query.get('race') === 'ten')).toBe(true));
  });
});

describe('results tab', () => {
  it('shows places, h:mm:ss times and DNF; the category switch refetches and goes into the URL', async () => {
    answer();
    const { router } = renderTenantApp({ path: '/event/white-nights/results?race=marathon' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: '2:31:05' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'DNF (сошёл)' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Иван Быстров' })).toBeInTheDocument();
    const firstCall = results()[0];
    expect(firstCall?.query.get('category')).toBe('overall');
    expect(firstCall?.query.get('race')).toBe('marathon');

    await userEvent.click(screen.getByRole('radio', { name: 'Женщины' }));
    expect(await screen.findByRole('cell', { name: 'Мария Быстрова' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?race=marathon&category=female');
    expect(results().some((call) => call.query.get('category') === 'female')).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: 'Возрастная группа' }));
    const group = await screen.findByRole('combobox', { name: 'Возрастная группа' });
    await userEvent.selectOptions(group, '30-39');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?race=marathon&category=age&ageGroup=30-39'),
    );
    await waitFor(() =>
      expect(
        results().some(
          (call) => call.query.get('category') === 'age' && call.query.get('ageGroup') === '30-39',
        ),
      ).toBe(true),
    );
  });
});
