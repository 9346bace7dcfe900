import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RACE_STATES } from '../../../shared/domain/race-state.js';
import { eventDetailSchema, eventsListSchema } from '../../../shared/schemas/catalogue.js';
import { campaignSchema, vacanciesSchema, vacancyDetailSchema } from '../../../shared/schemas/content.js';
import { stateOf } from '../../catalogue/cards.js';
import { createEventsListRepo } from '../../catalogue/events-list.repo.js';
import { rowsOf } from '../../catalogue/db-rows.js';
import { createTestApp, createTestDatabase, tenantIdOf, type TestDatabase } from '../../test/test-app.js';
import { DEMO_CAMPAIGN_EVENTS } from './content.js';
import { seedDemoCatalogue } from './insert.js';

describe('demo data', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const now = new Date();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedDemoCatalogue(testDb.database.db, now);
    app = await createTestApp(testDb.database);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const one = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(testDb.database.db, query))[0]!;

  it('meets the minimums of the catalogue issue', async () => {
    const counts = await one<{
      events: number;
      sports: number;
      cities: number;
      tenants: number;
      series: number;
    }>(
      sql`select count(*)::int as events, count(distinct sport_type)::int as sports,
        count(distinct city_id)::int as cities, count(distinct tenant_id)::int as tenants,
        count(distinct series_id)::int as series from events`,
    );
    expect(counts.events).toBeGreaterThanOrEqual(150);
    expect(counts.sports).toBe(13);
    expect(counts.cities).toBeGreaterThanOrEqual(20);
    expect(counts.tenants).toBe(3);
    expect(counts.series).toBeGreaterThanOrEqual(4);
    const located = await one<{ n: number }>(
      sql`select count(*)::int as n from cities where lat between 41 and 70 and lng between 19 and 180`,
    );
    expect(located.n).toBeGreaterThanOrEqual(20);
    const extras = await one<{
      online: number;
      results: number;
      past_with_results: number;
      items: number;
      steps: number;
    }>(
      sql`select (select count(*)::int from events where is_online) as online,
        (select count(*)::int from results where status = 'finished') as results,
        (select count(distinct event_id)::int from results) as past_with_results,
        (select count(*)::int from event_items) as items,
        (select count(*)::int from race_prices where valid_from > now()) as steps`,
    );
    expect(extras.online).toBeGreaterThanOrEqual(5);
    expect(extras.results).toBeGreaterThan(500);
    expect(extras.past_with_results).toBeGreaterThanOrEqual(20);
    expect(extras.items).toBeGreaterThan(0);
    expect(extras.steps).toBeGreaterThan(0);
    const dnf = await one<{ n: number }>(sql`select count(*)::int as n from results where status = 'dnf'`);
    expect(dnf.n).toBeGreaterThan(0);
  });

  it('has races in every registration state', async () => {
    const t = await tenantIdOf(testDb.database, 'default');
    const ids = await rowsOf<{ id: number }>(
      testDb.database.db,
      sql`select id from events where tenant_id = ${t}`,
    );
    const races = await createEventsListRepo(testDb.database.db, t).races(
      ids.map((r) => r.id),
      now,
    );
    const states = new Set(races.map((r) => stateOf(r, now)));
    expect([...states].sort()).toEqual([...RACE_STATES].sort());
  });

  it('shows events today, virtual events, series, results and start lists through the API', async () => {
    for (const type of ['today', 'virtual', 'series', 'results', 'future', 'past']) {
      const body = eventsListSchema.parse(
        (await app.inject({ url: `/api/events/list?type=${type}` })).json(),
      );
      expect(body.items.length, type).toBeGreaterThan(0);
    }
    const marathon = eventDetailSchema.parse(
      (await app.inject({ url: '/api/event/moscow-marathon' })).json(),
    );
    expect(marathon.description).toContain('<strong>Московский марафон</strong>');
    expect(marathon.organizer.requisites.inn).toMatch(/^\d{10}$/);
    const search = eventsListSchema.parse(
      (await app.inject({ url: '/api/events/list?type=all&q=марафн' })).json(),
    );
    expect(search.items.map((i) => i.code)).toContain('moscow-marathon');
  });

  it("has the default tenant's vacancies and the Ostrovok campaign over upcoming events in several cities", async () => {
    const json = async (url: string, host = 'localhost') =>
      (await app.inject({ url, headers: { host } })).json();
    const en = vacanciesSchema.parse(await json('/api/careers/vacancies?language=en'));
    expect(en.items.map((v) => v.title)).toEqual([
      'Senior frontend engineer',
      'Race operations manager',
      'Support specialist (part-time)',
      'Data analyst',
      'Backend engineer (Node.js)',
      'Marketing intern',
    ]);
    expect(en.items.filter((v) => v.remote)).toHaveLength(1);
    expect(new Set(en.items.map((v) => v.employment))).toEqual(
      new Set(['full-time', 'part-time', 'internship']),
    );
    const ru = vacancyDetailSchema.parse(await json(`/api/careers/vacancies/${en.items[0]!.id}?language=ru`));
    expect(ru).toMatchObject({ title: 'Старший фронтенд-разработчик', team: 'Платформа', city: 'Москва' });
    expect(ru.description).toMatch(/^<p>.*<ul><li>/);
    expect(ru.howToApply).toContain('jobs@startline.run');

    const campaign = campaignSchema.parse(await json('/api/campaigns/ostrovok?language=ru'));
    expect(campaign).toMatchObject({
      title: 'На старт — с Островком',
      partnerUrl: 'https://ostrovok.ru',
      eventsCount: DEMO_CAMPAIGN_EVENTS,
    });
    expect(campaign.offer).toMatch(/скидка/i);
    const list = eventsListSchema.parse(
      await json('/api/events/list?type=future&campaign=ostrovok&limit=50'),
    );
    expect(list.total).toBe(DEMO_CAMPAIGN_EVENTS);
    expect(new Set(list.items.map((i) => i.city?.name)).size).toBe(DEMO_CAMPAIGN_EVENTS);
    expect(list.items.every((i) => Date.parse(i.startsAt) <= Date.parse(campaign.endsAt!))).toBe(true);

    const national = eventsListSchema.parse(await json('/api/events/list?type=future&national=1&sport=run'));
    expect(national.total).toBeGreaterThanOrEqual(3);

    // the content belongs to the default tenant only
    expect(
      (await app.inject({ url: '/api/campaigns/ostrovok', headers: { host: 'pionercup.localhost' } }))
        .statusCode,
    ).toBe(404);
    expect(vacanciesSchema.parse(await json('/api/careers/vacancies', 'fontanka.localhost')).items).toEqual(
      [],
    );
  });
});
