import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { assignLocation } from '../../lib/browser-location.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';

vi.mock('../../lib/browser-location.js', () => ({ assignLocation: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  vi.mocked(assignLocation).mockClear();
});

const TOKEN = 'abcdefghijklmnopqrstuvwxyz';

describe('/password/forgot', () => {
  it('always answers that a link was sent if the account exists', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'POST /api/auth/password/forgot': json({ ok: true }) });
    renderTenantApp({ path: '/password/forgot' });
    await userEvent.type(await screen.findByLabelText('Email'), 'Nobody@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for this address, we have sent a link',
    );
    expect(calls.posts('/api/auth/password/forgot')[0]?.body).toEqual({ email: 'nobody@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('/password/reset', () => {
  async function typePasswords(first: string, second: string) {
    await userEvent.type(await screen.findByLabelText('Новый пароль'), first);
    await userEvent.type(screen.getByLabelText('Повторите пароль'), second);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
  }

  it('different passwords say so under the second one, without a request', async () => {
    mockApi({});
    renderTenantApp({ path: `/password/reset?token=${TOKEN}` });
    await typePasswords('new-password-1', 'new-password-2');
    expect(await screen.findByText('Пароли не совпадают')).toBeVisible();
    expect(screen.getByLabelText('Повторите пароль')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.posts('/api/auth/password/reset')).toHaveLength(0);
  });

  it('sets the password, and the signed-in user goes home', async () => {
    mockApi({ 'POST /api/auth/password/reset': json({ returnUrl: '/' }) });
    renderTenantApp({ path: `/password/reset?token=${TOKEN}` });
    await typePasswords('new-password-1', 'new-password-1');
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/'));
    expect(calls.posts('/api/auth/password/reset')[0]?.body).toEqual({
      token: TOKEN,
      password: 'new-password-1',
    });
  });

  it('an expired link says so and offers a new one', async () => {
    mockApi({
      'POST /api/auth/password/reset': apiError(
        400,
        'TOKEN_EXPIRED',
        'Срок действия ссылки истёк. Запросите новую.',
      ),
    });
    renderTenantApp({ path: `/password/reset?token=${TOKEN}` });
    await typePasswords('new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Срок действия ссылки истёк. Запросите новую.',
    );
    expect(screen.getByRole('link', { name: 'Получить новую ссылку' })).toHaveAttribute(
      'href',
      '/password/forgot',
    );
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('a used link says so in English too', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      'POST /api/auth/password/reset': apiError(400, 'TOKEN_USED', 'This link has already been used.'),
    });
    renderTenantApp({ path: `/password/reset?token=${TOKEN}` });
    await userEvent.type(await screen.findByLabelText('New password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has already been used.');
    expect(screen.getByRole('link', { name: 'Get a new link' })).toBeVisible();
  });
});
