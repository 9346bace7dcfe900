import type { QueryClient } from '@tanstack/react-query';
import type { CurrentTenantResponse } from '../../shared/schemas/tenant.js';
import type { CurrentUser } from '../../shared/schemas/user.js';
import { currentUserQueryOptions } from '../features/auth/api/get-current-user.js';
import { currentTenantQueryOptions } from '../features/tenant/api/get-current-tenant.js';

/** The JSON block the server writes into the page (src/server/http/boot-data.ts). */
const BOOT_DATA_ID = 'sl-boot';

interface BootData {
  tenant?: CurrentTenantResponse;
  user?: CurrentUser;
}

function readBootData(doc: Document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? (data as BootData) : null;
  } catch {
    return null;
  }
}

/**
 * SPEC §4's first two calls, answered by the server inside the page: their answers go into the query
 * cache, so the app chooses the tenant and shows the page at once (DESIGN §7). The user's answer is
 * fresh for the query's usual minute, then refetched like any other; without the block (the dev server)
 * the app makes both calls as before.
 */
export function seedBootData(queryClient: QueryClient, doc: Document = document): void {
  const boot = readBootData(doc);
  const tenant = boot?.tenant;
  if (tenant?.data && !tenant.error) {
    queryClient.setQueryData(currentTenantQueryOptions().queryKey, tenant.data);
  }
  if (boot?.user && typeof boot.user.isAuthorized === 'boolean') {
    queryClient.setQueryData(currentUserQueryOptions().queryKey, boot.user);
  }
}
