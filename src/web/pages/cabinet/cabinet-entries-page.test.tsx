import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CabinetEntries, CabinetEntry } from '../../../shared/schemas/cabinet.js';
import type { CurrentUser, SignedInUser } from '../../../shared/schemas/user.js';
import { i18n } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

const LOAD = { timeout: 10_000 };
const URL_PATH = '/api/cabinet/events/moscow-marathon/entries';

const ORGANIZER: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Organization'] };

const entry = (id: number, lastName: string, firstName: string, overrides: Partial<CabinetEntry> = {}) =>
  ({
    id,
    bib: String(1000 + id),
    lastName,
    firstName,
    gender: 'male',
    birthDate: '1990-05-01',
    ageGroup: '30-39',
    city: 'Москва',
    club: 'Лоси',
    race: { code: 'marathon', name: 'Марафон' },
    team: null,
    stage: null,
    state: 'confirmed',
    order: { number: 'R-000123', status: 'paid' },
    email: `${id}@example.com`,
    phone: '+79990000000',
    registeredAt: '2030-03-01T09:30:00Z',
    ...overrides,
  }) satisfies CabinetEntry;

const IVANOV = entry(1, 'Иванов', 'Иван');
const PETROVA = entry(2, 'Петрова', 'Анна', {
  bib: null,
  gender: 'female',
  ageGroup: '18-29',
  race: { code: 'relay', name: 'Эстафета' },
  team: 'Быстрые',
  stage: 2,
  state: 'pending',
  order: { number: 'R-000124', status: 'awaiting-payment' },
  club: null,
});
const SIDOROV = entry(3, 'Сидоров', 'Пётр');

const answer = (entries: CabinetEntry[], overrides: Partial<CabinetEntries> = {}): CabinetEntries => ({
  event: {
    code: 'moscow-marathon',
    name: 'Московский марафон 2030',
    startsAt: '2030-09-22T05:00:00Z',
    timeZone: 'Europe/Moscow',
  },
  races: [
    { code: 'marathon', name: 'Марафон' },
    { code: 'relay', name: 'Эстафета' },
  ],
  entries,
  total: entries.length,
  totalCapped: false,
  nextCursor: null,
  permissions: ['events.view', 'entries.view', 'entries.export'],
  ...overrides,
});

const ME = json({ organizers: [{ id: 1, name: 'Московский марафон', role: 'owner' }], support: false });

const table = async () => within(await screen.findByRole('table', {}, LOAD));
const rowOf = (name: string) =>
  within(screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!);

