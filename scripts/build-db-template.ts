// Part of `npm run build`: an initialised, migrated embedded database folder that new data folders start
// as a copy of (see src/server/db/template.ts). Run with tsx.
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../src/server/paths.js';
import { DB_TEMPLATE_DIR } from '../src/server/db/template.js';

rmSync(DB_TEMPLATE_DIR, { recursive: true, force: true });
const client = await PGlite.create({ dataDir: DB_TEMPLATE_DIR, extensions: { pg_trgm } });
await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
await client.close();
console.log(`database template written to ${DB_TEMPLATE_DIR}`);
