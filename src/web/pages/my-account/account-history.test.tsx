import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { json, mockApi, type Route, type Routes } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import { ORDER, registration, TRAINING } from './account-fixtures.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});
/** Opens an account page, the API answering `GET path` with each body given. */
function open(path: string, answers: Record<string, unknown>) {
  const table: Routes = {};
  for (const [apiPath, body] of Object.entries(answers)) table[`GET ${apiPath}` as Route] = json(body);
  mockApi(table);
  renderTenantApp({ user: SIGNED_IN, path });
}

const LOAD = { timeout: 10_000 };

describe('personal account', { timeout: 20_000 }, () => {
  it('shows registrations with admission badges in words and marks the open section', async () => {
    open('/MyAccount', {
      '/api/account/registrations': {
        upcoming: [registration()],
        past: [
          registration({
            id: 2,
            participant: { fullName: 'Маша Петрова', relation: 'relative' },
            bib: null,
            admission: { medical: 'not-required', insurance: 'approved', identity: 'rejected' },
          }),
        ],
      },
    });
    const upcoming = await screen.findByRole('list', { name: 'Предстоящие' }, LOAD);
    expect(screen.getByRole('link', { name: 'Регистрации' })).toHaveAttribute('aria-current', 'page');
    expect(within(upcoming).getByRole('link', { name: 'Белые ночи' })).toHaveAttribute(
      'href',
      '/event/white-nights',
    );
    // 21:30 UTC is the next day in Moscow
    expect(within(upcoming).getByText('21 июня 2030, пт')).toBeVisible();
    const badges = within(upcoming).getByRole('list', { name: 'Допуск' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['Медицина:подтверждено', 'Страховка:требуется', 'Личность:на проверке']);
    const past = screen.getByRole('list', { name: 'Прошедшие' });
    expect(within(past).getByText('Маша Петрова (родственник)')).toBeVisible();
    expect(within(past).getByText('ещё не присвоен')).toBeVisible();
    expect(within(past).getByText('отклонено')).toBeVisible();
  });

  it('offers the events list when there are no registrations', async () => {
    open('/MyAccount/Registrations', { '/api/account/registrations': { upcoming: [], past: [] } });
    expect(await screen.findByText('У вас пока нет регистраций.', undefined, LOAD)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Найти событие' })).toHaveAttribute('href', '/events/future');
  });

  it('shows orders with item prices and the total in roubles', async () => {
    open('/MyAccount/Orders', { '/api/account/orders': { items: [ORDER] } });
    const order = (await screen.findByRole('heading', { name: 'Заказ № SL-000007' }, LOAD)).closest('li')!;
    expect(within(order).getByText('Оплачен')).toBeVisible();
    const table = within(order).getByRole('table');
    expect(within(table).getByRole('row', { name: /Марафон/ })).toHaveTextContent(/3\s500\s₽/);
    expect(within(table).getByRole('row', { name: /Страховка/ })).toHaveTextContent(/250,50\s₽/);
    expect(within(table).getByRole('row', { name: /Итого/ })).toHaveTextContent(/3\s750,50\s₽/);
  });

  it('shows personal bests and the chart with its accessible table', async () => {
    const user = userEvent.setup();
    open('/MyAccount/Training', { '/api/account/training': TRAINING });
    const bests = await screen.findByRole('table', { name: 'Личные рекорды' }, LOAD);
    const rows = within(bests).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '10 км0:47:30Осенний забег5 октября 2025 г.',
      '42,195 км4:00:00Белые ночи21 июня 2025 г.',
    ]);
    expect(screen.getByRole('img', { name: /Результаты на дистанции 10 км/ })).toBeInTheDocument();
    const data = screen.getByRole('table', { name: 'Результаты на дистанции 10 км' });
    expect(
      within(data)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['12 апреля 2025 г.Весенний забег0:50:005:00', '5 октября 2025 г.Осенний забег0:47:304:45']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Дистанция' }), '42195');
    expect(screen.getByRole('table', { name: 'Результаты на дистанции 42,195 км' })).toBeInTheDocument();
  });

  it('says when there are no results yet', async () => {
    open('/MyAccount/Training', { '/api/account/training': { results: [], personalBests: [] } });
    expect(
      await screen.findByText(
        'Результатов пока нет: финишируйте на старте, и он появится здесь.',
        undefined,
        LOAD,
      ),
    ).toBeVisible();
  });
});
