import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SupportSearch } from '../../../shared/schemas/cabinet-support.js';
import type { CurrentUser, SignedInUser } from '../../../shared/schemas/user.js';
import { i18n } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import { cabinetOrder, supportOrder } from './cabinet-entry-fixture.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

const LOAD = { timeout: 10_000 };
const SUPPORT: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Administrator'] };
const ME = json({ organizers: [], support: true });
const ORDER_URL = '/api/cabinet/support/orders/SL-AAAA-0001';

const found: SupportSearch = {
  results: [
    {
      order: { number: 'SL-AAAA-0001', status: 'paid' },
      entry: { id: 7, name: 'Смирнова Анна', state: 'confirmed', race: '10 км' },
      event: { code: 'moscow-marathon', name: 'Московский марафон 2030' },
      email: 'anna@example.org',
      phone: '+79161234567',
      createdAt: '2030-03-01T09:00:00.000Z',
    },
  ],
  more: false,
};

describe('the support desk', { timeout: 30_000 }, () => {
  it('searches: too short is said next to the field; results open the order and the entry; none found is said', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      'GET /api/cabinet/support/search': ({ url }) =>
        json(
          new URL(url).searchParams.get('q') === 'anna@example.org' ? found : { results: [], more: false },
        ),
    });
    renderTenantApp({ user: SUPPORT, path: '/cabinet/support' });
    const field = await screen.findByRole(
      'searchbox',
      { name: 'E-mail, имя, номер заказа или телефон' },
      LOAD,
    );
    await user.type(field, 'a');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(field).toHaveAccessibleDescription('Введите хотя бы 2 символа');
    await user.clear(field);
    await user.type(field, 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    const order = await screen.findByRole('link', { name: 'Заказ SL-AAAA-0001' }, LOAD);
    expect(order).toHaveAttribute('href', '/cabinet/support/orders/SL-AAAA-0001');
    expect(screen.getByRole('link', { name: 'Регистрация: Смирнова Анна' })).toHaveAttribute(
      'href',
      '/cabinet/events/moscow-marathon/entries/7',
    );
    expect(screen.getByText(/anna@example\.org · \+79161234567/)).toBeVisible();
    await user.clear(field);
    await user.type(field, 'никто');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByText(/Ничего не найдено/, undefined, LOAD)).toBeVisible();
  });

  it('opens an order: notifications and mails; resends the confirmation; refunds part with a reason', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${ORDER_URL}`]: json(supportOrder()),
      [`POST ${ORDER_URL}/resend`]: json(supportOrder()),
      [`POST ${ORDER_URL}/refund`]: json(
        supportOrder({
          order: cabinetOrder({
            refunded: { amount: 40_000, currency: 'RUB' },
            refundable: { amount: 117_500, currency: 'RUB' },
            refunds: [
              {
                amount: { amount: 40_000, currency: 'RUB' },
                status: 'succeeded',
                reason: 'нет футболки',
                actor: { role: 'support', name: 'admin@startline.test' },
                createdAt: '2030-03-02T10:00:00.000Z',
              },
            ],
          }),
        }),
      ),
    });
    renderTenantApp({ user: SUPPORT, path: '/cabinet/support/orders/SL-AAAA-0001' });
    const mails = within(
      (await screen.findByRole('heading', { name: 'Отправленные письма' }, LOAD)).closest('section')!,
    );
    expect(mails.getByText('Заказ SL-AAAA-0001 оплачен')).toBeVisible();
    const notices = within(
      screen.getByRole('heading', { name: 'Уведомления платёжной системы' }).closest('section')!,
    );
    expect(notices.getByText(/sandbox · evt-1/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Смирнова Анна' })).toHaveAttribute(
      'href',
      '/cabinet/events/moscow-marathon/entries/7',
    );

    await user.click(screen.getByRole('button', { name: 'Отправить подтверждение ещё раз' }));
    await waitFor(() => expect(calls.posts(`${ORDER_URL}/resend`)).toHaveLength(1));

    await user.type(screen.getByRole('textbox', { name: /Сумма, ₽/ }), '2000');
    await user.click(screen.getByRole('button', { name: 'Вернуть' }));
    expect(screen.getByRole('textbox', { name: /Сумма, ₽/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Причина возврата' })).toHaveAccessibleDescription(
      'Укажите причину',
    );
    expect(calls.posts(`${ORDER_URL}/refund`)).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: /Сумма, ₽/ }));
    await user.type(screen.getByRole('textbox', { name: /Сумма, ₽/ }), '400');
    await user.type(screen.getByRole('textbox', { name: 'Причина возврата' }), 'нет футболки');
    await user.click(screen.getByRole('button', { name: 'Вернуть' }));
    await waitFor(() => expect(calls.posts(`${ORDER_URL}/refund`)).toHaveLength(1));
    expect(calls.posts(`${ORDER_URL}/refund`)[0]!.body).toEqual({ amount: 40_000, reason: 'нет футболки' });
    expect(await screen.findByText('нет футболки')).toBeVisible();
  });

  it('the cabinet home links the desk for support', async () => {
    mockApi({
      'GET /api/cabinet/me': ME,
      'GET /api/cabinet/events': json({ events: [], total: 0, nextCursor: null }),
    });
    renderTenantApp({ user: SUPPORT, path: '/cabinet' });
    expect(
      await screen.findByRole('link', { name: 'Служба поддержки: найти заказ или участника' }, LOAD),
    ).toHaveAttribute('href', '/cabinet/support');
  });
});
