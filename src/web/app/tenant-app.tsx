import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import type { CurrentTenant } from '../../shared/schemas/tenant.js';
import type { TenantCode } from '../../shared/tenant.js';
import { TENANT_STORAGE_KEY } from '../../shared/constants.js';
import { TenantContext } from '../features/tenant/tenant-context.js';
import { readStorage } from '../lib/storage.js';
import { chooseTenant } from './choose-tenant.js';
import { routesFor } from './routes/routes-for.js';

export type CreateRouter = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

interface TenantAppProps {
  info: CurrentTenant | null;
  failed: boolean;
  /** Tests pass createMemoryRouter; a server-rendered page passes the router it readied before rendering. */
  createRouter?: CreateRouter;
  /** The server's render: its static router, in place of one made here. */
  routerElement?: ReactNode;
  /** Known before rendering: the server's render, and the start of a page the server rendered. */
  tenantCode?: TenantCode;
}

/** SPEC §4's choice of tenant in the browser: localhost's `ttt`, else the server's answer. */
export function chooseBrowserTenant(info: CurrentTenant | null, failed: boolean): TenantCode {
  return chooseTenant({
    hostname: window.location.hostname,
    storedTtt: readStorage(TENANT_STORAGE_KEY),
    serverOrganizedId: info?.organizedId,
    serverFailed: failed,
  });
}

/** Chooses the tenant once (SPEC §4), marks `<html data-tenant>`, and runs that tenant's router. */
export function TenantApp({ info, failed, createRouter, routerElement, tenantCode }: TenantAppProps) {
  const [code] = useState(() => tenantCode ?? chooseBrowserTenant(info, failed));
  const tenant = useMemo(() => ({ code, info }), [code, info]);

  useLayoutEffect(() => {
    document.documentElement.dataset.tenant = code;
  }, [code]);

  return (
    <TenantContext.Provider value={tenant}>
      {routerElement ?? <TenantRouter code={code} createRouter={createRouter} />}
    </TenantContext.Provider>
  );
}

/** The tenant's route table in a browser (or test) router, made once. */
function TenantRouter({
  code,
  createRouter = createBrowserRouter,
}: {
  code: TenantCode;
  createRouter?: CreateRouter;
}) {
  const queryClient = useQueryClient();
  const [router] = useState(() => createRouter(routesFor(code, { queryClient })));
  return <RouterProvider router={router} />;
}
