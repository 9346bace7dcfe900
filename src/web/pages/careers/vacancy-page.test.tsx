import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';
import { VACANCY } from './careers-fixtures.js';

// the route loads the page lazily: load it once here, so the first test does not wait for the transform
beforeAll(() => Promise.all([import('./vacancy-page.js'), import('../not-found/not-found-page.js')]));
beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('/Careers/{id}', () => {
  it('shows the vacancy: facts, description, how to apply and a mailto apply link (ru)', async () => {
    mockApi({ 'GET /api/careers/vacancies/12': json(VACANCY) });
    renderTenantApp({ path: '/Careers/12' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frontend-разработчик & дизайнер' }),
    ).toBeVisible();
    const facts = screen.getByRole('complementary', { name: 'Об условиях' });
    expect(within(facts).getByText('Разработка')).toBeVisible();
    expect(within(facts).getByText('Москва')).toBeVisible();
    expect(within(facts).getByText('Полная занятость')).toBeVisible();
    expect(within(facts).getByText('Можно удалённо')).toBeVisible();
    expect(within(facts).getByText('20 ноября 2026 г.')).toBeVisible();

    const description = screen.getByRole('region', { name: 'О вакансии' });
    expect(within(description).getByText('регистрацию', { selector: 'strong' })).toBeVisible();
    expect(
      within(description)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['React', 'TypeScript']);
    const howTo = screen.getByRole('region', { name: 'Как откликнуться' });
    expect(within(howTo).getByText(/Пришлите резюме/).textContent).toBe(
      'Пришлите резюме и ссылку на код.\nОтветим в течение недели.',
    );

    const apply = screen.getByRole('link', { name: 'Откликнуться' });
    expect(apply).toHaveAttribute(
      'href',
      'mailto:jobs@startline.test?subject=Frontend-%D1%80%D0%B0%D0%B7%D1%80%D0%B0%D0%B1%D0%BE%D1%82%D1%87%D0%B8%D0%BA%20%26%20%D0%B4%D0%B8%D0%B7%D0%B0%D0%B9%D0%BD%D0%B5%D1%80',
    );
    expect(apply).toHaveAccessibleDescription(
      'Откроется почтовая программа с письмом на jobs@startline.test',
    );
    expect(screen.getByRole('link', { name: /Все вакансии/ })).toHaveAttribute('href', '/Careers');
    expect(calls.all().some((call) => call.path === '/api/careers/vacancies/12')).toBe(true);
    await waitFor(() => expect(document.title).toBe('Frontend-разработчик & дизайнер — Startline'));
  });

  it('in English: the section titles, employment and the apply button', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      'GET /api/careers/vacancies/12': json({ ...VACANCY, employment: 'internship', remote: false }),
    });
    renderTenantApp({ path: '/Careers/12' });
    expect(await screen.findByRole('heading', { level: 2, name: 'About the job' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'How to apply' })).toBeVisible();
    expect(screen.getByText('Internship')).toBeVisible();
    expect(screen.queryByText('Remote possible')).not.toBeInTheDocument();
    expect(screen.getByText('20 November 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:jobs@startline\.test\?subject=Frontend-/),
    );
    expect(screen.getByRole('link', { name: /All vacancies/ })).toHaveAttribute('href', '/Careers');
  });

  it('an id the server does not know shows the not-found page', async () => {
    mockApi({ 'GET /api/careers/vacancies/999': apiError(404, 'NOT_FOUND', 'Не найдено.') });
    renderTenantApp({ path: '/Careers/999' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Все вакансии/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-bg', 'white'));
  });

  it('an id that is not a number is not found without asking the server', async () => {
    mockApi({});
    renderTenantApp({ path: '/Careers/frontend' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    expect(calls.all().some((call) => call.path.startsWith('/api/careers'))).toBe(false);
  });

  it('another failure shows an error with a retry; the back link stays', async () => {
    let fail = true;
    mockApi({
      'GET /api/careers/vacancies/12': () =>
        fail ? apiError(500, 'INTERNAL', 'Произошла ошибка.') : json(VACANCY),
    });
    renderTenantApp({ path: '/Careers/12' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Произошла ошибка. Попробуйте позже.');
    expect(screen.getByRole('link', { name: /Все вакансии/ })).toBeVisible();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frontend-разработчик & дизайнер' }),
    ).toBeVisible();
  });
});
