import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../components/ui/toaster.js';
import { i18n } from '../../i18n/i18n.js';
import { assignLocation } from '../../lib/browser-location.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';

vi.mock('../../lib/browser-location.js', () => ({ assignLocation: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  vi.mocked(assignLocation).mockClear();
});
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

async function fillSignUp() {
  await userEvent.type(await screen.findByLabelText('Имя'), 'Анна');
  await userEvent.type(screen.getByLabelText('Фамилия'), 'Петрова');
  await userEvent.type(screen.getByLabelText('Email'), 'anna@example.com');
  await userEvent.type(screen.getByLabelText('Пароль'), 'long-enough');
}

describe('/signup', () => {
  it('creates the account and shows "Check your mail" with the address and a resend button', async () => {
    mockApi({
      'POST /api/auth/signup': json({ ok: true }),
      'POST /api/auth/resend-confirmation': json({ ok: true }),
    });
    renderTenantApp({ path: '/signup?returnUrl=%2Fevent%2Fa' });
    render(
      <I18nextProvider i18n={i18n}>
        <AppToaster />
      </I18nextProvider>,
    );
    await fillSignUp();
    await userEvent.click(screen.getByLabelText(/Я принимаю условия/));
    await userEvent.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Мы отправили ссылку на anna@example.com.');
    expect(calls.posts('/api/auth/signup')[0]?.body).toEqual({
      firstName: 'Анна',
      lastName: 'Петрова',
      email: 'anna@example.com',
      password: 'long-enough',
      acceptTerms: true,
      returnUrl: '/event/a',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку ещё раз' }));
    expect(await screen.findByText('Мы отправили ссылку ещё раз. Проверьте почту')).toBeInTheDocument();
    expect(calls.posts('/api/auth/resend-confirmation')[0]?.body).toEqual({ email: 'anna@example.com' });
  });

  it('each field says what is wrong and nothing is sent', async () => {
    mockApi({});
    renderTenantApp({ path: '/signup' });
    await userEvent.type(await screen.findByLabelText('Имя'), 'Anna1');
    await userEvent.type(screen.getByLabelText('Пароль'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
    expect(await screen.findByText('Только буквы, пробелы, дефис и апостроф')).toBeVisible();
    expect(screen.getByText('Это поле обязательно.')).toBeVisible();
    expect(screen.getByText('Введите ваш email')).toBeVisible();
    expect(screen.getByText('Пароль должен быть не короче 8 символов')).toBeVisible();
    expect(screen.getByText('Необходимо принять условия')).toBeVisible();
    expect(screen.getByLabelText('Имя')).toHaveValue('Anna1');
    expect(calls.posts('/api/auth/signup')).toHaveLength(0);
  });

  it('shows the password on request', async () => {
    renderTenantApp({ path: '/signup' });
    const password = await screen.findByLabelText('Пароль');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('puts the server field messages under the fields', async () => {
    mockApi({
      'POST /api/auth/signup': apiError(400, 'VALIDATION_FAILED', 'Проверьте введённые данные.', {
        email: 'Введите корректный адрес электронной почты',
      }),
    });
    renderTenantApp({ path: '/signup' });
    await fillSignUp();
    await userEvent.click(screen.getByLabelText(/Я принимаю условия/));
    await userEvent.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
    expect(await screen.findByText('Введите корректный адрес электронной почты')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
  });
});

describe('/signup/confirm', () => {
  it('confirms the address on load and goes to the returnUrl', async () => {
    mockApi({ 'POST /api/auth/confirm-email': json({ returnUrl: '/event/a' }) });
    renderTenantApp({ path: '/signup/confirm?token=abcdefghijklmnopqrstuvwxyz' });
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/event/a'));
    expect(
      calls.posts('/api/auth/confirm-email').map(({ method, path, body }) => ({ method, path, body })),
    ).toEqual([
      { method: 'POST', path: '/api/auth/confirm-email', body: { token: 'abcdefghijklmnopqrstuvwxyz' } },
    ]);
  });

  it('an expired link says so and sends a new one to the address given', async () => {
    mockApi({
      'POST /api/auth/confirm-email': apiError(
        400,
        'TOKEN_EXPIRED',
        'Срок действия ссылки истёк. Запросите новую.',
      ),
      'POST /api/auth/resend-confirmation': json({ ok: true }),
    });
    renderTenantApp({ path: '/signup/confirm?token=abcdefghijklmnopqrstuvwxyz' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Срок действия ссылки истёк. Запросите новую.',
    );
    await userEvent.type(screen.getByLabelText('Email'), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить новую ссылку' }));
    expect(await screen.findByText(/мы отправили на него новую ссылку/)).toBeVisible();
    expect(calls.posts('/api/auth/resend-confirmation')[0]?.body).toEqual({ email: 'anna@example.com' });
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('a used link says so and leads to sign-in', async () => {
    mockApi({ 'POST /api/auth/confirm-email': apiError(400, 'TOKEN_USED', 'Эта ссылка уже использована.') });
    renderTenantApp({ path: '/signup/confirm?token=abcdefghijklmnopqrstuvwxyz' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Эта ссылка уже использована.');
    expect(screen.getByRole('link', { name: 'Перейти ко входу' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Отправить новую ссылку' })).not.toBeInTheDocument();
  });
});
