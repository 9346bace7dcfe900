import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { currentUserQueryOptions } from '../features/auth/api/get-current-user.js';
import { RequestNotices } from '../features/request-notices/components/request-notices.js';
import { currentTenantQueryOptions } from '../features/tenant/api/get-current-tenant.js';
import { useToasterWanted } from '../lib/toaster-demand.js';
import { AppSkeleton } from './app-skeleton.js';
import type { TenantCode } from '../../shared/tenant.js';
import { TenantApp, type CreateRouter } from './tenant-app.js';

/**
 * sonner is only needed once a toast shows: the toast area loads in its own chunk and mounts with the
 * first toast (lib/toaster-demand.ts), not at start-up.
 */
const AppToaster = lazy(() => import('../components/ui/toaster.js').then((m) => ({ default: m.AppToaster })));

interface AppProps {
  /** Tests pass createMemoryRouter; a server-rendered page passes the router it readied. */
  createRouter?: CreateRouter;
  /** The server's render: its static router. */
  routerElement?: ReactNode;
  /** Known before rendering on the server and at the start of a server-rendered page. */
  tenantCode?: TenantCode;
}

/**
 * App start (SPEC §4): the skeleton shows until the tenant and the user are known (the tenant call fails
 * fast to the default tenant; a failed user call means anonymous), then the tenant's app renders.
 */
export function App({ createRouter, routerElement, tenantCode }: AppProps) {
  const tenant = useQuery(currentTenantQueryOptions());
  const user = useQuery(currentUserQueryOptions());
  const ready = !tenant.isPending && !user.isPending;
  const toaster = useToasterWanted();

  return (
    <>
      <RequestNotices />
      {ready ? (
        <TenantApp
          info={tenant.data ?? null}
          failed={tenant.isError}
          createRouter={createRouter}
          routerElement={routerElement}
          tenantCode={tenantCode}
        />
      ) : (
        <AppSkeleton />
      )}
      {toaster ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </>
  );
}
