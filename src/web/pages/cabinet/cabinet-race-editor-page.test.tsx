import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CabinetRaces, RaceEditor } from '../../../shared/schemas/cabinet-races.js';
import type { CurrentUser, SignedInUser } from '../../../shared/schemas/user.js';
import { i18n } from '../../i18n/i18n.js';
import { showToast } from '../../lib/toast.js';
import { calls, json, mockApi, noContent } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';

vi.mock('../../lib/toast.js', () => ({ showToast: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  vi.mocked(showToast).mockClear();
});

const LOAD = { timeout: 10_000 };
const BASE = '/api/cabinet/events/moscow-marathon/races';
const ORGANIZER: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Organization'] };
const ME = json({ organizers: [{ id: 1, name: 'Московский марафон', role: 'owner' }], support: false });
const EVENT = { code: 'moscow-marathon', name: 'Московский марафон 2030', timeZone: 'Europe/Moscow' };

const view = (race: Partial<RaceEditor['race']> = {}): RaceEditor => ({
  event: EVENT,
  race: {
    code: 'marathon',
    nameRu: 'Марафон',
    nameEn: 'Marathon',
    lengthM: 42_195,
    startsAt: '2030-09-20T08:00',
    capacity: 100,
    childCapacity: null,
    childrenNeedAdult: false,
    registrationOpensAt: '2030-01-10T10:00',
    registrationClosesAt: null,
    registrationDisabled: false,
    prices: [{ validFrom: '2030-01-10T10:00', amount: 250_000 }],
    gender: 'any',
    minAge: 18,
    maxAge: null,
    formFields: ['birthDate', 'gender', 'phone'],
    accessCodeRequired: false,
    insurances: [],
    items: [],
    codes: [
      {
        id: 5,
        code: 'FRIENDS',
        kind: 'percent',
        value: 10,
        maxUses: null,
        validFrom: null,
        validUntil: null,
        active: true,
      },
    ],
    format: 'individual',
    teamMinMembers: null,
    teamMaxMembers: null,
    teamGenderRule: 'any',
    teamPayment: 'captain',
    stages: [],
    ...race,
  },
  taken: { adults: 7, children: 0 },
  formatLocked: true,
  deletable: false,
  sold: { items: {}, variants: {}, insurances: {} },
  uses: { '5': 2 },
});

/** A section's button in the editor's row of sections. */
const section = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Разделы дистанции' })).getByRole('button', {
    name: new RegExp(`^${name}`),
  });

