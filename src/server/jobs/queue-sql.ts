import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client.js';

/** What pg-boss runs every statement through (its `db` option, pg-boss 10). */
export interface QueueSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** A QueueSql that knows whether a statement is still under way, so the queue can stop after its last one. */
export interface TrackedQueueSql extends QueueSql {
  /** Statements sent and not answered yet. */
  inFlight(): number;
}

/**
 * The database's own client, as drizzle keeps it (`db.$client`, drizzle's documented escape hatch): pg's
 * Pool on PostgreSQL, the PGlite instance on the embedded database.
 */
function clientOf(database: Database): pg.Pool | PGlite {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (database.kind === 'postgres' && client instanceof pg.Pool) return client;
  if (database.kind === 'pglite' && client instanceof PGlite) return client;
  throw new Error(`the ${database.kind} database has no client the job queue can use`);
}

/**
 * PGlite's two calls for what pg-boss sends: a statement with parameters goes through `query` (one
 * statement, extended protocol); a text without them through `exec` (simple protocol), which also runs
 * pg-boss's scripts (`BEGIN; SELECT pg_advisory_xact_lock(…); …; COMMIT;`). A script runs inside PGlite's
 * own `transaction`: its error rolls it back there and then, where a bare `exec` would leave the one
 * connection in an aborted transaction (two queues creating the schema at once fail that way). Each call
 * holds PGlite's transaction lock, so none lands inside a transaction of the app's.
 */
function pgliteSql(client: PGlite): QueueSql {
  return {
    async executeSql(text, values) {
      if (values === undefined) {
        const results = await client.transaction((tx) => tx.exec(text));
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}

/**
 * node-postgres, on the app's pool: what pg-boss's own pool would do, except that a script (a text without
 * parameters, possibly `BEGIN; …; COMMIT;`) that fails is rolled back on its connection before the
 * connection goes back to the pool, not left in an aborted transaction for the next query.
 */
function postgresSql(pool: pg.Pool): QueueSql {
  return {
    async executeSql(text, values) {
      if (values !== undefined) return { rows: (await pool.query(text, values)).rows };
      const client = await pool.connect();
      try {
        const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
        return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
  };
}

/** The app's database as pg-boss's `db`, counting the statements under way. */
export function queueSqlOf(database: Database): TrackedQueueSql {
  const client = clientOf(database);
  const sql = client instanceof PGlite ? pgliteSql(client) : postgresSql(client);
  let running = 0;
  return {
    async executeSql(text, values) {
      running += 1;
      try {
        return await sql.executeSql(text, values);
      } finally {
        running -= 1;
      }
    },
    inFlight: () => running,
  };
}

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The script that creates a pg-boss queue (its row and its partition of the job table) unless it exists,
 * under an advisory lock of the schema's queues: pg-boss's `createQueue` from two instances starting at
 * once can deadlock on the partition's DDL (pg-boss issue: concurrent createQueue), so instances take turns.
 * A script, not a statement with parameters: the lock must be held by the same transaction.
 */
export function createQueueScript(schema: string, name: string, options: object): string {
  const lockKey = `${schema}.queues`;
  return `BEGIN;
SELECT pg_advisory_xact_lock(('x' || encode(sha224((current_database() || '.pgboss.' || ${literal(lockKey)})::bytea), 'hex'))::bit(64)::bigint);
SELECT ${schema}.create_queue(${literal(name)}, ${literal(JSON.stringify(options))}::json);
COMMIT;`;
}