describe('cabinet entries', { timeout: 20_000 }, () => {
  it('shows the entries with bib, name, gender, age group, race, team and stage, state, order, city, club, date', async () => {
    mockApi({ 'GET /api/cabinet/me': ME, [`GET ${URL_PATH}`]: json(answer([IVANOV, PETROVA])) });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/entries' });
    await table();
    expect(screen.getByRole('heading', { name: 'Московский марафон 2030', level: 1 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 участника');
    const ivanov = rowOf('Иванов Иван');
    for (const text of [
      '1001',
      'М',
      '30–39 лет',
      'Марафон',
      'Подтверждённые',
      'R-000123',
      'оплачен',
      'Москва',
      'Лоси',
      '1 марта 2030 г.',
      '12:30',
    ]) {
      expect(ivanov.getByText(text)).toBeVisible();
    }
    const petrova = rowOf('Петрова Анна');
    for (const text of ['Ж', '18–29 лет', 'Эстафета', 'Быстрые · этап 2', 'Ждут оплаты', 'ждёт оплаты']) {
      expect(petrova.getByText(text)).toBeVisible();
    }
    expect(screen.getByRole('link', { name: /Все события/ })).toHaveAttribute('href', '/cabinet');
    // the first request: the default selection, nothing filtered
    const first = calls.gets(URL_PATH)[0]!.query;
    expect([...first.keys()].sort()).toEqual(['language', 'limit']);
  });

  it('a filter or a search goes to the address and to the request; export links carry them', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${URL_PATH}`]: ({ query }) =>
        json(answer(query.get('gender') === 'female' ? [PETROVA] : [IVANOV, PETROVA])),
    });
    const { router } = renderTenantApp({
      user: ORGANIZER,
      path: '/cabinet/events/moscow-marathon/entries?race=relay',
    });
    await table();
    expect(screen.getByRole('combobox', { name: 'Дистанция' })).toHaveValue('relay');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Пол' }), 'female');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Иванов/ })).toBeNull());
    expect(router.state.location.search).toBe('?race=relay&gender=female');
    let last = calls.gets(URL_PATH).at(-1)!.query;
    expect(last.get('race')).toBe('relay');
    expect(last.get('gender')).toBe('female');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Статус' }), 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Оплата' }), 'no');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'R-000124');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?race=relay&state=all&paid=no&gender=female&q=R-000124'),
    );
    await waitFor(() => expect(calls.gets(URL_PATH).at(-1)!.query.get('q')).toBe('R-000124'));
    last = calls.gets(URL_PATH).at(-1)!.query;
    expect(Object.fromEntries(last)).toEqual({
      language: 'ru',
      race: 'relay',
      state: 'all',
      paid: 'no',
      gender: 'female',
      q: 'R-000124',
      limit: '50',
    });

    const filters = 'language=ru&race=relay&state=all&paid=no&gender=female&q=R-000124';
    expect(screen.getByRole('link', { name: 'Выгрузить CSV' })).toHaveAttribute(
      'href',
      `${URL_PATH}.csv?${filters}`,
    );
    expect(screen.getByRole('link', { name: 'Выгрузить XLSX' })).toHaveAttribute(
      'href',
      `${URL_PATH}.xlsx?${filters}`,
    );
    expect(screen.getByRole('link', { name: 'Выгрузить CSV' })).toHaveAttribute('download');
  });

  it('"Show more" asks with the cursor and appends the next page', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${URL_PATH}`]: ({ query }) =>
        json(
          query.get('cursor') === '50'
            ? answer([SIDOROV], { total: 3, nextCursor: null })
            : answer([IVANOV, PETROVA], { total: 3, nextCursor: 50 }),
        ),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/entries?paid=yes' });
    await table();
    expect(screen.getByRole('status')).toHaveTextContent('3 участника');
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('rowheader', { name: /Сидоров Пётр/ })).toBeVisible();
    expect(screen.getAllByRole('rowheader')).toHaveLength(3);
    const sent = calls.gets(URL_PATH).map((c) => [c.query.get('cursor'), c.query.get('paid')]);
    expect(sent).toEqual([
      [null, 'yes'],
      ['50', 'yes'],
    ]);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('without the export permission (an operator): no export links', async () => {
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${URL_PATH}`]: json(
        answer([IVANOV], { permissions: ['events.view', 'entries.view', 'checkin'] }),
      ),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/entries' });
    await table();
    expect(screen.queryByRole('link', { name: /Выгрузить/ })).toBeNull();
  });

  it('says so when nothing matches', async () => {
    mockApi({ 'GET /api/cabinet/me': ME, [`GET ${URL_PATH}`]: json(answer([])) });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/entries?q=zzz' });
    expect(await screen.findByText('Участников по этим условиям нет.', {}, LOAD)).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('zzz');
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/cabinet/me': ME, [`GET ${URL_PATH}`]: json(answer([IVANOV, PETROVA])) });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/entries' });
    await table();
    expect(screen.getByRole('status')).toHaveTextContent('2 entries');
    expect(screen.getByRole('columnheader', { name: 'Participant' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Gender' })).toBeVisible();
    expect(rowOf('Петрова Анна').getByText('Awaiting payment')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Export XLSX' })).toBeVisible();
    expect(calls.gets(URL_PATH)[0]!.query.get('language')).toBe('en');
  });

  it('says "more than 1,000" when the total is not counted to the end', async () => {
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${URL_PATH}`]: json(
        answer([IVANOV, PETROVA], { total: 1000, totalCapped: true, nextCursor: 50 }),
      ),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/entries' });
    await table();
    expect(screen.getByRole('status')).toHaveTextContent('Больше 1000 участников');
  });
});
