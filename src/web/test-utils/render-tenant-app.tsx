import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CurrentTenant } from '../../shared/schemas/tenant.js';
import type { CurrentUser } from '../../shared/schemas/user.js';
import type { TenantCode } from '../../shared/tenant.js';
import { Providers } from '../app/providers.js';
import { routesFor } from '../app/routes/routes-for.js';
import { currentUserQueryOptions } from '../features/auth/api/get-current-user.js';
import { TenantContext } from '../features/tenant/tenant-context.js';

export const SIGNED_IN: CurrentUser = {
  isAuthorized: true,
  id: 'u1',
  email: 'anna@example.com',
  fullName: 'Анна Петрова',
  roles: [],
  missingProfileFields: [],
};

export function tenantInfo(overrides: Partial<CurrentTenant> = {}): CurrentTenant {
  return {
    organizedId: 'rr',
    code: 'default',
    name: 'Startline',
    supportEmail: 'help@startline.test',
    featureFlags: [],
    links: { loginUrl: 'https://id.startline.test/' },
    supportHours: { from: '10:00', to: '19:00', timeZone: 'Europe/Moscow' },
    analyticsCounterId: null,
    ...overrides,
  };
}

interface Options {
  code?: TenantCode;
  info?: CurrentTenant | null;
  user?: CurrentUser;
  path?: string;
}

/** Renders a tenant's route table in a memory router, with the start-up data already known. */
export function renderTenantApp({
  code = 'default',
  info = tenantInfo(),
  user = { isAuthorized: false },
  path = '/',
}: Options = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
  const router = createMemoryRouter(routesFor(code, { queryClient }), { initialEntries: [path] });
  const result = render(
    <Providers queryClient={queryClient}>
      <TenantContext.Provider value={{ code, info }}>
        <RouterProvider router={router} />
      </TenantContext.Provider>
    </Providers>,
  );
  return { ...result, router, queryClient };
}
