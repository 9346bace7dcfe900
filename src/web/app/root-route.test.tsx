import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { METRICA_SRC, resetMetrica } from '../features/analytics/metrica.js';
import { i18n } from '../i18n/i18n.js';
import { assignLocation } from '../lib/browser-location.js';
import { emptyTaxPage } from '../pages/tax-deduction/tax-deduction-fixtures.js';
import { apiError, json, mockApi } from '../test/api.js';
import { SIGNED_IN, renderTenantApp, tenantInfo } from '../test-utils/render-tenant-app.js';

vi.mock('../lib/browser-location.js', () => ({ assignLocation: vi.fn() }));

const html = document.documentElement;

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  mockApi({ 'GET /api/tax-deduction': json(emptyTaxPage()) });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  vi.mocked(assignLocation).mockReset();
  delete html.dataset.layout;
  delete html.dataset.bg;
  resetMetrica();
});

describe('root route: route meta', () => {
  it('home has the default layout and no white background', async () => {
    renderTenantApp({ path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Найдите свой следующий старт' }),
    ).toBeVisible();
    expect(html.dataset.layout).toBe('default');
    expect(html.dataset.bg).toBeUndefined();
  });

  it('not-found sets data-bg="white" and removes it on leaving', async () => {
    const { router } = renderTenantApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    expect(html.dataset.bg).toBe('white');
    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { name: 'Найдите свой следующий старт' });
    expect(html.dataset.bg).toBeUndefined();
    await act(() => router.navigate('/404'));
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    expect(html.dataset.bg).toBe('white');
  });

  it('registration uses the order layout, its success child too; tax deduction its own', async () => {
    mockApi({ 'GET /api/registration/:event/:race': apiError(404, 'NOT_FOUND', 'Not found.') });
    const { router } = renderTenantApp({ user: SIGNED_IN, path: '/spring-run/10k/register' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Страница не найдена' })).not.toBeInTheDocument();
    expect(html.dataset.layout).toBe('order');
    expect(screen.queryByRole('navigation', { name: 'Основное меню' })).not.toBeInTheDocument();
    await act(() => router.navigate('/spring-run/10k/register/success'));
    expect(await screen.findByText('Такой заказ не найден.')).toBeVisible();
    expect(html.dataset.layout).toBe('order');
    await act(() => router.navigate('/tax-deduction'));
    await waitFor(() => expect(html.dataset.layout).toBe('tax-deduction'));
  });
});

describe('root route: after navigation', () => {
  it('scrolls to the top when the query has scrollToTop', async () => {
    const { router } = renderTenantApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/404?scrollToTop=true'));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('keeps ttt in local storage', async () => {
    renderTenantApp({ path: '/?ttt=pionercup' });
    await waitFor(() => expect(localStorage.getItem('ttt')).toBe('pionercup'));
  });

  it('puts dev into a session cookie and takes it out of the address', async () => {
    const { router } = renderTenantApp({ path: '/404?a=1&dev=secret&b=2#top' });
    await waitFor(() => expect(router.state.location.search).toBe('?a=1&b=2'));
    expect(router.state.location.pathname).toBe('/404');
    expect(router.state.location.hash).toBe('#top');
    expect(document.cookie).toContain('dev=secret');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('auth gate', () => {
  it('sends an anonymous visitor to the tenant login with the encoded current address', async () => {
    window.history.replaceState(null, '', '/spring-run/10k/register?promo=A%20B&x=1');
    renderTenantApp({ path: '/spring-run/10k/register?promo=A%20B&x=1' });
    await waitFor(() => expect(assignLocation).toHaveBeenCalledTimes(1));
    expect(assignLocation).toHaveBeenCalledWith(
      'https://id.startline.test/login?returnUrl=' + encodeURIComponent(window.location.href),
    );
    expect(window.location.href).toBe('http://localhost:3000/spring-run/10k/register?promo=A%20B&x=1');
    expect(screen.queryByRole('heading', { name: 'Страница не найдена' })).not.toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });

  it('lets a signed-in user through', async () => {
    renderTenantApp({ user: SIGNED_IN, path: '/tax-deduction' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Налоговый вычет за спорт' })).toBeVisible();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('does not redirect when the tenant has no login link, nor on public routes', async () => {
    renderTenantApp({ info: tenantInfo({ links: { loginUrl: null } }), path: '/tax-deduction' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Налоговый вычет за спорт' })).toBeVisible();
    renderTenantApp({ path: '/' });
    await screen.findByRole('heading', { name: 'Найдите свой следующий старт' });
    expect(assignLocation).not.toHaveBeenCalled();
  });
});

describe('analytics', () => {
  it('loads Metrica and sends the auth-status goal when the tenant has a counter', async () => {
    renderTenantApp({ info: tenantInfo({ analyticsCounterId: 987 }), user: SIGNED_IN });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.querySelectorAll(`script[src="${METRICA_SRC}"]`)).toHaveLength(1));
    expect(document.querySelectorAll(`script[src="${METRICA_SRC}"]`)).toHaveLength(1);
    expect(window.ym?.a).toContainEqual([987, 'reachGoal', 'auth-status', { isAuthorized: true }]);
  });

  it('loads no third-party script without a counter', async () => {
    renderTenantApp();
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector(`script[src="${METRICA_SRC}"]`)).toBeNull();
    expect(window.ym).toBeUndefined();
  });
});
