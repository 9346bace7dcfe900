import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import './i18n/i18n.js';
import { createBrowserRouter } from 'react-router';
import { currentTenantQueryOptions } from './features/tenant/api/get-current-tenant.js';
import { App } from './app/app.js';
import { seedBootData } from './app/boot-data.js';
import { Providers } from './app/providers.js';
import { createQueryClient } from './app/query-client.js';
import { routerReady } from './app/router-ready.js';
import { routesFor } from './app/routes/routes-for.js';
import { chooseBrowserTenant, type CreateRouter } from './app/tenant-app.js';
import { normalizeTenantCode, type TenantCode } from '../shared/tenant.js';
import { renderStartUpInTurns } from './lib/render-in-turn.js';
import { wantToasterWhenIdle } from './lib/toaster-demand.js';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
seedBootData(queryClient);

/**
 * The landing screen's own modules, which the server names in the page (`data-screen`,
 * src/server/http/route-preload.ts): loaded before the first render, the router finds them ready and the
 * first screen renders once, complete, instead of a skeleton first and the screen a task later. A module
 * that fails to load is left to the router, which shows its error page.
 */
function landingScreenModules(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][data-screen]');
  return Promise.allSettled([...links].map((link) => import(/* @vite-ignore */ link.href)));
}

declare global {
  interface Window {
    /** Buttons pressed on the server's markup before the app started (src/server/http/after-paint-scripts.ts). */
    slEarlyClicks?: HTMLButtonElement[];
  }
}

/** The buttons pressed before the app took over the page now have their handlers: press them again. */
function pressEarlyClicks(): void {
  const pressed = window.slEarlyClicks ?? [];
  window.slEarlyClicks = undefined;
  for (const button of pressed) if (button.isConnected) button.click();
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A page the server rendered (ADR 009) is hydrated: its nodes are kept, and the first render must make the
 * same page, so the router is readied (its screen loaded) before it, as the server's was.
 */
async function serverRenderedStart(): Promise<{ tenantCode?: TenantCode; createRouter?: CreateRouter }> {
  const tenant = queryClient.getQueryData(currentTenantQueryOptions().queryKey);
  if (!container?.hasChildNodes() || !tenant) return {};
  // The page is already on screen: each step of the start is a task of its own, so a tap waits for none.
  await nextTask();
  const tenantCode = chooseBrowserTenant(tenant, false);
  if (tenantCode !== normalizeTenantCode(tenant.code)) {
    // localhost's `ttt` chose another tenant than the server rendered: that tenant's app renders afresh
    container.replaceChildren();
    return {};
  }
  const router = createBrowserRouter(routesFor(tenantCode, queryClient));
  await routerReady(router);
  await nextTask();
  return { tenantCode, createRouter: () => router };
}

void landingScreenModules()
  .then(serverRenderedStart)
  .then(({ tenantCode, createRouter }) => {
    renderStartUpInTurns({ hydrating: Boolean(createRouter) });
    const app = (
      <StrictMode>
        <Providers queryClient={queryClient}>
          <App tenantCode={tenantCode} createRouter={createRouter} />
        </Providers>
      </StrictMode>
    );
    if (createRouter) {
      hydrateRoot(container, app);
      pressEarlyClicks();
    } else createRoot(container).render(app);
  });
wantToasterWhenIdle();
