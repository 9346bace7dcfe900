import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsListSchema, eventsMapSchema } from '../../shared/schemas/catalogue.js';
import { events } from '../db/schema.js';
import { seedCatalogueFixture, type CatalogueFixture } from '../test/catalogue-fixture.js';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/test-app.js';

describe('GET /api/events/list', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let fx: CatalogueFixture;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    fx = await seedCatalogueFixture(testDb.database);
    // 45 events in Воронеж for paging, in groups of three sharing a start time (ties broken by id).
    const voronezh = fx.cityIds.get('Воронеж')!;
    await testDb.database.db.insert(events).values(
      Array.from({ length: 45 }, (_, i) => ({
        tenantId: fx.tenantIds.default,
        code: `bulk-${i}`,
        nameRu: `Воронежский забег ${i}`,
        nameEn: `Voronezh run ${i}`,
        startsAt: new Date(fx.now.getTime() + (100 + Math.floor(i / 3)) * 86_400_000),
        cityId: voronezh,
      })),
    );
    app = await createTestApp(testDb.database);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const list = async (query: string, host = 'localhost') => {
    const res = await app.inject({ url: `/api/events/list?${query}`, headers: { host } });
    return res;
  };
  const codes = async (query: string, host?: string) => {
    const res = await list(query, host);
    expect(res.statusCode, res.body).toBe(200);
    const body = eventsListSchema.parse(res.json());
    return body.items.map((i) => i.code);
  };
  const noBulk = (xs: string[]) => xs.filter((c) => !c.startsWith('bulk-'));

  it('answers upcoming events (today included) by date, with cards computed from races and prices', async () => {
    const res = await list('type=future&limit=50&language=ru');
    const body = eventsListSchema.parse(res.json());
    expect(noBulk(body.items.map((i) => i.code))).toEqual([
      'today-run',
      'virtual-run',
      'full-race',
      'moscow-marathon',
      'xss-event',
      'kazan-trail',
    ]);
    const marathon = body.items.find((i) => i.code === 'moscow-marathon')!;
    expect(marathon).toMatchObject({
      name: 'Московский марафон',
      url: '/event/moscow-marathon',
      sportType: { id: 'run', name: 'Бег' },
      city: { name: 'Москва' },
      place: 'Москва, Лужники',
      distancesM: [42195, 10000],
      minPrice: { amount: 150000, currency: 'RUB' },
      // 100 + 1000 places, 2 taken on the marathon (confirmed + live pending), 1 on the 10 km
      placesLeft: 1097,
      registrationState: 'open',
      starRating: 5,
      ratingApproved: true,
      isNational: true,
      series: { code: 'spring-cup', name: 'Весенний кубок' },
      location: { lat: 55.7158, lng: 37.5537 },
      hasResults: false,
    });
    expect(marathon.daysLeft).toBeGreaterThanOrEqual(24);
    expect(marathon.daysLeft).toBeLessThanOrEqual(25);
    expect(marathon.priceIncrease?.price).toEqual({ amount: 350000, currency: 'RUB' });
    // SPEC §3: the days to the increase, counted as the days left to register are
    const days = Math.floor((Date.parse(marathon.priceIncrease!.at) - Date.now()) / 86_400_000);
    expect(marathon.priceIncrease?.days).toBeGreaterThanOrEqual(days - 1);
    expect(marathon.priceIncrease?.days).toBeLessThanOrEqual(days);
    expect(body.items.find((i) => i.code === 'full-race')?.registrationState).toBe('full');
    expect(body.items.find((i) => i.code === 'full-race')?.placesLeft).toBe(0);
    expect(body.items.find((i) => i.code === 'kazan-trail')?.registrationState).toBe('soon');
    expect(body.items.find((i) => i.code === 'xss-event')?.registrationState).toBe('unavailable');
    expect(body.items.find((i) => i.code === 'virtual-run')).toMatchObject({
      isOnline: true,
      isFree: true,
      city: null,
    });
    expect(body.total).toBe(6 + 45);
  });

  it('answers English names with language=en or the culture cookie', async () => {
    const en = eventsListSchema.parse((await list('type=future&language=en&limit=1')).json());
    expect(en.items[0]?.name).toBe('Evening Run');
    const cookie = await app.inject({
      url: '/api/events/list?type=future&limit=1',
      headers: { cookie: '_rr_culture=c=en|uic=en' },
    });
    expect(cookie.json().items[0].name).toBe('Evening Run');
  });

  it('answers each tab', async () => {
    expect(await codes('type=today')).toEqual(['today-run']);
    expect(await codes('type=virtual')).toEqual(['virtual-run']);
    expect(await codes('type=series')).toEqual(['moscow-marathon', 'kazan-trail']);
    expect(await codes('type=results')).toEqual(['past-ski']);
    expect(await codes('type=past')).toEqual(['past-ski', 'past-no-results']);
    const all = noBulk(await codes('type=all&limit=50'));
    expect(all.slice(0, 3)).toEqual(['past-no-results', 'past-ski', 'today-run']);
    expect(all).not.toContain('hidden-event');
    expect(all).not.toContain('pioner-run');
  });

  it('applies every filter', async () => {
    const moscow = fx.cityIds.get('Москва');
    expect(await codes(`type=all&city=${moscow}`)).toEqual(['today-run', 'moscow-marathon']);
    expect(await codes(`type=all&club=${fx.clubId}`)).toEqual(['moscow-marathon']);
    expect(await codes('type=all&sport=trail,ski-race')).toEqual(['past-ski', 'kazan-trail']);
    expect(await codes('type=all&activity=online')).toEqual(['virtual-run']);
    expect(noBulk(await codes('type=all&activity=offline&limit=50'))).not.toContain('virtual-run');
    const day = (d: number) =>
      new Date(fx.now.getTime() + d * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
    expect(await codes(`type=all&dateFrom=${day(15)}&dateTo=${day(35)}`)).toEqual([
      'full-race',
      'moscow-marathon',
    ]);
    expect(await codes('type=all&place=лужники')).toEqual(['moscow-marathon']);
    expect(await codes('type=all&place=olympic')).toEqual(['full-race']);
    expect(await codes('type=all&place=100%25')).toEqual([]);
    expect(await codes('type=all&rating=4')).toEqual(['past-ski', 'today-run', 'moscow-marathon']);
    expect(await codes('type=all&national=1')).toEqual(['moscow-marathon']);
    expect(await codes('type=all&fastId=true')).toEqual(['kazan-trail']);
    // Under-18s: the virtual race has no age limit, the 10 km admits 16+, the kids' race 10–17.
    expect(await codes('type=all&ageGroup=U18')).toEqual(['virtual-run', 'moscow-marathon', 'kazan-trail']);
    expect(noBulk(await codes('type=all&ageGroup=60%2B&limit=50'))).not.toContain('kazan-trail');
    expect(await codes('type=all&series=spring-cup')).toEqual(['moscow-marathon', 'kazan-trail']);
    expect(await codes('type=all&series=pioner-cup')).toEqual([]);
    const available = await codes('type=future&available=1&limit=50');
    expect(noBulk(available)).toEqual(['virtual-run', 'moscow-marathon']);
  });

  it('leaves an event whose registration its organizer closed out of "available registrations"', async () => {
    const close = (status: 'closed' | 'published') =>
      testDb.database.db.update(events).set({ status }).where(eq(events.code, 'moscow-marathon'));
    await close('closed');
    try {
      expect(noBulk(await codes('type=future&available=1&limit=50'))).toEqual(['virtual-run']);
      // still listed, as a public event whose registration is over
      expect(noBulk(await codes('type=future&limit=50'))).toContain('moscow-marathon');
    } finally {
      await close('published');
    }
    expect(noBulk(await codes('type=future&available=1&limit=50'))).toEqual([
      'virtual-run',
      'moscow-marathon',
    ]);
  });

  it('searches by full text, city name and with a typo, ranked', async () => {
    expect(await codes('type=all&q=марафон')).toEqual(['moscow-marathon']);
    expect(await codes('type=all&q=марафн')).toEqual(['moscow-marathon']);
    expect(await codes('type=all&q=Marathon')).toEqual(['moscow-marathon']);
    expect(await codes('type=all&q=Ярославль')).toEqual(['past-ski']);
    expect(await codes('type=all&q=лыжня')).toEqual(['past-ski']);
    expect((await codes('type=all&q=главный')).includes('moscow-marathon')).toBe(true);
    expect(await codes('type=all&q=zzzqqq')).toEqual([]);
    const body = eventsListSchema.parse((await list('type=all&q=забег&limit=2')).json());
    expect(body.total).toBeGreaterThan(2);
    expect(body.items).toHaveLength(2);
    const rest = eventsListSchema.parse(
      (await list(`type=all&q=забег&limit=50&cursor=${body.nextCursor}`)).json(),
    );
    const seen = [...body.items, ...rest.items].map((i) => i.code);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(body.total);
  });

  it('pages with a stable opaque cursor, without duplicates or gaps', async () => {
    const city = fx.cityIds.get('Воронеж');
    for (const type of ['all', 'future']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await list(`type=${type}&city=${city}&limit=10${cursor ? `&cursor=${cursor}` : ''}`);
        const body = eventsListSchema.parse(res.json());
        expect(body.total).toBe(45);
        seen.push(...body.items.map((i) => i.code));
        cursor = body.nextCursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(5);
      expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => `bulk-${i}`));
    }
    const first = eventsListSchema.parse((await list(`type=all&city=${city}&limit=10`)).json());
    const again = eventsListSchema.parse((await list(`type=all&city=${city}&limit=10`)).json());
    expect(again.nextCursor).toBe(first.nextCursor);
    const past = eventsListSchema.parse((await list('type=past&limit=1')).json());
    expect(past.items[0]?.code).toBe('past-ski');
    const past2 = eventsListSchema.parse((await list(`type=past&limit=1&cursor=${past.nextCursor}`)).json());
    expect(past2.items.map((i) => i.code)).toEqual(['past-no-results']);
    expect(past2.nextCursor).toBeNull();
  });

  it('names the allowed sport types for an unknown one, not "required"', async () => {
    const res = await list('sport=run,chess');
    expect(res.statusCode).toBe(400);
    const message = Object.values(res.json().error.fields as Record<string, string>)[0];
    expect(message).toMatch(/^Допустимые значения: run, trail/);
  });

  it('rejects bad values with a clear 400, never a 500', async () => {
    for (const q of [
      'limit=51',
      'limit=0',
      'type=soon',
      'city=abc',
      'city=-1',
      'city=2147483648',
      'club=9007199254740991',
      'sport=run,chess',
      'activity=both',
      'dateFrom=2026-13-01',
      'dateFrom=2026-02-30',
      'dateTo=yesterday',
      'rating=6',
      'national=yes',
      'ageGroup=99',
      'cursor=%%%',
      'cursor=bm90LWpzb24',
      `cursor=${Buffer.from('["2026-01-01",1,null]').toString('base64url')}`,
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code, q).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().error.fields).length, q).toBeGreaterThan(0);
    }
  });

  it('keeps tenants apart: pionercup sees only its own events', async () => {
    expect(await codes('type=all', 'pionercup.localhost')).toEqual(['pioner-run']);
    expect(await codes('type=all', 'fontanka.localhost')).toEqual([]);
    expect(await codes('type=all&series=spring-cup', 'pionercup.localhost')).toEqual([]);
  });

  it('answers map points with the same filters', async () => {
    const res = await app.inject({ url: '/api/events/map?type=future&sport=run' });
    const body = eventsMapSchema.parse(res.json());
    expect(body.points.map((p) => p.code)).toEqual(['today-run', 'moscow-marathon']);
    expect(body.points[1]).toMatchObject({ lat: 55.7158, lng: 37.5537, city: 'Москва', sportType: 'Бег' });
    expect((await app.inject({ url: '/api/events/map?rating=9' })).statusCode).toBe(400);
  });

  it('counts on the map what the list counts, online events included', async () => {
    const map = eventsMapSchema.parse((await app.inject({ url: '/api/events/map?type=all' })).json());
    const list = (await app.inject({ url: '/api/events/list?type=all' })).json() as { total: number };
    expect(map.total).toBe(list.total);
    expect(map.points.length).toBeLessThan(map.total);
  });
});
