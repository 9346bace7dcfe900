import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';
import { SERIES } from '../event/event-fixtures.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});
/** The API knows one series, spb-cup. */
function answer() {
  mockApi({
    'GET /api/series/:code': ({ params }) =>
      params.code === 'spb-cup' ? json(SERIES) : apiError(404, 'NOT_FOUND', 'Not found'),
  });
}

describe('series page', () => {
  it('shows the series with its tabs', async () => {
    answer();
    renderTenantApp({ path: '/series/spb-cup' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Кубок Петербурга' })).toBeVisible();
    // the description is the server's sanitised HTML, shown as formatted text, not as tags
    expect(screen.getByText('сезон', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText(/<p>/)).not.toBeInTheDocument();
    expect(screen.getByText('Бег')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Разделы серии' });
    expect(within(tabs).getByRole('link', { name: 'Обзор' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'События' })).toHaveAttribute(
      'href',
      '/series/spb-cup/events',
    );
    expect(screen.getByRole('link', { name: 'Смотреть 3 предстоящих события' })).toHaveAttribute(
      'href',
      '/series/spb-cup/events/future',
    );
    await waitFor(() => expect(document.title).toBe('Кубок Петербурга — Startline'));
  });

  it('events redirects to events/future and embeds the catalogue fixed to the series', async () => {
    answer();
    const { router } = renderTenantApp({ path: '/series/spb-cup/events' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/series/spb-cup/events/future'));
    const tabs = await screen.findByRole('navigation', { name: 'Разделы серии' });
    expect(within(tabs).getByRole('link', { name: 'События' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(
        calls.all().some((c) => c.path.startsWith('/api/events') && c.query.get('series') === 'spb-cup'),
      ).toBe(true),
    );
  });

  it('renders the not-found page for an unknown series', async () => {
    answer();
    renderTenantApp({ path: '/series/nope' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  });
});
