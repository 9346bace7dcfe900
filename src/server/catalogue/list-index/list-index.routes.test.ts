import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsListSchema } from '../../../shared/schemas/catalogue.js';
import { openDatabase, type Database } from '../../db/client.js';
import { events, racePrices, races, registrations, series } from '../../db/schema.js';
import { seedCatalogueFixture, type CatalogueFixture } from '../../test/catalogue-fixture.js';
import { useTestApp } from '../../test/test-app.js';

const DAY = 86_400_000;

/**
 * ADR 032 as a visitor sees it: the list answered from the in-process index shows what another app
 * instance (its own connection pool) has just written, on the very next request: a new event, its move, its
 * unpublishing, a series' new address, and (ADR 034) a race's last place taken and its new price.
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
  /** A published event in Moscow, written by the other instance, starting `inMs` from the fixture's now. */
  const insertEvent = async (code: string, name: string, inMs: number) => {
    const [row] = await writer()
      .insert(events)
      .values({
        tenantId: fx.tenantIds.default,
        code,
        nameRu: name,
        nameEn: code,
        startsAt: new Date(fx.now.getTime() + inMs),
        cityId: fx.cityIds.get('Москва')!,
      })
      .returning({ id: events.id });
    return row!;
  };
  const codes = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/events/list?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return eventsListSchema.parse(res.json()).items.map((i) => i.code);
  };

  it('shows a new event, its move and its unpublishing on the next request', async () => {
    const moscow = fx.cityIds.get('Москва')!;
    const before = await codes(`type=future&city=${moscow}`);
    expect(before).not.toContain('fresh-run');
    const row = await insertEvent('fresh-run', 'Свежий забег', 90 * DAY);
    expect((await codes(`type=future&city=${moscow}`)).at(-1)).toBe('fresh-run');
    expect(await codes(`type=future&city=${moscow}&sport=trail`)).not.toContain('fresh-run');

    // moved to the first place of the list
    await writer()
      .update(events)
      .set({ startsAt: new Date(fx.now.getTime() + 60_000), sportType: 'trail' })
      .where(eq(events.id, row.id));
    expect((await codes(`type=future&city=${moscow}`))[0]).toBe('fresh-run');
    expect(await codes(`type=future&city=${moscow}&sport=trail`)).toContain('fresh-run');

    await writer().update(events).set({ status: 'draft' }).where(eq(events.id, row.id));
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

  it("shows a race's last place taken, freed again, and its new price on the next request", async () => {
    const moscow = fx.cityIds.get('Москва')!;
    const event = await insertEvent('last-place-run', 'Забег последнего места', 30 * DAY);
    const [race] = await writer()
      .insert(races)
      .values({
        tenantId: fx.tenantIds.default,
        eventId: event.id,
        code: '10k',
        nameRu: '10 км',
        nameEn: '10 km',
        lengthM: 10_000,
        startsAt: new Date(fx.now.getTime() + 30 * DAY),
        capacity: 1,
      })
      .returning({ id: races.id });
    await writer()
      .insert(racePrices)
      .values({ tenantId: fx.tenantIds.default, raceId: race!.id, validFrom: new Date(0), amount: 150_000 });
    const card = async (query: string) => {
      const res = await ctx.app.inject({
        url: `/api/events/list?type=future&city=${moscow}&limit=50${query}`,
      });
      return eventsListSchema.parse(res.json()).items.find((i) => i.code === 'last-place-run') ?? null;
    };
    expect((await card(''))?.placesLeft).toBe(1);
    expect((await card(''))?.minPrice).toEqual({ amount: 150_000, currency: 'RUB' });
    expect(await card('&available=1')).not.toBeNull();

    const [entry] = await writer()
      .insert(registrations)
      .values({ tenantId: fx.tenantIds.default, eventId: event.id, raceId: race!.id, status: 'confirmed' })
      .returning({ id: registrations.id });
    expect((await card(''))?.placesLeft).toBe(0);
    expect(await card('&available=1')).toBeNull();

    await writer().update(registrations).set({ status: 'cancelled' }).where(eq(registrations.id, entry!.id));
    expect((await card(''))?.placesLeft).toBe(1);
    expect(await card('&available=1')).not.toBeNull();

    await writer().update(racePrices).set({ amount: 120_000 }).where(eq(racePrices.raceId, race!.id));
    expect((await card(''))?.minPrice).toEqual({ amount: 120_000, currency: 'RUB' });
  });
});
