import { http, HttpResponse, type HttpHandler, type PathParams } from 'msw';

/*
 * The vocabulary of the web tests' network mocks (MSW, ADR 016): answers, and route tables turned into
 * MSW handlers. Tests import it through ./api.ts; ./default-handlers.ts builds the baseline with it.
 */

/** A JSON answer, as the API gives it. */
export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as never, { status });
}

/** The API's error answer (DESIGN §4): `{ error: { code, message, fields? } }`. */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): Response {
  return json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
}

/** An empty answer (204 unless told). */
export function noContent(status = 204): Response {
  return new HttpResponse(null, { status });
}

/** No answer at all: the browser's fetch rejects ("Failed to fetch"), as when the network is down. */
export function networkError(): Response {
  return HttpResponse.error();
}

/** A request the app made, as the tests see it. */
export interface ApiCall {
  method: string;
  /** The URL's path, e.g. `/api/auth/login`. */
  path: string;
  url: URL;
  /** The query string's parameters (`url.searchParams`). */
  query: URLSearchParams;
  /** A JSON body parsed, another body as text, undefined without a body. */
  body: unknown;
}

/** What an answer function is given: the call, the route's path parameters and the raw request. */
export interface ApiRequest extends ApiCall {
  params: PathParams;
  request: Request;
}

/** A fixed answer (sent afresh to every call), or a function; `undefined` lets the next handler answer. */
export type Answer =
  Response | ((request: ApiRequest) => Response | undefined | Promise<Response | undefined>);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'ALL';

/**
 * `'METHOD /path'`: the path is the app's own (relative, as `lib/http.ts` sends it; MSW resolves it against
 * the page's address) and may hold MSW's `:params` and `*`.
 */
export type Route = `${Method} /${string}`;

export type Routes = Partial<Record<Route, Answer>>;

/** Where the handlers find what the recorder made of a request (msw-server.ts fills it). */
export const recorded = new Map<string, Promise<ApiCall>>();

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(type)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What a request is to the tests; its body is read from a copy, so the request stays readable. */
export async function toCall(request: Request): Promise<ApiCall> {
  const url = new URL(request.url);
  const body = await readBody(request.clone());
  return { method: request.method, path: url.pathname, url, query: url.searchParams, body };
}

const byMethod = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  DELETE: http.delete,
  PATCH: http.patch,
  ALL: http.all,
} as const;

/** Turns a route table into MSW handlers, in the table's order. */
export function routes(table: Routes): HttpHandler[] {
  return Object.entries(table).flatMap(([route, answer]) => {
    if (answer === undefined) return [];
    const space = route.indexOf(' ');
    const method = route.slice(0, space) as Method;
    const path = route.slice(space + 1);
    if (!(method in byMethod) || !path.startsWith('/')) throw new Error(`Not a route: "${route}"`);
    return byMethod[method](path, async ({ request, params, requestId }) => {
      if (typeof answer !== 'function') return answer.clone();
      const call = await (recorded.get(requestId) ?? toCall(request));
      return answer({ ...call, params, request });
    });
  });
}
