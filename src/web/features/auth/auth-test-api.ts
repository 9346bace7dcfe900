import { vi } from 'vitest';

/*
 * A fetch stub for the sign-in screens' tests: answers by "METHOD /path", records every call with its
 * JSON body. Unknown calls answer 404 with the error shape of DESIGN §4.
 */

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = Response | (() => Response);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

export function apiError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
}

export function stubApi(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    const answer = answers[`${method} ${url.pathname}`];
    if (answer) return typeof answer === 'function' ? answer() : answer.clone();
    if (url.pathname === '/api/users/getCurrent') return json({ isAuthorized: false });
    return apiError(404, 'NOT_FOUND', 'Not found.');
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to one endpoint, e.g. `posts('/api/auth/login')`. */
    posts: (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path),
  };
}
