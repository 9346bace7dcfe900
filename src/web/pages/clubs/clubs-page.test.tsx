import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clubsSchema, type ClubEvent, type ClubSummary } from '../../../shared/schemas/clubs.js';
import { i18n } from '../../i18n/i18n.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';

// the route loads the page lazily: load it once here, so the first test does not wait for the transform
beforeAll(() => import('./clubs-page.js'));
beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

const EVENTS = {
  whiteNights: {
    code: 'white-nights',
    name: 'Белые ночи',
    startsAt: '2026-07-12T05:00:00Z',
    timeZone: 'Europe/Moscow',
    city: 'Санкт-Петербург',
  },
  kazanTrail: {
    code: 'kazan-trail',
    name: 'Казанский трейл',
    startsAt: '2026-08-01T06:00:00Z',
    timeZone: 'Europe/Moscow',
    city: 'Казань',
  },
  // shown in its own time zone: 04:30 on the 21st in Novosibirsk
  obSwim: {
    code: 'ob-swim',
    name: 'Заплыв через Обь',
    startsAt: '2026-08-20T21:30:00Z',
    timeZone: 'Asia/Novosibirsk',
    city: 'Новосибирск',
  },
  // online: no city
  wings: {
    code: 'wings',
    name: 'Онлайн-забег «Крылья»',
    startsAt: '2026-07-20T07:00:00Z',
    timeZone: 'Europe/Moscow',
    city: null,
  },
} satisfies Record<string, ClubEvent>;
const { whiteNights, kazanTrail, obSwim, wings } = EVENTS;

/** A club as the API answers it. */
const club = (
  id: number,
  name: string,
  city: string | null,
  [participants, upcomingCount]: [number, number],
  upcomingEvents: ClubEvent[],
): ClubSummary => ({ id, name, city, participants, upcomingCount, upcomingEvents });

const CLUBS = clubsSchema.parse({
  items: [
    club(7, 'Moscow Runners', 'Москва', [21, 5], [whiteNights, kazanTrail, obSwim]),
    club(3, 'Беговой клуб «Лужники»', 'Москва', [3, 2], [whiteNights, wings]),
    club(9, 'Сибирь Ран', 'Новосибирск', [12, 3], [whiteNights, kazanTrail, obSwim]),
    club(5, 'Казань Бегает', 'Казань', [1, 1], [kazanTrail]),
    club(4, 'Лыжный клуб «Динамо»', null, [0, 0], []),
  ],
});

const card = (name: string) => screen.getByRole('article', { name });
/** The query strings of the page's calls to /api/clubs. */
const clubsCalls = () => calls.gets('/api/clubs').map((call) => call.url.search);

