import { describe, expect, it } from 'vitest';
import { EVENTS_TOTAL_CAP, eventsListSchema, eventsMapSchema } from '../../shared/schemas/catalogue.js';
import { events } from '../db/schema.js';
import { seedCatalogueFixture, type CatalogueFixture } from '../test/catalogue-fixture.js';
import { useTestApp } from '../test/test-app.js';

const DAY = 86_400_000;

/** ADR 012: the list counts at most EVENTS_TOTAL_CAP matches and says when there are more. */
describe('the events list total, exact up to the cap', () => {
  let fx: CatalogueFixture;
  let pskov: number;
  // `n` upcoming "Зеркальный забег" events in Сочи, ten a day from day 200 on (none of the fixture's)
  const mirrorRuns = (from: number, n: number) =>
    Array.from({ length: n }, (_, k) => {
      const i = from + k;
      return {
        tenantId: fx.tenantIds.default,
        code: `mirror-${i}`,
        nameRu: `Зеркальный забег ${i}`,
        nameEn: `Mirror run ${i}`,
        startsAt: new Date(fx.now.getTime() + (200 + Math.floor(i / 10)) * DAY),
        cityId: pskov,
        lat: 57.8,
        lng: 28.3,
      };
    });
  const ctx = useTestApp({
    seed: async (database) => {
      fx = await seedCatalogueFixture(database);
      pskov = fx.cityIds.get('Псков')!;
      await database.db.insert(events).values(mirrorRuns(0, EVENTS_TOTAL_CAP));
    },
  });
  const list = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/events/list?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return eventsListSchema.parse(res.json());
  };

  it('answers an exact total at the cap, for a filter and for a search', async () => {
    expect(await list(`type=future&city=${pskov}`)).toMatchObject({ total: 1000, totalCapped: false });
    expect(await list('type=future&q=зеркальный')).toMatchObject({ total: 1000, totalCapped: false });
    expect(await list('type=future&q=зеркальнй')).toMatchObject({ total: 1000, totalCapped: false });
    // well under the cap, as before
    expect(await list(`type=future&city=${pskov}&dateTo=2000-01-01`)).toMatchObject({
      items: [],
      total: 0,
      totalCapped: false,
    });
  });

  it('answers the cap and "more" past it; the map still counts exactly', async () => {
    await ctx.database.db.insert(events).values(mirrorRuns(EVENTS_TOTAL_CAP, 5));
    const filtered = await list(`type=future&city=${pskov}&limit=5`);
    expect(filtered).toMatchObject({ total: 1000, totalCapped: true });
    expect(filtered.items.map((i) => i.code)).toEqual([
      'mirror-0',
      'mirror-1',
      'mirror-2',
      'mirror-3',
      'mirror-4',
    ]);
    // every page of the filter set says the same
    const next = await list(`type=future&city=${pskov}&limit=5&cursor=${filtered.nextCursor}`);
    expect(next).toMatchObject({ total: 1000, totalCapped: true });
    expect(next.items[0]?.code).toBe('mirror-5');
    expect(await list('type=future&q=зеркальный')).toMatchObject({ total: 1000, totalCapped: true });
    expect(await list('type=future&q=Mirror')).toMatchObject({ total: 1000, totalCapped: true });
    // a typo: the fuzzy search is capped the same way
    expect(await list('type=future&q=зеркальнй')).toMatchObject({ total: 1000, totalCapped: true });
    const map = eventsMapSchema.parse(
      (await ctx.app.inject({ url: `/api/events/map?type=future&city=${pskov}` })).json(),
    );
    expect(map.total).toBe(1005);
    expect(map.points).toHaveLength(1005);
  });

  it('ranks a search among the first 1,001 matches in the tab order, and counts them for every page', async () => {
    // the most relevant match (the word twice), dated among the first candidates
    await ctx.database.db.insert(events).values({
      ...mirrorRuns(0, 1)[0]!,
      code: 'mirror-best',
      nameRu: 'Зеркальный зеркальный забег',
      startsAt: new Date(fx.now.getTime() + 250 * DAY),
    });
    const first = await list('type=future&q=зеркальный&limit=3');
    expect(first.items[0]?.code).toBe('mirror-best');
    expect(first).toMatchObject({ total: 1000, totalCapped: true });
    const second = await list(`type=future&q=зеркальный&limit=3&cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ total: 1000, totalCapped: true });
    expect(second.items.map((i) => i.code)).not.toContain('mirror-best');
    // a cursor past every candidate: no items, and the total is still counted
    const beyond = Buffer.from(JSON.stringify(['2099-01-01T00:00:00.000000Z', 1, -1])).toString('base64url');
    expect(await list(`type=future&q=зеркальный&cursor=${beyond}`)).toMatchObject({
      items: [],
      total: 1000,
      totalCapped: true,
      nextCursor: null,
    });
  });

  it('keeps the first page’s count on later pages (it rides in the cursor) and counts anew for a new list', async () => {
    // the calendar day in Moscow (UTC+3), which the list's dates mean: from 21:00 UTC it is the next one
    const day = (n: number) =>
      new Date(fx.now.getTime() + n * DAY + 3 * 3_600_000).toISOString().slice(0, 10);
    const query = `type=future&city=${pskov}&dateTo=${day(201)}&limit=5`;
    const first = await list(query);
    expect(first).toMatchObject({ total: 20, totalCapped: false });
    // an event of the same filter set added while the visitor reads the first page
    await ctx.database.db.insert(events).values({ ...mirrorRuns(0, 1)[0]!, code: 'mirror-late' });
    const second = await list(`${query}&cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ total: 20, totalCapped: false });
    expect(second.items).toHaveLength(5);
    // the list asked anew counts it
    expect(await list(query)).toMatchObject({ total: 21, totalCapped: false });
    // a cursor from before the count rode along (three parts) is counted again
    const [startsAt, id] = JSON.parse(Buffer.from(first.nextCursor!, 'base64url').toString()) as [
      string,
      number,
    ];
    const old = Buffer.from(JSON.stringify([startsAt, id, null])).toString('base64url');
    expect(await list(`${query}&cursor=${old}`)).toMatchObject({ total: 21, totalCapped: false });
    // a count no first page can answer is a bad cursor, not a number shown
    const forged = Buffer.from(JSON.stringify([startsAt, id, null, 5000])).toString('base64url');
    const refused = await ctx.app.inject({ url: `/api/events/list?${query}&cursor=${forged}` });
    expect(refused.statusCode).toBe(400);
  });
});
