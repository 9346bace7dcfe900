import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDemoData } from '../db/seed.js';
import { installJobQueueSchema } from '../jobs/job-queue.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of the migrated, seeded embedded database that each test file's database is loaded from. */
    pgliteTemplateFile: string;
    /** With DATABASE_URL: the migrated, seeded database each test file's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one database (and creates the job queue's schema in it, ADR 020) for the whole run, as `npm start` starts from the build's template:
 * each server test file then gets a copy of it (test-app.ts) instead of its own initdb, migrations and seed.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'startline-test-template-'));
    const database = await openDatabase({});
    await migrateDatabase(database);
    await seedDemoData(database.db, { catalogue: false });
    await installJobQueueSchema(database);
    const file = join(dir, 'template.tar');
    const dump = await database.dump?.();
    if (!dump) throw new Error('the embedded database cannot be dumped');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('pgliteTemplateFile', file);
    project.provide('postgresTemplate', '');
    return async () => rmSync(dir, { recursive: true, force: true });
  }

  const name = `startline_tpl_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await migrateDatabase(database);
    await seedDemoData(database.db, { catalogue: false });
    await installJobQueueSchema(database);
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplateFile', '');
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
