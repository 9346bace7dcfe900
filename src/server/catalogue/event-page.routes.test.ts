import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventDetailSchema,
  eventsRatingSchema,
  resultsSchema,
  seriesDetailSchema,
  startListSchema,
} from '../../shared/schemas/catalogue.js';
import { listFilterSchema } from '../../shared/schemas/list-filter.js';
import { seedCatalogueFixture, type CatalogueFixture } from '../test/catalogue-fixture.js';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/test-app.js';

describe('event page, start list, results, series, rating and filters', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let fx: CatalogueFixture;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    fx = await seedCatalogueFixture(testDb.database);
    app = await createTestApp(testDb.database);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const get = (url: string, host = 'localhost') => app.inject({ url, headers: { host } });

  it('answers the event page with races, prices, items, documents and requisites', async () => {
    const res = await get('/api/event/moscow-marathon?language=ru');
    expect(res.statusCode).toBe(200);
    const body = eventDetailSchema.parse(res.json());
    expect(body).toMatchObject({
      code: 'moscow-marathon',
      name: 'Московский марафон',
      description: '<p>Главный <strong>марафон</strong> страны</p>',
      activityType: { id: 'offline', name: 'Очный старт' },
      organizer: { name: 'Беговое сообщество', requisites: { inn: '7701234567', ogrn: '1157746000001' } },
      documents: [{ kind: 'terms', title: 'Положение', url: 'https://example.org/terms.pdf' }],
      beneficiary: { name: 'ИП Петров', ogrnip: '318774600123456' },
      startPack: { description: 'Номер и чип', place: 'Лужники' },
      contacts: { email: 'info@example.org' },
    });
    expect(body.races.map((r) => [r.code, r.state, r.placesLeft, r.price?.amount])).toEqual([
      ['r42', 'open', 98, 300000],
      ['r10', 'open', 999, 150000],
    ]);
    expect(body.races[0]).toMatchObject({
      nextPrice: { price: { amount: 350000, currency: 'RUB' } },
      registerUrl: '/moscow-marathon/r42/register',
      minAge: 18,
    });
    expect(body.items).toEqual([
      expect.objectContaining({ kind: 'service', name: 'Фото', inStock: true }),
      expect.objectContaining({
        kind: 'good',
        name: 'Футболка',
        inStock: false,
        price: { amount: 150000, currency: 'RUB' },
      }),
    ]);
    const en = eventDetailSchema.parse((await get('/api/event/moscow-marathon?language=en')).json());
    expect(en.name).toBe('Moscow Marathon');
    expect(en.documents[0]?.title).toBe('Rules');
  });

  it('never lets scripts or event handlers of stored HTML out', async () => {
    for (const language of ['ru', 'en']) {
      const body = eventDetailSchema.parse((await get(`/api/event/xss-event?language=${language}`)).json());
      expect(body.description).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:/i);
    }
    const ru = eventDetailSchema.parse((await get('/api/event/xss-event')).json());
    expect(ru.description).toContain('<p>Текст</p>');
    expect(ru.description).toContain('ссылка');
  });

  it('answers 404 NOT_FOUND for unknown, unpublished and other tenants’ events', async () => {
    for (const [url, host] of [
      ['/api/event/nope', 'localhost'],
      ['/api/event/hidden-event', 'localhost'],
      ['/api/event/moscow-marathon', 'pionercup.localhost'],
      ['/api/event/moscow-marathon/startlist', 'pionercup.localhost'],
      ['/api/event/past-ski/results', 'pionercup.localhost'],
      ['/api/series/spring-cup', 'pionercup.localhost'],
      ['/api/event/pioner-run', 'localhost'],
    ] as const) {
      const res = await get(url, host);
      expect(res.statusCode, `${host}${url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await get('/api/event/pioner-run', 'pionercup.localhost')).statusCode).toBe(200);
  });

  it('answers the start list of live registrations, searchable by name or bib, paged', async () => {
    const body = startListSchema.parse((await get('/api/event/moscow-marathon/startlist')).json());
    expect(body.races).toEqual([
      { code: 'r42', name: 'Марафон', count: 2 },
      { code: 'r10', name: '10 км', count: 1 },
    ]);
    expect(body.participants.map((p) => p.name)).toEqual(['Петров Иван', 'Смирнова Анна', 'Иванов Олег']);
    expect(body.participants[0]).toMatchObject({
      bib: '101',
      raceCode: 'r42',
      club: 'Moscow Runners',
      city: 'Москва',
    });
    expect(body.total).toBe(3);
    const byName = startListSchema.parse((await get('/api/event/moscow-marathon/startlist?q=смирн')).json());
    expect(byName.participants.map((p) => p.bib)).toEqual(['102']);
    const byBib = startListSchema.parse((await get('/api/event/moscow-marathon/startlist?q=201')).json());
    expect(byBib.participants.map((p) => p.name)).toEqual(['Иванов Олег']);
    const race = startListSchema.parse((await get('/api/event/moscow-marathon/startlist?race=r10')).json());
    expect(race.total).toBe(1);
    const page = startListSchema.parse((await get('/api/event/moscow-marathon/startlist?limit=2')).json());
    expect(page.nextCursor).toBe(2);
    const next = startListSchema.parse(
      (await get('/api/event/moscow-marathon/startlist?limit=2&cursor=2')).json(),
    );
    expect(next.participants.map((p) => p.bib)).toEqual(['201']);
    expect(next.nextCursor).toBeNull();
    expect((await get('/api/event/moscow-marathon/startlist?limit=500')).statusCode).toBe(400);
  });

  it('answers results with places overall, by gender and by age group; DNF/DNS last without a place', async () => {
    const overall = resultsSchema.parse((await get('/api/event/past-ski/results')).json());
    expect(overall.race).toEqual({ code: 'r10', name: '10 км', lengthM: 10000 });
    expect(overall.races).toEqual([{ code: 'r10', name: '10 км' }]);
    expect(overall.ageGroups.map((g) => g.id)).toEqual(['18-29', '30-39']);
    expect(overall.rows.map((r) => [r.place, r.bib, r.status])).toEqual([
      [1, '1', 'finished'],
      [2, '5', 'finished'],
      [3, '4', 'finished'],
      [4, '3', 'finished'],
      [5, '2', 'finished'],
      [null, '6', 'dnf'],
      [null, '7', 'dns'],
    ]);
    const women = resultsSchema.parse((await get('/api/event/past-ski/results?category=female')).json());
    expect(women.rows.map((r) => [r.place, r.bib])).toEqual([
      [1, '4'],
      [2, '3'],
      [null, '7'],
    ]);
    const men = resultsSchema.parse((await get('/api/event/past-ski/results?category=male')).json());
    expect(men.rows.map((r) => r.place)).toEqual([1, 2, 3, null]);
    const age = resultsSchema.parse(
      (await get('/api/event/past-ski/results?category=age&ageGroup=30-39')).json(),
    );
    expect(age.rows.map((r) => [r.place, r.bib])).toEqual([
      [1, '5'],
      [2, '4'],
      [3, '2'],
      [null, '7'],
    ]);
    const search = resultsSchema.parse((await get('/api/event/past-ski/results?q=белова')).json());
    expect(search.rows.map((r) => [r.place, r.name])).toEqual([[3, 'Белова Мария']]);
    expect((await get('/api/event/past-ski/results?category=kids')).statusCode).toBe(400);
    expect((await get('/api/event/past-ski/results?race=nope')).statusCode).toBe(404);
  });

  it('answers a series with its counts, sport types and period', async () => {
    const body = seriesDetailSchema.parse((await get('/api/series/spring-cup')).json());
    expect(body).toMatchObject({
      code: 'spring-cup',
      name: 'Весенний кубок',
      eventsCount: 2,
      upcomingCount: 2,
    });
    expect(body.description).toBe('<p>Серия <b>весной</b></p>');
    expect(body.sportTypes.map((s) => s.id)).toEqual(['run', 'trail']);
    expect(body.period.from).not.toBeNull();
    expect((await get('/api/series/nope')).statusCode).toBe(404);
  });

  it('ranks rated events by stars, approved first, then date', async () => {
    const body = eventsRatingSchema.parse((await get('/api/events/rating')).json());
    expect(body.items.map((i) => [i.code, i.starRating, i.ratingApproved])).toEqual([
      ['moscow-marathon', 5, true],
      ['today-run', 5, false],
      ['past-ski', 4, false],
      ['kazan-trail', 3, false],
    ]);
    expect((await get('/api/events/rating', 'pionercup.localhost')).json().items).toEqual([]);
  });

  it('fills the list filter from the tenant’s data', async () => {
    const body = listFilterSchema.parse((await get('/api/events/listFilter?language=ru')).json());
    expect(body.cities.map((c) => c.name)).toEqual(['Казань', 'Москва', 'Сочи', 'Тула', 'Ярославль']);
    expect(body.clubs).toEqual([{ id: String(fx.clubId), name: 'Moscow Runners' }]);
    expect(body.places.map((p) => p.name)).toContain('Москва, Лужники');
    expect(body.series).toEqual([{ id: 'spring-cup', name: 'Весенний кубок' }]);
    const pioner = listFilterSchema.parse(
      (await get('/api/events/listFilter?language=en', 'pionercup.localhost')).json(),
    );
    expect(pioner.series).toEqual([{ id: 'pioner-cup', name: 'Pioneer Cup' }]);
    expect(pioner.cities.map((c) => c.name)).toEqual(['Moscow']);
    expect(pioner.clubs).toEqual([]);
  });
});
