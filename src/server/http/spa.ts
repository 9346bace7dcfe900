import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BootData } from '../../shared/boot-data.js';
import type { RenderedPage, RenderPage } from '../../shared/page-render.js';
import { withPageScriptTags } from '../../shared/page-scripts.js';
import { withHead } from '../../shared/seo/page-head.js';
import { normalizeTenantCode } from '../../shared/tenant.js';
import { bootDataBlock } from './boot-data.js';
import { PRIVATE_NO_STORE } from './cache-control.js';
import { inProcessFetch } from './in-process-fetch.js';
import { isPageRequest } from './page-paths.js';
import { requestLanguage, siteOrigin } from './request-context.js';
import { withTenantLook } from './tenant-look.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';
const REVALIDATE = 'no-cache';
/** Every page carries the visitor's own answers (the user, the session's language): no shared cache keeps it. */
const PRIVATE_REVALIDATE = 'private, no-cache';
/** A render the visitor still waits for after this long is cut short; the browser renders what is left. */
const RENDER_TIMEOUT_MS = 10_000;

/** Where the app's pages come from: the build (`npm start`) or Vite in development (`npm run dev`). */
export interface PageSource {
  /** The document template: index.html as built, or as Vite serves it in development. */
  template(url: string): Promise<string>;
  /** The web app's server renderer; null without one (the browser then renders every page). */
  renderer(): Promise<RenderPage | null>;
  /** `<link>` tags preloading the files of the matched screens, their texts in the page's language. */
  preloads(modules: readonly string[], language: string): string;
}

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

const ASSET_HOST_META = /<meta\s+name="asset-host"\s+content="[^"]*"\s*\/?>/;
const MAP_TILES_META = /<meta\s+name="map-tiles"\s+content="[^"]*"\s*\/?>/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The one document template (index.html) with what every page of this server carries: the asset host
 * and the map tiles' URL template in their meta tags.
 */
function withSiteMeta(html: string, assetHost: string, mapTileUrl: string): string {
  const host = `<meta name="asset-host" content="${escapeAttribute(assetHost)}">`;
  const tiles = `<meta name="map-tiles" content="${escapeAttribute(mapTileUrl)}">`;
  const withHost = html.replace(ASSET_HOST_META, () => host);
  return MAP_TILES_META.test(withHost)
    ? withHost.replace(MAP_TILES_META, () => tiles)
    : withHost.replace('</head>', () => `  ${tiles}\n  </head>`);
}

/** ` name="value"` for each attribute the render set on `<html>` (names are the renderer's own). */
function htmlAttributes(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .filter(([name]) => /^data-[a-z-]+$/.test(name))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
}

/** The built index.html, re-read when it changes. */
export function builtTemplate(indexFile: string): () => Promise<string> {
  let cached: { mtimeMs: number; html: string } | null = null;
  return async () => {
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return cached.html;
  };
}

/** Whether a URL path can name one of the build's files: under its top folders, or one of its top files. */
function builtPath(webRoot: string): (pathName: string) => boolean {
  const top = readdirSync(webRoot, { withFileTypes: true }).filter((entry) => !entry.name.startsWith('.'));
  const folders = top.filter((entry) => entry.isDirectory()).map((entry) => `/${entry.name}/`);
  const files = new Set(
    top.filter((entry) => entry.isFile() && entry.name !== 'index.html').map((entry) => `/${entry.name}`),
  );
  return (pathName) =>
    files.has(pathName) ||
    (!pathName.includes('..') && folders.some((folder) => pathName.startsWith(folder)));
}

