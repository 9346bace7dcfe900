import type { RouteObject } from 'react-router';
import { AppSkeleton } from '../app-skeleton.js';
import { RootRoute } from '../root-route.js';
import { RouteError } from '../route-error.js';
import type { RouteMeta } from '../route-meta.js';

/** Wraps a tenant's routes in the shared root route. */
export function rootRoute(children: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <AppSkeleton />,
      children,
    },
  ];
}

/** Typed route meta for `handle`. */
export function meta(value: RouteMeta): RouteMeta {
  return value;
}
