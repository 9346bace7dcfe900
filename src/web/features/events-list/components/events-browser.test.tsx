import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.js';
import { calls, json, mockApi } from '../../../test/api.js';
import { cards, eventsPage, listFilter } from '../test-fixtures.js';
import { EventsBrowser } from './events-browser.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('EventsBrowser embedded in a series page', () => {
  it('sends the fixed series, links tabs under basePath and offers no series filter', async () => {
    mockApi({
      'GET /api/events/list': json(eventsPage(cards(2), 2)),
      'GET /api/events/listFilter': json(listFilter()),
    });
    const router = createMemoryRouter(
      [
        {
          path: '/series/:seriesCode/events/:type',
          element: <EventsBrowser basePath="/series/spb-cup/events" fixedFilters={{ series: 'spb-cup' }} />,
        },
      ],
      // a series in the URL cannot override the fixed one
      { initialEntries: ['/series/spb-cup/events/past?series=other&city=1'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByText('Найдено 2 события');
    const sent = calls.gets('/api/events/list')[0]!.query;
    expect(sent.get('series')).toBe('spb-cup');
    expect(sent.get('type')).toBe('past');
    expect(sent.get('city')).toBe('1');
    const tabs = within(screen.getByRole('navigation', { name: 'Разделы событий' }));
    expect(tabs.getByRole('link', { name: 'Все' })).toHaveAttribute(
      'href',
      '/series/spb-cup/events/all?city=1',
    );
    expect(tabs.getByRole('link', { name: 'Прошедшие' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('button', { name: 'Убрать фильтр: Город: Москва' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Серия/ })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /^Фильтры/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Фильтры' });
    expect(within(dialog).queryByLabelText('Серия')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Город')).toBeInTheDocument();
  });
});
