import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyUsers } from '../../../shared/schemas/corp-company.js';
import { i18n } from '../../i18n/i18n.js';
import { notify } from '../../lib/notify.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';
import { CORP_USER, ME_ADMIN } from './corp-test-fixture.js';

vi.mock('../../lib/notify.js', () => ({ notify: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  localStorage.clear();
  vi.mocked(notify).mockClear();
});

const LOAD = { timeout: 10_000 };
const URL = '/api/corp/companies/1/users';
const USERS: CompanyUsers = {
  company: { id: 1, name: 'Ромашка' },
  users: [
    {
      userId: 10,
      email: 'corp@startline.test',
      name: 'Екатерина Корпоратова',
      role: 'admin',
      since: '2030-01-10T10:00:00Z',
    },
    {
      userId: 11,
      email: 'hr@startline.test',
      name: 'Марина Кадрова',
      role: 'manager',
      since: '2030-02-10T10:00:00Z',
    },
  ],
  invitations: [{ id: 3, email: 'new@romashka.test', role: 'manager', sentAt: '2030-03-01T10:00:00Z' }],
  self: 10,
};

describe('a company’s users in the corporate cabinet', { timeout: 20_000 }, () => {
  it('lists users and invitations; adds by e-mail (an invitation for an address with no account)', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/corp/me': json(ME_ADMIN),
      [`GET ${URL}`]: json(USERS),
      [`POST ${URL}`]: ({ body }) => {
        const { email } = body as { email: string };
        if (email === 'hr@startline.test') {
          return apiError(409, 'COMPANY_MEMBER_EXISTS', 'Этот человек уже работает в кабинете компании.');
        }
        return json(
          { outcome: 'invited', invitation: { id: 4, email, role: 'admin', sentAt: '2030-03-02T10:00:00Z' } },
          201,
        );
      },
    });
    renderTenantApp({ user: CORP_USER, path: '/corp/users?company=1' });
    expect(await screen.findByText('Екатерина Корпоратова', {}, LOAD)).toBeVisible();
    expect(screen.getByText('это вы')).toBeVisible();
    expect(screen.getByText('2 пользователя')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Отправленные приглашения' })).toBeVisible();
    expect(screen.getByText('new@romashka.test')).toBeVisible();

    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'hr@startline.test');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent('уже работает в кабинете компании');
    expect(email).toHaveValue('hr@startline.test');

    await user.clear(email);
    await user.type(email, 'boss@romashka.test');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Роль' }), 'администратор');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'success',
        title: 'Приглашение отправлено на boss@romashka.test',
      }),
    );
    expect(calls.posts(URL).at(-1)?.body).toEqual({ email: 'boss@romashka.test', role: 'admin' });
    expect(email).toHaveValue('');
  });

  it('shows the server’s refusal to demote the last admin next to that user', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/corp/me': json(ME_ADMIN),
      [`GET ${URL}`]: json(USERS),
      [`PUT ${URL}/10`]: apiError(
        409,
        'LAST_COMPANY_ADMIN',
        'У компании должен остаться хотя бы один администратор. Сначала назначьте администратором другого пользователя.',
      ),
    });
    renderTenantApp({ user: CORP_USER, path: '/corp/users?company=1' });
    const row = (await screen.findByText('Екатерина Корпоратова', {}, LOAD)).closest('li')!;
    await user.selectOptions(
      within(row).getByRole('combobox', { name: 'Роль: Екатерина Корпоратова' }),
      'менеджер',
    );
    expect(await within(row).findByRole('alert')).toHaveTextContent('хотя бы один администратор');
  });

  it('tells a manager that the admin manages the users', async () => {
    mockApi({
      'GET /api/corp/me': json(ME_ADMIN),
      'GET /api/corp/companies/2/users': apiError(403, 'FORBIDDEN', 'Нет доступа'),
    });
    renderTenantApp({ user: CORP_USER, path: '/corp/users?company=2' });
    expect(
      await screen.findByText('Пользователями компании управляет её администратор.', {}, LOAD),
    ).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
