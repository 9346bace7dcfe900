import type { BootData } from './boot-data.js';
import type { Language } from './constants.js';
import type { TenantCode } from './tenant.js';

/** What the server hands the web app's server renderer (src/web/ssr/render-page.tsx) for one page. */
export interface PageRenderRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  tenant: TenantCode;
  language: Language;
  /** The answers inlined into the page (they seed the render's query cache, as they seed the browser's). */
  boot: BootData;
  /** `https://host` of the request. */
  origin: string;
  /** The request's Cookie header. */
  cookie: string;
  /** The asset host the page's `<meta name="asset-host">` names. */
  assetHost: string;
}

/** The markup of `#root` as the app's first render in the browser will make it; null when it cannot. */
export type RenderPage = (request: PageRenderRequest) => Promise<string | null>;
