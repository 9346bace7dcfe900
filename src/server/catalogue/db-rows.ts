import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/** Rows of a raw query; both drivers answer `{ rows }`. Numbers come as ::int / ::float8, never int8. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamp as epoch milliseconds (float8 reaches JavaScript as a number with both drivers). */
export const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

export const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
