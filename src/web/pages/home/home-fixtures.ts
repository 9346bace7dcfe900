import { DRAFT_STORAGE_KEY } from '../../../shared/constants.js';
import type { CardInfo, Draft } from '../../../shared/schemas/cart.js';
import { seriesListSchema, type SeriesList } from '../../../shared/schemas/content.js';
import { cards, eventsPage } from '../../features/events-list/test-fixtures.js';

/** Test fixtures of the home page and a fetch stub that records method and URL of every call. */

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const DRAFT: Draft = {
  EventName: 'Белые ночи',
  EventUrl: '/event/white-nights',
  RegistrationUrl: '/white-nights/marathon/register',
};

export function seriesList(): SeriesList {
  return seriesListSchema.parse({
    items: [
      {
        code: 'spb-cup',
        name: 'Кубок Петербурга',
        upcomingCount: 1,
        nextStartsAt: '2026-07-12T06:00:00Z',
        sportTypes: ['run', 'trail'],
      },
      {
        code: 'moscow-trails',
        name: 'Московские трейлы',
        upcomingCount: 3,
        nextStartsAt: '2026-08-02T06:00:00Z',
        sportTypes: ['trail'],
      },
      {
        code: 'swim-series',
        name: 'Открытая вода',
        upcomingCount: 5,
        nextStartsAt: '2026-06-20T06:00:00Z',
        sportTypes: ['swimming'],
      },
      {
        code: 'winter',
        name: 'Зимний кубок',
        upcomingCount: 0,
        nextStartsAt: null,
        sportTypes: ['ski-race'],
      },
    ],
  });
}

export function keepLocalDraft(value: unknown): void {
  localStorage.setItem(DRAFT_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
}

export interface Call {
  method: string;
  url: URL;
}

type Answer = (call: Call) => Response | undefined;

/**
 * Answers the home page's calls: live count, six upcoming events, the series list and no server draft;
 * `answer` goes first and may replace any of them.
 */
export function homeApi(answer: Answer = () => undefined) {
  const calls: Call[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url: new URL(String(input), 'http://localhost') };
    calls.push(call);
    const own = answer(call);
    if (own) return own;
    switch (call.url.pathname) {
      case '/api/events/live-count':
        return json(1234);
      case '/api/events/list':
        return json(eventsPage(cards(6), 6));
      case '/api/series':
        return json(seriesList());
      case '/Register/ApiCardInfo':
        return json({ HasDraft: false, Draft: null } satisfies CardInfo);
      case '/Register/ApiClearCart':
        return json({ success: true });
      default:
        return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    }
  };
  const called = (path: string, method = 'GET') =>
    calls.filter((c) => c.url.pathname === path && c.method === method);
  return { fetchMock, calls, called };
}
