import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_TIME_ZONE = 'Europe/Moscow';

/** The calendar day of an instant in Moscow, as a day number. */
function moscowDay(instant: Date): number {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_TIME_ZONE })
    .format(instant)
    .split('-')
    .map(Number);
  return Math.round(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / DAY_MS);
}

/** Whole calendar days (Moscow) from `from` to `to`. */
export function daysBetween(from: Date, to: Date): number {
  return moscowDay(to) - moscowDay(from);
}

/**
 * Moves every instant of the demo data by whole days, so that data generated relative to `seededAt` reads
 * as if generated today: today's events stay today at the same hour. Every `timestamptz` column of the
 * public tables moves (dates of birth are `date` and stay), but `events.last_race_starts_at`, which the
 * races' trigger computes again from the moved races. Returns the number of days moved.
 */
export async function shiftDemoDates(db: Db, seededAt: Date, now: Date = new Date()): Promise<number> {
  const days = daysBetween(seededAt, now);
  if (days === 0) return 0;
  // both drivers answer `{ rows }`
  const columns = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type = 'timestamp with time zone'
      and not (table_name = 'events' and column_name = 'last_race_starts_at')
    order by table_name, column_name`)) as unknown as { rows: { table_name: string; column_name: string }[] };
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns.rows) {
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  await db.transaction(async (tx) => {
    for (const [table, cols] of byTable) {
      const sets = sql.join(
        cols.map((c) => sql`${sql.identifier(c)} = ${sql.identifier(c)} + make_interval(days => ${days})`),
        sql`, `,
      );
      await tx.execute(sql`update ${sql.identifier(table)} set ${sets}`);
    }
  });
  return days;
}
