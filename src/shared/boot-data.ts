import type { CurrentTenantResponse } from './schemas/tenant.js';
import type { CurrentUser } from './schemas/user.js';

/** The id of the JSON block the server writes into the page and the web app reads at start. */
export const BOOT_DATA_ID = 'sl-boot';

/** The router's state on the server, for `createBrowserRouter({ hydrationData })`. */
export interface RouterHydrationData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: null;
}

/**
 * What the page carries for the app's start (DESIGN §7, ADR 011): SPEC §4's first two answers (the tenant
 * and the user); on a page the server rendered, the query cache it rendered with (TanStack's `dehydrate`)
 * and the router's loader data, so the browser renders the same page without asking for it again.
 */
export interface BootData {
  tenant: CurrentTenantResponse;
  user: CurrentUser;
  queries?: unknown;
  router?: RouterHydrationData;
}
