import { setupServer } from 'msw/node';
import { defaultHandlers } from './default-handlers.js';
import { recorded, toCall, type ApiCall } from './respond.js';

/*
 * The one network-mock layer of the web tests (ADR 016): an MSW server in the test process, started by
 * tests/setup-web.ts, with the default handlers; it records every request the app makes.
 * Tests use it through ./api.ts.
 */

export const server = setupServer(...defaultHandlers);

/** Every request of the current test, in order (cleared before each test). */
export const recordedCalls: ApiCall[] = [];

/** Requests no handler answered during the current test, as `METHOD /path?query`. */
export const unhandledRequests: string[] = [];

server.events.on('request:start', ({ request, requestId }) => {
  const url = new URL(request.url);
  const call: ApiCall = {
    method: request.method,
    path: url.pathname,
    url,
    query: url.searchParams,
    body: undefined,
  };
  recordedCalls.push(call);
  // the body is read from a copy; the handlers wait for it, so a call is complete before it is answered
  recorded.set(
    requestId,
    toCall(request).then(({ body }) => {
      call.body = body;
      return call;
    }),
  );
});

export function onUnhandledRequest(request: Request, print: { error(): void }): void {
  const url = new URL(request.url);
  unhandledRequests.push(`${request.method} ${url.pathname}${url.search}`);
  // prints MSW's message and fails the request, as `onUnhandledRequest: 'error'` does
  print.error();
}

/** Forgets the previous test's requests. */
export function clearRecordedCalls(): void {
  recordedCalls.length = 0;
  unhandledRequests.length = 0;
  recorded.clear();
}