describe('cabinet race editor', { timeout: 30_000 }, () => {
  it('lists the races with places taken, the price now and a link to edit each', async () => {
    const races: CabinetRaces = {
      event: EVENT,
      races: [
        {
          code: 'marathon',
          name: 'Марафон',
          startsAt: '2030-09-20T05:00:00.000Z',
          lengthM: 42_195,
          format: 'individual',
          capacity: 100,
          taken: 7,
          price: 250_000,
        },
      ],
    };
    mockApi({ 'GET /api/cabinet/me': ME, [`GET ${BASE}`]: json(races) });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/races' });
    const card = within(
      (await screen.findByRole('heading', { name: 'Марафон', level: 2 }, LOAD)).closest('li')!,
    );
    expect(card.getByText(/Занято мест: 7 из 100/)).toBeVisible();
    expect(card.getByText(/Цена сейчас: 2\s500/)).toBeVisible();
    expect(card.getByRole('link', { name: 'Изменить дистанцию Марафон' })).toHaveAttribute(
      'href',
      '/cabinet/events/moscow-marathon/races/marathon/edit',
    );
    expect(screen.getByRole('link', { name: /Добавить дистанцию/ })).toHaveAttribute(
      'href',
      '/cabinet/events/moscow-marathon/races/new',
    );
  });

  it("puts the server's refusals next to their fields in their sections and keeps what was typed", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}/marathon`]: json(view()),
      [`PUT ${BASE}/marathon`]: json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Проверьте поля',
            fields: {
              capacity: 'Уже занято мест: 7. Лимит не может быть меньше',
              'codes.0.code': 'Этот код уже используется другой дистанцией или событием',
            },
          },
        },
        400,
      ),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/races/marathon/edit' });
    const name = await screen.findByRole('textbox', { name: 'Название на русском' }, LOAD);
    await user.clear(name);
    await user.type(name, 'Марафон 42');

    await user.click(section('Места и даты'));
    expect(screen.getByText('Сейчас занято: взрослые 7, дети 0')).toBeVisible();
    const capacity = screen.getByRole('textbox', { name: 'Мест' });
    await user.clear(capacity);
    await user.type(capacity, '5');
    await user.click(section('Коды'));
    const code = screen.getByRole('textbox', { name: 'Код' });
    expect(code).toHaveValue('FRIENDS');
    expect(screen.getByText('Использован: 2')).toBeVisible();
    await user.clear(code);
    await user.type(code, 'taken');

    await user.click(screen.getByRole('button', { name: 'Сохранить дистанцию' }));
    // the first section with a problem opens, its field focused and described by the message
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Мест' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Мест' })).toHaveAccessibleDescription(
      /Уже занято мест: 7\. Лимит не может быть меньше/,
    );
    expect(screen.getByRole('textbox', { name: 'Мест' })).toHaveValue('5');
    expect(screen.getByRole('alert')).toHaveTextContent('Места и даты, Коды');
    expect(section('Коды')).toHaveAccessibleName(/есть ошибки/);
    await user.click(section('Коды'));
    expect(screen.getByRole('textbox', { name: 'Код' })).toHaveValue('taken');
    expect(screen.getByRole('textbox', { name: 'Код' })).toHaveAccessibleDescription(
      'Этот код уже используется другой дистанцией или событием',
    );
    await user.click(section('Основное'));
    expect(screen.getByRole('textbox', { name: 'Название на русском' })).toHaveValue('Марафон 42');
    // sent: the whole race, money in kopecks, the code upper-cased by the schema
    const body = calls.puts(`${BASE}/marathon`)[0]!.body as RaceEditor['race'];
    expect(body).toMatchObject({ nameRu: 'Марафон 42', capacity: 5, prices: [{ amount: 250_000 }] });
    expect(body.codes[0]).toMatchObject({ id: 5, code: 'TAKEN' });
  });

  it('checks a new race before sending it, then creates it and opens its editor', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}`]: json({ event: EVENT, races: [] }),
      [`POST ${BASE}`]: json(view({ code: 'night-10k', nameRu: 'Ночные 10 км', codes: [] }), 201),
      [`GET ${BASE}/night-10k`]: json(view({ code: 'night-10k', nameRu: 'Ночные 10 км', codes: [] })),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/races/new' });
    await user.click(await screen.findByRole('button', { name: 'Создать дистанцию' }, LOAD));
    const nameRu = screen.getByRole('textbox', { name: 'Название на русском' });
    await waitFor(() => expect(nameRu).toHaveFocus());
    expect(nameRu).toHaveAccessibleDescription('Это поле обязательно.');
    expect(calls.posts(BASE)).toHaveLength(0);

    await user.type(nameRu, 'Ночные 10 км');
    await user.type(screen.getByRole('textbox', { name: 'Название на английском' }), 'Night 10 km');
    await user.type(screen.getByRole('textbox', { name: /Код в адресе/ }), 'night-10k');
    await user.type(screen.getByRole('textbox', { name: 'Дистанция, метры' }), '10000');
    await user.type(screen.getByLabelText('Старт'), '2030-09-20T22:00');
    await user.click(section('Цены'));
    await user.click(screen.getByRole('button', { name: /Добавить ступень цены/ }));
    const step = within(screen.getByRole('group', { name: 'Ступень 1' }));
    await user.type(step.getByLabelText('С'), '2030-03-01T10:00');
    await user.type(step.getByRole('textbox', { name: 'Цена, ₽' }), 'много');
    await user.click(screen.getByRole('button', { name: 'Создать дистанцию' }));
    const amount = step.getByRole('textbox', { name: 'Цена, ₽' });
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Укажите сумму в рублях'));
    expect(calls.posts(BASE)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1 500,50');
    await user.click(screen.getByRole('button', { name: 'Создать дистанцию' }));
    await waitFor(() => expect(calls.posts(BASE)).toHaveLength(1));
    expect(calls.posts(BASE)[0]!.body).toMatchObject({
      code: 'night-10k',
      lengthM: 10_000,
      startsAt: '2030-09-20T22:00',
      capacity: null,
      prices: [{ validFrom: '2030-03-01T10:00', amount: 150_050 }],
    });
    expect(
      await screen.findByRole('heading', { name: 'Дистанция: Ночные 10 км', level: 1 }, LOAD),
    ).toBeVisible();
  });

  it('deletes a race nobody entered after a confirmation dialog, then shows the races and a toast', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}/spare`]: json({
        ...view({ code: 'spare', nameRu: 'Запасная', codes: [] }),
        deletable: true,
      }),
      [`DELETE ${BASE}/spare`]: noContent(),
      [`GET ${BASE}`]: json({ event: EVENT, races: [] }),
    });
    const { router } = renderTenantApp({
      user: ORGANIZER,
      path: '/cabinet/events/moscow-marathon/races/spare/edit',
    });
    const block = within(await screen.findByRole('region', { name: 'Удаление дистанции' }, LOAD));
    expect(block.getByText('Дистанцию можно удалить, пока на неё никто не регистрировался.')).toBeVisible();
    const open = block.getByRole('button', { name: 'Удалить дистанцию' });

    // cancelling (focus starts on "Cancel", the safe choice) deletes nothing and gives focus back
    await user.click(open);
    let dialog = within(await screen.findByRole('dialog', { name: 'Удалить дистанцию «Запасная»?' }));
    expect(dialog.getByRole('button', { name: 'Отмена' })).toHaveFocus();
    expect(dialog.getByText(/Отменить это нельзя/)).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    expect(calls.deletes(`${BASE}/spare`)).toHaveLength(0);

    await user.click(open);
    dialog = within(await screen.findByRole('dialog', { name: 'Удалить дистанцию «Запасная»?' }));
    await user.click(dialog.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cabinet/events/moscow-marathon/races'));
    expect(calls.deletes(`${BASE}/spare`)).toHaveLength(1);
    expect(await screen.findByText('В событии пока нет дистанций.', {}, LOAD)).toBeVisible();
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({ type: 'success', title: 'Дистанция «Запасная» удалена' }),
    );
  });

  it("shows the server's refusal inside the dialog when somebody registered first, and keeps the race", async () => {
    const user = userEvent.setup();
    const refusal =
      'На эту дистанцию уже регистрировались, поэтому удалить её нельзя: заказы, участники и результаты ссылаются на неё. Чтобы новых заявок не было, закройте на ней регистрацию.';
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}/marathon`]: json({ ...view(), deletable: true }),
      [`DELETE ${BASE}/marathon`]: json({ error: { code: 'RACE_HAS_ENTRIES', message: refusal } }, 409),
    });
    const { router } = renderTenantApp({
      user: ORGANIZER,
      path: '/cabinet/events/moscow-marathon/races/marathon/edit',
    });
    const block = within(await screen.findByRole('region', { name: 'Удаление дистанции' }, LOAD));
    await user.click(block.getByRole('button', { name: 'Удалить дистанцию' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Удалить дистанцию «Марафон»?' }));
    await user.click(dialog.getByRole('button', { name: 'Удалить' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(refusal);
    expect(router.state.location.pathname).toBe('/cabinet/events/moscow-marathon/races/marathon/edit');
  });

  it('says why a race somebody entered cannot be deleted, with no button to try', async () => {
    mockApi({ 'GET /api/cabinet/me': ME, [`GET ${BASE}/marathon`]: json(view()) });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/races/marathon/edit' });
    const block = within(await screen.findByRole('region', { name: 'Удаление дистанции' }, LOAD));
    expect(
      block.getByText(
        'На дистанцию уже регистрировались, поэтому удалить её нельзя. Чтобы новых заявок не было, закройте на ней регистрацию.',
      ),
    ).toBeVisible();
    expect(block.queryByRole('button')).toBeNull();
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockApi({ 'GET /api/cabinet/me': ME, [`GET ${BASE}/marathon`]: json({ ...view(), deletable: true }) });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/races/marathon/edit' });
    const block = within(await screen.findByRole('region', { name: 'Deleting the race' }, LOAD));
    await user.click(block.getByRole('button', { name: 'Delete the race' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete the race “Marathon”?' }));
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(dialog.getByRole('button', { name: 'Delete' })).toBeVisible();
  });
});
