import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDemoData } from './db/seed.js';
import { shiftDemoDates } from './db/demo/shift-dates.js';
import { DB_TEMPLATE_DIR, readTemplateMeta } from './db/template.js';
import { createShutdown } from './shutdown.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    templateDir: DB_TEMPLATE_DIR,
  });
  await migrateDatabase(database);
  const template = database.createdFromTemplate ? readTemplateMeta() : null;
  if (template) await shiftDemoDates(database.db, new Date(template.seededAt));
  // After the shift above: the demo accounts' dates are made relative to today (dev mode only).
  const { seeded } = await seedDemoData(database.db, { accounts: config.devTools });
  const app = await buildApp(config, { database });
  app.log.info({ database: database.kind, seeded, webRoot: config.webRoot }, 'database ready');

  const stop = createShutdown(app, database);
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Startline listening on ${address}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
