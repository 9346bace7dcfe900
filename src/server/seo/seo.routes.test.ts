import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueFixture } from '../test/catalogue-fixture.js';
import { sourcePages, TEST_INDEX_HTML as INDEX } from '../test/source-pages.js';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/test-app.js';

describe('SEO: page heads, sitemap and robots per tenant host', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let webRoot: string;
  const page = (url: string, host = 'localhost', cookie?: string) =>
    app.inject({ url, headers: { host, accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const jsonLd = (html: string) => {
    const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    return m ? JSON.parse(m[1] ?? '') : null;
  };

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'startline-seo-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), INDEX);
    testDb = await createTestDatabase();
    await seedCatalogueFixture(testDb.database);
    app = await createTestApp(testDb.database, { webRoot }, { pages: await sourcePages(INDEX) });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('writes title, description, canonical, Open Graph and SportsEvent JSON-LD into the event page', async () => {
    const res = await page('/event/moscow-marathon');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<title>Московский марафон — Startline</title>');
    expect(html).not.toContain('<title>Startline</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="[^"]*Москва\. Главный марафон страны">/);
    expect(html).toContain('<link rel="canonical" href="http://localhost/event/moscow-marathon">');
    expect(html).toContain('<meta property="og:title" content="Московский марафон — Startline">');
    expect(html).toContain('<meta property="og:type" content="event">');
    expect(html).toContain('<meta property="og:locale" content="ru_RU">');
    expect(html).toContain('<meta property="og:url" content="http://localhost/event/moscow-marathon">');
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Московский марафон',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Москва, Лужники',
        address: { addressLocality: 'Москва' },
        geo: { latitude: 55.7158, longitude: 37.5537 },
      },
      organizer: { '@type': 'Organization', name: 'Беговое сообщество' },
    });
    expect(ld.offers).toContainEqual(
      expect.objectContaining({
        price: '3000.00',
        priceCurrency: 'RUB',
        availability: 'https://schema.org/InStock',
      }),
    );
    expect(typeof ld.startDate).toBe('string');
    // The CSP stays as it was: JSON-LD is data, not an executed script.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('uses the page path for child pages, English with the culture cookie, online attendance', async () => {
    const res = await page('/event/virtual-run/startlist', 'localhost', '_rr_culture=c=en|uic=en');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost/event/virtual-run/startlist">');
    expect(res.body).toContain('<title>Virtual Run Wings — Startline</title>');
    expect(res.body).toContain('<meta property="og:locale" content="en_US">');
    expect(jsonLd(res.body)).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
    });
  });

  it('escapes names and JSON-LD so that nothing can break out of the head', async () => {
    const res = await page('/event/xss-event', 'localhost', '_rr_culture=c=en|uic=en');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).toContain(
      '<title>Night &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Sprint — Startline</title>',
    );
    // every script element ends where it should: the tenant boot script, the boot data, the JSON-LD
    const ends = res.body.match(/<\/script>/g) ?? [];
    expect(ends).toHaveLength((res.body.match(/<script[\s>]/g) ?? []).length);
    expect(res.body).toContain('\\u003c/script\\u003e');
    expect(jsonLd(res.body).name).toBe('Night </script><script>alert(1)</script> Sprint');
    const ru = await page('/event/xss-event');
    expect(ru.body).toContain('<title>Забег &lt;Ночной&gt; &quot;Спринт&quot; &amp; Co — Startline</title>');
  });

  it('answers the not-found page with 404 for unknown, hidden and other tenants’ events and series', async () => {
    for (const [url, host] of [
      ['/event/nope', 'localhost'],
      ['/event/hidden-event', 'localhost'],
      ['/event/moscow-marathon', 'pionercup.localhost'],
      ['/series/spring-cup', 'pionercup.localhost'],
      ['/series/nope/events/future', 'localhost'],
    ] as const) {
      const res = await page(url, host);
      expect(res.statusCode, `${host}${url}`).toBe(404);
      expect(res.body).not.toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>Startline</title>');
    }
  });

  it('writes the series head', async () => {
    const res = await page('/series/spring-cup/events/future');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Весенний кубок — Startline</title>');
    expect(res.body).toContain('<meta name="description" content="Серия весной Стартов в серии: 2.">');
    expect(res.body).toContain(
      '<link rel="canonical" href="http://localhost/series/spring-cup/events/future">',
    );
    expect(res.body).not.toContain('application/ld+json');
  });

  it('writes the clubs page head on the default tenant, in the visitor’s language', async () => {
    const ru = await page('/clubs');
    expect(ru.statusCode).toBe(200);
    expect(ru.body).toContain('<title>Клубы — Startline</title>');
    expect(ru.body).toContain(
      '<meta name="description" content="Спортивные клубы и их ближайшие старты: сколько участников клуба заявлено и куда клуб едет дальше.">',
    );
    expect(ru.body).toContain('<link rel="canonical" href="http://localhost/clubs">');
    const en = await page('/clubs', 'localhost', '_rr_culture=c=en|uic=en');
    expect(en.body).toContain('<title>Clubs — Startline</title>');
    expect(en.body).toContain('<meta property="og:locale" content="en_US">');
    // the other tenants have no clubs page
    const pioner = await page('/clubs', 'pionercup.localhost');
    expect(pioner.body).toContain('<title>Startline</title>');
    expect(pioner.body).not.toContain('rel="canonical"');
  });

  it('injects the map tiles meta into every page and allows the tile origin in img-src', async () => {
    const res = await page('/events/future');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<meta name="map-tiles" content="https://tile.openstreetmap.org/{z}/{x}/{y}.png">',
    );
    expect(res.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    const custom = await createTestApp(testDb.database, {
      webRoot,
      mapTileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
    });
    const other = await custom.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(other.body).toContain('content="https://{s}.tiles.example.com/{z}/{x}/{y}.png"');
    expect(other.headers['content-security-policy']).toContain('https://*.tiles.example.com');
    await custom.close();
  });

  it('answers the default tenant’s sitemap with its published events and series, and an empty one elsewhere', async () => {
    const res = await app.inject({ url: '/sitemap.xml', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain('<loc>http://localhost/</loc>');
    expect(res.body).toContain('<loc>http://localhost/events/future</loc>');
    expect(res.body).toMatch(/<loc>http:\/\/localhost\/clubs<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(res.body).toMatch(
      /<loc>http:\/\/localhost\/event\/moscow-marathon<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
    );
    expect(res.body).toContain('<loc>http://localhost/series/spring-cup</loc>');
    expect(res.body).not.toContain('hidden-event');
    expect(res.body).not.toContain('pioner');
    // pionercup has no catalogue pages (SPEC §2): its event and series addresses are its not-found page
    const pioner = await app.inject({ url: '/sitemap.xml', headers: { host: 'pionercup.localhost' } });
    expect(pioner.statusCode).toBe(200);
    expect(pioner.body).toContain('<urlset');
    expect(pioner.body).not.toContain('<url>');
  });

  it('answers robots.txt allowing all, pointing at the host’s sitemap', async () => {
    const res = await app.inject({ url: '/robots.txt', headers: { host: 'fontanka.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('User-agent: *\nAllow: /\n\nSitemap: http://fontanka.localhost/sitemap.xml\n');
  });
});
