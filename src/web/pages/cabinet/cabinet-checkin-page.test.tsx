import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckinEntry, CheckinPoint, CheckinRace } from '../../../shared/schemas/cabinet-checkin.js';
import type { CurrentUser, SignedInUser } from '../../../shared/schemas/user.js';
import { i18n } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

const LOAD = { timeout: 10_000 };
const BASE = '/api/cabinet/events/moscow-marathon/checkin';
const PAGE = '/cabinet/events/moscow-marathon/checkin';
const OPERATOR: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Organization'] };
const ME = json({ organizers: [{ id: 1, name: 'Московский марафон', role: 'operator' }], support: false });

const entry = (overrides: Partial<CheckinEntry> = {}): CheckinEntry => ({
  id: 7,
  lastName: 'Иванова',
  firstName: 'Мария',
  birthDate: '1990-05-01',
  race: { code: 'r42195', name: 'Марафон' },
  bib: '101',
  team: null,
  status: 'confirmed',
  payment: 'paid',
  admission: { medical: 'approved', insurance: 'required', identity: 'checking' },
  startPack: null,
  offline: false,
  ...overrides,
});
const closedRace: CheckinRace = {
  code: 'r10000',
  name: '10 км',
  offline: true,
  placesLeft: 12,
  price: { amount: 150_000, currency: 'RUB' },
  gender: 'any',
  minAge: 16,
  maxAge: null,
};
const point = (races: CheckinRace[] = [closedRace], canUndo = false): CheckinPoint => ({
  event: { code: 'moscow-marathon', name: 'Московский марафон 2030', timeZone: 'Europe/Moscow' },
  races,
  canUndo,
});
const GIVEN = { givenAt: '2030-09-21T07:05:00Z', givenBy: 'Вера Петрова' };

