import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { tenants } from '../db/schema.js';
import { createTestApp, createTestDatabase, testConfig, type TestDatabase } from '../test/test-app.js';
import { INTL_WARM_UP_SCRIPT_SOURCE } from './intl-warm-up.js';
import { PAGE_SCRIPTS_STARTER_SOURCE } from './security-headers.js';
import { TENANT_BOOT_SCRIPT_SOURCE } from './tenant-look.js';

const EN = { cookie: '_rr_culture=c=en|uic=en' };

describe('HTTP behaviour shared by every call', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const extraApps: FastifyInstance[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = await createTestApp(testDb.database);
  });
  afterAll(async () => {
    await Promise.all([app, ...extraApps].map((a) => a?.close()));
    await testDb?.dispose();
  });

  async function extraApp(...args: Parameters<typeof createTestApp>): Promise<FastifyInstance> {
    const other = await createTestApp(...args);
    extraApps.push(other);
    return other;
  }

  describe('health', () => {
    it('/healthz and /readyz answer when the database is up', async () => {
      expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
    });

    it('/readyz answers 503 when the database does not', async () => {
      const down = { ...testDb.database, ping: () => Promise.reject(new Error('connection refused')) };
      const other = await extraApp(down);
      expect((await other.inject({ url: '/readyz' })).statusCode).toBe(503);
      expect((await other.inject({ url: '/healthz' })).statusCode).toBe(200);
    });

    it('/readyz answers 503 "starting" until the work after listening is done', async () => {
      let starting = true;
      const other = await extraApp(testDb.database, {}, { starting: () => starting });
      const early = await other.inject({ url: '/readyz' });
      expect(early.statusCode).toBe(503);
      expect(early.json()).toEqual({ status: 'starting' });
      expect((await other.inject({ url: '/healthz' })).statusCode).toBe(200);
      starting = false;
      expect((await other.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
    });
  });

  describe('errors', () => {
    it('answers invalid JSON with 400 INVALID_JSON', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/events/live-count',
        headers: { 'content-type': 'application/json' },
        payload: '{"oops":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'INVALID_JSON', message: 'Тело запроса не является корректным JSON.' },
      });
    });

    it('answers an oversize body with 413', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/Register/ApiClearCart',
        headers: { 'content-type': 'application/json', ...EN },
        payload: JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 10) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
      });
    });

    it('answers unknown API paths with a JSON 404, even to a browser', async () => {
      for (const [method, url] of [
        ['GET', '/api/no-such-call'],
        ['POST', '/api/events/no-such-call'],
        ['GET', '/Register/NoSuchCall'],
      ] as const) {
        const res = await app.inject({ method, url, headers: { accept: 'text/html,*/*' } });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Страница не найдена.' } });
      }
    });

    it('writes messages in the culture of _rr_culture, Russian when unreadable', async () => {
      const message = async (cookie?: string) =>
        (await app.inject({ url: '/api/nope', headers: cookie ? { cookie } : {} })).json().error.message;
      expect(await message('_rr_culture=c=en|uic=en')).toBe('Not found.');
      expect(await message('_rr_culture=c%3Den%7Cuic%3Den')).toBe('Not found.');
      expect(await message('_rr_culture=c=ru|uic=ru')).toBe('Страница не найдена.');
      expect(await message('_rr_culture=%%garbage')).toBe('Страница не найдена.');
      expect(await message('_rr_culture=uic=de')).toBe('Страница не найдена.');
      expect(await message()).toBe('Страница не найдена.');
    });

    it('answers a thrown error with 500 and no internals, logged with the request id', async () => {
      const lines: string[] = [];
      const boom = await buildApp(testConfig({ logLevel: 'info' }), {
        database: testDb.database,
        logStream: { write: (line) => void lines.push(line) },
      });
      extraApps.push(boom);
      boom.get('/api/test/boom', async () => {
        throw new Error('password=hunter2 at db.internal:5432');
      });
      await boom.ready();

      const res = await boom.inject({ url: '/api/test/boom', headers: EN });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: 'An error occurred. Try later.' } });
      expect(res.body).not.toMatch(/hunter2|db\.internal|stack|Error:/);
      const requestId = res.headers['x-request-id'];
      const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
      expect(logged).toMatchObject({ reqId: requestId, level: 50 });
      expect(logged.err.message).toContain('hunter2');
    });
  });

  describe('CSRF', () => {
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/events/live-count',
        headers: { host: 'localhost:3000', ...headers },
      });

    it('rejects a cross-origin POST with 403', async () => {
      const attempts: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'http://localhost:4000' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of attempts) {
        const res = await post({ ...headers, ...EN });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          error: { code: 'CSRF_REJECTED', message: 'A request from another site was rejected.' },
        });
      }
    });

    it('lets same-origin and header-less POSTs and cross-origin GETs through', async () => {
      expect(
        (await post({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode,
      ).toBe(200);
      expect((await post({})).statusCode).toBe(200);
      const get = await app.inject({
        url: '/api/users/getCurrent',
        headers: { origin: 'https://evil.example' },
      });
      expect(get.statusCode).toBe(200);
    });
  });

  describe('overload', () => {
    it('sheds load with 503, Retry-After 300 and OVERLOADED, but stays alive', async () => {
      const busy = await extraApp(testDb.database, {
        overload: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1, maxRssBytes: 0, sampleIntervalMs: 10 },
      });
      await new Promise((resolve) => setTimeout(resolve, 100)); // let the sampler see the heap
      const res = await busy.inject({ url: '/api/users/getCurrent', headers: EN });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('300');
      expect(res.headers['x-request-id']).toBeTruthy();
      expect(res.json()).toEqual({
        error: {
          code: 'OVERLOADED',
          message: 'Page loading is temporarily suspended. Please wait 5 minutes.',
        },
      });
      expect((await busy.inject({ url: '/healthz' })).statusCode).toBe(200);
      // a shedding instance is not ready: the probe says so in its own words, never a 500
      const ready = await busy.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('300');
      expect(ready.json()).toEqual({ status: 'unavailable' });

      // a page load cannot start the app under overload: it gets the notice as a page of its own
      const page = await busy.inject({ url: '/events/future', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('300');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Загрузка страниц временно приостановлена. Подождите 5 минут.');
      // whatever the request accepts (curl, link previews), like every page
      const bot = await busy.inject({ url: '/event/x', headers: { accept: '*/*' } });
      expect(bot.statusCode).toBe(503);
      expect(bot.headers['content-type']).toContain('text/html');
    });
  });

  describe('headers', () => {
    it('sets the security headers, the CSP and the request id', async () => {
      const res = await app.inject({ url: '/api/users/getCurrent' });
      expect(res.headers['content-security-policy']).toBe(
        `default-src 'self';script-src 'self' ${TENANT_BOOT_SCRIPT_SOURCE} ${INTL_WARM_UP_SCRIPT_SOURCE} ${PAGE_SCRIPTS_STARTER_SOURCE};style-src 'self' 'unsafe-inline';img-src 'self' data: https://tile.openstreetmap.org;` +
          "connect-src 'self';font-src 'self' data:;frame-ancestors 'none';object-src 'none';" +
          "base-uri 'self';form-action 'self'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const traced = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-42' } });
      expect(traced.headers['x-request-id']).toBe('edge-42');
    });

    it('allows Metrica and an absolute asset host only where configured', async () => {
      const configured = await extraApp(testDb.database, {
        metricaCounterId: 777,
        assetHost: 'https://cdn.example.com/icons',
      });
      const csp = (await configured.inject({ url: '/healthz' })).headers['content-security-policy'];
      expect(csp).toContain(
        `script-src 'self' ${TENANT_BOOT_SCRIPT_SOURCE} ${INTL_WARM_UP_SCRIPT_SOURCE} ${PAGE_SCRIPTS_STARTER_SOURCE} https://mc.yandex.ru;`,
      );
      expect(csp).toContain(
        "img-src 'self' data: https://cdn.example.com https://tile.openstreetmap.org https://mc.yandex.ru;",
      );
      expect(csp).toContain("connect-src 'self' https://cdn.example.com https://mc.yandex.ru;");

      await testDb.database.db
        .update(tenants)
        .set({ analyticsCounterId: 555 })
        .where(eq(tenants.code, 'pionercup'));
      const perTenant = await extraApp(testDb.database);
      const cspOf = async (host: string) =>
        (await perTenant.inject({ url: '/api/users/getCurrent', headers: { host } })).headers[
          'content-security-policy'
        ];
      expect(await cspOf('pionercup.localhost')).toContain(
        `script-src 'self' ${TENANT_BOOT_SCRIPT_SOURCE} ${INTL_WARM_UP_SCRIPT_SOURCE} ${PAGE_SCRIPTS_STARTER_SOURCE} https://mc.yandex.ru;`,
      );
      expect(await cspOf('localhost')).toContain(
        `script-src 'self' ${TENANT_BOOT_SCRIPT_SOURCE} ${INTL_WARM_UP_SCRIPT_SOURCE} ${PAGE_SCRIPTS_STARTER_SOURCE};`,
      );
    });
  });
});
