import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageDataLoaders } from './page-data.js';

const args = (url: string, params: Record<string, string>) =>
  ({ request: new Request(url), params, context: undefined }) as unknown as LoaderFunctionArgs;

function stubFetch(status = 200, body: unknown = {}) {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    urls.push(new URL(String(input), 'http://localhost'));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('page data loaders', () => {
  it("in the browser start the event's read and do not wait for it", async () => {
    const urls = stubFetch();
    const loaders = pageDataLoaders({ queryClient: new QueryClient() });
    expect(
      await loaders.event(args('http://localhost/event/white-nights', { code: 'white-nights' })),
    ).toBeNull();
    expect(urls.map((u) => u.pathname)).toEqual(['/api/event/white-nights']);
  });

  it("read the list's first page and its filters with the URL's filters, and leave the map view's points to the browser", async () => {
    const urls = stubFetch(200, { items: [], total: 0, nextCursor: null });
    const loaders = pageDataLoaders({ queryClient: new QueryClient(), waitForData: true });
    await loaders.events(args('http://localhost/events/future?city=2&sport=run,curling', { type: 'future' }));
    await loaders.events(args('http://localhost/events/future?view=map', { type: 'future' }));
    await loaders.events(args('http://localhost/events/nope', { type: 'nope' }));
    const list = urls.filter((u) => u.pathname === '/api/events/list');
    expect(list).toHaveLength(1);
    expect(Object.fromEntries(list[0]?.searchParams ?? [])).toMatchObject({
      type: 'future',
      city: '2',
      sport: 'run',
    });
    expect(urls.some((u) => u.pathname.includes('map'))).toBe(false);
  });

  it("on the server wait for the page's data and say when its subject does not exist", async () => {
    stubFetch(404, { error: { code: 'NOT_FOUND' } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const loaders = pageDataLoaders({ queryClient: client, waitForData: true });
    expect(await loaders.event(args('http://localhost/event/nope', { code: 'nope' }))).toEqual({
      notFound: true,
    });
    stubFetch(200, { code: 'spring', name: 'Весна' });
    expect(await loaders.series(args('http://localhost/series/spring', { seriesCode: 'spring' }))).toEqual({
      notFound: false,
    });
    expect(client.getQueryData(['series', 'spring', 'ru'])).toEqual({ code: 'spring', name: 'Весна' });
  });
});
