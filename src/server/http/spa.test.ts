import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/test-app.js';
import { AFTER_PAINT_LOADER, AFTER_PAINT_LOADER_SOURCE } from './after-paint-scripts.js';
import { INTL_WARM_UP_SCRIPT, INTL_WARM_UP_SCRIPT_SOURCE } from './intl-warm-up.js';
import { TENANT_BOOT_SCRIPT, TENANT_BOOT_SCRIPT_SOURCE } from './tenant-look.js';

const INDEX = `<!doctype html><html lang="ru"><head><meta name="asset-host" content="/static/icons">
<script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/app-abc123.js', imports: ['_core.js'] },
  '_core.js': { file: 'assets/core-abc.js' },
  'pages/home/home-page.tsx': {
    file: 'assets/home-abc.js',
    imports: ['_core.js', '_icon.js'],
    css: ['assets/home-abc.css'],
  },
  '_icon.js': { file: 'assets/icon-abc.js' },
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

  it("inlines the home page's three reads as their calls answer them, in the visitor's language", async () => {
    const headers = { ...html, cookie: '_rr_culture=c=en|uic=en' };
    const res = await app.inject({ url: '/', headers });
    const block = /<script type="application\/json" id="sl-boot">(.*?)<\/script>/.exec(res.body);
    const boot = JSON.parse(block?.[1] ?? 'null') as { home?: Record<string, unknown> };
    const call = async (url: string, method: 'GET' | 'POST' = 'GET') =>
      JSON.parse((await app.inject({ method, url, headers })).body) as unknown;
    expect(res.body).toContain('<html data-tenant="default" lang="en">');
    expect(boot.home).toEqual({
      language: 'en',
      events: await call('/api/events/list?type=future&limit=6&language=en'),
      series: await call('/api/series?limit=6&language=en'),
      liveCount: await call('/api/events/live-count', 'POST'),
    });
    // only the default tenant's home page has them
    for (const other of [
      app.inject({ url: '/Contacts', headers }),
      app.inject({ url: '/', headers: { ...headers, host: 'pionercup.localhost' } }),
    ]) {
      expect((await other).body).not.toContain('"home":');
    }
  });

  it("warms the browser's date and number data while the page waits for its scripts (allowed by the CSP)", async () => {
    const res = await app.inject({ url: '/', headers: html });
    expect(res.body).toContain(`<script>${INTL_WARM_UP_SCRIPT}</script>`);
    expect(res.headers['content-security-policy']).toContain(INTL_WARM_UP_SCRIPT_SOURCE);
  });

  it('preloads the landing screen of the path from the build manifest (default tenant only)', async () => {
    const home = await app.inject({ url: '/', headers: html });
    // the screen's own module is marked: the app loads it before its first render
    expect(home.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-abc.js" data-screen>',
    );
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/icon-abc.js">');
    expect(home.body).toContain('<link rel="stylesheet" crossorigin href="/assets/home-abc.css">');
    // the entry's own chunks are already in the page
    expect(home.body).not.toContain('modulepreload" crossorigin href="/assets/app-abc123.js"');
    const list = await app.inject({ url: '/events/future?q=x', headers: html });
    expect(list.body).toContain('href="/assets/events-abc.js"');
    expect(list.body).not.toContain('home-abc');
    const other = await app.inject({ url: '/Contacts', headers: html });
    expect(other.body).not.toContain('modulepreload');
    const pioner = await app.inject({ url: '/', headers: { ...html, host: 'pionercup.localhost' } });
    expect(pioner.body).not.toContain('modulepreload');
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

describe('a page the server renders (ADR 009)', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let dir: string;
  const html = { accept: 'text/html' };
  // a stand-in for dist/ssr/render-page.js: what it was asked, back as markup; a failure on request
  const RENDERER = `export async function renderPage(request) {
    if (request.cookie.includes('fail=1')) throw new Error('render failed');
    return '<main><h1>' + request.language + ' ' + request.tenant + ' ' + request.url + '</h1><p>' +
      request.boot.home.liveCount + '</p><a href="' + request.origin + '/">' + request.assetHost + '</a></main>';
  }`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'startline-ssr-'));
    const webRoot = join(dir, 'web');
    mkdirSync(join(webRoot, '.vite'), { recursive: true });
    writeFileSync(
      join(webRoot, 'index.html'),
      INDEX.replace('<script type="module"', '<script type="module" crossorigin').replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/core-abc.js"></head>',
      ),
    );
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

  const scriptsOf = (body: string) =>
    JSON.parse(
      /<script type="application\/json" id="sl-scripts">(.*?)<\/script>/.exec(body)?.[1] ?? 'null',
    ) as unknown;

  it('puts the home page on screen before any script: its markup in #root, the scripts added after the first paint', async () => {
    const res = await app.inject({ url: '/?utm=1', headers: { ...html, host: 'example.org' } });
    const live = JSON.parse(
      (await app.inject({ method: 'POST', url: '/api/events/live-count', headers: html })).body,
    ) as number;
    expect(res.statusCode).toBe(200);
    // example.org is no host of a tenant: the default tenant answers, with links to its own host
    expect(res.body).toContain(
      `<div id="root"><main><h1>ru default /?utm=1</h1><p>${live}</p><a href="http://localhost/">/static/icons</a></main></div>`,
    );
    // no script or module preload the browser would fetch while it paints the page
    expect(res.body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(scriptsOf(res.body)).toEqual({
      entry: '/assets/app-abc123.js',
      preload: [
        { href: '/assets/core-abc.js' },
        { href: '/assets/home-abc.js', screen: true },
        { href: '/assets/icon-abc.js' },
      ],
    });
    // the styles still load before the paint; the loader is allowed by the CSP
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/home-abc.css">');
    expect(res.body).toContain(`<script>${AFTER_PAINT_LOADER}</script>`);
    expect(res.headers['content-security-policy']).toContain(AFTER_PAINT_LOADER_SOURCE);
  });

  it("renders in the visitor's language", async () => {
    const res = await app.inject({ url: '/', headers: { ...html, cookie: '_rr_culture=c=en|uic=en' } });
    expect(res.body).toContain('<h1>en default /</h1>');
  });

  it('leaves other pages and tenants to the browser', async () => {
    for (const res of [
      await app.inject({ url: '/Contacts', headers: html }),
      await app.inject({ url: '/', headers: { ...html, host: 'pionercup.localhost' } }),
    ]) {
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/app-abc123.js"></script>');
      expect(res.body).not.toContain('sl-scripts');
    }
  });

  it('sends the page for the browser to render when the server render fails', async () => {
    const res = await app.inject({ url: '/', headers: { ...html, cookie: 'fail=1' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/app-abc123.js"></script>');
  });
});
