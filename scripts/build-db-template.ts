// Part of `npm run build`: a migrated embedded database folder with the demo data, seeded relative to now,
// that new data folders start as a copy of (see src/server/db/template.ts). Run with tsx.
import { rmSync } from 'node:fs';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { seedDemoData } from '../src/server/db/seed.js';
import { DB_TEMPLATE_DIR, DB_TEMPLATE_META, writeTemplateMeta } from '../src/server/db/template.js';

const seededAt = new Date();
rmSync(DB_TEMPLATE_DIR, { recursive: true, force: true });
rmSync(DB_TEMPLATE_META, { force: true });
const database = await openDatabase({ dataDir: DB_TEMPLATE_DIR });
await migrateDatabase(database);
await seedDemoData(database.db, { now: seededAt });
// The job queue's schema and the app's queues, as the app's first start makes them: a new folder skips that
// PGlite DDL, a few hundred ms of its start (ADR 020). The app closes before its first periodic job.
const app = await buildApp({ ...loadConfig(), logLevel: 'silent' }, { database });
await app.ready();
await app.close();
await database.close();
writeTemplateMeta({ seededAt: seededAt.toISOString() });
console.log(`database template with demo data written to ${DB_TEMPLATE_DIR}`);
