import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueFixture } from '../test/catalogue-fixture.js';
import { sourcePages } from '../test/source-pages.js';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/test-app.js';

/*
 * Every public page rendered on the server by the web app's own renderer (ADR 011), through the same
 * server path `npm start` takes: its status, its markup in #root and the data it carries for hydration.
 */

const ROOT_MARKUP = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="sl-boot">/;
const bootOf = (html: string) =>
  JSON.parse(/id="sl-boot">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    queries?: { queries: { queryKey: unknown[] }[] };
    router?: { loaderData: Record<string, unknown> };
  };
const textOf = (html: string) => (ROOT_MARKUP.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ');

describe('pages rendered on the server', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedCatalogueFixture(testDb.database);
    app = await createTestApp(testDb.database, {}, { pages: await sourcePages() });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it('renders every public page of the default tenant with its content, the not-found page with 404', async () => {
    const vacancies = JSON.parse((await app.inject({ url: '/api/careers/vacancies' })).body) as {
      items?: { id: number }[];
    };
    const vacancy = vacancies.items?.[0]?.id;
    const pages: [string, number, string][] = [
      ['/', 200, 'Московский марафон'],
      ['/events/future', 200, 'Московский марафон'],
      ['/events/future?q=%D0%BC%D0%B0%D1%80%D0%B0%D1%84%D0%BE%D0%BD&sport=run', 200, 'Московский марафон'],
      ['/events/past', 200, 'Прошедшие'],
      ['/event/moscow-marathon', 200, 'Московский марафон'],
      ['/event/moscow-marathon/startlist', 200, 'Московский марафон'],
      ['/event/moscow-marathon/results', 200, 'Московский марафон'],
      ['/series/spring-cup', 200, 'Весенний кубок'],
      ['/series/spring-cup/events/future', 200, 'Весенний кубок'],
      ['/Home/EventsRating', 200, 'Рейтинг'],
      ['/Home/About', 200, 'Организаторам'],
      ['/Home/About/participants', 200, 'Участникам'],
      ['/Contacts', 200, 'Контакты'],
      ['/Careers', 200, 'Вакансии'],
      ...(vacancy ? ([[`/Careers/${vacancy}`, 200, 'Вакансии']] as [string, number, string][]) : []),
      ['/corp-client', 200, 'Телефон'],
      ['/nbd', 200, 'Московский марафон'],
      ['/clubs', 200, 'Клубы'],
      ['/no/such/page', 404, 'Страница не найдена'],
      ['/event/nope', 404, ''],
    ];
    for (const [url, status, text] of pages) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      const markup = textOf(res.body);
      expect(markup.trim().length, `${url} has markup`).toBeGreaterThan(100);
      if (text) expect(markup, url).toContain(text);
    }
  });

  it('answers the page whatever the request accepts (curl, link previews)', async () => {
    for (const accept of ['*/*', 'application/json', '']) {
      const res = await app.inject({ url: '/events/future', headers: accept ? { accept } : {} });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(textOf(res.body)).toContain('Московский марафон');
    }
    const unknown = await app.inject({ url: '/nothing-here', headers: { accept: '*/*' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
  });

  it('carries the data the page rendered with, so the browser reads none of it again', async () => {
    const res = await page('/event/moscow-marathon');
    const boot = bootOf(res.body);
    const keys = boot.queries?.queries.map((q) => JSON.stringify(q.queryKey)) ?? [];
    expect(keys).toContain(JSON.stringify(['event', 'moscow-marathon', 'ru']));
    expect(keys).toContain(JSON.stringify(['tenants', 'current']));
    expect(boot.router?.loaderData).toHaveProperty('event');
    // the page depends on the visitor's session: no shared cache keeps it
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('renders two pages at once, each in its own language and tenant', async () => {
    const [en, ru, pioner] = await Promise.all([
      page('/events/future', { cookie: '_rr_culture=c=en|uic=en' }),
      page('/events/future'),
      page('/login', { host: 'pionercup.localhost', cookie: '_rr_culture=c=en|uic=en' }),
    ]);
    expect(en.body).toContain('<html data-layout="default" data-tenant="default" lang="en">');
    expect(textOf(en.body)).toContain('Skip to content');
    expect(textOf(en.body)).toContain('Moscow Marathon');
    expect(textOf(en.body)).not.toContain('Перейти к содержимому');
    expect(textOf(ru.body)).toContain('Перейти к содержимому');
    expect(textOf(ru.body)).toContain('Московский марафон');
    expect(textOf(ru.body)).not.toContain('Skip to content');
    expect(pioner.body).toContain('data-tenant="pionercup" lang="en">');
    expect(textOf(pioner.body)).toContain('Skip to content');
    expect(textOf(pioner.body)).not.toContain('Moscow Marathon');
  });

  it('redirects as the route table says', async () => {
    const res = await page('/events?sport=run');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/events/future?sport=run');
  });
});
