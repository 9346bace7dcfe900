import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/test-app.js';
import { PAGE_SCRIPTS_STARTER, pageScriptsBlock } from '../../shared/page-scripts.js';
import { INTL_WARM_UP_SCRIPT, INTL_WARM_UP_SCRIPT_SOURCE } from './intl-warm-up.js';
import { PAGE_SCRIPTS_STARTER_SOURCE } from './security-headers.js';
import { TENANT_BOOT_SCRIPT, TENANT_BOOT_SCRIPT_SOURCE } from './tenant-look.js';

/** index.html as the build writes it (vite.config.ts): the entry script held until the first paint. */
const INDEX = `<!doctype html><html lang="ru"><head><title>Startline</title><meta name="asset-host" content="/static/icons">
</head><body><div id="root"></div>${pageScriptsBlock(['<script type="module" src="/assets/app-abc123.js"></script>'])}</body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_core.js'] },
  '_core.js': { file: 'assets/core-abc.js' },
  'pages/home/home-page.tsx': {
    file: 'assets/home-abc.js',
    imports: ['_core.js', '_icon.js', '_home-texts.js'],
    css: ['assets/home-abc.css'],
  },
  '_icon.js': { file: 'assets/icon-abc.js' },
  '_home-texts.js': {
    file: 'assets/home-texts-abc.js',
    dynamicImports: ['i18n/lazy/home.ru.json', 'i18n/lazy/home.en.json'],
  },
  'i18n/lazy/home.ru.json': { file: 'assets/home.ru-abc.js' },
  'i18n/lazy/home.en.json': { file: 'assets/home.en-abc.js' },
  'pages/events/events-page.tsx': { file: 'assets/events-abc.js', imports: ['_core.js'] },
};
const APP_JS = 'console.log("app");'.repeat(200);

describe('serving the web app', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let webRoot: string;
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'startline-web-'));
    mkdirSync(join(webRoot, 'assets'));
    mkdirSync(join(webRoot, 'static', 'icons'), { recursive: true });
    writeFileSync(join(webRoot, 'index.html'), INDEX);
    writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), APP_JS);
    writeFileSync(
      join(webRoot, 'static', 'icons', 'Arrow-Left.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    writeFileSync(join(webRoot, 'robots.txt'), 'User-agent: *\n');
    mkdirSync(join(webRoot, '.vite'));
    writeFileSync(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    // what scripts/compress-assets.mjs writes at build
    writeFileSync(join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
    testDb = await createTestDatabase();
    app = await createTestApp(testDb.database, { webRoot, assetHost: 'https://cdn.example.com/icons' });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves index.html at / uncached, with the configured asset host', async () => {
    const res = await app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('<meta name="asset-host" content="https://cdn.example.com/icons">');
    expect(res.body).not.toContain('content="/static/icons"');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const direct = await app.inject({ url: '/index.html' });
    expect(direct.body).toContain('https://cdn.example.com/icons');
  });

  it("arrives in the tenant's look: data-tenant from the host, the boot script allowed by the CSP", async () => {
    const pioner = await app.inject({ url: '/some/page', headers: { ...html, host: 'pionercup.localhost' } });
    expect(pioner.body).toContain('<html data-tenant="pionercup" lang="ru">');
    expect(pioner.body).toContain('<meta name="theme-color" content="#c8102e">');
    const home = await app.inject({ url: '/', headers: { ...html, host: 'fontanka.localhost:3000' } });
    expect(home.body).toContain('<html data-tenant="fontanka" lang="ru">');
    const unknown = await app.inject({ url: '/', headers: { ...html, host: 'elsewhere.example' } });
    expect(unknown.body).toContain('<html data-tenant="default" lang="ru">');
    const csp = unknown.headers['content-security-policy'] as string;
    expect(csp).toContain(TENANT_BOOT_SCRIPT_SOURCE);
    expect(unknown.body).toContain(`<script>${TENANT_BOOT_SCRIPT}</script>`);
  });

  it("inlines the tenant and user answers, so the page is the visitor's own and never shared", async () => {
    const res = await app.inject({ url: '/', headers: { ...html, host: 'pionercup.localhost' } });
    const block = /<script type="application\/json" id="sl-boot">(.*?)<\/script>/.exec(res.body);
    const boot = JSON.parse(block?.[1] ?? 'null') as { tenant: { data: { code: string } }; user: unknown };
    expect(boot.tenant.data.code).toBe('pionercup');
    expect(boot.user).toEqual({ isAuthorized: false });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it("warms the browser's date and number data while the page waits for its scripts (allowed by the CSP)", async () => {
    const res = await app.inject({ url: '/', headers: html });
    expect(res.body).toContain(`<script>${INTL_WARM_UP_SCRIPT}</script>`);
    expect(res.headers['content-security-policy']).toContain(INTL_WARM_UP_SCRIPT_SOURCE);
  });

  it('caches hashed assets for a year and icons for a day', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/static/icons/Arrow-Left.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect((await app.inject({ url: '/robots.txt' })).headers['cache-control']).toBe('no-cache');
  });

  it('serves the brotli copy the build made to clients that accept it', async () => {
    const res = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('compresses what the client accepts compressed', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers index.html for client routes a browser navigates to', async () => {
    for (const url of ['/events', '/moscow-marathon/10k/register?step=2', '/pionercup/series/']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers the page to any GET of a page path, whatever it accepts (curl, link previews)', async () => {
    for (const accept of ['*/*', 'application/json', '']) {
      const res = await app.inject({ url: '/events', headers: accept ? { accept } : {} });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-type'], accept).toMatch(/^text\/html/);
      expect(res.body, accept).toContain('<div id="root">');
    }
  });

  it('does not answer index.html for missing assets, API paths or unsafe methods', async () => {
    const missingAsset = await app.inject({ url: '/assets/app-old999.js', headers: html });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.headers['cache-control']).toBeUndefined();
    expect((await app.inject({ url: '/api/unknown', headers: html })).json().error.code).toBe('NOT_FOUND');
    expect((await app.inject({ url: '/Register/Unknown', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/events', headers: html })).statusCode).toBe(404);
  });

  it('still answers the API', async () => {
    const res = await app.inject({ url: '/api/users/getCurrent' });
    expect(res.json()).toEqual({ isAuthorized: false });
  });
});

describe('a page the server renders (ADR 011)', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let dir: string;
  const html = { accept: 'text/html' };
  // A stand-in for dist/ssr/render-page.js: it calls the API in-process as the page's request, and
  // streams back what it was asked in two chunks; a redirect, a 404 and a failure on request.
  const RENDERER = `export function createPageRenderer({ assetHost }) {
    return async (request) => {
      if (request.cookie.includes('fail=1')) throw new Error('render failed');
      if (request.url === '/go') return { kind: 'redirect', status: 302, location: '/gone' };
      const tenant = await (await request.fetch('/api/events/tenants/getCurrent', { headers: { accept: 'application/json' } })).json();
      const markup = ['<main><h1>' + request.language + ' ' + request.tenant + ' ' + request.url + '</h1>',
        '<p>' + tenant.data.code + ' ' + request.site + '</p><a href="' + request.origin + '/">' + assetHost + '</a></main>'];
      return {
        kind: 'page',
        status: request.url === '/nope' ? 404 : 200,
        head: request.url === '/nope' ? null : { title: 'Page <1>', description: 'About it', canonical: request.origin + request.url, ogType: 'website', locale: request.language },
        htmlAttributes: { 'data-layout': 'default', 'data-bg': 'white' },
        modules: request.url === '/' ? ['pages/home/home-page.tsx'] : [],
        boot: { ...request.boot, queries: { queries: [] }, router: { loaderData: { home: null }, actionData: null, errors: null } },
        pipe(destination) { destination.write(markup[0]); setTimeout(() => { destination.write(markup[1]); destination.end(); }, 5); },
        abort() {},
      };
    };
  }`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'startline-ssr-'));
    const webRoot = join(dir, 'web');
    mkdirSync(join(webRoot, '.vite'), { recursive: true });
    writeFileSync(join(webRoot, 'index.html'), INDEX);
    writeFileSync(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    mkdirSync(join(dir, 'ssr'));
    writeFileSync(join(dir, 'ssr', 'render-page.js'), RENDERER);
    testDb = await createTestDatabase();
    app = await createTestApp(testDb.database, {
      webRoot,
      pageRendererFile: join(dir, 'ssr', 'render-page.js'),
      assetHost: '/static/icons',
    });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const bootOf = (body: string) =>
    JSON.parse(/<script type="application\/json" id="sl-boot">(.*?)<\/script>/.exec(body)?.[1] ?? 'null') as {
      tenant: { data: { code: string } };
      user: unknown;
      queries?: unknown;
      router?: unknown;
    };

  it('streams the page into #root, its data after it, with the head and the screen preloads the render named', async () => {
    const res = await app.inject({ url: '/', headers: { ...html, host: 'example.org' } });
    expect(res.statusCode).toBe(200);
    // example.org is no host of a tenant: the default tenant answers, with links to its own host
    expect(res.body).toContain(
      '<div id="root"><main><h1>ru default /</h1><p>default Startline</p><a href="http://localhost/">/static/icons</a></main></div>',
    );
    expect(res.body.indexOf('id="sl-boot"')).toBeGreaterThan(res.body.indexOf('</main></div>'));
    expect(bootOf(res.body)).toMatchObject({
      tenant: { data: { code: 'default' } },
      user: { isAuthorized: false },
      queries: { queries: [] },
      router: { loaderData: { home: null } },
    });
    expect(res.body).toContain('<title>Page &lt;1&gt;</title>');
    expect(res.body).toContain('<meta property="og:title" content="Page &lt;1&gt;">');
    // the screen's files from the build manifest, not those the entry loads anyway, started with the
    // entry after the first paint: inside the template, nothing outside it that fetches a script
    const held = /<template id="page-scripts">([\s\S]*?)<\/template>/.exec(res.body)?.[1] ?? '';
    expect(held).toContain('<link rel="modulepreload" crossorigin href="/assets/home-abc.js">');
    expect(held).toContain('<link rel="modulepreload" crossorigin href="/assets/icon-abc.js">');
    // the screen's texts in the page's language (its route loads them before it renders), not the other's
    expect(held).toContain('<link rel="modulepreload" crossorigin href="/assets/home.ru-abc.js">');
    expect(held).not.toContain('home.en-abc.js');
    expect(held).toContain('<link rel="stylesheet" crossorigin href="/assets/home-abc.css">');
    expect(held).toContain('<script type="module" src="/assets/app-abc123.js"></script>');
    expect(res.body).not.toContain('/assets/core-abc.js');
    expect(res.body.replace(held, '')).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);
    expect(res.body).toContain(`<script>${PAGE_SCRIPTS_STARTER}</script>`);
    expect(res.headers['content-security-policy']).toContain(PAGE_SCRIPTS_STARTER_SOURCE);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it("renders in the visitor's language and tenant, its API calls made as the page's request", async () => {
    const res = await app.inject({
      url: '/Contacts?x=1',
      headers: { ...html, host: 'pionercup.localhost', cookie: '_rr_culture=c=en|uic=en' },
    });
    expect(res.body).toContain('<h1>en pionercup /Contacts?x=1</h1><p>pionercup PionerCup</p>');
    expect(res.body).toContain(
      '<html data-layout="default" data-bg="white" data-tenant="pionercup" lang="en">',
    );
  });

  it('answers the status and redirects the render decided', async () => {
    const missing = await app.inject({ url: '/nope', headers: html });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>ru default /nope</h1>');
    const moved = await app.inject({ url: '/go', headers: html });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/gone');
  });

  it('sends the page for the browser to render when the server render fails', async () => {
    const res = await app.inject({ url: '/', headers: { ...html, cookie: 'fail=1' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(bootOf(res.body).tenant.data.code).toBe('default');
    expect(res.body).toContain('<script type="module" src="/assets/app-abc123.js"></script>');
  });
});
