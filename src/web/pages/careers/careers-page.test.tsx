import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { apiError, json, mockApi } from '../../test/api.js';
import { renderTenantApp, tenantInfo } from '../../test-utils/render-tenant-app.js';
import { VACANCIES } from './careers-fixtures.js';

// the route loads the page lazily: load it once here, so the first test does not wait for the transform
beforeAll(() => import('./careers-page.js'));
beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

const titles = () =>
  within(screen.getByRole('list', { name: 'Открытые вакансии' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/Careers', () => {
  it('lists the open positions with team, city, employment, remote and date (ru)', async () => {
    mockApi({ 'GET /api/careers/vacancies': json({ items: VACANCIES }) });
    renderTenantApp({ path: '/Careers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Вакансии' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Работа в Startline' })).toBeVisible();
    const link = await screen.findByRole('link', { name: 'Frontend-разработчик' });
    expect(link).toHaveAttribute('href', '/Careers/12');
    const card = link.closest('li')!;
    expect(within(card).getByText('Разработка')).toBeVisible();
    expect(within(card).getByText('Москва')).toBeVisible();
    expect(within(card).getByText('Полная занятость')).toBeVisible();
    expect(within(card).getByText('Можно удалённо')).toBeVisible();
    expect(within(card).getByText('Опубликовано 20 ноября 2026 г.')).toBeVisible();
    const support = screen.getByRole('link', { name: 'Специалист поддержки' }).closest('li')!;
    expect(within(support).getByText('Частичная занятость')).toBeVisible();
    expect(within(support).queryByText('Можно удалённо')).not.toBeInTheDocument();
    expect(titles()).toEqual([
      'Frontend-разработчик',
      'Специалист поддержки',
      'Backend-разработчик',
      'Стажёр-аналитик',
    ]);
    await waitFor(() => expect(document.title).toBe('Вакансии — Startline'));
  });

  it('in English: employment types, the remote badge and the date', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/careers/vacancies': json({ items: VACANCIES }) });
    renderTenantApp({ path: '/Careers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    const card = (await screen.findByRole('link', { name: 'Backend-разработчик' })).closest('li')!;
    expect(within(card).getByText('Contract')).toBeVisible();
    expect(within(card).getByText('Remote possible')).toBeVisible();
    expect(within(card).getByText('Published 10 November 2026')).toBeVisible();
    expect(screen.getByText('Internship')).toBeVisible();
  });

  it('filters by team with chips and keeps the choice in the address', async () => {
    mockApi({ 'GET /api/careers/vacancies': json({ items: VACANCIES }) });
    const { router } = renderTenantApp({ path: '/Careers' });
    const filter = await screen.findByRole('group', { name: 'Команда' });
    const all = within(filter).getByRole('button', { name: 'Все команды 4' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(filter).getByRole('button', { name: 'Разработка 2' }));
    // (the address changes through the router, which lets the route's loader run first)
    await waitFor(() => expect(titles()).toEqual(['Frontend-разработчик', 'Backend-разработчик']));
    expect(within(filter).getByRole('button', { name: 'Разработка 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(new URLSearchParams(router.state.location.search).get('team')).toBe('Разработка');
    await userEvent.click(all);
    await waitFor(() => expect(titles()).toHaveLength(4));
    expect(router.state.location.search).toBe('');
  });

  it('opens with the team from the address; a team nobody has shows everything', async () => {
    mockApi({ 'GET /api/careers/vacancies': json({ items: VACANCIES }) });
    const view = renderTenantApp({ path: '/Careers?team=' + encodeURIComponent('Аналитика') });
    await screen.findByRole('link', { name: 'Стажёр-аналитик' });
    expect(titles()).toEqual(['Стажёр-аналитик']);
    view.unmount();
    renderTenantApp({ path: '/Careers?team=Маркетинг' });
    await screen.findByRole('link', { name: 'Стажёр-аналитик' });
    expect(titles()).toHaveLength(4);
  });

  it('a short list has no filter', async () => {
    mockApi({ 'GET /api/careers/vacancies': json({ items: VACANCIES.slice(0, 3) }) });
    renderTenantApp({ path: '/Careers' });
    await screen.findByRole('link', { name: 'Frontend-разработчик' });
    expect(screen.queryByRole('group', { name: 'Команда' })).not.toBeInTheDocument();
  });

  it('with nothing open, invites to write to the support e-mail (ru and en)', async () => {
    mockApi({ 'GET /api/careers/vacancies': json({ items: [] }) });
    const view = renderTenantApp({ path: '/Careers' });
    const main = await screen.findByRole('main');
    const link = await within(main).findByRole('link', { name: 'help@startline.test' });
    expect(link).toHaveAttribute('href', 'mailto:help@startline.test');
    expect(link.closest('p')).toHaveTextContent(
      'Сейчас открытых вакансий нет — но всё равно напишите нам на help@startline.test',
    );
    view.unmount();
    await i18n.changeLanguage('en');
    renderTenantApp({ path: '/Careers' });
    expect(await screen.findByText(/No open positions right now — write to us anyway at/)).toHaveTextContent(
      'No open positions right now — write to us anyway at help@startline.test',
    );
  });

  it('with nothing open and no tenant info, points to the contacts page', async () => {
    mockApi({ 'GET /api/careers/vacancies': json({ items: [] }) });
    renderTenantApp({ path: '/Careers', info: null });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'страницу контактов' })).toHaveAttribute(
      'href',
      '/Contacts',
    );
  });

  it('a failed call shows an error with a retry that loads the list', async () => {
    let fail = true;
    mockApi({
      'GET /api/careers/vacancies': () =>
        fail ? apiError(500, 'INTERNAL', 'Произошла ошибка.') : json({ items: VACANCIES }),
    });
    renderTenantApp({ path: '/Careers', info: tenantInfo() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Произошла ошибка. Попробуйте позже.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Frontend-разработчик' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a skeleton while the list loads', async () => {
    mockApi({ 'GET /api/careers/vacancies': () => new Promise<Response>(() => {}) as never });
    renderTenantApp({ path: '/Careers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Вакансии' })).toBeVisible();
    const openings = screen.getByRole('region', { name: 'Открытые вакансии' });
    expect(within(openings).getByRole('status')).toHaveTextContent('Загрузка…');
    expect(within(openings).queryByRole('list')).not.toBeInTheDocument();
  });
});
