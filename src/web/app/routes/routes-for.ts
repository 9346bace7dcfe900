import type { RouteObject } from 'react-router';
import type { TenantCode } from '../../../shared/tenant.js';
import { defaultRoutes } from './default.js';
import { fontankaRoutes } from './fontanka.js';
import { pionercupRoutes } from './pionercup.js';

export function routesFor(tenant: TenantCode): RouteObject[] {
  switch (tenant) {
    case 'pionercup':
      return pionercupRoutes();
    case 'fontanka':
      return fontankaRoutes();
    default:
      return defaultRoutes();
  }
}
