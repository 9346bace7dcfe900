import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { apiError, mockApi } from '../../test/api.js';
import { SIGNED_IN, renderTenantApp, tenantInfo } from '../../test-utils/render-tenant-app.js';

vi.mock('../../lib/browser-location.js', () => ({ assignLocation: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('default tenant layout', () => {
  it('has header, navigation, main and footer landmarks', async () => {
    renderTenantApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Startline — на главную' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(within(nav).getByRole('link', { name: 'События' })).toHaveAttribute('href', '/events/future');
    expect(within(nav).getByRole('link', { name: 'Результаты' })).toHaveAttribute('href', '/events/results');
    expect(within(nav).getByRole('link', { name: 'Серии' })).toHaveAttribute('href', '/events/series');
    expect(screen.getByRole('main')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'help@startline.test' })).toHaveAttribute(
      'href',
      'mailto:help@startline.test',
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Startline`);
    expect(footer).toHaveTextContent('Пн–Пт, 10:00–19:00 по Москве');
    const company = within(footer).getByRole('navigation', { name: 'Компания' });
    const hrefs = within(company)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['О проекте', '/Home/About'],
      ['Участникам', '/Home/About/participants'],
      ['Национальные беговые события', '/nbd'],
      ['Для компаний', '/corp-client'],
      ['Вакансии', '/Careers'],
      ['Контакты', '/Contacts'],
    ]);
  });

  it('says the support hours and the company links in English too', async () => {
    await i18n.changeLanguage('en');
    renderTenantApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Mon–Fri, 10:00–19:00 Moscow time');
    expect(within(footer).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/Careers');
  });

  it('the menu button toggles the navigation list and Escape closes it', async () => {
    renderTenantApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    const button = screen.getByRole('button', { name: 'Меню' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open', 'true');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('the sign-in link goes to the tenant login with the current address', async () => {
    const { router } = renderTenantApp({ path: '/?a=1' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute(
      'href',
      'https://id.startline.test/login?returnUrl=' + encodeURIComponent(`${window.location.origin}/?a=1`),
    );
    await act(() => router.navigate('/404'));
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute(
      'href',
      'https://id.startline.test/login?returnUrl=' + encodeURIComponent(`${window.location.origin}/404`),
    );
  });

  it('shows the full name of a signed-in user instead of the sign-in link', async () => {
    renderTenantApp({ path: '/', user: SIGNED_IN });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Анна Петрова')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Войти' })).not.toBeInTheDocument();
  });

  it('the order layout has a compact header: logo and language switch only', async () => {
    mockApi({ 'GET /api/registration/:event/:race': apiError(404, 'NOT_FOUND', 'Not found.') });
    renderTenantApp({ path: '/e/r/register', user: SIGNED_IN });
    await screen.findByRole('heading', { level: 1 });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('group', { name: 'Язык интерфейса' })).toBeInTheDocument();
    expect(within(header).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(header).queryByText('Анна Петрова')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('pionercup and fontanka', () => {
  it('pionercup: every other address is its own not-found page, with the server name and support', async () => {
    renderTenantApp({
      code: 'pionercup',
      info: tenantInfo({
        organizedId: 'pionercup',
        name: 'Пионер Cup 2025',
        supportEmail: 'cup@pioner.test',
      }),
      path: '/',
    });
    const heading = await screen.findByRole('heading', { name: 'Страница не найдена' });
    expect(heading.closest('section')).toHaveAttribute('data-look', 'pionercup');
    expect(screen.getAllByText('Пионер Cup 2025').length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: 'Основное меню' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'cup@pioner.test' })[0]).toHaveAttribute(
      'href',
      'mailto:cup@pioner.test',
    );
    expect(document.documentElement.dataset.bg).toBe('white');
    // the default tenant's pages are not pionercup's: its footer links none of them
    expect(
      within(screen.getByRole('contentinfo')).queryByRole('navigation', { name: 'Компания' }),
    ).not.toBeInTheDocument();
  });

  it('fontanka: has the registration route (order layout, sign-in) and no events routes', async () => {
    mockApi({ 'GET /api/registration/:event/:race': apiError(404, 'NOT_FOUND', 'Not found.') });
    const { router } = renderTenantApp({
      code: 'fontanka',
      info: tenantInfo({ organizedId: 'fontanka', name: 'Фонтанка' }),
      user: SIGNED_IN,
      path: '/night-swim/1km/register',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Страница не найдена' })).not.toBeInTheDocument();
    expect(document.documentElement.dataset.layout).toBe('order');
    await act(() => router.navigate('/events/future'));
    const heading = await screen.findByRole('heading', { name: 'Страница не найдена' });
    expect(heading.closest('section')).toHaveAttribute('data-look', 'fontanka');
    expect(document.documentElement.dataset.layout).toBe('default');
    expect(screen.queryByRole('link', { name: 'События' })).not.toBeInTheDocument();
  });
});
