import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CompanyCabinetRole } from '../../../shared/domain/company-permissions.js';
import type { CorpOrder, CorpRace, CorpRaceChoice } from '../../../shared/schemas/corp-registrations.js';
import { Providers } from '../../app/providers.js';
import { corpFrameContext } from '../../features/corp/corp-context.js';
import { corpRegistrationsTexts } from '../../i18n/catalogs/corp-registrations.js';
import { i18n, loadCatalog } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { CorpRegistrationsNewPage } from './corp-registrations-new-page.js';
import { CorpRegistrationsOrderPage } from './corp-registrations-order-page.js';
import { CorpRegistrationsPage } from './corp-registrations-page.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  await loadCatalog(corpRegistrationsTexts);
});

const LOAD = { timeout: 10_000 };
const BASE = '/api/corp/companies/7/registrations';

const EVENT = {
  code: 'autumn-run',
  name: 'Осенний забег',
  startsAt: '2030-09-10T06:00:00.000Z',
  timeZone: 'Europe/Moscow',
};
const RACE: CorpRace = {
  id: 31,
  code: '10k',
  name: '10 км',
  startsAt: '2030-09-10T06:00:00.000Z',
  event: EVENT,
  price: { amount: 150_000, currency: 'RUB' },
  placesLeft: 3,
};
const CHOICE: CorpRaceChoice = {
  race: { ...RACE, gender: 'female', minAge: 18, maxAge: null, holdDays: 5, commissionBasisPoints: 500 },
  employees: [
    {
      id: 1,
      fullName: 'Иванов Иван',
      email: 'ivanov@romashka.test',
      linked: false,
      eligible: false,
      reason: 'gender',
      age: 45,
      registered: false,
    },
    {
      id: 2,
      fullName: 'Петрова Мария',
      email: 'petrova@romashka.test',
      linked: false,
      eligible: true,
      reason: null,
      age: 40,
      registered: false,
    },
    {
      id: 3,
      fullName: 'Кузнецова Ольга',
      email: 'olga@example.org',
      linked: true,
      eligible: true,
      reason: null,
      age: 38,
      registered: true,
    },
  ],
  total: 3,
};

const ORDER: CorpOrder = {
  number: 'SL-ABCD-EFGH',
  status: 'awaiting-payment',
  createdAt: '2030-08-01T09:00:00.000Z',
  expiresAt: '2030-08-06T09:00:00.000Z',
  total: { amount: 450_000, currency: 'RUB' },
  event: EVENT,
  race: { code: '10k', name: '10 км' },
  places: 3,
  paidAt: null,
  bookedBy: 'Смирнова Анна',
  placesList: [
    { id: 11, kind: 'employee', fullName: 'Петрова Мария', status: 'pending', claimed: false },
    { id: 12, kind: 'link', fullName: '', status: 'pending', claimed: false },
    { id: 13, kind: 'link', fullName: 'Сидоров Олег', status: 'pending', claimed: true },
  ],
  methods: ['card', 'bank-details'],
  invoice: null,
  payer: { name: 'ООО «Ромашка»', inn: '7707083893', kpp: '773601001', address: 'Москва' },
};

