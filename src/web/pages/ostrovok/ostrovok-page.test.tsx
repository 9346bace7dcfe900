import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventsList } from '../../../shared/schemas/catalogue.js';
import type { Campaign } from '../../../shared/schemas/content.js';
import { eventCard, eventsPage } from '../../features/events-list/test-fixtures.js';
import { i18n } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';

const CAMPAIGN: Record<'ru' | 'en', Campaign> = {
  ru: {
    code: 'ostrovok',
    title: 'Бегите — отдыхайте с Островком',
    partnerName: 'Островок',
    partnerUrl: 'https://ostrovok.example/startline',
    description: '<p>Скидка на отели в городах <strong>забегов акции</strong>.</p>',
    offer: 'Скидка 10% на проживание',
    startsAt: '2026-06-01T00:00:00+03:00',
    endsAt: '2026-08-31T00:00:00+03:00',
    eventsCount: 1,
  },
  en: {
    code: 'ostrovok',
    title: 'Run and rest with Ostrovok',
    partnerName: 'Ostrovok',
    partnerUrl: 'https://ostrovok.example/startline',
    description: '<p>A discount on hotels in the cities of the <strong>campaign races</strong>.</p>',
    offer: '10% off your stay',
    startsAt: '2026-06-01T00:00:00+03:00',
    endsAt: '2026-08-31T00:00:00+03:00',
    eventsCount: 1,
  },
};

/** Answers the campaign and the events list. */
function api(
  campaign: (lang: string) => Response,
  list: () => EventsList = () => eventsPage([eventCard()], 1),
) {
  mockApi({
    'GET /api/campaigns/ostrovok': ({ query }) => campaign(query.get('language') ?? 'ru'),
    'GET /api/events/list': () => json(list()),
  });
}

const found = (lang: string) => json(CAMPAIGN[lang === 'en' ? 'en' : 'ru']);

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('/ostrovok', () => {
  it.each([
    {
      lang: 'ru' as const,
      period: 'Срок действия: с 1 июня 2026 г. по 31 августа 2026 г.',
      link: 'На сайт партнёра: Островок (откроется в новой вкладке)',
      headings: ['Предложение', 'Об акции', 'Как воспользоваться предложением', 'События акции'],
      steps: ['Выберите событие', 'Перейдите к партнёру', 'Забронируйте на даты старта'],
    },
    {
      lang: 'en' as const,
      period: 'Valid: from 1 June 2026 to 31 August 2026',
      link: "Go to the partner's site: Ostrovok (opens in a new tab)",
      headings: ['The offer', 'About the campaign', 'How to use the offer', 'Events of the campaign'],
      steps: ['Choose an event', 'Go to the partner', 'Book for the race dates'],
    },
  ])('shows the campaign, its offer, the steps and its events ($lang)', async (c) => {
    await i18n.changeLanguage(c.lang);
    api(found);
    renderTenantApp({ path: '/ostrovok' });

    const campaign = CAMPAIGN[c.lang];
    expect(await screen.findByRole('heading', { level: 1, name: campaign.title })).toBeInTheDocument();
    expect(screen.getByText(c.period)).toBeVisible();
    for (const name of c.headings) expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    for (const name of c.steps) expect(screen.getByRole('heading', { level: 3, name })).toBeVisible();
    expect(screen.getByText(campaign.offer)).toBeVisible();
    expect(screen.getByText(c.lang === 'ru' ? 'забегов акции' : 'campaign races').tagName).toBe('STRONG');

    const partner = screen.getByRole('link', { name: c.link });
    expect(partner).toHaveAttribute('href', 'https://ostrovok.example/startline');
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer sponsored');

    const events = screen.getByRole('region', { name: c.headings[3] });
    expect(await within(events).findByRole('link', { name: 'Белые ночи' })).toHaveAttribute(
      'href',
      '/event/white-nights',
    );
    const listCall = calls.gets('/api/events/list')[0]!;
    expect(listCall.query.get('campaign')).toBe('ostrovok');
    expect(listCall.query.get('type')).toBe('future');
    expect(calls.gets('/api/campaigns/ostrovok')[0]!.query.get('language')).toBe(c.lang);
    await waitFor(() => expect(document.title).toBe(`${campaign.title} — Startline`));
  });

  it('has its own co-branded layout: skip link, no main menu, compact footer', async () => {
    api(found);
    renderTenantApp({ path: '/ostrovok' });
    await screen.findByRole('heading', { level: 1 });

    expect(document.documentElement.dataset.layout).toBe('ostrovok');
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Startline — на главную' })).toHaveAttribute('href', '/');
    expect(header).toHaveTextContent('Островок');
    expect(within(header).getByRole('group', { name: 'Язык интерфейса' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Основное меню' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Войти' })).not.toBeInTheDocument();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'help@startline.test' })).toHaveAttribute(
      'href',
      'mailto:help@startline.test',
    );
    expect(within(footer).getByRole('link', { name: 'На главный сайт Startline' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('says when the campaign has no events yet', async () => {
    api(found, () => eventsPage([], 0));
    renderTenantApp({ path: '/ostrovok' });
    expect(await screen.findByText('Событий акции пока нет.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Все события' })).toHaveAttribute('href', '/events/future');
  });

  it('an unknown campaign is the default not-found page', async () => {
    api(() => json({ error: { code: 'NOT_FOUND', message: 'Не найдено.' } }, 404));
    renderTenantApp({ path: '/ostrovok' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'События' })).toHaveAttribute('href', '/events/future');
    await waitFor(() => expect(document.documentElement.dataset.bg).toBe('white'));
  });

  it('a failed campaign call shows an error with retry', async () => {
    let fail = true;
    api(() => (fail ? json({ error: { code: 'INTERNAL', message: 'x' } }, 500) : found('ru')));
    renderTenantApp({ path: '/ostrovok' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Произошла ошибка. Попробуйте позже.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: CAMPAIGN.ru.title })).toBeInTheDocument();
  });
});
