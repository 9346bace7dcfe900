import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CabinetEvents, CabinetMe } from '../../../shared/schemas/cabinet.js';
import type { CurrentUser, SignedInUser } from '../../../shared/schemas/user.js';
import { i18n } from '../../i18n/i18n.js';
import { notify } from '../../lib/notify.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';

vi.mock('../../lib/notify.js', () => ({ notify: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  vi.mocked(notify).mockClear();
});

const LOAD = { timeout: 10_000 };

const ORGANIZER: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Organization'] };

const ME: CabinetMe = { organizers: [{ id: 1, name: 'Московский марафон', role: 'owner' }], support: false };

type CabinetEvent = CabinetEvents['events'][number];

const event = (code: string, name: string, overrides: Partial<CabinetEvent> = {}): CabinetEvent => ({
  code,
  name,
  startsAt: '2030-09-22T05:00:00Z',
  timeZone: 'Europe/Moscow',
  status: 'published',
  organizer: 'Московский марафон',
  role: 'owner',
  permissions: ['events.view', 'entries.view', 'entries.export'],
  races: [
    { code: 'marathon', name: 'Марафон', format: 'individual', capacity: 5000, entries: 1234, paid: 1200 },
    { code: 'kids', name: 'Детский забег', format: 'individual', capacity: null, entries: 15, paid: 10 },
  ],
  ...overrides,
});

const MARATHON = event('moscow-marathon', 'Московский марафон 2030');
const DRAFT = event('night-run', 'Ночной забег', {
  status: 'draft',
  role: 'manager',
  races: [],
});

const page = (events: CabinetEvent[], total: number, nextCursor: number | null): CabinetEvents => ({
  events,
  total,
  nextCursor,
});

const card = async (name: string) =>
  within((await screen.findByRole('heading', { name, level: 3 }, LOAD)).closest('li')!);

describe('organizer cabinet home', { timeout: 20_000 }, () => {
  it('lists the organizers with the role, and the events with date, state, role and per race places', async () => {
    mockApi({
      'GET /api/cabinet/me': json(ME),
      'GET /api/cabinet/events': json(page([MARATHON, DRAFT], 2, null)),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet' });
    expect(
      await screen.findByRole('heading', { name: 'Кабинет организатора', level: 1 }, LOAD),
    ).toBeVisible();
    const organizers = within(await screen.findByRole('list', { name: 'Ваши организаторы' }));
    expect(organizers.getByText('Московский марафон')).toBeVisible();
    expect(organizers.getByText('Владелец')).toBeVisible();

    const marathon = await card('Московский марафон 2030');
    expect(marathon.getByText('Опубликовано')).toBeVisible();
    expect(marathon.getByText('22 сентября 2030, вс')).toBeVisible();
    expect(marathon.getByText('Ваша роль: Владелец')).toBeVisible();
    const races = within(marathon.getByRole('list', { name: 'Дистанции события «Московский марафон 2030»' }));
    expect(races.getByText('Заявок: 1234 из 5000, оплачено: 1200')).toBeVisible();
    expect(races.getByText('Заявок: 15, без лимита, оплачено: 10')).toBeVisible();
    expect(marathon.getByRole('link', { name: 'Участники: Московский марафон 2030' })).toHaveAttribute(
      'href',
      '/cabinet/events/moscow-marathon/entries',
    );

    const draft = await card('Ночной забег');
    expect(draft.getByText('Черновик')).toBeVisible();
    expect(draft.getByText('Ваша роль: Менеджер')).toBeVisible();
    expect(draft.getByText('Дистанций пока нет.')).toBeVisible();
    // a draft opens on its public address for the organizer's team (a preview); a published one has none
    expect(draft.getByRole('link', { name: 'Предпросмотр: Ночной забег' })).toHaveAttribute(
      'href',
      '/event/night-run',
    );
    expect(marathon.queryByRole('link', { name: /Предпросмотр/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('2 события');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('a search asks the API again with q, kept in the address', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': json(ME),
      'GET /api/cabinet/events': ({ query }) =>
        json(query.get('q') === 'ноч' ? page([DRAFT], 1, null) : page([MARATHON, DRAFT], 2, null)),
    });
    const { router } = renderTenantApp({ user: ORGANIZER, path: '/cabinet' });
    await card('Московский марафон 2030');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск события' }), 'ноч');
    await waitFor(
      () => expect(screen.queryByRole('heading', { name: 'Московский марафон 2030' })).toBeNull(),
      {
        timeout: 3000,
      },
    );
    expect(await card('Ночной забег')).toBeTruthy();
    expect(calls.gets('/api/cabinet/events').at(-1)?.query.get('q')).toBe('ноч');
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('ноч')}`);
  });

  it('"Show more" asks for the next page with the cursor and appends it', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': json(ME),
      'GET /api/cabinet/events': ({ query }) =>
        json(query.get('cursor') === '20' ? page([DRAFT], 21, null) : page([MARATHON], 21, 20)),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet' });
    await card('Московский марафон 2030');
    expect(screen.getByRole('status')).toHaveTextContent('21 событие');
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await card('Ночной забег')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Московский марафон 2030' })).toBeVisible();
    expect(calls.gets('/api/cabinet/events').map((c) => c.query.get('cursor'))).toEqual([null, '20']);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('the help desk sees that it is support', async () => {
    mockApi({
      'GET /api/cabinet/me': json({ organizers: [], support: true }),
      'GET /api/cabinet/events': json(page([{ ...MARATHON, role: 'support' }], 1, null)),
    });
    renderTenantApp({ user: { ...ORGANIZER, roles: ['Administrator'] }, path: '/cabinet' });
    expect(
      await screen.findByText('Вы в службе поддержки: видны события всех организаторов.', {}, LOAD),
    ).toBeVisible();
    expect((await card('Московский марафон 2030')).getByText('Ваша роль: Поддержка')).toBeVisible();
  });

  it('without a cabinet role (403): says the cabinet is for organizers, links home, no toast', async () => {
    mockApi({
      'GET /api/cabinet/me': apiError(403, 'FORBIDDEN', 'Нет доступа'),
      'GET /api/cabinet/events': apiError(403, 'FORBIDDEN', 'Нет доступа'),
    });
    renderTenantApp({ user: SIGNED_IN, path: '/cabinet' });
    expect(
      await screen.findByRole('heading', { name: 'Кабинет для организаторов', level: 1 }, LOAD),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'События' })).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      'GET /api/cabinet/me': json(ME),
      'GET /api/cabinet/events': json(page([MARATHON], 1, null)),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet' });
    expect(await screen.findByRole('heading', { name: 'Organizer cabinet', level: 1 }, LOAD)).toBeVisible();
    const marathon = await card('Московский марафон 2030');
    expect(marathon.getByText('Your role: Owner')).toBeVisible();
    expect(marathon.getByText('Entries: 1234 of 5000, paid: 1200')).toBeVisible();
    expect(marathon.getByText('Published')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('1 event');
  });

  it('shows each status as a badge, and a status filter kept in the address with the search', async () => {
    const user = userEvent.setup();
    const CLOSED = event('spring-run', 'Весенний забег', { status: 'closed' });
    const FINISHED = event('winter-run', 'Зимний забег', {
      status: 'finished',
      startsAt: '2024-01-14T06:00:00Z',
    });
    const ALL = [MARATHON, CLOSED, DRAFT, FINISHED];
    mockApi({
      'GET /api/cabinet/me': json(ME),
      'GET /api/cabinet/events': ({ query }) => {
        const status = query.get('status');
        const found = ALL.filter((e) => status === null || e.status === status);
        return json(page(found, found.length, null));
      },
    });
    const { router } = renderTenantApp({ user: ORGANIZER, path: '/cabinet' });
    expect((await card('Московский марафон 2030')).getByText('Опубликовано')).toBeVisible();
    expect((await card('Весенний забег')).getByText('Регистрация закрыта')).toBeVisible();
    expect((await card('Ночной забег')).getByText('Черновик')).toBeVisible();
    expect((await card('Зимний забег')).getByText('Завершено')).toBeVisible();

    const filter = screen.getByRole('combobox', { name: 'Статус' });
    expect(filter).toHaveValue('');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Все', 'Черновики', 'Опубликованные', 'Регистрация закрыта', 'Завершённые']);
    await user.selectOptions(filter, 'Завершённые');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ночной забег' })).toBeNull());
    expect(await card('Зимний забег')).toBeTruthy();
    expect(screen.getByRole('status')).toHaveTextContent('1 событие');
    expect(calls.gets('/api/cabinet/events').at(-1)?.query.get('status')).toBe('finished');
    expect(router.state.location.search).toBe('?status=finished');

    // a search keeps the filter, and the filter the search
    await user.type(screen.getByRole('searchbox', { name: 'Поиск события' }), 'зим');
    await waitFor(() => expect(calls.gets('/api/cabinet/events').at(-1)?.query.get('q')).toBe('зим'), {
      timeout: 3000,
    });
    expect(calls.gets('/api/cabinet/events').at(-1)?.query.get('status')).toBe('finished');
    expect(router.state.location.search).toBe(`?status=finished&q=${encodeURIComponent('зим')}`);
    await user.selectOptions(filter, 'Все');
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('зим')}`);
  });

  it('opens with the filter of its address (a reload keeps it)', async () => {
    mockApi({
      'GET /api/cabinet/me': json(ME),
      'GET /api/cabinet/events': json(page([DRAFT], 1, null)),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet?status=draft' });
    expect((await card('Ночной забег')).getByText('Черновик')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveValue('draft');
    expect(calls.gets('/api/cabinet/events').at(-1)?.query.get('status')).toBe('draft');
  });

  it('ignores a status the API does not know', async () => {
    mockApi({
      'GET /api/cabinet/me': json(ME),
      'GET /api/cabinet/events': json(page([MARATHON], 1, null)),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet?status=archived' });
    expect(await card('Московский марафон 2030')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveValue('');
    expect(calls.gets('/api/cabinet/events').at(-1)?.query.get('status')).toBeNull();
  });
});
