import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, SignedInUser } from '../../../../shared/schemas/user.js';
import { i18n } from '../../../i18n/i18n.js';
import { calls, noContent, mockApi } from '../../../test/api.js';
import { SIGNED_IN, renderTenantApp, tenantInfo } from '../../../test-utils/render-tenant-app.js';

vi.mock('../../../lib/browser-location.js', () => ({ assignLocation: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

const ORGANIZER: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Organization'] };
const ADMINISTRATOR: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Administrator'] };
const withCorp = (enabled: boolean) => tenantInfo({ featureFlags: [{ id: 'ShowLkCorp', enabled }] });

async function openMenu() {
  const button = await screen.findByRole('button', { name: 'Вы вошли как Анна Петрова' });
  await userEvent.click(button);
  return button;
}

describe('header account menu', () => {
  it('opens the account sections; Escape closes it and gives focus back', async () => {
    renderTenantApp({ path: '/404', user: SIGNED_IN });
    const button = await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    expect(panel).toBeVisible();
    for (const [name, href] of [
      ['Мои регистрации', '/MyAccount/Registrations'],
      ['Мои заказы', '/MyAccount/Orders'],
      ['Мои команды', '/MyAccount/Teams'],
      ['Родственники', '/MyAccount/Relatives'],
      ['Профиль', '/MyAccount/Profile'],
      ['Тренировки', '/MyAccount/Training'],
    ] as const) {
      expect(within(panel).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    within(panel).getByRole('link', { name: 'Мои заказы' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('a click outside closes it', async () => {
    renderTenantApp({ path: '/404', user: SIGNED_IN });
    const button = await openMenu();
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['flag on, Organization role', withCorp(true), ORGANIZER, true],
    ['flag on, no role', withCorp(true), SIGNED_IN, false],
    ['flag on, support (Administrator)', withCorp(true), ADMINISTRATOR, true],
    ['flag off, Organization role', withCorp(false), ORGANIZER, false],
    ['no flag, Organization role', tenantInfo(), ORGANIZER, false],
  ])('corporate cabinet entry: %s', async (_case, info, user, shown) => {
    renderTenantApp({ path: '/404', user, info });
    await openMenu();
    const corporate = screen.queryByRole('link', { name: 'Корпоративный кабинет' });
    if (shown) expect(corporate).toHaveAttribute('href', '/corp');
    else expect(corporate).not.toBeInTheDocument();
  });

  it.each([
    ['Organization role', ORGANIZER, true],
    ['Administrator role (support)', ADMINISTRATOR, true],
    ['no role', SIGNED_IN, false],
  ])('organizer cabinet entry: %s', async (_case, user, shown) => {
    renderTenantApp({ path: '/404', user });
    await openMenu();
    const cabinet = screen.queryByRole('link', { name: 'Кабинет организатора' });
    if (shown) expect(cabinet).toHaveAttribute('href', '/cabinet');
    else expect(cabinet).not.toBeInTheDocument();
  });

  it.each([
    ['Выйти', '/api/auth/logout'],
    ['Выйти на всех устройствах', '/api/auth/logout-all'],
  ] as const)('"%s" calls %s, goes home and shows the sign-in link', async (label, path) => {
    mockApi({ [`POST ${path}`]: noContent() });
    const { router } = renderTenantApp({ path: '/404', user: SIGNED_IN });
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(await screen.findByRole('link', { name: 'Войти' })).toBeVisible();
    expect(calls.posts(path)).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('button', { name: /Вы вошли как/ })).not.toBeInTheDocument();
  });

  it('in English', async () => {
    await i18n.changeLanguage('en');
    renderTenantApp({ path: '/404', user: SIGNED_IN });
    await userEvent.click(await screen.findByRole('button', { name: 'Signed in as Анна Петрова' }));
    expect(screen.getByRole('link', { name: 'My registrations' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out on all devices' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Organizer cabinet' })).not.toBeInTheDocument();
  });

  it('the organizer cabinet entry in English', async () => {
    await i18n.changeLanguage('en');
    renderTenantApp({ path: '/404', user: ORGANIZER });
    await userEvent.click(await screen.findByRole('button', { name: 'Signed in as Анна Петрова' }));
    expect(screen.getByRole('link', { name: 'Organizer cabinet' })).toHaveAttribute('href', '/cabinet');
  });
});
