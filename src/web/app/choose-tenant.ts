import { DEFAULT_TENANT } from '../../shared/constants.js';
import { isLocalHost, normalizeTenantCode, type TenantCode } from '../../shared/tenant.js';

export interface TenantChoiceInput {
  hostname: string;
  /** The local-storage `ttt` value, if any. */
  storedTtt: string | null | undefined;
  /** `data.organizedId` of the current-tenant call, if it answered one. */
  serverOrganizedId: string | null | undefined;
  /** The current-tenant call failed (network, non-OK, or an `error` in the answer). */
  serverFailed: boolean;
}

/**
 * SPEC §4: on localhost the local-storage `ttt` value, else default; elsewhere the server's organizedId,
 * default when the call failed or gave none. Lowercased; `rr` and anything unknown become default.
 */
export function chooseTenant(input: TenantChoiceInput): TenantCode {
  if (isLocalHost(input.hostname)) return normalizeTenantCode(input.storedTtt);
  if (input.serverFailed || !input.serverOrganizedId) return DEFAULT_TENANT;
  return normalizeTenantCode(input.serverOrganizedId);
}
