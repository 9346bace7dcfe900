import { sourcePages } from '../test/source-pages.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { PASSWORD, login, uniqueEmail, waitForMail } from '../auth/auth-test-helpers.js';
import { IP_FAILURE_LIMIT } from '../auth/rate-limit.js';
import { loadConfig } from '../config.js';
import { seedCatalogueFixture } from '../test/catalogue-fixture.js';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/test-app.js';

const PROXY = '10.9.0.1';
const INDEX =
  '<!doctype html><html lang="ru"><head><title>Startline</title></head><body><div id="root"></div></body></html>';

describe('X-Forwarded-* from proxies the config names, and only from them', () => {
  let testDb: TestDatabase;
  let webRoot: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'startline-forwarded-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), INDEX);
    testDb = await createTestDatabase();
    await seedCatalogueFixture(testDb.database);
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await testDb?.dispose();
    rmSync(webRoot, { recursive: true, force: true });
  });

  /** The app with a TRUST_PROXY setting, plus a route that tells what it made of the request. */
  async function appTrusting(setting: string): Promise<FastifyInstance> {
    const { trustProxy } = loadConfig({ TRUST_PROXY: setting });
    const app = await buildApp(testConfig({ trustProxy, webRoot }), {
      database: testDb.database,
      pages: await sourcePages(),
    });
    apps.push(app);
    app.get('/api/test/seen', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    await app.ready();
    return app;
  }

  const seen = (app: FastifyInstance, from: string, headers: Record<string, string>) =>
    app.inject({ url: '/api/test/seen', remoteAddress: from, headers }).then((r) => r.json());

  it('a client cannot fake its address past the per-IP sign-in lockout', async () => {
    const app = await appTrusting(PROXY);
    const client = '10.3.0.1';
    for (let i = 0; i < IP_FAILURE_LIMIT; i += 1) {
      const spoofed = { 'x-forwarded-for': `198.51.100.${i}` };
      const res = await login(app, uniqueEmail('spray'), 'guess', { ip: client, headers: spoofed });
      expect(res.statusCode).toBe(401);
    }
    const again = await login(app, uniqueEmail('spray'), PASSWORD, {
      ip: client,
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('SIGN_IN_LOCKED');
    expect(
      await seen(app, client, { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https' }),
    ).toEqual({ ip: client, protocol: 'http' });
  });

  it('believes X-Forwarded-For and -Proto from a configured proxy, the client being the last hop', async () => {
    const app = await appTrusting(`${PROXY}, 10.10.0.0/16`);
    expect(
      await seen(app, PROXY, { 'x-forwarded-for': 'forged, 203.0.113.5', 'x-forwarded-proto': 'https' }),
    ).toEqual({ ip: '203.0.113.5', protocol: 'https' });
    expect(await seen(app, '10.10.4.4', { 'x-forwarded-for': '203.0.113.6' })).toMatchObject({
      ip: '203.0.113.6',
    });
    // the lockout then counts the real client, not the proxy
    const viaProxy = (xff: string) => ({ ip: PROXY, headers: { 'x-forwarded-for': xff } });
    for (let i = 0; i < IP_FAILURE_LIMIT; i += 1)
      await login(app, uniqueEmail('spray'), 'guess', viaProxy('203.0.113.5'));
    expect((await login(app, uniqueEmail('x'), 'guess', viaProxy('203.0.113.5'))).statusCode).toBe(429);
    expect((await login(app, uniqueEmail('x'), 'guess', viaProxy('203.0.113.9'))).statusCode).toBe(401);
  });

  it('with a hop count, takes the client from that many hops back', async () => {
    const app = await appTrusting('1');
    expect(await seen(app, '10.1.1.1', { 'x-forwarded-for': 'forged, 203.0.113.7' })).toMatchObject({
      ip: '203.0.113.7',
    });
    const none = await appTrusting('false');
    expect(await seen(none, '10.1.1.1', { 'x-forwarded-for': '203.0.113.7' })).toMatchObject({
      ip: '10.1.1.1',
    });
  });

  it('never writes a forged host into the sitemap, robots.txt, page heads or mails', async () => {
    const app = await appTrusting('127.0.0.1');
    const forgeries = [
      { host: 'localhost', 'x-forwarded-host': 'evil.test' },
      { host: 'evil.test' },
      { host: 'localhost', 'x-forwarded-host': 'localhost:3000, evil.test' },
    ];
    for (const headers of forgeries) {
      const sitemap = await app.inject({ url: '/sitemap.xml', headers });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).not.toContain('evil.test');
      expect(sitemap.body).toContain('<loc>http://localhost/event/moscow-marathon</loc>');
      const robots = await app.inject({ url: '/robots.txt', headers });
      expect(robots.body).toContain('Sitemap: http://localhost/sitemap.xml');
      const page = await app.inject({
        url: '/event/moscow-marathon',
        headers: { ...headers, accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('evil.test');
      expect(page.body).toContain('<link rel="canonical" href="http://localhost/event/moscow-marathon">');
    }
    // a tenant's own host (with its port) still makes its own links
    const pioner = await app.inject({
      url: '/robots.txt',
      headers: { host: 'localhost', 'x-forwarded-host': 'pionercup.localhost:8443' },
    });
    expect(pioner.body).toContain('Sitemap: http://pionercup.localhost:8443/sitemap.xml');

    const email = uniqueEmail('forged-host');
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: 'localhost', 'x-forwarded-host': 'evil.test', 'content-type': 'application/json' },
      payload: JSON.stringify({
        email,
        password: PASSWORD,
        firstName: 'Anna',
        lastName: 'Petrova',
        acceptTerms: true,
      }),
    });
    expect(signUp.statusCode).toBe(200);
    const mail = await waitForMail(app, email);
    expect(mail.text).toContain('http://localhost/signup/confirm?token=');
    expect(mail.text + mail.html).not.toContain('evil.test');
  });
});
