import { describe, expect, it } from 'vitest';
import { seriesListSchema } from '../../shared/schemas/content.js';
import { events, series } from '../db/schema.js';
import { seedCatalogueFixture, type CatalogueFixture } from '../test/catalogue-fixture.js';
import { useTestApp } from '../test/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/series', () => {
  let fx: CatalogueFixture;
  const ctx = useTestApp({
    seed: async (database) => {
      fx = await seedCatalogueFixture(database);
      const t = fx.tenantIds.default;
      const at = (days: number) => new Date(fx.now.getTime() + days * DAY);
      const specs = [
        { code: 'autumn-cup', days: [10, -5], published: true },
        { code: 'past-cup', days: [-20, -30], published: true },
        { code: 'old-cup', days: [-200], published: true },
        { code: 'hidden-cup', days: [5], published: false },
        { code: 'empty-cup', days: [], published: true },
        ...[0, 1, 2, 3, 4].map((i) => ({ code: `bulk-${i}`, days: [100 + i], published: true })),
      ];
      const rows = await database.db
        .insert(series)
        .values(
          specs.map((s) => ({
            tenantId: t,
            code: s.code,
            nameRu: `Кубок ${s.code}`,
            nameEn: `Cup ${s.code}`,
          })),
        )
        .returning({ id: series.id, code: series.code });
      await database.db.insert(events).values(
        specs.flatMap((s) =>
          s.days.map((days, k) => ({
            tenantId: t,
            code: `${s.code}-${k}`,
            nameRu: `Этап ${s.code} ${k}`,
            nameEn: `Stage ${s.code} ${k}`,
            startsAt: at(days),
            sportType: k === 0 ? 'cycling' : 'run',
            published: s.published,
            seriesId: rows.find((r) => r.code === s.code)!.id,
          })),
        ),
      );
    },
  });

  const list = (query = '', host = 'localhost') =>
    ctx.app.inject({
      url: `/api/series${query}`,
      headers: { host, cookie: '_rr_culture=c%3Den%7Cuic%3Den' },
    });
  const codes = async (query?: string, host?: string) => {
    const res = await list(query, host);
    expect(res.statusCode, res.body).toBe(200);
    return seriesListSchema.parse(res.json()).items.map((s) => s.code);
  };

  it('puts series with upcoming events first, soonest next start first, then the rest by their last event', async () => {
    expect(await codes('?limit=50')).toEqual([
      'autumn-cup',
      'spring-cup',
      'bulk-0',
      'bulk-1',
      'bulk-2',
      'bulk-3',
      'bulk-4',
      'past-cup',
      'old-cup',
    ]);
  });

  it('answers six series by default, or `limit`', async () => {
    expect(await codes()).toEqual(['autumn-cup', 'spring-cup', 'bulk-0', 'bulk-1', 'bulk-2', 'bulk-3']);
    expect(await codes('?limit=2')).toEqual(['autumn-cup', 'spring-cup']);
  });

  it('describes each series: name, upcoming events, next start and sport types', async () => {
    const { items } = seriesListSchema.parse((await list('?limit=50&language=ru')).json());
    const spring = items.find((s) => s.code === 'spring-cup')!;
    expect(spring).toMatchObject({ name: 'Весенний кубок', upcomingCount: 2, sportTypes: ['run', 'trail'] });
    // the marathon, 30 days ahead, is the next start
    expect(Date.parse(spring.nextStartsAt!)).toBeGreaterThan(fx.now.getTime() + 29 * DAY);
    expect(Date.parse(spring.nextStartsAt!)).toBeLessThan(fx.now.getTime() + 31 * DAY);
    expect(items.find((s) => s.code === 'autumn-cup')).toMatchObject({
      name: 'Кубок autumn-cup',
      upcomingCount: 1,
      sportTypes: ['cycling', 'run'],
    });
    expect(items.find((s) => s.code === 'past-cup')).toMatchObject({ upcomingCount: 0, nextStartsAt: null });

    const en = seriesListSchema.parse((await list('?limit=1')).json());
    expect(en.items[0]?.name).toBe('Cup autumn-cup');
  });

  it('shows each tenant only its own series', async () => {
    expect(await codes('', 'pionercup.localhost')).toEqual(['pioner-cup']);
    expect(await codes('', 'fontanka.localhost')).toEqual([]);
  });

  it('explains a bad limit', async () => {
    for (const limit of ['0', '51', 'abc', '2.5']) {
      const res = await list(`?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().error.fields)).toEqual(['limit']);
    }
  });
});
