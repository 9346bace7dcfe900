import type { Writable } from 'node:stream';
import type { BootData } from './boot-data.js';
import type { Language } from './constants.js';
import type { PageHead } from './seo/page-head.js';
import type { TenantCode } from './tenant.js';

/*
 * The contract between the server and the web app's server renderer (src/web/ssr/render-page.tsx,
 * ADR 011): the server hands it one request, it answers a redirect or a page rendered by React's
 * streaming renderer with what the server writes around it.
 */

export interface PageRenderRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  tenant: TenantCode;
  language: Language;
  /** SPEC §4's first two answers (the tenant and the user), known to the server already. */
  boot: Pick<BootData, 'tenant' | 'user'>;
  /** `https://host` of the request. */
  origin: string;
  /** The request's Cookie header. */
  cookie: string;
  /** The tenant's site name (page titles). */
  site: string;
  /** Calls the app's API in the same process, as this request. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Ends the render when the visitor goes away. */
  signal?: AbortSignal;
}

export interface RenderedRedirect {
  kind: 'redirect';
  status: number;
  location: string;
}

export interface RenderedPage {
  kind: 'page';
  /** 200, or 404 for the not-found page and a page whose event, series … does not exist. */
  status: number;
  /** The page shows what only this visitor may see (a draft event's preview): `private, no-store`. */
  noStore: boolean;
  head: PageHead | null;
  /** Attributes of `<html>` the page's route decides (its layout, a white background), set from the first byte. */
  htmlAttributes: Record<string, string>;
  /** The matched routes' screen modules (keys of the build's manifest), preloaded by the page. */
  modules: string[];
  /** What the page carries for the browser: the first answers, the query cache, the router's data. */
  boot: BootData;
  /** Streams `#root`'s markup into `destination` (which it ends). */
  pipe: (destination: Writable) => void;
  abort: () => void;
}

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedRedirect | RenderedPage>;

/** What the server's renderer module exports. */
export interface PageRendererModule {
  createPageRenderer: (options: { assetHost: string }) => RenderPage;
  /** Every screen module each tenant's route table names (the build's checks). */
  routeScreenModules: (tenant: TenantCode, url: string) => string[];
}
