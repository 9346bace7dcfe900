// `npm run dev`: the app as `npm start` serves it (Fastify, the API, every page rendered on the server by
// the same renderer, ADR 011), with Vite in middleware mode inside it: the web app's modules are served and
// hot-reloaded from source, the page template is Vite's transformed index.html and the renderer is loaded
// through Vite (`ssrLoadModule`), so a change shows on the next request.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import middie from '@fastify/middie';
import { createServer } from 'vite';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { seedDemoAccounts } from '../src/server/db/demo/accounts.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { seedDemoData } from '../src/server/db/seed.js';
import type { PageSource } from '../src/server/http/spa.js';
import type { PageRendererModule } from '../src/shared/page-render.js';

const indexFile = fileURLToPath(new URL('../src/web/index.html', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig();
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  const pages: PageSource = {
    template: (url) => vite.transformIndexHtml(url, readFileSync(indexFile, 'utf8')),
    async renderer() {
      const module = (await vite.ssrLoadModule('/ssr/render-page.tsx')) as PageRendererModule;
      return module.createPageRenderer({ assetHost: config.assetHost });
    },
    // Vite serves each module as it is asked for; there is no manifest to preload from
    preloads: () => '',
  };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  await seedDemoData(database.db);
  const app = await buildApp(config, {
    database,
    pages,
    development: {
      inlineScripts: true,
      register: async (instance) => {
        await instance.register(middie);
        instance.use(vite.middlewares);
      },
    },
  });
  await seedDemoAccounts(database.db);
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Startline (development) listening on ${address}`);
  const stop = () => void app.close().then(() => vite.close()).then(() => database.close());
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
