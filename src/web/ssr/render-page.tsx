import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { PageRendererModule, RenderPage, RenderedPage } from '../../shared/page-render.js';
import type { TenantCode } from '../../shared/tenant.js';
import { App } from '../app/app.js';
import { seedBootAnswers } from '../app/boot-data.js';
import { Providers } from '../app/providers.js';
import { createQueryClient } from '../app/query-client.js';
import { resolveRouteMeta, type RouteMeta } from '../app/route-meta.js';
import type { PageData, RouteContext } from '../app/routes/page-data.js';
import { routesFor } from '../app/routes/routes-for.js';
import { screenModules } from '../app/routes/screen.js';
import { setAssetHost } from '../components/ui/icon.js';
import en from '../i18n/en.json';
import { addLanguage, i18n } from '../i18n/i18n.js';
import ru from '../i18n/ru.json';
import { readServerRequestWith, type ServerRequest } from '../lib/server-request.js';

/*
 * The server's render of every page (ADR 011): the tenant's route table — the same one the browser's
 * router runs — in React Router's static handler, whose loaders read the page's data through the app's
 * own API in this process; then React's streaming renderer over `<StaticRouterProvider>`. The query cache
 * the page rendered with and the router's loader data go into the page, and the browser hydrates over the
 * markup with exactly them. Everything a render reads of its request (language, cookies, origin, the API)
 * is that request's own: an i18n instance per render and an AsyncLocalStorage for the rest, so renders
 * running at the same time never see each other's.
 */

// the server renders in either language: both catalogs, once
addLanguage('ru', ru);
addLanguage('en', en);

const requests = new AsyncLocalStorage<ServerRequest>();
readServerRequestWith(() => requests.getStore());

interface TenantRoutes {
  routes: ReturnType<typeof routesFor>;
  modulesByRoute: ReturnType<typeof screenModules>;
  handler: ReturnType<typeof createStaticHandler>;
}

/**
 * A tenant's route table and static handler, built once: the routes hold no request state (each render's
 * query client reaches the loaders as the handler's request context), and building them — React Router
 * flattens and ranks every route — is a real share of a page's time.
 */
const tenantRoutes = new Map<TenantCode, TenantRoutes>();
function routesOf(tenant: TenantCode): TenantRoutes {
  let built = tenantRoutes.get(tenant);
  if (!built) {
    const routes = routesFor(tenant, { waitForData: true });
    built = { routes, modulesByRoute: screenModules(routes), handler: createStaticHandler(routes) };
    tenantRoutes.set(tenant, built);
  }
  return built;
}

function asMeta(handle: unknown): RouteMeta {
  return handle && typeof handle === 'object' ? (handle as RouteMeta) : {};
}

function pageStatus(context: StaticHandlerContext): number {
  if (context.statusCode !== 200) return context.statusCode;
  const last = context.matches.at(-1);
  if (last && asMeta(last.route.handle).notFound) return 404;
  const data = Object.values(context.loaderData) as (PageData | null | undefined)[];
  return data.some((page) => page?.notFound) ? 404 : 200;
}

/** Whether a loader read what only this visitor may see (PageData.noStore: a draft's preview). */
function pageNoStore(context: StaticHandlerContext): boolean {
  return (Object.values(context.loaderData) as (PageData | null | undefined)[]).some((page) => page?.noStore);
}

/**
 * Resolves with the stream once React has rendered the whole page. The page's data was read before the
 * render, so waiting for all of it costs next to nothing, and a page written whole needs none of the inline
 * scripts React streams to fill in late parts (the CSP allows no inline script but its two hashed ones).
 */
function renderStream(element: React.ReactNode, signal?: AbortSignal) {
  return new Promise<Pick<RenderedPage, 'pipe' | 'abort'>>((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      // every part inline where it stands: no part held back to be moved in by a script
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () =>
        resolve({ pipe: (destination) => stream.pipe(destination), abort: () => stream.abort() }),
      onShellError: reject,
      onError(error) {
        // a part that failed is left to the browser, which renders it (React's own fallback)
        if (signal?.aborted) return;
        console.error('server render: a part of the page failed', error);
      },
    });
    signal?.addEventListener('abort', () => stream.abort(), { once: true });
  });
}

export const createPageRenderer: PageRendererModule['createPageRenderer'] = ({ assetHost }) => {
  setAssetHost(assetHost);
  const render: RenderPage = async (request) => {
    const scope: ServerRequest = {
      origin: request.origin,
      cookie: request.cookie,
      language: request.language,
      fetch: request.fetch,
    };
    return requests.run(scope, async () => {
      const queryClient = createQueryClient(() => undefined);
      // a failed read is not retried while the visitor waits: the page shows its error, the browser retries
      queryClient.setDefaultOptions({
        queries: { ...queryClient.getDefaultOptions().queries, retry: false },
      });
      seedBootAnswers(queryClient, request.boot);
      const { modulesByRoute, handler } = routesOf(request.tenant);
      const requestContext: RouteContext = { queryClient };
      const context = await handler.query(
        new Request(new URL(request.url, request.origin), {
          headers: { cookie: request.cookie },
          ...(request.signal ? { signal: request.signal } : {}),
        }),
        { requestContext },
      );
      if (context instanceof Response) {
        return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
      }
      if (context.errors) throw Object.values(context.errors)[0] ?? new Error('A route failed');

      const last = context.matches.at(-1);
      const headBuilder = [...context.matches]
        .reverse()
        .map((m) => asMeta(m.route.handle).head)
        .find(Boolean);
      const head =
        headBuilder?.({
          queryClient,
          params: last?.params ?? {},
          origin: request.origin,
          path: new URL(request.url, request.origin).pathname,
          language: request.language,
          site: request.site,
        }) ?? null;
      const meta = resolveRouteMeta(context.matches.map((m) => m.route.handle));
      const htmlAttributes: Record<string, string> = {
        'data-layout': meta.layout,
        ...(meta.whiteBg ? { 'data-bg': 'white' } : {}),
      };
      // the page's language's texts (main.tsx loads them first) and the matched screens
      const modules = [
        `i18n/${request.language}.json`,
        ...context.matches.flatMap((m) => modulesByRoute.get(m.route.id) ?? []),
      ];
      const boot = {
        ...request.boot,
        queries: dehydrate(queryClient),
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      } as const;

      const router = createStaticRouter(handler.dataRoutes, context);
      const language = i18n.cloneInstance({ lng: request.language });
      const stream = await renderStream(
        <StrictMode>
          <Providers queryClient={queryClient} i18n={language}>
            <App
              tenantCode={request.tenant}
              routerElement={<StaticRouterProvider router={router} context={context} hydrate={false} />}
            />
          </Providers>
        </StrictMode>,
        request.signal,
      );
      return {
        kind: 'page',
        status: pageStatus(context),
        noStore: pageNoStore(context),
        head,
        htmlAttributes,
        modules,
        boot,
        ...stream,
      };
    });
  };
  return render;
};

/** The screen modules a URL's matched routes load, from the tenant's route table (the build's checks). */
export const routeScreenModules: PageRendererModule['routeScreenModules'] = (
  tenant: TenantCode,
  url: string,
) => {
  const { routes, modulesByRoute: byRoute } = routesOf(tenant);
  return (matchRoutes(routes, url) ?? []).flatMap((m) => (m.route.id ? (byRoute.get(m.route.id) ?? []) : []));
};
