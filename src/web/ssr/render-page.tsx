import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { renderToString } from 'preact-render-to-string';
import type { RenderPage } from '../../shared/page-render.js';
import { App } from '../app/app.js';
import { seedBootAnswers } from '../app/boot-data.js';
import { Providers } from '../app/providers.js';
import { createQueryClient } from '../app/query-client.js';
import { routerReady } from '../app/router-ready.js';
import { routesFor } from '../app/routes/routes-for.js';
import { setAssetHost } from '../components/ui/icon.js';
import { i18n } from '../i18n/i18n.js';
import { renderStartUpInTurns } from '../lib/render-in-turn.js';
import { renderingFor } from '../lib/server-request.js';

/*
 * The server's render of a landing page (ADR 009): the same app, with the same answers the page carries
 * in its `sl-boot` block, rendered to markup for `#root` exactly as the browser's first render will make
 * it (the first screen; lower sections hold their place until their turn). The page then shows before
 * any script has loaded; the browser renders over this markup, reusing its nodes.
 */

/** A screen that loads parts of itself on demand (e.g. a signed-in visitor's account menu) is left to the browser. */
const SUSPENDS = /renderToStringAsync/;

export const renderPage: RenderPage = async (request) => {
  setAssetHost(request.assetHost);
  const queryClient = createQueryClient();
  seedBootAnswers(queryClient, request.boot);
  // No query client for the routes: their loaders only start requests, and the server makes none.
  const router = createMemoryRouter(routesFor(request.tenant), { initialEntries: [request.url] });
  try {
    await routerReady(router);
    renderStartUpInTurns();
    // The language is set right before the render, which is synchronous: no other request's render runs
    // between the two (resources are loaded, so the change takes effect at once).
    void i18n.changeLanguage(request.language);
    return renderingFor({ origin: request.origin, cookie: request.cookie }, () =>
      renderToString(
        <StrictMode>
          <Providers queryClient={queryClient}>
            <App tenantCode={request.tenant} createRouter={() => router} />
          </Providers>
        </StrictMode>,
      ),
    );
  } catch (error) {
    if (error instanceof Error && SUSPENDS.test(error.message)) return null;
    throw error;
  } finally {
    router.dispose();
    queryClient.clear();
  }
};
