import type { RouteObject } from 'react-router';
import type { TenantCode } from '../../../shared/tenant.js';
import { defaultRoutes } from './default.js';
import { fontankaRoutes } from './fontanka.js';
import type { RouteEnv } from './page-data.js';
import { pionercupRoutes } from './pionercup.js';

/**
 * A tenant's route table, the one the browser's router and the server's render both use (ADR 011); with
 * the app's query client, pages read their first data from their route's loader.
 */
export function routesFor(tenant: TenantCode, env: RouteEnv = {}): RouteObject[] {
  switch (tenant) {
    case 'pionercup':
      return pionercupRoutes();
    case 'fontanka':
      return fontankaRoutes();
    default:
      return defaultRoutes(env);
  }
}
