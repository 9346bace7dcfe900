import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_LOADING_MS } from '../../shared/constants.js';
import { calls, json, mockApi, type Answer, type ApiRequest, type Route } from '../test/api.js';
import { HttpError, buildUrl, get, getManual, post, postManual, put } from './http.js';
import { getRequestActivity, resetRequestActivity } from './request-activity.js';

/** The last request fetch sent, as the server received it (its mode, credentials and headers). */
let sent: Request | undefined;

/** Answers one route and keeps the request. */
function answer(route: Route, response: Answer) {
  mockApi({
    [route]: (request: ApiRequest) => {
      sent = request.request;
      return typeof response === 'function' ? response(request) : response.clone();
    },
  });
}

function lastSent(): Request {
  if (!sent) throw new Error('fetch was not called');
  return sent;
}

beforeEach(() => {
  sent = undefined;
  resetRequestActivity();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('http helper', () => {
  it('always sends credentials and asks for JSON', async () => {
    answer('GET /api/x', json({ ok: 1 }));
    await get('/api/x');
    const request = lastSent();
    expect(request.credentials).toBe('include');
    expect(request.method).toBe('GET');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.headers.get('Content-Type')).toBeNull();
    expect(request.redirect).toBe('follow');
  });

  it('drops undefined query params and keeps the others', async () => {
    answer('GET /api/events/listFilter', json([]));
    await get('/api/events/listFilter', {
      query: {
        language: 'ru',
        eventsLoaderType: undefined,
        page: 2,
        flag: false,
        tags: ['a', undefined, 'b'],
      },
    });
    const { url } = calls.gets('/api/events/listFilter')[0]!;
    expect(url.pathname + url.search).toBe(
      '/api/events/listFilter?language=ru&page=2&flag=false&tags=a&tags=b',
    );
  });

  it('adds no question mark when every param is undefined and appends to an existing query', () => {
    expect(buildUrl('/a', { x: undefined })).toBe('/a');
    expect(buildUrl('/a?b=1', { c: 'd e' })).toBe('/a?b=1&c=d+e');
  });

  it('sends a plain body as JSON with a JSON content type', async () => {
    answer('POST /api/y', json({}));
    await post('/api/y', { body: { name: 'Иван', n: 1 } });
    const request = lastSent();
    expect(request.method).toBe('POST');
    expect(await request.text()).toBe('{"name":"Иван","n":1}');
    expect(request.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends FormData as is: the browser sets its multipart content type', async () => {
    answer('PUT /api/z', json({}));
    const form = new FormData();
    form.append('file', 'x');
    await put('/api/z', { body: form });
    const request = lastSent();
    expect(request.method).toBe('PUT');
    // not the helper's JSON type: fetch's own, with the boundary of the form it encoded
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await request.formData()).get('file')).toBe('x');
  });

  it('returns parsed JSON for a JSON reply and text otherwise', async () => {
    answer('POST /api/events/live-count', json(42));
    await expect(post<number>('/api/events/live-count')).resolves.toBe(42);
    answer('GET /page', new HttpResponse('<b>hi</b>', { headers: { 'Content-Type': 'text/html' } }));
    await expect(get('/page')).resolves.toBe('<b>hi</b>');
    answer(
      'GET /p',
      new HttpResponse('{"a":1}', { headers: { 'Content-Type': 'application/problem+json' } }),
    );
    await expect(get('/p')).resolves.toEqual({ a: 1 });
  });

  it('throws HttpError with status, status text and the parsed body on a non-OK reply', async () => {
    const body = { error: { code: 'NOT_FOUND', message: 'Not found' } };
    answer('GET /api/missing', HttpResponse.json(body, { status: 404, statusText: 'Not Found' }));
    const error = await get('/api/missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, statusText: 'Not Found', body });
    expect((error as HttpError).message).toBe('404 Not Found');
  });

  it('throws with a text body when the error reply is not JSON', async () => {
    answer('GET /x', new HttpResponse('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    await expect(get('/x')).rejects.toMatchObject({ status: 502, body: 'Bad gateway' });
  });

  it('manual variants do not follow redirects and report them', async () => {
    answer('POST /Register/Pay', new HttpResponse(null, { status: 302, headers: { Location: '/login' } }));
    const result = await postManual('/Register/Pay', { body: { a: 1 } });
    expect(lastSent().redirect).toBe('manual');
    expect(result).toEqual({ status: 302, ok: false, redirected: true, location: '/login', body: undefined });
  });

  it('manual variants return the body of an OK reply and throw on an error', async () => {
    answer('GET /Register/ApiCardInfo', json({ HasDraft: false, Draft: null }));
    await expect(getManual('/Register/ApiCardInfo')).resolves.toEqual({
      status: 200,
      ok: true,
      redirected: false,
      location: null,
      body: { HasDraft: false, Draft: null },
    });
    answer('GET /x', HttpResponse.json({ e: 1 }, { status: 500, statusText: 'Server Error' }));
    await expect(getManual('/x')).rejects.toBeInstanceOf(HttpError);
  });
});

describe('request activity', () => {
  it('sets long loading while a call runs longer than LONG_LOADING_MS and clears it after', async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    answer('GET /slow', async () => {
      await released;
      return json(1);
    });
    const pending = get('/slow');
    vi.advanceTimersByTime(LONG_LOADING_MS - 1);
    expect(getRequestActivity().longLoading).toBe(false);
    vi.advanceTimersByTime(1);
    expect(getRequestActivity().longLoading).toBe(true);
    release();
    await pending;
    expect(getRequestActivity().longLoading).toBe(false);
  });

  it('does not set long loading for a quick call', async () => {
    vi.useFakeTimers();
    answer('GET /quick', json(1));
    await get('/quick');
    vi.advanceTimersByTime(LONG_LOADING_MS * 2);
    expect(getRequestActivity().longLoading).toBe(false);
  });

  it('sets overloaded on a 503 reply and clears it when a later call succeeds', async () => {
    answer(
      'GET /api/users/getCurrent',
      new HttpResponse('busy', {
        status: 503,
        statusText: 'Service Unavailable',
        headers: { 'Retry-After': '300' },
      }),
    );
    await expect(get('/api/users/getCurrent')).rejects.toMatchObject({ status: 503 });
    expect(getRequestActivity().overloaded).toBe(true);
    answer('GET /api/users/getCurrent', json({ isAuthorized: false }));
    await get('/api/users/getCurrent');
    expect(getRequestActivity().overloaded).toBe(false);
  });
});
