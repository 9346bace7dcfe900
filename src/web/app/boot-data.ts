import type { QueryClient } from '@tanstack/react-query';
import { BOOT_DATA_ID, HOME_SERIES_LIMIT, type BootData, type HomeBootData } from '../../shared/boot-data.js';
import { isLanguage } from '../../shared/culture.js';
import { currentUserQueryOptions } from '../features/auth/api/get-current-user.js';
import { liveCountQueryOptions } from '../features/live-count/api/get-live-count.js';
import { seriesListQueryOptions } from '../features/series/api/list-series.js';
import { currentTenantQueryOptions } from '../features/tenant/api/get-current-tenant.js';
import { homeEventsQueryOptions } from '../pages/home/home-queries.js';

function readBootData(doc: Document): Partial<BootData> | null {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? (data as Partial<BootData>) : null;
  } catch {
    return null;
  }
}

function seedHome(queryClient: QueryClient, home: HomeBootData): void {
  const { language, events, series, liveCount } = home;
  if (!isLanguage(language)) return;
  if (Array.isArray(events?.items)) {
    queryClient.setQueryData(homeEventsQueryOptions(language).queryKey, events);
  }
  if (Array.isArray(series?.items)) {
    queryClient.setQueryData(seriesListQueryOptions(language, HOME_SERIES_LIMIT).queryKey, series);
  }
  if (typeof liveCount === 'number') queryClient.setQueryData(liveCountQueryOptions().queryKey, liveCount);
}

/**
 * The answers the server wrote into the page go into the query cache where their calls would put them:
 * SPEC §4's first two calls (the tenant and the user), so the app chooses the tenant and shows the page at
 * once, and on the home page its three reads, so the first screen renders once, complete (ADR 007). Each
 * is fresh for its query's usual time, then refetched like any other; without the block (the dev server)
 * the app makes the calls as before.
 */
export function seedBootData(queryClient: QueryClient, doc: Document = document): void {
  seedBootAnswers(queryClient, readBootData(doc));
}

/** The same answers, given as they are (the server's render of the page seeds its own query cache). */
export function seedBootAnswers(queryClient: QueryClient, boot: Partial<BootData> | null): void {
  const tenant = boot?.tenant;
  if (tenant?.data && !tenant.error) {
    queryClient.setQueryData(currentTenantQueryOptions().queryKey, tenant.data);
  }
  if (boot?.user && typeof boot.user.isAuthorized === 'boolean') {
    queryClient.setQueryData(currentUserQueryOptions().queryKey, boot.user);
  }
  if (boot?.home && typeof boot.home === 'object') seedHome(queryClient, boot.home);
}
