import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { TenantCode } from '../../../shared/tenant.js';
import { defaultRoutes } from './default.js';
import { fontankaRoutes } from './fontanka.js';
import { pionercupRoutes } from './pionercup.js';

/** A tenant's route table; with the app's query client, pages start their first request from a loader. */
export function routesFor(tenant: TenantCode, queryClient?: QueryClient): RouteObject[] {
  switch (tenant) {
    case 'pionercup':
      return pionercupRoutes();
    case 'fontanka':
      return fontankaRoutes();
    default:
      return defaultRoutes(queryClient);
  }
}
