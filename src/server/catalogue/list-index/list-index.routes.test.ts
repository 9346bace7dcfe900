import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsListSchema } from '../../../shared/schemas/catalogue.js';
import { openDatabase, type Database } from '../../db/client.js';
import { events, series } from '../../db/schema.js';
import { seedCatalogueFixture, type CatalogueFixture } from '../../test/catalogue-fixture.js';
import { useTestApp } from '../../test/test-app.js';

const DAY = 86_400_000;

/**
 * ADR 032 as a visitor sees it: the list answered from the in-process index shows what another app
 * instance (its own connection pool) has just written, on the very next request: a new event, its move, its
 * unpublishing, and a series' new address.
 */
describe('the events list after another instance writes', () => {
  let fx: CatalogueFixture;
  let other: Database | null = null;
  const ctx = useTestApp({
    seed: async (database) => {
      fx = await seedCatalogueFixture(database);
    },
  });
  beforeAll(async () => {
    // the same database through a second pool on PostgreSQL; PGlite has one connection
    if (ctx.database.kind === 'postgres' && process.env.DATABASE_URL) {
      const result = (await ctx.database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${result.rows[0]!.name}`;
      other = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    }
  });
  afterAll(async () => {
    await other?.close();
  });
  const writer = () => (other ?? ctx.database).db;
  const codes = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/events/list?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return eventsListSchema.parse(res.json()).items.map((i) => i.code);
  };

  it('shows a new event, its move and its unpublishing on the next request', async () => {
    const moscow = fx.cityIds.get('Москва')!;
    const before = await codes(`type=future&city=${moscow}`);
    expect(before).not.toContain('fresh-run');
    const [row] = await writer()
      .insert(events)
      .values({
        tenantId: fx.tenantIds.default,
        code: 'fresh-run',
        nameRu: 'Свежий забег',
        nameEn: 'Fresh run',
        startsAt: new Date(fx.now.getTime() + 90 * DAY),
        cityId: moscow,
      })
      .returning({ id: events.id });
    expect((await codes(`type=future&city=${moscow}`)).at(-1)).toBe('fresh-run');
    expect(await codes(`type=future&city=${moscow}&sport=trail`)).not.toContain('fresh-run');

    // moved to the first place of the list
    await writer()
      .update(events)
      .set({ startsAt: new Date(fx.now.getTime() + 60_000), sportType: 'trail' })
      .where(eq(events.id, row!.id));
    expect((await codes(`type=future&city=${moscow}`))[0]).toBe('fresh-run');
    expect(await codes(`type=future&city=${moscow}&sport=trail`)).toContain('fresh-run');

    await writer().update(events).set({ status: 'draft' }).where(eq(events.id, row!.id));
    expect(await codes(`type=future&city=${moscow}`)).toEqual(before);
  });

  it('finds a series by its new code, and nothing by the old one', async () => {
    expect(await codes('type=future&series=spring-cup')).toContain('moscow-marathon');
    await writer()
      .update(series)
      .set({ code: 'spring-cup-2027' })
      .where(and(eq(series.tenantId, fx.tenantIds.default), eq(series.code, 'spring-cup')));
    expect(await codes('type=future&series=spring-cup')).toEqual([]);
    expect(await codes('type=future&series=spring-cup-2027')).toContain('moscow-marathon');
  });
});
