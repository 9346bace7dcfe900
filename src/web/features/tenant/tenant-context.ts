import { createContext, useContext } from 'react';
import type { CurrentTenant } from '../../../shared/schemas/tenant.js';
import type { TenantCode } from '../../../shared/tenant.js';

export interface TenantSettings {
  /** The tenant chosen at start (SPEC §4). */
  code: TenantCode;
  /** What the server said about this host's tenant; null when the call failed. */
  info: CurrentTenant | null;
}

export const TenantContext = createContext<TenantSettings | null>(null);

export function useTenant(): TenantSettings {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant() outside TenantContext');
  return tenant;
}
