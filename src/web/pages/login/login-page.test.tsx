import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../components/ui/toaster.js';
import { i18n } from '../../i18n/i18n.js';
import { assignLocation } from '../../lib/browser-location.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { SIGNED_IN, renderTenantApp } from '../../test-utils/render-tenant-app.js';

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

async function fillIn(email: string, password: string) {
  const field = await screen.findByLabelText('Email');
  if (email) await userEvent.type(field, email);
  if (password) await userEvent.type(screen.getByLabelText('Пароль'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('/login', () => {
  it('signs in and leaves for the returnUrl the server answers', async () => {
    mockApi({ 'POST /api/auth/login': json({ returnUrl: 'https://startline.test/event/a' }) });
    renderTenantApp({ path: '/login?returnUrl=' + encodeURIComponent('/event/a') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    // the form is a part of its own, loading after the page (lib/lazy-part.tsx)
    expect(await screen.findByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('autocomplete', 'current-password');
    await fillIn(' Anna@Example.com ', 'secret-password');
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://startline.test/event/a'));
    expect(calls.posts('/api/auth/login')[0]?.body).toEqual({
      email: 'anna@example.com',
      password: 'secret-password',
      returnUrl: '/event/a',
    });
  });

  it('a wrong password shows the server message above the button and keeps what was typed', async () => {
    mockApi({ 'POST /api/auth/login': apiError(401, 'INVALID_CREDENTIALS', 'Неверный email или пароль.') });
    renderTenantApp({ path: '/login' });
    await fillIn('anna@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный email или пароль.');
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
    expect(screen.getByLabelText('Пароль')).toHaveValue('wrong-password');
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('a locked sign-in says for how many minutes', async () => {
    mockApi({
      'POST /api/auth/login': apiError(
        429,
        'SIGN_IN_LOCKED',
        'Слишком много попыток входа. Попробуйте снова через 15 мин.',
      ),
    });
    renderTenantApp({ path: '/login' });
    await fillIn('anna@example.com', 'secret-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Попробуйте снова через 15 мин.');
  });

  it('an empty e-mail says "Введите ваш email" under the field, without a request', async () => {
    mockApi({});
    renderTenantApp({ path: '/login' });
    await fillIn('', 'secret-password');
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Введите ваш email')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Введите ваш email');
    expect(calls.posts('/api/auth/login')).toHaveLength(0);
  });

  it('in English: "Enter your email"', async () => {
    await i18n.changeLanguage('en');
    renderTenantApp({ path: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email')).toBeVisible();
    expect(screen.getByText('This field is required.')).toBeVisible();
  });

  it('a Cyrillic e-mail is not supported', async () => {
    mockApi({});
    renderTenantApp({ path: '/login' });
    await fillIn('анна@почта.рф', 'secret-password');
    expect(await screen.findByText('Кириллица в адресе электронной почты не поддерживается')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('анна@почта.рф');
    expect(calls.posts('/api/auth/login')).toHaveLength(0);
  });

  it('an unconfirmed e-mail offers to send the link again, then says it was sent', async () => {
    mockApi({
      'POST /api/auth/login': apiError(
        403,
        'EMAIL_NOT_CONFIRMED',
        'Подтвердите email: мы отправили письмо со ссылкой.',
      ),
      'POST /api/auth/resend-confirmation': json({ ok: true }),
    });
    renderTenantApp({ path: '/login' });
    render(
      <I18nextProvider i18n={i18n}>
        <AppToaster />
      </I18nextProvider>,
    );
    await fillIn('anna@example.com', 'secret-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Подтвердите email: мы отправили письмо со ссылкой.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Отправить ссылку ещё раз' }));
    expect(await screen.findByText('Мы отправили ссылку ещё раз. Проверьте почту')).toBeInTheDocument();
    expect(calls.posts('/api/auth/resend-confirmation')[0]?.body).toEqual({ email: 'anna@example.com' });
  });

  it('a slowed account offers a sign-in link by mail, asked for once', async () => {
    mockApi({
      'POST /api/auth/login': apiError(
        429,
        'SIGN_IN_SLOWED',
        'Слишком много попыток входа в этот аккаунт. Попробуйте снова через 30 с или войдите по ссылке из письма.',
      ),
      'POST /api/auth/unlock/request': json({ ok: true }),
    });
    renderTenantApp({ path: '/login' });
    await fillIn('anna@example.com', 'secret-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Попробуйте снова через 30 с или войдите по ссылке из письма.');
    const button = within(alert).getByRole('button', { name: 'Прислать ссылку для входа' });
    await userEvent.click(button);
    // sent: the button is spent (the toast that says so is checked in tests/e2e/accounts.e2e.ts)
    await waitFor(() => expect(button).toBeDisabled());
    expect(calls.posts('/api/auth/unlock/request')).toEqual([
      expect.objectContaining({ body: { email: 'anna@example.com' } }),
    ]);
    expect(screen.getByLabelText('Пароль')).toHaveValue('secret-password');
  });

  it('the mailed sign-in link signs in and goes home', async () => {
    mockApi({ 'POST /api/auth/unlock': json({ returnUrl: '/' }) });
    renderTenantApp({ path: '/login/unlock?token=abcdefghijklmnopqrstuvwxyz' });
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/'));
    expect(calls.posts('/api/auth/unlock')[0]?.body).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz' });
  });

  it('a used sign-in link says so, with the way back to sign in', async () => {
    mockApi({ 'POST /api/auth/unlock': apiError(400, 'TOKEN_USED', 'Эта ссылка уже использована.') });
    renderTenantApp({ path: '/login/unlock?token=abcdefghijklmnopqrstuvwxyz' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход по ссылке' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('Эта ссылка уже использована.');
    expect(screen.getByRole('link', { name: 'Перейти ко входу' })).toHaveAttribute('href', '/login');
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('server field errors go under their fields', async () => {
    mockApi({
      'POST /api/auth/login': apiError(400, 'VALIDATION_FAILED', 'Проверьте введённые данные.', {
        password: 'Пароль должен быть не длиннее 128 символов',
      }),
    });
    renderTenantApp({ path: '/login' });
    await fillIn('anna@example.com', 'secret-password');
    expect(await screen.findByText('Пароль должен быть не длиннее 128 символов')).toBeVisible();
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the links to password recovery and sign-up keep the returnUrl', async () => {
    renderTenantApp({ path: '/login?returnUrl=%2FMyAccount' });
    expect(await screen.findByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute(
      'href',
      '/password/forgot?returnUrl=%2FMyAccount',
    );
    expect(screen.getByRole('link', { name: 'Создать аккаунт' })).toHaveAttribute(
      'href',
      '/signup?returnUrl=%2FMyAccount',
    );
  });

  it('a signed-in visitor goes on to a returnUrl of this site, and home for any other', async () => {
    const { router } = renderTenantApp({
      path: '/login?returnUrl=' + encodeURIComponent(`${window.location.origin}/events/future?q=1`),
      user: SIGNED_IN,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/future'));
    expect(router.state.location.search).toBe('?q=1');
    await act(() => router.navigate('/login?returnUrl=' + encodeURIComponent('https://evil.test/')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
