import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { json, mockApi } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';
import { RATING } from '../event/event-fixtures.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('events rating page', () => {
  it('ranks events by stars with the approved marker and links to the event', async () => {
    mockApi({ 'GET /api/events/rating': json(RATING) });
    renderTenantApp({ path: '/Home/EventsRating' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Рейтинг событий' })).toBeVisible();
    await screen.findByRole('link', { name: 'Пять звёзд' });
    const items = screen.getAllByRole('listitem');
    const ranked = items.filter((li) => li.querySelector('h2'));
    expect(ranked.map((li) => li.querySelector('h2')?.textContent)).toEqual(['Пять звёзд', 'Три звезды']);
    expect(within(ranked[0]!).getByRole('img', { name: 'Рейтинг: 5 из 5' })).toBeInTheDocument();
    expect(within(ranked[0]!).getByText('Рейтинг подтверждён')).toBeInTheDocument();
    expect(within(ranked[1]!).getByText('Рейтинг ещё не подтверждён')).toBeInTheDocument();
    expect(within(ranked[1]!).getByText('Казань')).toBeInTheDocument();
    expect(within(ranked[0]!).getByRole('link', { name: 'Пять звёзд' })).toHaveAttribute(
      'href',
      '/event/five',
    );
    await waitFor(() => expect(document.title).toBe('Рейтинг событий — Startline'));
  });
});
