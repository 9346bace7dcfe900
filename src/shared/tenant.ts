import { DEFAULT_ORGANIZER_ID, DEFAULT_TENANT } from './constants.js';

export const TENANT_CODES = ['default', 'pionercup', 'fontanka'] as const;
export type TenantCode = (typeof TENANT_CODES)[number];

export function isTenantCode(value: string): value is TenantCode {
  return (TENANT_CODES as readonly string[]).includes(value);
}

/**
 * SPEC §4: the code is lowercased and `rr` becomes `default`.
 * Anything we do not know (garbage in local storage, an unknown organizer) is the default tenant.
 */
export function normalizeTenantCode(raw: unknown): TenantCode {
  if (typeof raw !== 'string') return DEFAULT_TENANT;
  const code = raw.trim().toLowerCase();
  if (code === DEFAULT_ORGANIZER_ID) return DEFAULT_TENANT;
  return isTenantCode(code) ? code : DEFAULT_TENANT;
}

/** Host names that count as localhost (SPEC §4: there the tenant comes from local storage `ttt`). */
export const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]', '::1'];

export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.includes(hostname.toLowerCase());
}
