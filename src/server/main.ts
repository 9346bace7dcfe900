import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { DB_TEMPLATE_DIR, readTemplateMeta } from './db/template.js';
import { preloadPageRenderer } from './http/page-renderer.js';

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
  // The embedded database opens first (a new data folder's template copied on a worker thread, PGlite's
  // WebAssembly compiled on V8's background threads) while the main thread loads the server's own modules
  // and the page renderer's, for the first page: started together, not one after the other (a new data
  // folder's first answer, bench/README.md "Start-up").
  const opening = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    templateDir: DB_TEMPLATE_DIR,
  });
  // awaited below; a failure to open must not count as unhandled while the modules are still loading
  opening.catch(() => undefined);
  preloadPageRenderer(config.pageRendererFile);
  const [
    { buildApp },
    { migrateDatabase },
    { seedDemoAccounts },
    { seedDemoData },
    { shiftDemoDates },
    { createShutdown },
  ] = await Promise.all([
    import('./app.js'),
    import('./db/migrate.js'),
    import('./db/demo/accounts.js'),
    import('./db/seed.js'),
    import('./db/demo/shift-dates.js'),
    import('./shutdown.js'),
  ]);
  const database = await opening;
  await migrateDatabase(database);
  const template = database.createdFromTemplate ? readTemplateMeta() : null;
  if (template) await shiftDemoDates(database.db, new Date(template.seededAt));
  const { seeded } = await seedDemoData(database.db);
  let starting = config.devTools;
  const app = await buildApp(config, { database, starting: () => starting });
  app.log.info({ database: database.kind, seeded, webRoot: config.webRoot }, 'database ready');

  const stop = createShutdown(app, database);
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Startline listening on ${address}`);
  // The demo accounts (outside production only) are added once the app answers: hashing and their race
  // history take ~0.5 s that the first page does not need. After the date shift above, so their dates are
  // relative to today.
  if (config.devTools) {
    seedDemoAccounts(database.db)
      .then(({ seeded: added }) => {
        if (added) app.log.info('demo accounts added');
      })
      .catch((err: unknown) => app.log.error({ err }, 'demo accounts could not be added'))
      .finally(() => {
        starting = false;
      });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
