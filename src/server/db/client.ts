import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { queueQueries } from './queries-in-turn.js';
import * as schema from './schema.js';
import { seedDataDirFromTemplate } from './template.js';

export type Schema = typeof schema;
/** One type for both drivers: what services are given, and what opens transactions. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The `tx` of `db.transaction((tx) => …)`. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * What a repository runs its queries on: the database or a transaction of it (ADR 013). It has no
 * `transaction()`: a repository never opens one; the service that spans repositories does.
 */
export type Executor = Omit<Db | Transaction, 'transaction'>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** A new embedded database that started as a copy of the build's template (see template.ts). */
  createdFromTemplate?: boolean;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The whole embedded database as a tar (PGlite only): what `loadDataDir` starts another from. */
  dump?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** Real PostgreSQL when set. */
  databaseUrl?: string | undefined;
  /** Embedded PGlite data folder when there is no URL; without it, PGlite lives in memory. */
  dataDir?: string | undefined;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
  /** A PGlite data folder (see template.ts) that a new embedded database starts as a copy of. */
  templateDir?: string | undefined;
  /** A dump of a PGlite data folder (`dumpDataDir`) an in-memory database starts from, skipping initdb. */
  loadDataDir?: Blob | undefined;
  /** Sees every statement sent (drizzle's logger), e.g. a test checking which run in a tenant transaction. */
  logQuery?: ((query: string) => void) | undefined;
}

const loggerOf = ({ logQuery }: OpenDatabaseOptions) =>
  logQuery ? { logger: { logQuery: (query: string) => logQuery(query) } } : {};

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // Short queries, many at once (ADR 012): no JIT (the catalogue's queries can carry large cost estimates,
    // and compiling them took 15–90 ms each, longer than running them) and no parallel workers (on two
    // cores serving concurrent requests they only take the other requests' CPU).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    // a transaction's queries started together take its one connection in turn (queries-in-turn.ts)
    pool.on('connect', queueQueries);
    const db = drizzleNodePg({ client: pool, schema, ...loggerOf(options) });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let createdFromTemplate = false;
  if (options.dataDir) {
    if (options.templateDir)
      createdFromTemplate = await seedDataDirFromTemplate(options.dataDir, options.templateDir);
    mkdirSync(options.dataDir, { recursive: true });
  }
  // pg_trgm backs the catalogue's typo-tolerant search (the migration creates the extension).
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema, ...loggerOf(options) });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    createdFromTemplate,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    dump: () => client.dumpDataDir('none'),
  };
}