describe('/clubs', () => {
  it('shows a skeleton, then a card per club: city, participants, next events (ru)', async () => {
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    mockApi({ 'GET /api/clubs': () => pending as never });
    renderTenantApp({ path: '/clubs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Клубы' })).toBeVisible();
    expect(screen.getByText(/^Клубы, за которые выступают участники стартов/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    answer(json(CLUBS));
    const runners = await screen.findByRole('article', { name: 'Moscow Runners' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent),
    ).toEqual([
      'Moscow Runners',
      'Беговой клуб «Лужники»',
      'Сибирь Ран',
      'Казань Бегает',
      'Лыжный клуб «Динамо»',
    ]);
    expect(within(runners).getByText('Москва')).toBeVisible();
    expect(within(runners).getByText('21 участник на ближайших стартах')).toBeVisible();
    expect(
      within(card('Беговой клуб «Лужники»')).getByText('3 участника на ближайших стартах'),
    ).toBeVisible();
    expect(within(card('Сибирь Ран')).getByText('12 участников на ближайших стартах')).toBeVisible();

    const next = within(runners).getAllByRole('listitem');
    expect(next.map((li) => li.textContent)).toEqual([
      'Белые ночи12 июля 2026, всСанкт-Петербург',
      'Казанский трейл1 августа 2026, сбКазань',
      'Заплыв через Обь21 августа 2026, птНовосибирск',
    ]);
    expect(within(runners).getByRole('link', { name: 'Белые ночи' })).toHaveAttribute(
      'href',
      '/event/white-nights',
    );
    expect(within(runners).getByRole('link', { name: 'Заплыв через Обь' })).toHaveAttribute(
      'href',
      '/event/ob-swim',
    );
    // an online race has no city
    expect(within(card('Беговой клуб «Лужники»')).getAllByRole('listitem')[1]).toHaveTextContent(
      /^Онлайн-забег «Крылья»20 июля 2026, пн$/,
    );
    expect(clubsCalls()).toEqual(['?language=ru']);
    await waitFor(() => expect(document.title).toBe('Клубы — Startline'));
  });

  it("links to the club's events on the events list when there are more than the card shows", async () => {
    mockApi({ 'GET /api/clubs': json(CLUBS) });
    const { router } = renderTenantApp({ path: '/clubs' });
    const runners = await screen.findByRole('article', { name: 'Moscow Runners' });
    const all = within(runners).getByRole('link', { name: 'Все старты клуба (5): Moscow Runners' });
    expect(all).toHaveAttribute('href', '/events/future?club=7');
    // every upcoming event is already on the card: no such link
    for (const name of ['Беговой клуб «Лужники»', 'Сибирь Ран', 'Казань Бегает']) {
      expect(within(card(name)).queryByRole('link', { name: /^Все старты клуба/ })).not.toBeInTheDocument();
    }
    await userEvent.click(all);
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/future'));
    expect(router.state.location.search).toBe('?club=7');
  });

  it('a club without upcoming starts says so and lists nothing', async () => {
    mockApi({ 'GET /api/clubs': json(CLUBS) });
    renderTenantApp({ path: '/clubs' });
    const dynamo = await screen.findByRole('article', { name: 'Лыжный клуб «Динамо»' });
    expect(within(dynamo).getByText('Пока никто из клуба не заявлен на ближайшие старты')).toBeVisible();
    expect(within(dynamo).queryByRole('list')).not.toBeInTheDocument();
    expect(within(dynamo).queryByRole('link')).not.toBeInTheDocument();
  });

  it('in English: the texts, the plurals and the dates', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/clubs': json(CLUBS) });
    renderTenantApp({ path: '/clubs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clubs' })).toBeVisible();
    expect(screen.getByText(/^The clubs our participants race for/)).toBeVisible();
    const runners = await screen.findByRole('article', { name: 'Moscow Runners' });
    expect(within(runners).getByText('21 participants in upcoming races')).toBeVisible();
    expect(within(card('Казань Бегает')).getByText('1 participant in upcoming races')).toBeVisible();
    expect(within(runners).getByRole('heading', { level: 3, name: 'Next races' })).toBeVisible();
    expect(within(runners).getAllByRole('listitem')[0]).toHaveTextContent('Белые ночи12 July 2026, Sun');
    expect(
      within(runners).getByRole('link', { name: "All the club's events (5): Moscow Runners" }),
    ).toHaveAttribute('href', '/events/future?club=7');
    expect(
      within(card('Лыжный клуб «Динамо»')).getByText('No club members entered in upcoming races yet'),
    ).toBeVisible();
    expect(clubsCalls()).toEqual(['?language=en']);
    await waitFor(() => expect(document.title).toBe('Clubs — Startline'));
  });

  it('without clubs, says so and leads to the upcoming events (ru and en)', async () => {
    mockApi({ 'GET /api/clubs': json({ items: [] }) });
    const view = renderTenantApp({ path: '/clubs' });
    expect(await screen.findByText('Клубов пока нет')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Смотреть ближайшие старты' })).toHaveAttribute(
      'href',
      '/events/future',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    view.unmount();
    await i18n.changeLanguage('en');
    renderTenantApp({ path: '/clubs' });
    expect(await screen.findByText('No clubs yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See upcoming events' })).toHaveAttribute(
      'href',
      '/events/future',
    );
  });

  it('a failed call shows an error with a retry that loads the clubs', async () => {
    let fail = true;
    mockApi({
      'GET /api/clubs': () => (fail ? apiError(500, 'INTERNAL', 'Произошла ошибка.') : json(CLUBS)),
    });
    renderTenantApp({ path: '/clubs' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Произошла ошибка. Попробуйте позже.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('article', { name: 'Moscow Runners' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
