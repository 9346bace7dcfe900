import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogueData } from '../seed.js';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { daysBetween, shiftDemoDates } from './shift-dates.js';

const DAY = 24 * 60 * 60 * 1000;

describe('daysBetween', () => {
  it('counts calendar days in Moscow, not 24-hour spans', () => {
    // 23:30 and 00:30 Moscow time are on two days, an hour apart
    expect(daysBetween(new Date('2026-11-21T20:30:00Z'), new Date('2026-11-21T21:30:00Z'))).toBe(1);
    expect(daysBetween(new Date('2026-11-21T06:00:00Z'), new Date('2026-11-21T20:00:00Z'))).toBe(0);
    expect(daysBetween(new Date('2026-11-22T06:00:00Z'), new Date('2026-11-12T06:00:00Z'))).toBe(-10);
  });
});

describe('demo data from an older template', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.dispose();
  });

  it('reads as generated today once its dates are moved, and dates of birth stay', async () => {
    const { db } = testDb.database;
    const now = new Date();
    await seedDemoCatalogueData(db, new Date(now.getTime() - 10 * DAY));
    const births = sql`select min(birth_date)::text as b from registrations`;
    const birthsBefore = ((await db.execute(births)) as unknown as { rows: { b: string }[] }).rows;

    const app = await createTestApp(testDb.database);
    const today = async () =>
      (await app.inject({ url: '/api/events/list?type=today' })).json().total as number;
    const todayBefore = await today();

    expect(await shiftDemoDates(db, new Date(now.getTime() - 10 * DAY), now)).toBe(10);
    expect(await today()).toBeGreaterThan(todayBefore);
    expect(((await db.execute(births)) as unknown as { rows: { b: string }[] }).rows).toEqual(birthsBefore);
    // each event's last race start (kept by the races' trigger for the available filter) moved once, with them
    const stale = sql`select count(*)::int as n from events e
      where e.last_race_starts_at is distinct from (select max(r.starts_at) from races r where r.event_id = e.id)`;
    expect(((await db.execute(stale)) as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 0 }]);
    expect(await shiftDemoDates(db, now, now)).toBe(0);
    await app.close();
  });
});
