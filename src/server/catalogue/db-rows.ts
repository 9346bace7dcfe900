import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

/** Rows of a raw query; both drivers answer `{ rows }`. Numbers come as ::int / ::float8, never int8. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();
const names = new Map<string, string>();

/** A statement's name on a connection: its text's hash, so one name never stands for two texts. */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `sl_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Rows of a raw query whose text is the same on every call (only its parameters differ), as a named
 * prepared statement on real PostgreSQL: each pooled connection parses it once and, after five runs,
 * keeps a generic plan when that plan is no worse than planning for the values (PostgreSQL's
 * `plan_cache_mode = auto`). For a catalogue page's cards, whose plan took longer than running them
 * (1.5 ms of planning, ADR 012 addendum), that is most of the database's work. PGlite runs it as it is.
 * Not for statements whose text varies with the request (the list's filters): each text would be a new
 * statement on every connection.
 */
export async function preparedRowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementName(built.sql), false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamp as epoch milliseconds (float8 reaches JavaScript as a number with both drivers). */
export const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

export const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