/**
 * Serves the web app: its built files from `webRoot` when there is a build (hashed assets cached for a
 * year, icons for a day), and every page through `pages` — rendered on the server by React when there is a
 * renderer (ADR 011), else the document the browser renders. Null without a document template.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: {
    /** The build's folder of static files; none in development (Vite serves them). */
    webRoot: string | null;
    pages: PageSource | null;
    assetHost: string;
    mapTileUrl: string;
    /** SPEC §4's first two answers, which the page carries. */
    boot: (request: FastifyRequest) => Pick<BootData, 'tenant' | 'user'>;
  },
): Promise<Spa | null> {
  const { webRoot, pages, assetHost, mapTileUrl, boot } = options;
  if (!pages) return null;

  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      // the build writes .br and .gz next to each hashed asset (scripts/compress-assets.mjs)
      preCompressed: true,
      // only what the build put there: index.html is the pages' template, never served as it is, and a
      // page's URL goes straight to the pages' handler without a look on disk for a file of its name
      allowedPath: builtPath(webRoot),
      setHeaders: (res, file) => {
        res.setHeader('cache-control', cacheControlFor(webRoot, file));
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  /** `noStore`: the page shows what only this visitor may see (a draft's preview), kept by no cache. */
  const headers = (reply: FastifyReply, status: number, noStore = false) =>
    reply
      .code(status)
      .header('cache-control', noStore ? PRIVATE_NO_STORE : PRIVATE_REVALIDATE)
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8');

  /** The document in the visitor's language and the tenant's look (tenant-look.ts) from its first byte. */
  const documentFor = async (request: FastifyRequest, language: string) => {
    const template = withSiteMeta(await pages.template(request.url), assetHost, mapTileUrl);
    return withTenantLook(
      template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`),
      request.tenant.code,
    );
  };

  /** The page the browser renders (no renderer, or the render failed). */
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, language: string) => {
    const html = (await documentFor(request, language)).replace(
      EMPTY_ROOT,
      () => `${EMPTY_ROOT}\n    ${bootDataBlock(boot(request))}`,
    );
    return headers(reply, 200).send(html);
  };

  /** The server's render streamed into the document: head, `#root`'s markup as React writes it, the data. */
  const sendRendered = async (
    request: FastifyRequest,
    reply: FastifyReply,
    language: string,
    page: RenderedPage,
  ) => {
    let html = (await documentFor(request, language)).replace(
      /<html\b/,
      () => `<html${htmlAttributes(page.htmlAttributes)}`,
    );
    if (page.head) html = withHead(html, page.head);
    // the matched screens' files, started with the entry's after the first paint (page-scripts.ts)
    html = withPageScriptTags(html, pages.preloads(page.modules, language));
    const at = html.indexOf(EMPTY_ROOT);
    if (at < 0) {
      page.abort();
      throw new Error('The document template has no empty #root');
    }
    const before = `${html.slice(0, at)}<div id="root">`;
    const after = `</div>\n    ${bootDataBlock(page.boot)}${html.slice(at + EMPTY_ROOT.length)}`;
    const body = new PassThrough();
    body.write(before);
    const markup = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        if (body.write(chunk)) done();
        else body.once('drain', () => done());
      },
      final: (done) => {
        body.end(after);
        done();
      },
    });
    page.pipe(markup);
    return headers(reply, page.status, page.noStore).send(body);
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(app, request);
    const renderer = await pages.renderer().catch((err: unknown) => {
      request.log.error({ err }, 'the server renderer did not load; the browser renders the page');
      return null;
    });
    if (!renderer) return sendShell(request, reply, language);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), RENDER_TIMEOUT_MS);
    request.raw.once('close', () => abort.abort());
    reply.raw.once('close', () => clearTimeout(timer));
    let page;
    try {
      page = await renderer({
        url: request.url,
        tenant: normalizeTenantCode(request.tenant.code),
        language,
        boot: boot(request),
        origin: siteOrigin(request),
        cookie: request.headers.cookie ?? '',
        site: request.tenant.name,
        fetch: inProcessFetch(app, request),
        signal: abort.signal,
      });
    } catch (err) {
      clearTimeout(timer);
      if (abort.signal.aborted && request.raw.destroyed) return reply;
      request.log.error({ err }, 'server render failed; the browser renders the page');
      return sendShell(request, reply, language);
    }
    if (page.kind === 'redirect') {
      clearTimeout(timer);
      return reply.header('cache-control', PRIVATE_REVALIDATE).redirect(page.location, page.status);
    }
    return sendRendered(request, reply, language, page);
  };

  // the static files' handler would answer `/` (a folder) itself
  app.get('/', (request, reply) => sendPage(request, reply));

  return {
    serveClientRoute(request, reply) {
      if (!isPageRequest(request.method, request.url)) return false;
      void sendPage(request, reply).catch((err: unknown) => {
        request.log.error({ err }, 'page failed');
        if (!reply.sent) void reply.code(500).type('text/plain; charset=utf-8').send('Internal Server Error');
      });
      return true;
    },
  };
}

/** The build's pages: dist/web/index.html, its manifest and the server renderer dist/ssr/render-page.js. */
export function builtPages(
  webRoot: string,
  renderer: () => Promise<RenderPage | null>,
  preloads: (modules: readonly string[], language: string) => string,
): PageSource | null {
  const indexFile = join(webRoot, 'index.html');
  if (!existsSync(indexFile)) return null;
  const template = builtTemplate(indexFile);
  return { template: () => template(), renderer, preloads };
}
