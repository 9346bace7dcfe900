import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';

vi.mock('../../lib/browser-location.js', () => ({ assignLocation: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('corporate header (route meta corporateHeader)', () => {
  it.each([
    ['ru', 'Для бизнеса', 'Оставить заявку', 'Startline — на главную', 'Войти'],
    ['en', 'For business', 'Leave a request', 'Startline — home page', 'Sign in'],
  ])(
    'on /corp-client: "For business" by the logo and a link to the lead form (%s)',
    async (lang, label, cta, home, signIn) => {
      await i18n.changeLanguage(lang);
      renderTenantApp({ path: '/corp-client' });
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });

      const header = screen.getByRole('banner');
      expect(within(header).getByRole('link', { name: home })).toHaveAttribute('href', '/');
      expect(within(header).getByText(label)).toBeVisible();
      const link = within(header).getByRole('link', { name: cta });
      expect(link).toHaveAttribute('href', '#lead-form');
      // the form is a part of its own, loading after the page (lib/lazy-part.tsx)
      await waitFor(() => expect(document.getElementById('lead-form')).toBeInTheDocument());
      // the call to the form takes the main menu's place; language and sign-in stay
      expect(within(header).queryByRole('navigation')).not.toBeInTheDocument();
      expect(
        within(header).getByRole('group', { name: lang === 'ru' ? 'Язык интерфейса' : 'Interface language' }),
      ).toBeInTheDocument();
      expect(within(header).getByRole('link', { name: signIn })).toBeInTheDocument();
    },
  );

  it('other pages keep the usual header, and it comes back on leaving /corp-client', async () => {
    const { router } = renderTenantApp({ path: '/corp-client' });
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(within(screen.getByRole('banner')).getByText('Для бизнеса')).toBeInTheDocument();

    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { level: 1, name: /./ });
    const header = screen.getByRole('banner');
    expect(within(header).queryByText('Для бизнеса')).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Оставить заявку' })).not.toBeInTheDocument();
    expect(within(header).getByRole('navigation', { name: 'Основное меню' })).toBeInTheDocument();
  });
});
