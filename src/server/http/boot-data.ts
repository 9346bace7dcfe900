import type { CurrentTenantResponse } from '../../shared/schemas/tenant.js';
import type { CurrentUser } from '../../shared/schemas/user.js';
import { jsonForScript } from '../seo/page-head.js';

/** The id of the JSON block the web app reads at start (src/web/app/boot-data.ts). */
export const BOOT_DATA_ID = 'sl-boot';

/**
 * What the app fetches first (SPEC §4: the tenant and the user), as the two calls would answer it, so the
 * start-up skeleton lasts one frame (DESIGN §7). A JSON data block: not executed, not subject to the CSP.
 */
export interface BootData {
  tenant: CurrentTenantResponse;
  user: CurrentUser;
}

export function bootDataBlock(data: BootData): string {
  return `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(data)}</script>`;
}
