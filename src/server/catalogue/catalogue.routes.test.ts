import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFilterSchema } from '../../shared/schemas/list-filter.js';
import { events, registrations, type RegistrationStatus } from '../db/schema.js';
import { createTestApp, createTestDatabase, tenantIdOf, type TestDatabase } from '../test/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe('catalogue calls', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = await createTestApp(testDb.database);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  async function addEvent(tenantCode: string, code: string, startsAt: Date, statuses: RegistrationStatus[]) {
    const { db } = testDb.database;
    const tenantId = await tenantIdOf(testDb.database, tenantCode);
    const [event] = await db
      .insert(events)
      .values({ tenantId, code, nameRu: code, nameEn: code, startsAt })
      .returning({ id: events.id });
    if (!event) throw new Error('no event');
    if (statuses.length > 0) {
      await db
        .insert(registrations)
        .values(statuses.map((status) => ({ tenantId, eventId: event.id, status })));
    }
  }

  const liveCount = (host = 'localhost', headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/events/live-count', headers: { host, ...headers } });

  describe('POST /api/events/live-count', () => {
    it('answers the JSON number 0 on an empty database', async () => {
      const res = await liveCount();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toBe('0');
    });

    it("counts only the tenant's pending and confirmed registrations of upcoming events", async () => {
      const now = Date.now();
      await addEvent('default', 'spring-run', new Date(now + 30 * DAY), [
        'confirmed',
        'confirmed',
        'pending',
        'cancelled',
      ]);
      await addEvent('default', 'autumn-trail', new Date(now + 90 * DAY), ['pending']);
      await addEvent('default', 'last-year', new Date(now - 300 * DAY), [
        'confirmed',
        'pending',
        'confirmed',
      ]);
      await addEvent('pionercup', 'cup', new Date(now + 10 * DAY), ['confirmed', 'confirmed']);

      expect((await liveCount('localhost')).json()).toBe(4);
      expect((await liveCount('pionercup.localhost')).json()).toBe(2);
      expect((await liveCount('fontanka.localhost')).json()).toBe(0);
    });

    it('accepts the JSON content type with an empty body, as the client sends it', async () => {
      const res = await liveCount('pionercup.localhost', { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toBe(2);
    });

    it('rejects a registration whose event belongs to another tenant', async () => {
      const { db } = testDb.database;
      const fontanka = await tenantIdOf(testDb.database, 'fontanka');
      const [event] = await db.select({ id: events.id }).from(events).limit(1);
      await expect(
        db.insert(registrations).values({ tenantId: fontanka, eventId: event!.id, status: 'confirmed' }),
      ).rejects.toThrow();
    });
  });

  describe('GET /api/events/listFilter', () => {
    it('answers the vocabulary in Russian with future events by default', async () => {
      const res = await app.inject({ url: '/api/events/listFilter?language=ru' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(listFilterSchema.parse(body)).toEqual(body);
      expect(body.language).toBe('ru');
      expect(body.eventsLoaderType).toBe('future');
      expect(body.sportTypes).toHaveLength(13);
      expect(body.sportTypes[0]).toEqual({ id: 'run', name: 'Бег' });
      expect(body.activityTypes).toContainEqual({ id: 'online', name: 'Онлайн-забег' });
      expect(body.ageGroups[0]).toEqual({ id: 'U18', name: 'До 18 лет' });
      expect(body.starRatings).toEqual([1, 2, 3, 4, 5]);
      expect(body).toMatchObject({ cities: [], clubs: [], places: [], series: [] });
    });

    it('answers English names and the requested loader type', async () => {
      const res = await app.inject({ url: '/api/events/listFilter?language=en&eventsLoaderType=results' });
      const body = res.json();
      expect(body.eventsLoaderType).toBe('results');
      expect(body.sportTypes[0]).toEqual({ id: 'run', name: 'Running' });
      expect(body.ageGroups.at(-1)).toEqual({ id: '60+', name: '60 and over' });
    });

    it('lists each place of the published events on site once, in order, in the language asked for', async () => {
      const tenantId = await tenantIdOf(testDb.database, 'fontanka');
      const startsAt = new Date(Date.now() + 30 * DAY);
      const event = (code: string, placeRu: string, placeEn: string | null, more = {}) => ({
        tenantId,
        code,
        nameRu: code,
        nameEn: code,
        startsAt,
        placeRu,
        placeEn,
        ...more,
      });
      await testDb.database.db
        .insert(events)
        .values([
          event('places-1', 'Москва, парк', null),
          event('places-2', 'Москва, парк', 'Moscow, park'),
          event('places-3', 'Казань', 'Kazan'),
          event('places-4', 'Казань', 'Kazan'),
          event('places-5', 'Онлайн', 'Online', { isOnline: true }),
          event('places-6', 'Черновик', 'Draft', { status: 'draft', published: false }),
          event('places-7', 'Адлер', 'Adler'),
        ]);
      const places = async (language: string) =>
        (
          await app.inject({
            url: `/api/events/listFilter?language=${language}`,
            headers: { host: 'fontanka.localhost' },
          })
        ).json().places;
      expect(await places('ru')).toEqual([
        { id: 'Адлер', name: 'Адлер' },
        { id: 'Казань', name: 'Казань' },
        { id: 'Москва, парк', name: 'Москва, парк' },
      ]);
      expect(await places('en')).toEqual([
        { id: 'Adler', name: 'Adler' },
        { id: 'Kazan', name: 'Kazan' },
        { id: 'Moscow, park', name: 'Moscow, park' },
      ]);
    });

    it('rejects a missing or unknown language with a clear 400', async () => {
      const missing = await app.inject({ url: '/api/events/listFilter' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Проверьте введённые данные.',
          fields: { language: 'Это поле обязательно.' },
        },
      });

      const unknown = await app.inject({
        url: '/api/events/listFilter?language=de',
        headers: { cookie: '_rr_culture=c=en|uic=en' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Please check the data you entered.',
        fields: { language: 'Allowed values: ru, en.' },
      });

      const badType = await app.inject({ url: '/api/events/listFilter?language=ru&eventsLoaderType=soon' });
      expect(badType.statusCode).toBe(400);
      expect(Object.keys(badType.json().error.fields)).toEqual(['eventsLoaderType']);
    });
  });
});
