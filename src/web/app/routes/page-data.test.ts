import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { calls, json, mockApi } from '../../test/api.js';
import { pageDataLoaders } from './page-data.js';

const args = (url: string, params: Record<string, string>) =>
  ({ request: new Request(url), params, context: undefined }) as unknown as LoaderFunctionArgs;

/** Every API call answers `body` with `status`; the URLs called are `calls`'. */
function answerAll(status = 200, body: unknown = {}) {
  mockApi({ 'ALL /api/*': json(body, status) });
}

const urls = () => calls.all().map((call) => call.url);

describe('page data loaders', () => {
  it("in the browser start the event's read and do not wait for it", async () => {
    answerAll();
    const loaders = pageDataLoaders({ queryClient: new QueryClient() });
    expect(
      await loaders.event(args('http://localhost/event/white-nights', { code: 'white-nights' })),
    ).toBeNull();
    // (started, not awaited: the call reaches the network a few ticks later)
    await vi.waitFor(() => expect(urls().map((u) => u.pathname)).toEqual(['/api/event/white-nights']));
  });

  it("read the list's first page and its filters with the URL's filters, and leave the map view's points to the browser", async () => {
    answerAll(200, { items: [], total: 0, nextCursor: null });
    const loaders = pageDataLoaders({ queryClient: new QueryClient(), waitForData: true });
    await loaders.events(args('http://localhost/events/future?city=2&sport=run,curling', { type: 'future' }));
    await loaders.events(args('http://localhost/events/future?view=map', { type: 'future' }));
    await loaders.events(args('http://localhost/events/nope', { type: 'nope' }));
    const list = urls().filter((u) => u.pathname === '/api/events/list');
    expect(list).toHaveLength(1);
    expect(Object.fromEntries(list[0]?.searchParams ?? [])).toMatchObject({
      type: 'future',
      city: '2',
      sport: 'run',
    });
    expect(urls().some((u) => u.pathname.includes('map'))).toBe(false);
  });

  it("on the server wait for the page's data and say when its subject does not exist", async () => {
    answerAll(404, { error: { code: 'NOT_FOUND' } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const loaders = pageDataLoaders({ queryClient: client, waitForData: true });
    expect(await loaders.event(args('http://localhost/event/nope', { code: 'nope' }))).toEqual({
      notFound: true,
    });
    answerAll(200, { code: 'spring', name: 'Весна' });
    expect(await loaders.series(args('http://localhost/series/spring', { seriesCode: 'spring' }))).toEqual({
      notFound: false,
    });
    expect(client.getQueryData(['series', 'spring', 'ru'])).toEqual({ code: 'spring', name: 'Весна' });
  });

  it("on the server mark a draft's preview as the visitor's alone (no-store), and only it", async () => {
    const loaders = () =>
      pageDataLoaders({
        queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
        waitForData: true,
      });
    answerAll(200, { code: 'night-run', name: 'Ночной забег', draft: true });
    expect(await loaders().event(args('http://localhost/event/night-run', { code: 'night-run' }))).toEqual({
      notFound: false,
      noStore: true,
    });
    answerAll(200, { code: 'white-nights', name: 'Белые ночи', draft: false });
    expect(
      await loaders().event(args('http://localhost/event/white-nights', { code: 'white-nights' })),
    ).toEqual({ notFound: false });
  });
});
