import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventsList } from '../../../shared/schemas/catalogue.js';
import { cards, eventsMap, eventsPage, listFilter } from '../../features/events-list/test-fixtures.js';
import { i18n } from '../../i18n/i18n.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';

const mapModule = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock('../../features/events-list/components/events-map.js', () => {
  mapModule.loaded();
  return {
    EventsMap: ({ points }: { points: unknown[] }) => <div>map stub with {points.length} points</div>,
  };
});

type ListAnswer = (url: URL) => EventsList | Response;

/** Answers the catalogue calls: the list with `list`, the map's points and the filters' options. */
function api(list: ListAnswer) {
  mockApi({
    'GET /api/events/list': ({ url }) => {
      const answer = list(url);
      return answer instanceof Response ? answer : json(answer);
    },
    'GET /api/events/map': json(eventsMap(3)),
    'GET /api/events/listFilter': json(listFilter()),
  });
  /** The URLs of the list's calls so far. */
  const listCalls = () => calls.gets('/api/events/list').map((call) => call.url);
  return { listCalls };
}

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  mapModule.loaded.mockClear();
});

describe('events list page', () => {
  it('redirects /events to /events/future and links the tabs, keeping the filters', async () => {
    api(() => eventsPage(cards(1), 1));
    const { router } = renderTenantApp({ path: '/events?city=1' });
    await screen.findByRole('heading', { level: 1, name: 'События' });
    expect(router.state.location.pathname).toBe('/events/future');
    const tabs = within(screen.getByRole('navigation', { name: 'Разделы событий' }));
    const expected = {
      Все: 'all',
      Предстоящие: 'future',
      Сегодня: 'today',
      Серии: 'series',
      Виртуальные: 'virtual',
      Результаты: 'results',
      Прошедшие: 'past',
    };
    for (const [name, tab] of Object.entries(expected)) {
      expect(tabs.getByRole('link', { name })).toHaveAttribute('href', `/events/${tab}?city=1`);
    }
    expect(tabs.getByRole('link', { name: 'Предстоящие' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Все' })).not.toHaveAttribute('aria-current');
  });

  it('shows the not-found page for an unknown tab', async () => {
    api(() => eventsPage([], 0));
    renderTenantApp({ path: '/events/tomorrow' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it.each([
    [1, 'Найдено 1 событие', '1 event found'],
    [2, 'Найдено 2 события', '2 events found'],
    [5, 'Найдено 5 событий', '5 events found'],
    [21, 'Найдено 21 событие', '21 events found'],
  ])('counts %i events with the right plural', async (total, ru, en) => {
    api(() => eventsPage(cards(Math.min(total, 20)), total, total > 20 ? 'c2' : null));
    renderTenantApp({ path: '/events/all' });
    const count = await screen.findByText(ru);
    expect(count).toHaveAttribute('aria-live', 'polite');
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText(en)).toBeInTheDocument();
  });

  it('says "more than 1,000" when the list capped its count (ADR 012)', async () => {
    api(() => eventsPage(cards(20), 1000, 'c2', true));
    renderTenantApp({ path: '/events/future' });
    expect(await screen.findByText('Найдено более 1 000 событий')).toHaveAttribute('aria-live', 'polite');
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('1,000+ events found')).toBeInTheDocument();
  });

  it('reads the filters from the URL, ignores garbage, sends the rest and shows them as chips', async () => {
    const { listCalls } = api(() => eventsPage(cards(2), 2));
    renderTenantApp({
      path: '/events/today?city=2&sport=run,curling&rating=nine&national=1&dateFrom=yesterday',
    });
    await screen.findByText('Найдено 2 события');
    const sent = listCalls()[0]!.searchParams;
    expect(sent.get('type')).toBe('today');
    expect(sent.get('language')).toBe('ru');
    expect(sent.get('city')).toBe('2');
    expect(sent.get('sport')).toBe('run');
    expect(sent.get('national')).toBe('1');
    expect(sent.has('rating')).toBe(false);
    expect(sent.has('dateFrom')).toBe(false);
    expect(
      await screen.findByRole('button', { name: 'Убрать фильтр: Город: Санкт-Петербург' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Убрать фильтр: Бег' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Убрать фильтр: Национальные беговые события' }),
    ).toBeInTheDocument();
  });

  it('removes a chip through the URL, and Back brings it back', async () => {
    const { listCalls } = api(() => eventsPage(cards(2), 2));
    const { router } = renderTenantApp({ path: '/events/future?city=2&national=1' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Убрать фильтр: Национальные беговые события' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?city=2'));
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.has('national')).toBe(false));
    await act(() => router.navigate(-1));
    expect(
      await screen.findByRole('button', { name: 'Убрать фильтр: Национальные беговые события' }),
    ).toBeInTheDocument();
  });

  it('applies filters from the dialog (mobile) and searches on Enter', async () => {
    const { listCalls } = api(() => eventsPage(cards(1), 1));
    const { router } = renderTenantApp({ path: '/events/future' });
    await screen.findByText('Найдено 1 событие');
    await userEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
    const dialog = await screen.findByRole('dialog', { name: 'Фильтры' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Москва' })).toBeInTheDocument());
    await userEvent.selectOptions(within(dialog).getByLabelText('Город'), 'Москва');
    await userEvent.click(within(dialog).getByLabelText('Плавание'));
    await userEvent.click(within(dialog).getByLabelText('Открыта регистрация'));
    expect(router.state.location.search).toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=1&sport=swimming&available=1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Поиск событий' });
    await userEvent.type(search, 'ночи{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=%D0%BD%D0%BE%D1%87%D0%B8&city=1&sport=swimming&available=1',
      ),
    );
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('q')).toBe('ночи'));
  });

  it.each([
    ['ru', 'По вашему запросу не найдено ни одного события', 'Сбросить фильтры'],
    ['en', 'No events were found for your query', 'Reset filters'],
  ] as const)('says so when nothing is found (%s) and offers a reset', async (lang, message, reset) => {
    await i18n.changeLanguage(lang);
    api(() => eventsPage([], 0));
    renderTenantApp({ path: '/events/past?q=zzz&city=1' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: reset })).toHaveAttribute('href', '/events/past');
  });

  it('appends the next page with the cursor on "Show more"', async () => {
    const { listCalls } = api((url) =>
      url.searchParams.get('cursor') === 'page-2'
        ? eventsPage(cards(5, 21), 25)
        : eventsPage(cards(20), 25, 'page-2'),
    );
    renderTenantApp({ path: '/events/future' });
    expect(await screen.findByText('Найдено 25 событий')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Список событий' });
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(25));
    expect(within(list).getByRole('link', { name: 'Событие 1' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Событие 25' })).toBeInTheDocument();
    expect(listCalls().at(-1)!.searchParams.get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('shows skeletons while loading and an inline error with retry', async () => {
    let fail = true;
    api(() => (fail ? json({ error: { code: 'X' } }, 500) : eventsPage(cards(1), 1)));
    renderTenantApp({ path: '/events/future' });
    expect(
      screen.queryByTestId('events-skeleton') ?? (await screen.findByTestId('events-skeleton')),
    ).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить события.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Найдено 1 событие')).toBeInTheDocument();
  });

  it('loads the map module only when the map is opened, and keeps the view in the URL', async () => {
    api(() => eventsPage(cards(3), 3));
    const { router } = renderTenantApp({ path: '/events/future?city=2' });
    await screen.findByText('Найдено 3 события');
    expect(mapModule.loaded).not.toHaveBeenCalled();
    expect(calls.gets('/api/events/map')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'На карте' }));
    expect(await screen.findByText('map stub with 1 points')).toBeInTheDocument();
    // the count is the list's, and the events the map cannot show are said
    expect(screen.getByText('Найдено 3 события')).toBeInTheDocument();
    expect(
      screen.getByText('Ещё 2 события без места на карте: онлайн или место не указано.'),
    ).toBeInTheDocument();
    expect(mapModule.loaded).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?city=2&view=map');
    const mapCall = calls.gets('/api/events/map')[0]!;
    expect(mapCall.query.get('city')).toBe('2');
    expect(screen.getByRole('button', { name: 'На карте' })).toHaveAttribute('aria-pressed', 'true');
  });
});
