import { DRAFT_STORAGE_KEY } from '../../../shared/constants.js';
import type { Draft } from '../../../shared/schemas/cart.js';
import { seriesListSchema, type SeriesList } from '../../../shared/schemas/content.js';

/**
 * Test fixtures of the home page. Its calls (live count, six upcoming events, these series, no server
 * draft) are answered by the default handlers (src/web/test/default-handlers.ts).
 */

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
