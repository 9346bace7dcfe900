import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppDeps } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database, type OpenDatabaseOptions } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { tenants } from '../db/schema.js';
import { seedDemoData } from '../db/seed.js';
import type { RequestContext } from '../request-context.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { tenantFromRow, type Tenant } from '../tenants/tenants.service.js';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL database's URL, for a second connection pool as another app instance would have; null on PGlite. */
  url: string | null;
  dispose(): Promise<void>;
}

/** A config for tests: quiet, no web build, no load shedding, no periodic jobs unless a test asks for them. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({}, process.cwd());
  return {
    ...base,
    logLevel: 'silent',
    // Tests change data between calls; the list micro-cache would hide that.
    catalogueCacheMs: 0,
    webRoot: join(tmpdir(), 'startline-no-web-root'),
    pageRendererFile: join(tmpdir(), 'startline-no-page-renderer.js'),
    overload: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0, sampleIntervalMs: 1000 },
    // No periodic job racing a test's own rows; the jobs' own tests turn theirs on.
    holdSweepSeconds: 0,
    reconcileSeconds: 0,
    installmentReminderSeconds: 0,
    ...overrides,
  };
}

/** What the server project's global set-up made once for the run (global-setup.ts); blank outside it. */
function provided(key: 'pgliteTemplateFile' | 'postgresTemplate'): string {
  try {
    return inject(key) ?? '';
  } catch {
    return '';
  }
}

/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory, or, when DATABASE_URL is
 * set, a new database `startline_t_<random>` on that server, dropped by `dispose()`. Both start as a copy
 * of the run's template (global-setup.ts) when there is one, as `npm start` starts from the build's.
 */
export async function createTestDatabase(
  options: Pick<OpenDatabaseOptions, 'logQuery'> = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const templateFile = provided('pgliteTemplateFile');
    if (templateFile) {
      const database = await openDatabase({
        ...options,
        loadDataDir: new Blob([readFileSync(templateFile)]),
      });
      return { database, url: null, dispose: () => database.close() };
    }
    const database = await openDatabase({ ...options });
    await migrateDatabase(database);
    await seedDemoData(database.db, { catalogue: false });
    return { database, url: null, dispose: () => database.close() };
  }

  const template = provided('postgresTemplate');
  const name = `startline_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ ...options, databaseUrl: url.toString(), poolSize: 4 });
  try {
    if (!template) {
      await migrateDatabase(database);
      await seedDemoData(database.db, { catalogue: false });
    }
  } catch (err) {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    throw err;
  }
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The app over a given database, ready for `inject`. */
export async function createTestApp(
  database: Database,
  config: Partial<Config> = {},
  deps: Partial<AppDeps> = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(config), { database, ...deps });
  await app.ready();
  return app;
}

/** A seeded tenant, as requests carry it. */
export async function seededTenant(database: Database, code: string): Promise<Tenant> {
  const [row] = await database.db.select().from(tenants).where(eq(tenants.code, code));
  if (!row) throw new Error(`No tenant ${code}`);
  return tenantFromRow(row);
}

/** The id of a seeded tenant. */
export async function tenantIdOf(database: Database, code: string): Promise<TenantId> {
  return (await seededTenant(database, code)).id;
}

/** The context of a visitor's request on a tenant, for tests that call a service directly. */
export function testContext(tenant: Tenant, overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    tenant,
    user: null,
    language: 'en',
    origin: 'http://localhost',
    ip: '127.0.0.1',
    userAgent: 'test',
    log: { error: () => undefined },
    ...overrides,
  };
}

export interface TestAppContext {
  /** The app, ready for `inject`; read it inside tests and hooks, after `beforeAll` has run. */
  readonly app: FastifyInstance;
  readonly database: Database;
}

export interface UseTestAppOptions {
  /** Data the app must find when it starts (fixtures, accounts), written before it is built. */
  seed?: (database: Database) => Promise<void>;
  config?: Partial<Config>;
  deps?: Partial<AppDeps>;
}

/**
 * One test database and app for the calling `describe` block (or file): built in `beforeAll`, closed and
 * dropped in `afterAll`. Answers getters, since the hooks have not run when the block is declared.
 */
export function useTestApp(options: UseTestAppOptions = {}): TestAppContext {
  let testDb: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    await options.seed?.(testDb.database);
    app = await createTestApp(testDb.database, options.config, options.deps);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });
  return {
    get app() {
      if (!app) throw new Error('useTestApp: the app is read before beforeAll has built it');
      return app;
    },
    get database() {
      if (!testDb) throw new Error('useTestApp: the database is read before beforeAll has made it');
      return testDb.database;
    },
  };
}
