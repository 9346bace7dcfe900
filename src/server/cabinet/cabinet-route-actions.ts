import type { CabinetAction } from '../../shared/domain/cabinet-permissions.js';

/**
 * Every cabinet route with the action it asks `eventFor` (cabinet-access.ts) for; null: the cabinet's own
 * home (any role). The permission walk (cabinet-permissions.routes.test.ts) calls each route the app has
 * under /api/cabinet with every role and with none, and fails on a route missing here.
 */
export const CABINET_ROUTE_ACTIONS: Record<string, CabinetAction | null> = {
  'GET /api/cabinet/me': null,
  'GET /api/cabinet/events': null,
  'GET /api/cabinet/events/:code/entries': 'entries.view',
  'GET /api/cabinet/events/:code/entries.csv': 'entries.export',
  'GET /api/cabinet/events/:code/entries.xlsx': 'entries.export',
  'GET /api/cabinet/events/:code/numbers': 'numbers.assign',
  'PUT /api/cabinet/events/:code/races/:race/numbers': 'numbers.assign',
  'POST /api/cabinet/events/:code/races/:race/numbers/assign': 'numbers.assign',
  'PUT /api/cabinet/entries/:id/bib': 'numbers.assign',
  'GET /api/cabinet/events/:code/questions': 'questions.answer',
  'POST /api/cabinet/events/:code/questions/:id/answer': 'questions.answer',
};
