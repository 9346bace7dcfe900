import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withHead } from '../seo/page-head.js';
import type { PageHeads } from '../seo/seo.service.js';
import type { Language } from '../../shared/constants.js';
import { normalizeTenantCode } from '../../shared/tenant.js';
import type { RenderPage } from '../../shared/page-render.js';
import { withServerRenderedRoot } from './after-paint-scripts.js';
import { bootDataBlock, type BootData } from './boot-data.js';
import { requestLanguage, siteOrigin } from './request-context.js';
import { createRoutePreloads } from './route-preload.js';
import { withTenantLook } from './tenant-look.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';
const REVALIDATE = 'no-cache';
const PRIVATE_REVALIDATE = 'private, no-cache';

/** Paths that belong to the server, never to the client router. */
const SERVER_PATHS = /^\/(api|Register)(\/|$)|^\/(healthz|readyz)$|^\/(assets|static)\//;

export interface Spa {
  /**
   * Answers the page for a client route: any GET/HEAD outside the server's own paths, whatever its Accept
   * (curl and link-preview bots accept anything, not text/html by name); false when it is not one.
   */
  serveClientRoute(request: FastifyRequest, reply: FastifyReply): boolean;
}

function cacheControlFor(webRoot: string, file: string): string {
  const rel = relative(webRoot, file).split(sep).join('/');
  if (rel.startsWith('assets/')) return IMMUTABLE; // content-hashed by vite
  if (rel.startsWith('static/icons/')) return ONE_DAY;
  return REVALIDATE;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

const MAP_TILES_META = /<meta\s+name="map-tiles"\s+content="[^"]*"\s*\/?>/;

/**
 * index.html with the asset-host meta pointing at the configured asset host and the map-tiles meta
 * carrying the tile URL template (added before </head> when the page has none); re-read when it changes.
 */
function indexHtmlLoader(indexFile: string, assetHost: string, mapTileUrl: string): () => string {
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      let html = readFileSync(indexFile, 'utf8').replace(
        /<meta\s+name="asset-host"\s+content="[^"]*"\s*\/?>/,
        `<meta name="asset-host" content="${escapeAttribute(assetHost)}">`,
      );
      const tiles = `<meta name="map-tiles" content="${escapeAttribute(mapTileUrl)}">`;
      html = MAP_TILES_META.test(html)
        ? html.replace(MAP_TILES_META, () => tiles)
        : html.replace('</head>', () => `  ${tiles}\n  </head>`);
      cached = { mtimeMs, html };
    }
    return cached.html;
  };
}

/**
 * Serves the built web app from `webRoot` when it exists: hashed assets cached for a year, icons for a
 * day, index.html always revalidated and answered for every client route. Without a web build the
 * server serves the API only (null).
 */
export async function registerSpa(
  app: FastifyInstance,
  options: {
    webRoot: string;
    assetHost: string;
    mapTileUrl: string;
    pageHeads?: PageHeads;
    /** The answers inlined into the page at that path (see boot-data.ts). */
    bootData?: (request: FastifyRequest, path: string) => Promise<BootData>;
    /** The web app's server renderer (ADR 009); the home page is rendered on the server when there is one. */
    renderPage?: RenderPage | null;
  },
): Promise<Spa | null> {
  const { webRoot, assetHost, mapTileUrl, pageHeads, bootData, renderPage } = options;
  if (!existsSync(webRoot) || !statSync(webRoot).isDirectory()) return null;

  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: '/',
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // the build writes .br and .gz next to each hashed asset (scripts/compress-assets.mjs)
    preCompressed: true,
    // index.html is served transformed, by the routes below.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (res, file) => {
      res.setHeader('cache-control', cacheControlFor(webRoot, file));
      res.setHeader('vary', 'Accept-Encoding');
    },
  });

  const indexFile = join(webRoot, 'index.html');
  if (!existsSync(indexFile)) return null;
  const indexHtml = indexHtmlLoader(indexFile, assetHost, mapTileUrl);
  const routePreloads = createRoutePreloads(webRoot);

  /**
   * The page in the tenant's look from its first paint (tenant-look.ts), with the tenant and user answers
   * inlined (boot-data.ts) and the landing screen's chunks preloaded (route-preload.ts). It carries the
   * visitor's own data, so no shared cache may keep it.
   */
  const sendIndex = async (
    request: FastifyRequest,
    reply: FastifyReply,
    html = indexHtml(),
    status = 200,
  ) => {
    const path = request.url.split('?')[0] ?? '/';
    const language = requestLanguage(app, request);
    const answers = bootData ? await bootData(request, path) : null;
    const markup = answers?.home ? await serverMarkup(request, answers, language) : null;
    const boot = answers ? bootDataBlock(answers) : '';
    const extra = [routePreloads(request.tenant.code, path), boot].filter(Boolean).join('\n    ');
    // the page's language is the visitor's from its first byte (screen readers; the Intl warm-up reads it)
    const inLanguage = html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    const withExtra = extra ? inLanguage.replace('</head>', () => `  ${extra}\n  </head>`) : inLanguage;
    const page = markup ? withServerRenderedRoot(withExtra, markup) : withExtra;
    return reply
      .code(status)
      .header('cache-control', bootData ? PRIVATE_REVALIDATE : REVALIDATE)
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(withTenantLook(page, request.tenant.code));
  };

  /** The first screen's markup from the server's render; null (the browser renders it) when that fails. */
  const serverMarkup = async (request: FastifyRequest, boot: BootData, language: Language) => {
    if (!renderPage) return null;
    try {
      return await renderPage({
        url: request.url,
        tenant: normalizeTenantCode(request.tenant.code),
        language,
        boot,
        origin: siteOrigin(request),
        cookie: request.headers.cookie ?? '',
        assetHost,
      });
    } catch (err) {
      request.log.error({ err }, 'server render failed; the browser renders the page');
      return null;
    }
  };

  /** Event and series pages get their own title, description, Open Graph and JSON-LD (SEO). */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    try {
      const page = pageHeads ? await pageHeads(request, path) : null;
      if (!page) return await sendIndex(request, reply);
      const html = page.head ? withHead(indexHtml(), page.head) : indexHtml();
      return await sendIndex(request, reply, html, page.status);
    } catch (err) {
      request.log.error({ err }, 'page head failed; serving the plain page');
      return sendIndex(request, reply);
    }
  };

  app.get('/', (request, reply) => sendIndex(request, reply));
  app.get('/index.html', (request, reply) => sendIndex(request, reply));

  return {
    serveClientRoute(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const path = request.url.split('?')[0] ?? '/';
      if (SERVER_PATHS.test(path)) return false;
      void sendPage(request, reply, path);
      return true;
    },
  };
}
