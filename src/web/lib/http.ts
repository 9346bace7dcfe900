import { LONG_LOADING_MS } from '../../shared/constants.js';
import { beginSlowRequest, setOverloaded } from './request-activity.js';
import { serverRequest } from './server-request.js';

/**
 * The generic call helper of SPEC §7: credentials always, JSON headers, undefined query params dropped,
 * a JSON body or form data, JSON answers parsed (anything else as text), non-OK answers thrown as HttpError.
 */

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  query?: Query;
  /** A plain value is sent as JSON; FormData is sent as is (the browser sets its content type). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    super(statusText ? `${status} ${statusText}` : `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** What a manual-redirect call answers: a redirect is not followed but reported. */
export interface ManualResponse<T = unknown> {
  status: number;
  ok: boolean;
  /** True for a 3xx answer, including the opaque redirect browsers give for `redirect: 'manual'`. */
  redirected: boolean;
  /** The Location header when the browser exposes it (not for opaque redirects). */
  location: string | null;
  body: T | undefined;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function buildUrl(url: string, query?: Query): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as QueryValue[]) {
      if (value === undefined) continue;
      params.append(key, value === null ? '' : String(value));
    }
  }
  const search = params.toString();
  if (!search) return url;
  return url + (url.includes('?') ? '&' : '?') + search;
}

function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!isJsonContentType(response.headers.get('content-type'))) return text;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function buildInit(method: Method, options: RequestOptions, redirect: RequestRedirect): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body instanceof Blob) {
    // a raw file (an image upload): sent as is, with its own content type
    if (options.body.type) headers['Content-Type'] = options.body.type;
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return { method, headers, body, credentials: 'include', redirect, signal: options.signal };
}

/** Runs one fetch and reports it: slow calls raise "long loading", 503 raises "overloaded". */
async function tracked(url: string, init: RequestInit): Promise<Response> {
  // the server's render calls the API in its own process; the page's call indicators are the browser's
  const server = serverRequest();
  if (server) return server.fetch(url, init);
  let endSlow: (() => void) | undefined;
  const timer = setTimeout(() => {
    endSlow = beginSlowRequest();
  }, LONG_LOADING_MS);
  try {
    const response = await fetch(url, init);
    if (response.status === 503) setOverloaded(true);
    else if (response.ok) setOverloaded(false);
    return response;
  } finally {
    clearTimeout(timer);
    endSlow?.();
  }
}

async function request<T>(method: Method, url: string, options: RequestOptions = {}): Promise<T> {
  const response = await tracked(buildUrl(url, options.query), buildInit(method, options, 'follow'));
  const body = await readBody(response);
  if (!response.ok) throw new HttpError(response.status, response.statusText, body);
  return body as T;
}

async function requestManual<T>(
  method: Method,
  url: string,
  options: RequestOptions = {},
): Promise<ManualResponse<T>> {
  const response = await tracked(buildUrl(url, options.query), buildInit(method, options, 'manual'));
  const redirected = response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
  if (redirected) {
    return {
      status: response.status,
      ok: false,
      redirected,
      location: response.headers.get('location'),
      body: undefined,
    };
  }
  const body = await readBody(response);
  if (!response.ok) throw new HttpError(response.status, response.statusText, body);
  return { status: response.status, ok: true, redirected: false, location: null, body: body as T };
}

export function get<T>(url: string, options?: Omit<RequestOptions, 'body'>): Promise<T> {
  return request<T>('GET', url, options);
}

export function post<T>(url: string, options?: RequestOptions): Promise<T> {
  return request<T>('POST', url, options);
}

export function put<T>(url: string, options?: RequestOptions): Promise<T> {
  return request<T>('PUT', url, options);
}

export function del<T>(url: string, options?: RequestOptions): Promise<T> {
  return request<T>('DELETE', url, options);
}

export function getManual<T>(
  url: string,
  options?: Omit<RequestOptions, 'body'>,
): Promise<ManualResponse<T>> {
  return requestManual<T>('GET', url, options);
}

export function postManual<T>(url: string, options?: RequestOptions): Promise<ManualResponse<T>> {
  return requestManual<T>('POST', url, options);
}

export function putManual<T>(url: string, options?: RequestOptions): Promise<ManualResponse<T>> {
  return requestManual<T>('PUT', url, options);
}
