import { server, recordedCalls } from './msw-server.js';
import { routes, type ApiCall, type Routes } from './respond.js';

/*
 * What a web test needs of the network (ADR 016). The app's requests go to MSW; a test answers what it is
 * about and asserts on what was sent:
 *
 *   mockApi({ 'POST /api/auth/login': () => apiError(401, 'INVALID_CREDENTIALS', 'Неверный пароль.') });
 *   …
 *   expect(calls.posts('/api/auth/login')[0]?.body).toEqual({ email: 'anna@example.com', … });
 *
 * Handlers given to `mockApi` come before the defaults (./default-handlers.ts) and before those of earlier
 * `mockApi` calls, until the test ends. An answer function that returns undefined lets the next one answer.
 */

export { apiError, json, networkError, noContent } from './respond.js';
export type { Answer, ApiCall, ApiRequest, Route, Routes } from './respond.js';
export { server } from './msw-server.js';

/** Answers these routes for the rest of the test, ahead of the defaults. */
export function mockApi(table: Routes): void {
  server.use(...routes(table));
}

const matches = (call: ApiCall, path: string | RegExp, method?: string) =>
  (method === undefined || call.method === method) &&
  (typeof path === 'string' ? call.path === path : path.test(call.path));

/** The requests the app made in this test, in order (defaults' and unhandled ones included). */
export const calls = {
  all: (): readonly ApiCall[] => [...recordedCalls],
  /** The calls to a path (exact, or a pattern), of any method unless told. */
  to: (path: string | RegExp, method?: string): ApiCall[] =>
    recordedCalls.filter((call) => matches(call, path, method)),
  gets: (path: string | RegExp): ApiCall[] => calls.to(path, 'GET'),
  posts: (path: string | RegExp): ApiCall[] => calls.to(path, 'POST'),
  puts: (path: string | RegExp): ApiCall[] => calls.to(path, 'PUT'),
  deletes: (path: string | RegExp): ApiCall[] => calls.to(path, 'DELETE'),
};
