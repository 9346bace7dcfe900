import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { apiError, calls, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN, tenantInfo } from '../../test-utils/render-tenant-app.js';
import { orderIn, registrationServer, success } from './register-fixtures.js';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
const SUCCESS_PATH = '/white-nights/10k/register/success?order=SL-000042';

describe('registration success page', { timeout: 20_000 }, () => {
  it('says who is registered for what, with start numbers, what comes next and the ways on', async () => {
    registrationServer();
    renderTenantApp({ user: SIGNED_IN, path: SUCCESS_PATH });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are registered' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('Order SL-000042')).toBeVisible();
    const list = within(screen.getByRole('list'));
    const [anna, olga] = list.getAllByRole('listitem');
    expect(anna).toHaveTextContent('Анна Петрова');
    expect(anna).toHaveTextContent('Bib 1024');
    expect(anna).toHaveTextContent('registered');
    expect(olga).toHaveTextContent('Ольга Петрова');
    expect(olga).toHaveTextContent('The bib number will be assigned later');
    expect(screen.getByText(/We have sent a confirmation to your e-mail/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute(
      'href',
      '/MyAccount/Orders',
    );
    expect(screen.getByRole('link', { name: 'Invite friends' })).toHaveAttribute(
      'href',
      '/event/white-nights',
    );
    expect(calls.all().map((c) => c.path)).toContain('/api/registration/orders/SL-000042');
  });

  it('an order awaiting payment: places held until the hold ends, payment next (Russian)', async () => {
    await i18n.changeLanguage('ru');
    const summary = success(orderIn('awaiting-payment'));
    registrationServer({ summary });
    renderTenantApp({ user: SIGNED_IN, path: SUCCESS_PATH });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Места закреплены до 12:20' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByText(/Следующий шаг — оплата/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Перейти к моим заказам' })).toBeVisible();
  });

  it('an expired order says so and offers to register again; pionercup has no event page to link', async () => {
    const summary = success(orderIn('expired'));
    registrationServer({ summary });
    renderTenantApp({
      code: 'pionercup',
      info: tenantInfo({ organizedId: 'pionercup', code: 'pionercup' }),
      user: SIGNED_IN,
      path: SUCCESS_PATH,
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Time for payment has expired' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute(
      'href',
      '/white-nights/10k/register',
    );
    expect(screen.queryByRole('link', { name: 'Invite friends' })).toBeNull();
  });

  it('an unknown order number: says so, with a way to my orders', async () => {
    mockApi({
      'GET /api/registration/orders/:number': apiError(404, 'NOT_FOUND', 'Not found'),
      'GET /api/payments/orders/:number': apiError(404, 'NOT_FOUND', 'Not found'),
    });
    renderTenantApp({ user: SIGNED_IN, path: SUCCESS_PATH });
    expect(
      await screen.findByText('This order was not found.', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute(
      'href',
      '/MyAccount/Orders',
    );
  });
});
