import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CabinetEntries, CabinetEntry } from '../../../shared/schemas/cabinet.js';
import type { CabinetNumbers, NumbersRace } from '../../../shared/schemas/cabinet-numbers.js';
import type { CurrentUser, SignedInUser } from '../../../shared/schemas/user.js';
import { i18n } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

const LOAD = { timeout: 10_000 };
const BASE = '/api/cabinet/events/moscow-marathon';
const ORGANIZER: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Organization'] };
const ME = json({ organizers: [{ id: 1, name: 'Московский марафон', role: 'manager' }], support: false });

const race = (overrides: Partial<NumbersRace> = {}): NumbersRace => ({
  code: 'marathon',
  name: 'Марафон',
  from: 1,
  to: 500,
  numbered: 10,
  missing: 3,
  nextFree: 11,
  free: 490,
  ...overrides,
});
const overview = (races: NumbersRace[]): CabinetNumbers => ({
  event: { code: 'moscow-marathon', name: 'Московский марафон 2030' },
  races,
});

describe('cabinet start numbers', { timeout: 20_000 }, () => {
  it('shows each race with its range and counts, saves a range and shows a refusal next to its field', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}/numbers`]: json(
        overview([
          race(),
          race({ code: '10k', name: '10 км', from: null, to: null, nextFree: null, free: 0 }),
        ]),
      ),
      [`PUT ${BASE}/races/10k/numbers`]: ({ body }) =>
        (body as { from: number }).from === 400
          ? json(
              {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Проверьте поля',
                  fields: { from: 'Диапазон пересекается с дистанцией «Марафон»' },
                },
              },
              400,
            )
          : json(race({ code: '10k', name: '10 км', from: 600, to: 700 })),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/numbers' });
    const marathon = within(
      (await screen.findByRole('heading', { name: 'Марафон', level: 2 }, LOAD)).closest('li')!,
    );
    expect(marathon.getByText(/С номером: 10, без номера: 3/)).toBeVisible();
    expect(marathon.getByText(/следующий свободный: 11/)).toBeVisible();
    const tenK = within(screen.getByRole('heading', { name: '10 км', level: 2 }).closest('li')!);
    expect(tenK.getByText(/диапазон не задан/)).toBeVisible();
    expect(tenK.getByRole('button', { name: 'Присвоить номера' })).toBeDisabled();

    await user.type(tenK.getByRole('textbox', { name: /Первый номер/ }), '400');
    await user.type(tenK.getByRole('textbox', { name: /Последний номер/ }), '700');
    await user.click(tenK.getByRole('button', { name: 'Сохранить диапазон' }));
    const from = tenK.getByRole('textbox', { name: /Первый номер/ });
    await waitFor(() => expect(from).toHaveAttribute('aria-invalid', 'true'));
    expect(from).toHaveAccessibleDescription('Диапазон пересекается с дистанцией «Марафон»');
    // nothing typed is lost
    expect(from).toHaveValue('400');
    await user.clear(from);
    await user.type(from, '600');
    await user.click(tenK.getByRole('button', { name: 'Сохранить диапазон' }));
    await waitFor(() => expect(calls.puts(`${BASE}/races/10k/numbers`)).toHaveLength(2));
    expect(calls.puts(`${BASE}/races/10k/numbers`).at(-1)!.body).toEqual({ from: 600, to: 700 });
    await waitFor(() => expect(from).not.toHaveAttribute('aria-invalid'));
  });

  it('assigns numbers in the chosen order and shows the result, or the refusal', async () => {
    const user = userEvent.setup();
    let refuse = false;
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}/numbers`]: json(overview([race()])),
      [`POST ${BASE}/races/marathon/numbers/assign`]: () =>
        refuse
          ? json(
              {
                error: {
                  code: 'BIB_RANGE_FULL',
                  message: 'Не хватает номеров: нужно 3, в диапазоне свободно 1.',
                },
              },
              409,
            )
          : json({ assigned: 3, first: 11, last: 13, race: race({ numbered: 13, missing: 0 }) }),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/numbers' });
    const marathon = within(
      (await screen.findByRole('heading', { name: 'Марафон', level: 2 }, LOAD)).closest('li')!,
    );
    await user.selectOptions(marathon.getByRole('combobox', { name: 'Порядок' }), 'name');
    await user.click(marathon.getByRole('button', { name: 'Присвоить номера' }));
    expect(await marathon.findByText('Выдано 3 номера: 11–13', {}, LOAD)).toBeVisible();
    expect(calls.posts(`${BASE}/races/marathon/numbers/assign`)[0]!.body).toEqual({
      order: 'name',
      onlyMissing: true,
    });
    refuse = true;
    await user.click(marathon.getByRole('button', { name: 'Присвоить номера' }));
    expect(await marathon.findByRole('alert')).toHaveTextContent('Не хватает номеров');
  });
});

const entry: CabinetEntry = {
  id: 7,
  bib: '101',
  lastName: 'Иванов',
  firstName: 'Иван',
  gender: 'male',
  birthDate: '1990-05-01',
  ageGroup: '30-39',
  city: null,
  club: null,
  race: { code: 'marathon', name: 'Марафон' },
  team: null,
  stage: null,
  state: 'confirmed',
  order: null,
  email: null,
  phone: null,
  registeredAt: '2030-03-01T09:30:00Z',
};
const entries = (permissions: CabinetEntries['permissions'], bib = entry.bib): CabinetEntries => ({
  event: {
    code: 'moscow-marathon',
    name: 'Московский марафон 2030',
    startsAt: '2030-09-22T05:00:00Z',
    timeZone: 'Europe/Moscow',
  },
  races: [{ code: 'marathon', name: 'Марафон' }],
  entries: [{ ...entry, bib }],
  total: 1,
  totalCapped: false,
  nextCursor: null,
  permissions,
});

describe('the entries table: one number by hand', { timeout: 20_000 }, () => {
  it('edits the number inline; BIB_TAKEN shows next to the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    let saved = '101';
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}/entries`]: () => json(entries(['entries.view', 'numbers.assign'], saved)),
      'PUT /api/cabinet/entries/7/bib': ({ body }) => {
        const bib = (body as { bib: string | null }).bib;
        if (bib === '5') {
          return json(
            { error: { code: 'BIB_TAKEN', message: 'Номер 5 уже у другого участника этой дистанции.' } },
            409,
          );
        }
        saved = bib ?? '';
        return json({ id: 7, bib });
      },
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/entries' });
    await user.click(
      await screen.findByRole('button', { name: /: изменить номер участника Иванов Иван$/ }, LOAD),
    );
    expect(screen.getByRole('link', { name: 'Стартовые номера' })).toHaveAttribute(
      'href',
      '/cabinet/events/moscow-marathon/numbers',
    );
    const input = screen.getByRole('textbox', { name: /Стартовый номер участника Иванов Иван/ });
    await user.clear(input);
    await user.type(input, '5');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('Номер 5 уже у другого участника этой дистанции.');
    expect(input).toHaveValue('5');
    await user.clear(input);
    await user.type(input, '77');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByRole('button', { name: '77: изменить номер участника Иванов Иван' }, LOAD),
    ).toBeVisible();
    expect(calls.puts('/api/cabinet/entries/7/bib').at(-1)!.body).toEqual({ bib: '77' });
  });

  it('shows the number as text without the permission', async () => {
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}/entries`]: json(entries(['entries.view'])),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/entries' });
    expect(await screen.findByText('101', {}, LOAD)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Изменить номер/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Стартовые номера' })).toBeNull();
  });
});