describe('the start-pack point', { timeout: 30_000 }, () => {
  it('finds a participant, shows payment and admission in words, and gives the start pack', async () => {
    const user = userEvent.setup();
    let given = false;
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}`]: json(point()),
      [`GET ${BASE}/entries`]: ({ query }) =>
        json({
          entries: query.get('q') === 'иванова' ? [entry(given ? { startPack: GIVEN } : {})] : [],
          byCode: false,
          more: false,
        }),
      [`POST ${BASE}/entries/7/start-pack`]: () => {
        given = true;
        return json(entry({ startPack: GIVEN }));
      },
    });
    renderTenantApp({ user: OPERATOR, path: PAGE });
    expect(
      await screen.findByRole('heading', { name: 'Выдача стартовых пакетов', level: 1 }, LOAD),
    ).toBeVisible();
    const field = screen.getByRole('searchbox', { name: 'Найти участника' });
    await user.type(field, 'иванова{Enter}');
    const card = within(
      (await screen.findByRole('heading', { name: 'Иванова Мария', level: 3 }, LOAD)).closest('li')!,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Найден 1 участник');
    expect(card.getByText(/Марафон · № 101/)).toBeVisible();
    const statuses = card.getByRole('list', { name: 'Оплата и допуск' });
    expect(within(statuses).getByText('Оплачено')).toBeVisible();
    expect(within(statuses).getByText('Медицина:').parentElement).toHaveTextContent('Медицина: подтверждено');
    expect(within(statuses).getByText('Страховка:').parentElement).toHaveTextContent('Страховка: требуется');

    await user.click(card.getByRole('button', { name: 'Выдать стартовый пакет' }));
    // 07:05 UTC is 10:05 in Moscow
    expect(await card.findByText('Пакет выдан: Вера Петрова, 21 сентября в 10:05', {}, LOAD)).toBeVisible();
    expect(card.queryByRole('button', { name: 'Выдать стартовый пакет' })).toBeNull();
    expect(calls.posts(`${BASE}/entries/7/start-pack`)).toHaveLength(1);
    // an operator does not take start packs back
    expect(card.queryByRole('button', { name: 'Отменить выдачу' })).toBeNull();
  });

  it('tells the second operator who was first, and holds the button back for an unpaid entry', async () => {
    const user = userEvent.setup();
    let refused = false;
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}`]: json(point()),
      [`GET ${BASE}/entries`]: () =>
        json({
          entries: [
            entry(refused ? { startPack: GIVEN } : {}),
            entry({ id: 8, lastName: 'Должникова', status: 'pending', payment: 'unpaid' }),
          ],
          byCode: false,
          more: false,
        }),
      [`POST ${BASE}/entries/7/start-pack`]: () => {
        refused = true;
        return json(
          {
            error: {
              code: 'START_PACK_GIVEN',
              message: 'Стартовый пакет уже выдан: Вера Петрова, 21 сент., 10:05.',
            },
          },
          409,
        );
      },
    });
    renderTenantApp({ user: OPERATOR, path: PAGE });
    await user.type(await screen.findByRole('searchbox', { name: 'Найти участника' }, LOAD), 'ова{Enter}');
    const card = within(
      (await screen.findByRole('heading', { name: 'Иванова Мария', level: 3 }, LOAD)).closest('li')!,
    );
    await user.click(card.getByRole('button', { name: 'Выдать стартовый пакет' }));
    expect(await card.findByRole('alert', {}, LOAD)).toHaveTextContent('уже выдан: Вера Петрова');
    // the list reloads: the card shows the pack given
    expect(await card.findByText(/Пакет выдан: Вера Петрова/, {}, LOAD)).toBeVisible();

    const unpaid = within(screen.getByRole('heading', { name: 'Должникова Мария', level: 3 }).closest('li')!);
    const button = unpaid.getByRole('button', { name: 'Выдать стартовый пакет' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/не оплачена полностью/);
    expect(unpaid.getByText('Не оплачено')).toBeVisible();
  });

  it('opened from a QR code link, searches its code at once; a manager can take a start pack back', async () => {
    const user = userEvent.setup();
    let given = true;
    mockApi({
      'GET /api/cabinet/me': json({ organizers: [{ id: 1, name: 'ММ', role: 'manager' }], support: false }),
      [`GET ${BASE}`]: json(point([], true)),
      [`GET ${BASE}/entries`]: ({ query }) =>
        json({
          entries: query.get('q') === '3F9A0C21B7E4' ? [entry(given ? { startPack: GIVEN } : {})] : [],
          byCode: true,
          more: false,
        }),
      [`DELETE ${BASE}/entries/7/start-pack`]: () => {
        given = false;
        return json(entry());
      },
    });
    renderTenantApp({ user: OPERATOR, path: `${PAGE}?code=3F9A0C21B7E4` });
    const card = within(
      (await screen.findByRole('heading', { name: 'Иванова Мария', level: 3 }, LOAD)).closest('li')!,
    );
    expect(screen.getByRole('searchbox', { name: 'Найти участника' })).toHaveValue('3F9A0C21B7E4');
    await user.click(card.getByRole('button', { name: 'Отменить выдачу' }));
    expect(await card.findByRole('button', { name: 'Выдать стартовый пакет' }, LOAD)).toBeEnabled();
    expect(calls.deletes(`${BASE}/entries/7/start-pack`)).toHaveLength(1);
    // no race is closed online: nothing to register here
    expect(screen.getByText(/ни на одну дистанцию не закрыта/)).toBeVisible();
  });

  it('registers a participant on the spot: a refusal shows at its field, a retry keeps the key, success shows them found', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}`]: json(point()),
      [`GET ${BASE}/entries`]: ({ query }) =>
        json({
          entries:
            query.get('q') === 'Новиков Николай'
              ? [entry({ id: 9, lastName: 'Новиков', firstName: 'Николай', bib: null, offline: true })]
              : [],
          byCode: false,
          more: false,
        }),
      [`POST ${BASE}/registrations`]: () =>
        ++attempt === 1
          ? json(
              {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Проверьте введённые данные.',
                  fields: { birthDate: 'Участник младше 16 лет в день старта' },
                },
              },
              400,
            )
          : json({
              ...entry({ id: 9, lastName: 'Новиков', firstName: 'Николай', bib: null, offline: true }),
              mailedTo: null,
            }),
    });
    renderTenantApp({ user: OPERATOR, path: PAGE });
    await user.click(await screen.findByRole('button', { name: 'Зарегистрировать участника' }, LOAD));
    const form = within(screen.getByRole('form', { name: 'Новый участник' }));
    expect(form.getByRole('combobox', { name: 'Дистанция' })).toHaveDisplayValue(
      /10 км — 1\s500\s₽ \(осталось 12 мест\)/,
    );
    await user.type(form.getByRole('textbox', { name: 'Фамилия' }), 'Новиков');
    await user.type(form.getByRole('textbox', { name: 'Имя' }), 'Николай');
    await user.click(form.getByRole('radio', { name: 'Мужской' }));
    const birth = form.getByLabelText('Дата рождения');
    await user.type(birth, '2015-01-01');
    await user.click(form.getByRole('radio', { name: 'Карта (терминал)' }));
    await user.click(form.getByRole('button', { name: /Зарегистрировать — 1\s500\s₽/ }));
    await waitFor(() => expect(birth).toHaveAccessibleDescription('Участник младше 16 лет в день старта'));
    expect(birth).toHaveAttribute('aria-invalid', 'true');

    await user.clear(birth);
    await user.type(birth, '1985-03-14');
    await user.click(form.getByRole('button', { name: /Зарегистрировать —/ }));
    expect(await screen.findByText(/Новиков Николай зарегистрирован\(а\)/, {}, LOAD)).toHaveTextContent(
      'E-mail не указан — подтверждение не отправлено.',
    );
    expect(await screen.findByRole('heading', { name: 'Новиков Николай', level: 3 }, LOAD)).toBeVisible();
    const [first, second] = calls.posts(`${BASE}/registrations`).map((c) => c.body as Record<string, string>);
    expect(second).toMatchObject({
      race: 'r10000',
      lastName: 'Новиков',
      firstName: 'Николай',
      gender: 'male',
      birthDate: '1985-03-14',
      method: 'card-present',
      phone: '',
      email: '',
    });
    // the same form sent again is the same registration to the server
    expect(second!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.key).toBe(first!.key);
  });

  it('mails the confirmation to the e-mail typed, says so under the field and after the registration', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${BASE}`]: json(point()),
      [`GET ${BASE}/entries`]: json({ entries: [], byCode: false, more: false }),
      [`POST ${BASE}/registrations`]: ({ body }) =>
        json({
          ...entry({ id: 9, lastName: 'Новиков', firstName: 'Николай', bib: null, offline: true }),
          mailedTo: (body as { email: string }).email,
        }),
    });
    renderTenantApp({ user: OPERATOR, path: PAGE });
    await user.click(await screen.findByRole('button', { name: 'Зарегистрировать участника' }, LOAD));
    const form = within(screen.getByRole('form', { name: 'Новый участник' }));
    const email = form.getByRole('textbox', { name: 'Эл. почта (необязательно)' });
    expect(email).toHaveAccessibleDescription(
      'Сюда придёт подтверждение регистрации и оплаты. Без e-mail письмо не отправляется.',
    );
    await user.type(form.getByRole('textbox', { name: 'Фамилия' }), 'Новиков');
    await user.type(form.getByRole('textbox', { name: 'Имя' }), 'Николай');
    await user.click(form.getByRole('radio', { name: 'Мужской' }));
    await user.type(form.getByLabelText('Дата рождения'), '1985-03-14');
    await user.type(email, 'novikov@example.org');
    await user.click(form.getByRole('button', { name: /Зарегистрировать —/ }));
    expect(await screen.findByText(/Новиков Николай зарегистрирован\(а\)/, {}, LOAD)).toHaveTextContent(
      'Подтверждение отправлено на novikov@example.org.',
    );
    expect(calls.posts(`${BASE}/registrations`)[0]?.body).toMatchObject({ email: 'novikov@example.org' });
  });
});
