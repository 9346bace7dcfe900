import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resultsSchema, startListSchema, type EventDetail } from '../../../shared/schemas/catalogue.js';
import { i18n } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';
import { EVENT, RESULTS, race } from './event-fixtures.js';

/** Teams and relays on the event page's tabs (issue 17): the start list's Team column, the Teams results. */

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

const RELAY_EVENT: EventDetail = {
  ...EVENT,
  races: [
    race({ code: 'ekiden', name: 'Экиден', lengthM: 42195, format: 'relay', hasResults: true }),
    race({ code: 'ten', name: 'Десятка', hasResults: true }),
  ],
};

const member = (bib: string, name: string, team: string | null, stage: number | null) => ({
  bib,
  name,
  raceCode: 'ekiden',
  city: null,
  club: null,
  team,
  stage,
});

const RELAY_START_LIST = startListSchema.parse({
  races: [
    { code: 'ekiden', name: 'Экиден', count: 3 },
    { code: 'ten', name: 'Десятка', count: 0 },
  ],
  participants: [
    member('21', 'Сидоров Семён', 'Альфа', 1),
    member('22', 'Антонов Антон', 'Альфа', 2),
    member('11', 'Яковлев Яков', 'Бегуны', 1),
  ],
  total: 3,
  nextCursor: null,
});

const RELAY_RESULTS = resultsSchema.parse({
  race: { code: 'ekiden', name: 'Экиден', lengthM: 42195 },
  format: 'relay',
  category: 'team',
  races: [
    { code: 'ekiden', name: 'Экиден' },
    { code: 'ten', name: 'Десятка' },
  ],
  ageGroups: [],
  rows: [],
  teams: [
    {
      place: 1,
      name: 'Бегуны',
      timeMs: 1_900_000,
      status: 'finished',
      members: [
        { stage: 1, bib: '11', name: 'Яковлев Яков', timeMs: 900_000, status: 'finished' },
        { stage: 2, bib: '12', name: 'Петров Пётр', timeMs: 1_000_000, status: 'finished' },
      ],
    },
    {
      place: null,
      name: 'Ёжики',
      timeMs: null,
      status: 'dnf',
      members: [
        { stage: 1, bib: '41', name: 'Ежов Егор', timeMs: 800_000, status: 'finished' },
        { stage: 2, bib: '42', name: 'Ежов Ефим', timeMs: null, status: 'dnf' },
      ],
    },
  ],
});

function answer() {
  mockApi({
    'GET /api/event/white-nights': json(RELAY_EVENT),
    'GET /api/event/white-nights/startlist': json(RELAY_START_LIST),
    'GET /api/event/white-nights/results': ({ query }) => {
      const category = query.get('category');
      if (category === 'team') return json(RELAY_RESULTS);
      return json({
        ...RESULTS(),
        race: RELAY_RESULTS.race,
        format: 'relay',
        category: category ?? 'overall',
      });
    },
  });
}

const results = () => calls.gets('/api/event/white-nights/results');

describe('a relay’s start list', () => {
  it('shows a Team column with each member’s stage', async () => {
    answer();
    renderTenantApp({ path: '/event/white-nights/startlist' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Команда' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'АльфаЭтап 1',
      'АльфаЭтап 2',
      'БегуныЭтап 1',
    ]);
    // on a phone the Team column gives way to a line under the name (CSS decides which shows)
    expect(within(rows[0]!).getAllByRole('cell')[2]).toHaveTextContent('Сидоров СемёнАльфа · Этап 1');
  });

  it('has no Team column when no one is in a team', async () => {
    answer();
    mockApi({
      'GET /api/event/white-nights/startlist': json({
        ...RELAY_START_LIST,
        participants: [member('501', 'Одинцов Олег', null, null)],
        total: 1,
      }),
    });
    renderTenantApp({ path: '/event/white-nights/startlist' });
    await screen.findByRole('cell', { name: 'Одинцов Олег' });
    expect(screen.queryByRole('columnheader', { name: 'Команда' })).not.toBeInTheDocument();
  });
});

describe('a relay’s results', () => {
  it('open on the Teams category: places, team times and every member’s split', async () => {
    answer();
    const { router } = renderTenantApp({ path: '/event/white-nights/results' });
    const table = await screen.findByRole('table', { name: 'Экиден — Команды' });
    expect(results()[0]?.query.get('category')).toBe('team');
    expect(results()[0]?.query.get('race')).toBe('ekiden');
    expect(screen.getByRole('radio', { name: 'Команды' })).toBeChecked();
    expect(within(table).getByRole('columnheader', { name: 'Время команды' })).toBeInTheDocument();

    const first = within(within(table).getByRole('cell', { name: 'Бегуны' }).closest('tr')!);
    expect(first.getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', 'Бегуны', '0:31:40']);
    const splits = within(table).getByRole('list', { name: 'Участники команды «Бегуны»' });
    expect(
      within(splits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Этап 1Яковлев Яков0:15:00', 'Этап 2Петров Пётр0:16:40']);
    // a team with a member out: no place, DNF, the member's split says so too
    const second = within(within(table).getByRole('cell', { name: 'Ёжики' }).closest('tr')!);
    expect(second.getAllByRole('cell').map((c) => c.textContent)).toEqual(['—', 'Ёжики', 'DNF (сошёл)']);
    const out = within(within(table).getByRole('list', { name: 'Участники команды «Ёжики»' }));
    expect(out.getAllByRole('listitem')[1]).toHaveTextContent('Этап 2Ежов ЕфимDNF (сошёл)');

    // the individual tables stay; the relay's default category is left out of the address
    await userEvent.click(screen.getByRole('radio', { name: 'Абсолютный' }));
    await waitFor(() => expect(router.state.location.search).toBe('?race=ekiden&category=overall'));
    expect(await screen.findByRole('cell', { name: 'Иван Быстров' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Команды' }));
    await waitFor(() => expect(router.state.location.search).toBe('?race=ekiden'));
    expect(await screen.findByRole('list', { name: 'Участники команды «Ёжики»' })).toBeInTheDocument();
  });

  it('an individual race has no Teams category; switching to it drops the team table', async () => {
    answer();
    const { router } = renderTenantApp({ path: '/event/white-nights/results' });
    await screen.findByRole('table', { name: 'Экиден — Команды' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Дистанция' }), 'ten');
    await waitFor(() => expect(router.state.location.search).toBe('?race=ten'));
    await waitFor(() =>
      expect(
        results().some((c) => c.query.get('race') === 'ten' && c.query.get('category') === 'overall'),
      ).toBe(true),
    );
    expect(screen.queryByRole('radio', { name: 'Команды' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Абсолютный' })).toBeChecked();
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    answer();
    renderTenantApp({ path: '/event/white-nights/results' });
    const table = await screen.findByRole('table', { name: 'Экиден — Teams' });
    expect(within(table).getByRole('columnheader', { name: 'Team time' })).toBeInTheDocument();
    expect(within(table).getAllByText('Stage 2')).toHaveLength(2);
  });
});
