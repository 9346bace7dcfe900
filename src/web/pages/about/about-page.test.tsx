import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';

// the language is set before the page renders: changed after a test, it would update a page still shown
beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

function tabs(name: string) {
  return within(screen.getByRole('navigation', { name }));
}

describe('About: organizers (index)', () => {
  it('renders the heading, intro and the organizers section under the nav, in Russian', async () => {
    await i18n.changeLanguage('ru');
    renderTenantApp({ path: '/Home/About' });
    expect(await screen.findByRole('heading', { level: 1, name: 'О проекте' })).toBeVisible();
    expect(screen.getByText(/Startline — платформа спортивных стартов/)).toBeVisible();

    const nav = tabs('Разделы страницы «О проекте»');
    expect(nav.getByRole('link', { name: 'Организаторам' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Организаторам' })).toHaveAttribute('href', '/Home/About');
    expect(nav.getByRole('link', { name: 'Участникам' })).not.toHaveAttribute('aria-current');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Что платформа даёт организаторам' }),
    ).toBeVisible();
    for (const title of [
      'Онлайн-регистрация с лимитом мест',
      'Приём оплаты и выплаты',
      'Стартовые списки и результаты',
      'Вопросы участников',
      'Промокоды',
      'Страховка, услуги и товары',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Как начать' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Связаться с нами' })).toHaveAttribute('href', '/Contacts');
    expect(screen.getByRole('link', { name: 'Предложение для компаний' })).toHaveAttribute(
      'href',
      '/corp-client',
    );
    await waitFor(() => expect(document.title).toBe('Организаторам — О проекте — Startline'));
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    renderTenantApp({ path: '/Home/About' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    const nav = tabs('Sections of the About page');
    expect(nav.getByRole('link', { name: 'For organizers' })).toHaveAttribute('aria-current', 'page');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What the platform gives organizers' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Online registration with a capacity limit' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/Contacts');
    await waitFor(() => expect(document.title).toBe('For organizers — About — Startline'));
  });
});

describe('About: participants', () => {
  it('renders the participants section under the same nav, and the tabs switch sections', async () => {
    await i18n.changeLanguage('ru');
    const { router } = renderTenantApp({ path: '/Home/About/participants' });
    expect(await screen.findByRole('heading', { level: 1, name: 'О проекте' })).toBeVisible();
    const nav = tabs('Разделы страницы «О проекте»');
    expect(nav.getByRole('link', { name: 'Участникам' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Участникам' })).toHaveAttribute('href', '/Home/About/participants');
    expect(nav.getByRole('link', { name: 'Организаторам' })).not.toHaveAttribute('aria-current');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Как всё устроено для участников' }),
    ).toBeVisible();
    for (const title of [
      'Как найти старт',
      'Регистрация',
      'Оплата',
      'Личный кабинет',
      'Результаты и рейтинги',
      'Cookie и персональные данные',
      'Поддержка',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    const register = within(screen.getByRole('region', { name: 'Регистрация' }));
    expect(register.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Перейти к событиям' })).toHaveAttribute(
      'href',
      '/events/future',
    );
    expect(screen.getByRole('link', { name: 'Открыть личный кабинет' })).toHaveAttribute(
      'href',
      '/MyAccount',
    );
    expect(screen.getByRole('link', { name: 'Рейтинг событий' })).toHaveAttribute(
      'href',
      '/Home/EventsRating',
    );
    expect(screen.getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', '/Contacts');
    await waitFor(() => expect(document.title).toBe('Участникам — О проекте — Startline'));

    await userEvent.click(nav.getByRole('link', { name: 'Организаторам' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Что платформа даёт организаторам' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/Home/About');
    expect(tabs('Разделы страницы «О проекте»').getByRole('link', { name: 'Организаторам' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('heading', { name: 'Как найти старт' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    renderTenantApp({ path: '/Home/About/participants' });
    const nav = await screen.findByRole('navigation', { name: 'Sections of the About page' });
    expect(within(nav).getByRole('link', { name: 'For participants' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'For organizers' })).not.toHaveAttribute('aria-current');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'How it works for participants' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Cookies and personal data' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open my account' })).toHaveAttribute('href', '/MyAccount');
    await waitFor(() => expect(document.title).toBe('For participants — About — Startline'));
  });
});
