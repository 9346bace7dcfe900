import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageDataLoaders } from './prefetch.js';

const args = (url: string, params: Record<string, string>) =>
  ({ request: new Request(url), params, context: undefined }) as unknown as LoaderFunctionArgs;

function stubFetch() {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    urls.push(new URL(String(input), 'http://localhost'));
    return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
  });
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('page data loaders', () => {
  it("start the event's request without waiting for it", () => {
    const urls = stubFetch();
    const loaders = pageDataLoaders(new QueryClient());
    expect(loaders.event(args('http://localhost/event/white-nights', { code: 'white-nights' }))).toBeNull();
    expect(urls.map((u) => u.pathname)).toEqual(['/api/event/white-nights']);
  });

  it("start the clubs page's list in the interface language", () => {
    const urls = stubFetch();
    pageDataLoaders(new QueryClient()).clubs();
    expect(urls.map((u) => `${u.pathname}${u.search}`)).toEqual(['/api/clubs?language=ru']);
  });

  it("start the list's first page with the URL's filters, and leave the map view alone", () => {
    const urls = stubFetch();
    const loaders = pageDataLoaders(new QueryClient());
    loaders.events(args('http://localhost/events/future?city=2&sport=run,curling', { type: 'future' }));
    loaders.events(args('http://localhost/events/future?view=map', { type: 'future' }));
    loaders.events(args('http://localhost/events/nope', { type: 'nope' }));
    expect(urls).toHaveLength(1);
    expect(urls[0]?.pathname).toBe('/api/events/list');
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toMatchObject({
      type: 'future',
      city: '2',
      sport: 'run',
    });
  });
});
