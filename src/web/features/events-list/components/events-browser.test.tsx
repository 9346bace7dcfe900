import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.js';
import { cards, eventsPage, listFilter } from '../test-fixtures.js';
import { EventsBrowser } from './events-browser.js';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(() => vi.unstubAllGlobals());

describe('EventsBrowser embedded in a series page', () => {
  it('sends the fixed series, links tabs under basePath and offers no series filter', async () => {
    const calls: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost');
        calls.push(url);
        if (url.pathname === '/api/events/list') return json(eventsPage(cards(2), 2));
        if (url.pathname === '/api/events/listFilter') return json(listFilter());
        return new Response('', { status: 404 });
      }),
    );
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
    const sent = calls.find((u) => u.pathname === '/api/events/list')!.searchParams;
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
