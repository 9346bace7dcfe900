import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_LOADING_MS } from '../../shared/constants.js';
import { HttpError, buildUrl, get, getManual, post, postManual, put } from './http.js';
import { getRequestActivity, resetRequestActivity } from './request-activity.js';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...init.headers },
  });
}

function lastCall(): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] ?? {} };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  resetRequestActivity();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('http helper', () => {
  it('always sends credentials and asks for JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: 1 }));
    await get('/api/x');
    const { init } = lastCall();
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).Accept).toBe('application/json');
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(init.redirect).toBe('follow');
  });

  it('drops undefined query params and keeps the others', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    await get('/api/events/listFilter', {
      query: {
        language: 'ru',
        eventsLoaderType: undefined,
        page: 2,
        flag: false,
        tags: ['a', undefined, 'b'],
      },
    });
    expect(lastCall().url).toBe('/api/events/listFilter?language=ru&page=2&flag=false&tags=a&tags=b');
  });

  it('adds no question mark when every param is undefined and appends to an existing query', () => {
    expect(buildUrl('/a', { x: undefined })).toBe('/a');
    expect(buildUrl('/a?b=1', { c: 'd e' })).toBe('/a?b=1&c=d+e');
  });

  it('sends a plain body as JSON with a JSON content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await post('/api/y', { body: { name: 'Иван', n: 1 } });
    const { init } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Иван","n":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends FormData as is, without a content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    const form = new FormData();
    form.append('file', 'x');
    await put('/api/z', { body: form });
    const { init } = lastCall();
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('returns parsed JSON for a JSON reply and text otherwise', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(42));
    await expect(post<number>('/api/events/live-count')).resolves.toBe(42);
    fetchMock.mockResolvedValueOnce(new Response('<b>hi</b>', { headers: { 'Content-Type': 'text/html' } }));
    await expect(get('/page')).resolves.toBe('<b>hi</b>');
    fetchMock.mockResolvedValueOnce(
      new Response('{"a":1}', { headers: { 'Content-Type': 'application/problem+json' } }),
    );
    await expect(get('/p')).resolves.toEqual({ a: 1 });
  });

  it('throws HttpError with status, status text and the parsed body on a non-OK reply', async () => {
    const body = { error: { code: 'NOT_FOUND', message: 'Not found' } };
    fetchMock.mockResolvedValue(jsonResponse(body, { status: 404, statusText: 'Not Found' }));
    const error = await get('/api/missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, statusText: 'Not Found', body });
    expect((error as HttpError).message).toBe('404 Not Found');
  });

  it('throws with a text body when the error reply is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    await expect(get('/x')).rejects.toMatchObject({ status: 502, body: 'Bad gateway' });
  });

  it('manual variants do not follow redirects and report them', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 302, headers: { Location: '/login' } }));
    const result = await postManual('/Register/Pay', { body: { a: 1 } });
    expect(lastCall().init.redirect).toBe('manual');
    expect(result).toEqual({ status: 302, ok: false, redirected: true, location: '/login', body: undefined });
  });

  it('manual variants return the body of an OK reply and throw on an error', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ HasDraft: false, Draft: null }));
    await expect(getManual('/Register/ApiCardInfo')).resolves.toEqual({
      status: 200,
      ok: true,
      redirected: false,
      location: null,
      body: { HasDraft: false, Draft: null },
    });
    fetchMock.mockResolvedValueOnce(jsonResponse({ e: 1 }, { status: 500, statusText: 'Server Error' }));
    await expect(getManual('/x')).rejects.toBeInstanceOf(HttpError);
  });
});

describe('request activity', () => {
  it('sets long loading while a call runs longer than LONG_LOADING_MS and clears it after', async () => {
    vi.useFakeTimers();
    let resolve: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    const pending = get('/slow');
    vi.advanceTimersByTime(LONG_LOADING_MS - 1);
    expect(getRequestActivity().longLoading).toBe(false);
    vi.advanceTimersByTime(1);
    expect(getRequestActivity().longLoading).toBe(true);
    resolve(jsonResponse(1));
    await pending;
    expect(getRequestActivity().longLoading).toBe(false);
  });

  it('does not set long loading for a quick call', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse(1));
    await get('/quick');
    vi.advanceTimersByTime(LONG_LOADING_MS * 2);
    expect(getRequestActivity().longLoading).toBe(false);
  });

  it('sets overloaded on a 503 reply and clears it when a later call succeeds', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('busy', {
        status: 503,
        statusText: 'Service Unavailable',
        headers: { 'Retry-After': '300' },
      }),
    );
    await expect(get('/api/users/getCurrent')).rejects.toMatchObject({ status: 503 });
    expect(getRequestActivity().overloaded).toBe(true);
    fetchMock.mockResolvedValueOnce(jsonResponse({ isAuthorized: false }));
    await get('/api/users/getCurrent');
    expect(getRequestActivity().overloaded).toBe(false);
  });
});
