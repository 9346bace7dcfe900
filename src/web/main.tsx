import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import { currentLanguage, loadLanguage } from './i18n/i18n.js';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app.js';
import { seedBootData } from './app/boot-data.js';
import { Providers } from './app/providers.js';
import { createQueryClient } from './app/query-client.js';
import { routerReady } from './app/router-ready.js';
import { routesFor } from './app/routes/routes-for.js';
import { chooseBrowserTenant, type CreateRouter } from './app/tenant-app.js';
import { normalizeTenantCode, type TenantCode } from '../shared/tenant.js';
import { wantToasterWhenIdle } from './lib/toaster-demand.js';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
const boot = seedBootData(queryClient);

/**
 * A page the server rendered (ADR 011) is hydrated: its router starts from the server's loader data
 * (`hydrationData`) and the query cache from the server's answers, and its matched screens are loaded
 * before the first render, so that render makes exactly the server's markup. Null when the page came
 * without the server's render (or localhost's `ttt` chose another tenant than the server rendered: that
 * tenant's app renders afresh).
 */
async function serverRenderedStart(): Promise<{ tenantCode: TenantCode; createRouter: CreateRouter } | null> {
  const tenant = boot?.tenant?.data;
  if (!container?.hasChildNodes() || !tenant || !boot?.router) return null;
  const tenantCode = chooseBrowserTenant(tenant, false);
  if (tenantCode !== normalizeTenantCode(tenant.code)) {
    container.replaceChildren();
    return null;
  }
  const router = createBrowserRouter(routesFor(tenantCode, { queryClient }), { hydrationData: boot.router });
  await routerReady(router);
  return { tenantCode, createRouter: () => router };
}

void loadLanguage(currentLanguage())
  .then(serverRenderedStart)
  .then((start) => {
    const app = (
      <StrictMode>
        <Providers queryClient={queryClient}>
          <App tenantCode={start?.tenantCode} createRouter={start?.createRouter} />
        </Providers>
      </StrictMode>
    );
    if (start) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
wantToasterWhenIdle();
