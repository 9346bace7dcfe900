import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventsList } from '../../../shared/schemas/catalogue.js';
import { cards, eventCard, eventsPage } from '../../features/events-list/test-fixtures.js';
import { i18n } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';

/** Answers the events list; returns the URLs of its calls. */
function api(list: (url: URL) => EventsList | Response) {
  mockApi({
    'GET /api/events/list': ({ url }) => {
      const answer = list(url);
      return answer instanceof Response ? answer : json(answer);
    },
  });
  return () => calls.gets('/api/events/list').map((call) => call.url);
}

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

describe('/nbd', () => {
  it.each([
    {
      lang: 'ru',
      title: 'Национальные беговые события',
      upcoming: 'Ближайшие события программы',
      catalogue: 'Все национальные события в каталоге',
      heroLink: 'Все события программы',
      points: ['Серия по всей стране', 'Единый стандарт', 'Звёздный рейтинг', 'Национальный рейтинг'],
      name: 'Белые ночи',
    },
    {
      lang: 'en',
      title: 'National running events',
      upcoming: 'Upcoming events of the programme',
      catalogue: 'All national events in the catalogue',
      heroLink: 'All programme events',
      points: ['A series across the country', 'A common standard', 'Star rating', 'National ranking'],
      name: 'White Nights',
    },
  ])('explains the programme and lists its upcoming national events ($lang)', async (c) => {
    await i18n.changeLanguage(c.lang);
    const listCalls = api(() => eventsPage([eventCard({ name: c.name })], 1));
    renderTenantApp({ path: '/nbd' });

    expect(await screen.findByRole('heading', { level: 1, name: c.title })).toBeInTheDocument();
    for (const point of c.points)
      expect(screen.getByRole('heading', { level: 3, name: point })).toBeVisible();
    const section = screen.getByRole('region', { name: c.upcoming });
    expect(await within(section).findByRole('link', { name: c.name })).toHaveAttribute(
      'href',
      '/event/white-nights',
    );
    for (const name of [c.heroLink, c.catalogue]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/events/future?national=1');
    }
    const [first] = listCalls();
    expect(first!.searchParams.get('national')).toBe('1');
    expect(first!.searchParams.get('type')).toBe('future');
    expect(first!.searchParams.get('language')).toBe(c.lang);
    await waitFor(() => expect(document.title).toBe(`${c.title} — Startline`));
  });

  it('pages with "Show more"', async () => {
    const listCalls = api((url) =>
      url.searchParams.get('cursor') === 'page-2'
        ? eventsPage(cards(2, 21), 22)
        : eventsPage(cards(20), 22, 'page-2'),
    );
    renderTenantApp({ path: '/nbd' });
    const list = await screen.findByRole('list', { name: 'Список событий' });
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(22));
    expect(listCalls().at(-1)!.searchParams.get('cursor')).toBe('page-2');
    expect(listCalls().at(-1)!.searchParams.get('national')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it.each([
    ['ru', 'Ближайших национальных беговых событий пока нет.', 'Все события'],
    ['en', 'There are no upcoming national running events yet.', 'All events'],
  ])('says when no national event is ahead (%s)', async (lang, empty, all) => {
    await i18n.changeLanguage(lang);
    api(() => eventsPage([], 0));
    renderTenantApp({ path: '/nbd' });
    expect(await screen.findByText(empty)).toBeVisible();
    expect(screen.getByRole('link', { name: all })).toHaveAttribute('href', '/events/future');
    expect(screen.queryByRole('list', { name: /Список событий|Events/ })).not.toBeInTheDocument();
  });

  it.each([
    ['ru', 'Не удалось загрузить события.', 'Повторить'],
    ['en', 'The events could not be loaded.', 'Try again'],
  ])('shows an inline error with retry when the list fails (%s)', async (lang, message, retry) => {
    await i18n.changeLanguage(lang);
    let fail = true;
    api(() => (fail ? json({ error: { code: 'INTERNAL', message: 'x' } }, 500) : eventsPage(cards(1), 1)));
    renderTenantApp({ path: '/nbd' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: retry }));
    expect(await screen.findByRole('link', { name: 'Событие 1' })).toBeInTheDocument();
  });
});
