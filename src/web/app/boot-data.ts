import { hydrate, type QueryClient } from '@tanstack/react-query';
import { BOOT_DATA_ID, type BootData } from '../../shared/boot-data.js';
import { currentUserQueryOptions } from '../features/auth/api/get-current-user.js';
import { currentTenantQueryOptions } from '../features/tenant/api/get-current-tenant.js';

/** The page's `sl-boot` block, or null when it has none (or not a readable one). */
export function readBootData(doc: Document = document): Partial<BootData> | null {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? (data as Partial<BootData>) : null;
  } catch {
    return null;
  }
}

/**
 * The answers the server wrote into the page go into the query cache where their calls would put them:
 * SPEC §4's first two calls (the tenant and the user), so the app chooses the tenant and shows the page at
 * once, and on a page the server rendered the queries it rendered with (ADR 011), so the browser renders
 * the same page and asks for none of it again. Each is fresh for its query's usual time, then refetched
 * like any other.
 */
export function seedBootAnswers(queryClient: QueryClient, boot: Partial<BootData> | null): void {
  const tenant = boot?.tenant;
  if (tenant?.data && !tenant.error) {
    queryClient.setQueryData(currentTenantQueryOptions().queryKey, tenant.data);
  }
  if (boot?.user && typeof boot.user.isAuthorized === 'boolean') {
    queryClient.setQueryData(currentUserQueryOptions().queryKey, boot.user);
  }
  if (boot?.queries && typeof boot.queries === 'object') {
    hydrate(queryClient, boot.queries as Parameters<typeof hydrate>[1]);
  }
}

/** The page's own block, read and seeded (main.tsx). */
export function seedBootData(queryClient: QueryClient, doc: Document = document): Partial<BootData> | null {
  const boot = readBootData(doc);
  seedBootAnswers(queryClient, boot);
  return boot;
}
