import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN, tenantInfo } from '../../test-utils/render-tenant-app.js';
import { CORP_USER, ME_ADMIN, SUPPORT_USER } from './corp-test-fixture.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  localStorage.clear();
});

const LOAD = { timeout: 10_000 };
const CORP_FLAG = tenantInfo({ featureFlags: [{ id: 'ShowLkCorp', enabled: true }] });

describe('the corporate cabinet’s frame', { timeout: 20_000 }, () => {
  it('tells a user with no company that the cabinet is for companies, with the way to /corp-client', async () => {
    mockApi({ 'GET /api/corp/me': json({ companies: [], support: false }) });
    renderTenantApp({ user: SIGNED_IN, path: '/corp', info: CORP_FLAG });
    expect(
      await screen.findByRole('heading', { name: 'Корпоративный кабинет — для компаний', level: 1 }, LOAD),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Оставить заявку для компании' })).toHaveAttribute(
      'href',
      '/corp-client',
    );
    expect(screen.queryByRole('navigation', { name: 'Разделы кабинета' })).toBeNull();
  });

  it('names the company and the role, lists the sections the role permits, and switches companies', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/corp/me': json(ME_ADMIN) });
    const { router } = renderTenantApp({ user: CORP_USER, path: '/corp', info: CORP_FLAG });
    expect(await screen.findByRole('heading', { name: 'Ромашка', level: 1 }, LOAD)).toBeVisible();
    expect(screen.getByText('Ваша роль: администратор')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Разделы кабинета' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Обзор', '/corp?company=1'],
      ['Компания', '/corp/company?company=1'],
      ['Пользователи', '/corp/users?company=1'],
      ['Сотрудники', '/corp/employees?company=1'],
      ['Регистрации', '/corp/registrations?company=1'],
      ['Отчёты', '/corp/reports?company=1'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Обзор' })).toHaveAttribute('aria-current', 'page');

    // the other company, where the user is a manager: no users section; the choice is in the URL
    await user.selectOptions(screen.getByRole('combobox', { name: 'Выбрать компанию' }), 'Лютик');
    expect(await screen.findByRole('heading', { name: 'Лютик', level: 1 })).toBeVisible();
    expect(router.state.location.search).toBe('?company=2');
    expect(screen.getByText('Ваша роль: менеджер')).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Пользователи' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Компания' })).toHaveAttribute(
      'href',
      '/corp/company?company=2',
    );
    // remembered for a visit without ?company=
    await waitFor(() => expect(localStorage.getItem('startline.corp.company')).toBe('2'));
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/corp/me': json({ ...ME_ADMIN, companies: ME_ADMIN.companies.slice(0, 1) }) });
    renderTenantApp({ user: CORP_USER, path: '/corp', info: CORP_FLAG });
    expect(await screen.findByText('Your role: admin', {}, LOAD)).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Cabinet sections' });
    // one company: no switcher
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Users' })).toBeVisible();
    // the home's cards say what each section is for
    expect(screen.getByText('Requisites for invoices and contact people')).toBeVisible();
  });

  it('shows support with no company yet the way to its leads', async () => {
    mockApi({ 'GET /api/corp/me': json({ companies: [], support: true }) });
    renderTenantApp({ user: SUPPORT_USER, path: '/corp', info: CORP_FLAG });
    expect(await screen.findByRole('heading', { name: 'Компаний пока нет' }, LOAD)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Заявки и компании' })).toHaveAttribute('href', '/corp/support');
  });

  it('is opened from the account menu by a company user', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/corp/me': json(ME_ADMIN) });
    renderTenantApp({ user: CORP_USER, path: '/404', info: CORP_FLAG });
    await user.click(await screen.findByRole('button', { name: /Анна Петрова/ }, LOAD));
    await user.click(screen.getByRole('link', { name: 'Корпоративный кабинет' }));
    expect(await screen.findByRole('heading', { name: 'Ромашка', level: 1 }, LOAD)).toBeVisible();
  });
});