/** The pages inside a frame that hands them company 7 (as pages/corp/corp-page.tsx does), at `path`. */
function renderCorp(path: string, role: CompanyCabinetRole = 'manager') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const context = corpFrameContext({ id: 7, name: 'Ромашка', role }, role === 'support');
  const router = createMemoryRouter(
    [
      {
        path: '/corp',
        element: <Outlet context={context} />,
        children: [
          { path: 'registrations', element: <CorpRegistrationsPage /> },
          { path: 'registrations/new', element: <CorpRegistrationsNewPage /> },
          { path: 'registrations/:number', element: <CorpRegistrationsOrderPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router };
}

describe('corporate cabinet: bulk registration', { timeout: 30_000 }, () => {
  it('books: a race, the employees the race admits, places by link; a refusal keeps the choice; the links once', async () => {
    const user = userEvent.setup();
    let refuse = true;
    mockApi({
      [`GET ${BASE}/races`]: json({
        races: [RACE, { ...RACE, id: 32, code: '5k', name: '5 км', placesLeft: 0 }],
      }),
      [`GET ${BASE}/races/31`]: json(CHOICE),
      [`GET ${BASE}/SL-ABCD-EFGH`]: json(ORDER),
      [`POST ${BASE}`]: () =>
        refuse
          ? json(
              {
                error: {
                  code: 'CORP_PLACES_LEFT',
                  message: 'Осталось мест: 2, а в заказе 3. Уменьшите заказ или выберите другую дистанцию.',
                },
              },
              409,
            )
          : json(
              {
                orderNumber: 'SL-ABCD-EFGH',
                links: [{ url: 'http://localhost/autumn-run/10k/register/entry?invitation=abc' }],
              },
              201,
            ),
    });
    const { router } = renderCorp('/corp/registrations/new?company=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Новая регистрация' }, LOAD)).toBeVisible();
    const races = await screen.findByRole('group', { name: 'Дистанции с открытой регистрацией' }, LOAD);
    expect(within(races).getByText('Осталось мест: 3')).toBeVisible();
    // a race with no place left is shown, and cannot be chosen
    expect(within(races).getByRole('radio', { name: /5 км/ })).toBeDisabled();
    expect(within(races).getByText('Мест нет')).toBeVisible();
    await user.click(within(races).getByRole('radio', { name: /10 км/ }));

    const people = await screen.findByRole('group', { name: 'Сотрудники компании' }, LOAD);
    const ivanov = within(people).getByRole('checkbox', { name: /Иванов Иван/ });
    expect(ivanov).toBeDisabled();
    expect(within(people).getByText('Не подходит по полу')).toBeVisible();
    expect(within(people).getByRole('checkbox', { name: /Кузнецова Ольга/ })).toBeDisabled();
    expect(within(people).getByText('Уже зарегистрирован(а) на эту дистанцию')).toBeVisible();
    await user.click(within(people).getByRole('checkbox', { name: /Петрова Мария/ }));
    const quota = screen.getByRole('spinbutton', { name: 'Мест по ссылке' });
    await user.clear(quota);
    await user.type(quota, '2');
    // three places of 1 500 ₽ and the 5 % service fee, priced as the booking prices them
    expect(screen.getByText(/К оплате: 4\s725/)).toBeVisible();
    expect(screen.getByText(/в том числе сервисный сбор 225/)).toBeVisible();
    expect(screen.getByText('Места держатся 5 дн. до оплаты — затем освобождаются.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Забронировать места' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Осталось мест: 2, а в заказе 3.');
    expect(calls.posts(BASE)[0]!.body).toEqual({ raceId: 31, employeeIds: [2], quota: 2 });
    // nothing chosen is lost
    expect(within(people).getByRole('checkbox', { name: /Петрова Мария/ })).toBeChecked();
    await user.clear(quota);
    await user.type(quota, '1');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Забронировать места' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Места забронированы' }, LOAD)).toBeVisible();
    expect(calls.posts(BASE)[1]!.body).toEqual({ raceId: 31, employeeIds: [2], quota: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('Заказ SL-ABCD-EFGH оформлен.');
    expect(screen.getByRole('textbox', { name: 'Ссылка на место 1' })).toHaveValue(
      'http://localhost/autumn-run/10k/register/entry?invitation=abc',
    );
    await user.click(screen.getByRole('button', { name: 'Перейти к заказу и оплате' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ SL-ABCD-EFGH' }, LOAD)).toBeVisible();
    expect(router.state.location.search).toBe('?company=7');
  });

  it('checks the number of places by link before sending, and asks for somebody', async () => {
    const user = userEvent.setup();
    mockApi({ [`GET ${BASE}/races`]: json({ races: [RACE] }), [`GET ${BASE}/races/31`]: json(CHOICE) });
    renderCorp('/corp/registrations/new?company=7');
    await user.click(await screen.findByRole('radio', { name: /Осенний забег/ }, LOAD));
    await screen.findByRole('group', { name: 'Сотрудники компании' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Забронировать места' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Выберите сотрудников или укажите число мест по ссылке',
    );
    const quota = screen.getByRole('spinbutton', { name: 'Мест по ссылке' });
    await user.clear(quota);
    await user.type(quota, '500');
    await user.click(screen.getByRole('button', { name: 'Забронировать места' }));
    await waitFor(() => expect(quota).toHaveAccessibleDescription(/Введите целое число от 0 до 200/));
    expect(quota).toHaveValue(500);
    expect(calls.posts(BASE)).toHaveLength(0);
  });

  it('an order: amount, hold, state and places; an invoice made out to the company, downloaded; a new link', async () => {
    const user = userEvent.setup();
    let current = ORDER;
    mockApi({
      [`GET ${BASE}/SL-ABCD-EFGH`]: () => json(current),
      [`POST ${BASE}/SL-ABCD-EFGH/pay`]: () => {
        current = {
          ...ORDER,
          invoice: {
            issuedAt: '2030-08-01T10:00:00.000Z',
            paymentUrl: 'http://localhost/payments/sandbox/p1',
          },
        };
        return json({ confirmationUrl: 'http://localhost/payments/sandbox/p1' }, 201);
      },
      [`POST ${BASE}/SL-ABCD-EFGH/places/12/link`]: json({ url: 'http://localhost/x?invitation=new' }, 201),
    });
    renderCorp('/corp/registrations/SL-ABCD-EFGH?company=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ SL-ABCD-EFGH' }, LOAD)).toBeVisible();
    const facts = within(await screen.findByRole('region', { name: 'Сведения о заказе' }, LOAD));
    const fact = (label: string) =>
      facts.getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(fact('Сумма')).toBe('4 500 ₽');
    expect(fact('Состояние')).toBe('Ждёт оплаты');
    expect(fact('Места держатся до')).toBe('6 августа 2030 г., 12:00');
    expect(screen.getByText('Плательщик по счёту: ООО «Ромашка», ИНН 7707083893')).toBeVisible();

    const places = within(screen.getByRole('region', { name: 'Участники' }));
    expect(places.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Петрова МарияМесто держится',
      'Место по ссылкеещё никто не занялМесто держитсяНовая ссылка',
      'Сидоров Олегзанято по ссылкеМесто держится',
    ]);
    await user.click(places.getByRole('button', { name: 'Новая ссылка на место 1' }));
    expect(await screen.findByRole('textbox', { name: 'Ссылка на место 1' })).toHaveValue(
      'http://localhost/x?invitation=new',
    );

    await user.click(screen.getByRole('button', { name: 'Выставить счёт' }));
    expect(await screen.findByRole('link', { name: 'Скачать счёт (PDF)' }, LOAD)).toHaveAttribute(
      'href',
      `${BASE}/SL-ABCD-EFGH/invoice.pdf`,
    );
    expect(calls.posts(`${BASE}/SL-ABCD-EFGH/pay`)[0]!.body).toEqual({ method: 'bank-details' });
    expect(screen.getByRole('link', { name: 'Оплатить счёт в банке (песочница)' })).toHaveAttribute(
      'href',
      'http://localhost/payments/sandbox/p1',
    );
    expect(screen.getByText('Счёт выставлен: скачайте его и оплатите до 6 августа 2030 г.')).toBeVisible();
  });

  it('support sees a paid order, which says its employees start, and neither pays nor hands out links', async () => {
    mockApi({
      [`GET ${BASE}/SL-PAID`]: json({
        ...ORDER,
        number: 'SL-PAID',
        status: 'paid',
        expiresAt: null,
        paidAt: '2030-08-02T09:00:00.000Z',
        methods: [],
      }),
    });
    renderCorp('/corp/registrations/SL-PAID?company=7', 'support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ SL-PAID' }, LOAD)).toBeVisible();
    await screen.findByRole('region', { name: 'Участники' }, LOAD);
    expect(screen.getByRole('status')).toHaveTextContent('Заказ оплачен: сотрудники в стартовом списке.');
    expect(screen.queryByRole('button', { name: 'Оплатить картой' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Новая ссылка/ })).toBeNull();
  });

  it('lists the company’s orders in English; support gets no “New registration”', async () => {
    await i18n.changeLanguage('en');
    await loadCatalog(corpRegistrationsTexts);
    mockApi({
      [`GET ${BASE}`]: json({
        orders: [
          {
            number: ORDER.number,
            status: 'awaiting-payment',
            createdAt: ORDER.createdAt,
            expiresAt: ORDER.expiresAt,
            total: ORDER.total,
            event: { ...EVENT, name: 'Autumn Run' },
            race: { code: '10k', name: '10 km' },
            places: 3,
          },
        ],
      }),
    });
    renderCorp('/corp/registrations?company=7', 'support');
    const table = await screen.findByRole('table', { name: "The company's orders" }, LOAD);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      'OrderEventPlacesAmountStatePlaces held until',
      'SL-ABCD-EFGHAutumn Run, 10 km10 September 2030, Tue3RUB 4,500Awaiting payment6 August 2030',
    ]);
    expect(within(table).getByRole('link', { name: 'SL-ABCD-EFGH' })).toHaveAttribute(
      'href',
      '/corp/registrations/SL-ABCD-EFGH?company=7',
    );
    expect(screen.queryByRole('link', { name: 'New registration' })).toBeNull();
  });
});
