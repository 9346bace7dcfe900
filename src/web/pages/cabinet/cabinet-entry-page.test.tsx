import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser, SignedInUser } from '../../../shared/schemas/user.js';
import { i18n } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import { cabinetEntryPage, cabinetOrder } from './cabinet-entry-fixture.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

const LOAD = { timeout: 10_000 };
const URL = '/api/cabinet/events/moscow-marathon/entries/7';
const ORGANIZER: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Organization'] };
const ME = json({ organizers: [{ id: 1, name: 'Московский марафон', role: 'manager' }], support: false });
const open = () => renderTenantApp({ user: ORGANIZER, path: '/cabinet/events/moscow-marathon/entries/7' });

describe('an entry in the cabinet', { timeout: 30_000 }, () => {
  it('shows the participant, admission, the order with its fee and the history', async () => {
    mockApi({ 'GET /api/cabinet/me': ME, [`GET ${URL}`]: json(cabinetEntryPage()) });
    open();
    expect(await screen.findByRole('heading', { name: 'Смирнова Анна', level: 1 }, LOAD)).toBeVisible();
    expect(screen.getByText('Подтверждена')).toBeVisible();
    expect(screen.getByText('Номер 101')).toBeVisible();
    const admission = within(screen.getByRole('heading', { name: 'Допуск' }).closest('section')!);
    expect(admission.getByText('Медицинская справка').nextSibling).toHaveTextContent('Требуется');
    const order = within(screen.getByRole('region', { name: 'Заказ SL-AAAA-0001' }));
    expect(order.getByText('Сервисный сбор').nextSibling).toHaveTextContent(/75\s₽/);
    expect(order.getByText('Итого').nextSibling).toHaveTextContent(/1\s575\s₽/);
    const history = within(screen.getByRole('heading', { name: 'История' }).closest('section')!);
    expect(history.getByText('Заказ SL-AAAA-0001: Ожидает оплаты → Оплачен')).toBeVisible();
    expect(history.getByText(/Платёжная система: sandbox/)).toBeVisible();
  });

  it('shows the start-pack point’s events in the history: what, who by name, when in the event’s time zone', async () => {
    const order = cabinetOrder();
    const operator = { role: 'operator', name: 'Вера Операторова', email: 'vera@example.org' };
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${URL}`]: json(
        cabinetEntryPage({
          // Yekaterinburg is UTC+5: 04:10 UTC reads 09:10 there (07:10 in Moscow)
          event: { code: 'moscow-marathon', name: 'Уральский марафон', timeZone: 'Asia/Yekaterinburg' },
          history: [
            {
              kind: 'start-pack-given',
              at: '2030-09-22T04:10:00.000Z',
              actor: operator,
              admission: { medical: 'approved', insurance: 'checking', identity: 'not-required' },
            },
            {
              kind: 'start-pack-returned',
              at: '2030-09-22T04:05:00.000Z',
              actor: { role: 'manager', name: 'Ольга Петрова', email: 'olga@example.org' },
              givenAt: '2030-09-22T04:00:00.000Z',
              givenBy: 'Пётр Сидоров',
            },
            {
              kind: 'registered-offline',
              at: '2030-09-21T10:00:00.000Z',
              actor: operator,
              race: '10 км',
              paid: { amount: 150_000, currency: 'RUB' },
              method: 'cash',
              mailedTo: 'anna@example.org',
            },
            { kind: 'order', order: order.number, ...order.transitions[0]! },
          ],
        }),
      ),
    });
    open();
    const section = (await screen.findByRole('heading', { name: 'История' }, LOAD)).closest('section')!;
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Выдан стартовый пакет');
    expect(items[0]).toHaveTextContent(
      'Допуск при выдаче: Медицинская справка — подтверждено, Страховка — на проверке, Личность — не требуется',
    );
    expect(items[0]).toHaveTextContent(/09:10 · Оператор: Вера Операторова, vera@example\.org/);
    expect(items[1]).toHaveTextContent('Выдача стартового пакета отменена');
    expect(items[1]).toHaveTextContent(/Пакет был выдан .*09:00, выдал: Пётр Сидоров/);
    expect(items[1]).toHaveTextContent(/09:05 · Менеджер: Ольга Петрова, olga@example\.org/);
    expect(items[2]).toHaveTextContent('Регистрация на пункте выдачи стартовых пакетов: «10 км»');
    expect(items[2]).toHaveTextContent(/Оплачено 1\s500\s₽ наличными/);
    expect(items[2]).toHaveTextContent('Подтверждение отправлено на anna@example.org');
    expect(items[2]).toHaveTextContent(/15:00 · Оператор: Вера Операторова/);
    expect(items[3]).toHaveTextContent('Заказ SL-AAAA-0001: Ожидает оплаты → Оплачен');
  });

  it('says so when the desk registered somebody without an e-mail, in English too', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${URL}`]: json(
        cabinetEntryPage({
          history: [
            {
              kind: 'registered-offline',
              at: '2030-09-21T10:00:00.000Z',
              actor: { role: 'operator', name: 'Vera Operator', email: 'vera@example.org' },
              race: '10 km',
              paid: { amount: 150_000, currency: 'RUB' },
              method: 'card-present',
              mailedTo: null,
            },
          ],
        }),
      ),
    });
    open();
    const section = (await screen.findByRole('heading', { name: 'History' }, LOAD)).closest('section')!;
    const [item] = within(section).getAllByRole('listitem');
    expect(item).toHaveTextContent('Registered at the start-pack point: “10 km”');
    expect(item).toHaveTextContent(/RUB\s1,500 paid by card at the desk/);
    expect(item).toHaveTextContent('No e-mail given: no confirmation was mailed');
    expect(item).toHaveTextContent(/13:00 · Operator: Vera Operator, vera@example\.org/);
  });

  it('edits the participant: the server’s message next to its field, what was typed kept, then saved', async () => {
    const user = userEvent.setup();
    let refuse = true;
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${URL}`]: json(cabinetEntryPage()),
      [`PUT ${URL}`]: () =>
        refuse
          ? json(
              {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Проверьте поля',
                  fields: { 'form.phone': 'Такого номера не бывает' },
                },
              },
              400,
            )
          : json(cabinetEntryPage()),
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Изменить данные' }, LOAD));
    // the form is a part of its own (lib/lazy-part.tsx)
    const phone = await screen.findByRole('textbox', { name: 'Телефон' }, LOAD);
    await user.clear(phone);
    await user.type(phone, '+7 000');
    const last = screen.getByRole('textbox', { name: 'Фамилия' });
    await user.clear(last);
    await user.type(last, 'Ветрова');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription('Такого номера не бывает');
    expect(phone).toHaveValue('+7 000');
    expect(last).toHaveValue('Ветрова');
    refuse = false;
    await user.clear(phone);
    await user.type(phone, '+79161234568');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.puts(URL)).toHaveLength(2));
    expect(calls.puts(URL).at(-1)!.body).toMatchObject({
      form: {
        lastName: 'Ветрова',
        firstName: 'Анна',
        gender: 'female',
        birthDate: '1990-05-14',
        phone: '+79161234568',
      },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull());
  });

  it('moves to a dearer race: says what the participant pays, then names the order to pay', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${URL}`]: json(cabinetEntryPage()),
      [`POST ${URL}/move`]: json({
        entry: cabinetEntryPage({
          entry: { ...cabinetEntryPage().entry, race: { code: 'marathon', name: 'Марафон' } },
          orders: [cabinetOrder(), cabinetOrder({ number: 'SL-BBBB-0002', status: 'awaiting-payment' })],
        }),
        due: { order: 'SL-BBBB-0002', amount: { amount: 105_000, currency: 'RUB' } },
        refunded: null,
      }),
    });
    open();
    const race = await screen.findByRole('combobox', { name: 'Дистанция' }, LOAD);
    expect(within(race).getByRole('option', { name: /Полный/ })).toBeDisabled();
    await user.selectOptions(race, 'marathon');
    expect(screen.getByText(/Участник доплатит 1\s000\s₽ и сервисный сбор/)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Причина \(видна в истории\)/ }), 'просьба');
    await user.click(screen.getByRole('button', { name: 'Перенести' }));
    await waitFor(() => expect(calls.posts(`${URL}/move`)).toHaveLength(1));
    expect(calls.posts(`${URL}/move`)[0]!.body).toEqual({ race: 'marathon', reason: 'просьба' });
    expect(await screen.findByRole('region', { name: 'Заказ SL-BBBB-0002' })).toBeVisible();
    expect(screen.getByText('Доплата')).toBeVisible();
  });

  it('cancels with a refund: asks a reason, checks the amount, asks once more, then sends it', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${URL}`]: json(cabinetEntryPage()),
      [`POST ${URL}/cancel`]: json({
        entry: cabinetEntryPage({ entry: { ...cabinetEntryPage().entry, state: 'cancelled' } }),
        due: null,
        refunded: { amount: 100_000, currency: 'RUB' },
      }),
    });
    open();
    const submit = await screen.findByRole('button', { name: 'Отменить регистрацию' }, LOAD);
    const refund = screen.getByRole('textbox', { name: 'Вернуть, ₽' });
    expect(refund).toHaveValue('1500');
    await user.clear(refund);
    await user.type(refund, '5000');
    await user.click(submit);
    expect(screen.getByRole('textbox', { name: 'Причина' })).toHaveAccessibleDescription('Укажите причину');
    expect(refund).toHaveAttribute('aria-invalid', 'true');
    await user.clear(refund);
    await user.type(refund, '1 000');
    await user.type(screen.getByRole('textbox', { name: 'Причина' }), 'травма');
    await user.click(submit);
    expect(screen.getByText(/Место освободится сразу/)).toBeVisible();
    expect(calls.posts(`${URL}/cancel`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Да, отменить' }));
    await waitFor(() => expect(calls.posts(`${URL}/cancel`)).toHaveLength(1));
    expect(calls.posts(`${URL}/cancel`)[0]!.body).toEqual({ reason: 'травма', refund: 100_000 });
    expect(await screen.findByText('Отменена')).toBeVisible();
  });

  it('an operator sees the entry and may change nothing', async () => {
    mockApi({
      'GET /api/cabinet/me': json({
        organizers: [{ id: 1, name: 'Московский марафон', role: 'operator' }],
        support: false,
      }),
      [`GET ${URL}`]: json(cabinetEntryPage({ permissions: ['entries.view', 'checkin'] })),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Смирнова Анна', level: 1 }, LOAD)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Изменить данные' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Перенести' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отменить регистрацию' })).toBeNull();
  });
});
