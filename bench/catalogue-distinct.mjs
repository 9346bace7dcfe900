#!/usr/bin/env node
// The events list API as people use it (DESIGN §9, issue 13): at least 1,000 distinct query strings — search
// words (with typos), every filter, every tab, second and third pages through real cursors — at 10
// connections, with no answer cache (CATALOGUE_CACHE_MS=0), against a bare Fastify route answering one of
// the same JSON documents from memory, in one run. p50/p95/p99 from every response time, and the load.
// In the same run, the server-rendered list page over the same queries: GET /events/{tab}?{filters} as
// HTML (Accept: text/html; language=en as the culture cookie; a next page's cursor is the browser's
// "Show more", so it maps to its first page and the distinct page URLs are fewer).
//
//   psql -h 127.0.0.1 -U postgres -c 'create database startline_bench'
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/startline_bench npx tsx scripts/generate-load-data.ts
//   npm run build
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/startline_bench node bench/catalogue-distinct.mjs [seconds]
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { buildQueries, distinctPageRequests } from './catalogue-queries.mjs';
import { measureBare, start, summary, waitFor } from './support.mjs';

const seconds = Number(process.argv[2] ?? 20);
const apiPort = 3960;
const barePort = 3961;
const CONNECTIONS = 10;

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to the database filled by scripts/generate-load-data.ts');
  process.exit(1);
}

/** autocannon over `targets` ({ path, headers? } each, cycled), or the URL itself when there are none. */
function run(url, targets) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = {};
    let i = 0;
    const requests = targets
      ? [
          {
            method: 'GET',
            setupRequest: (req) => {
              const target = targets[i++ % targets.length];
              return { ...req, path: target.path, headers: { ...req.headers, ...target.headers } };
            },
          },
        ]
      : undefined;
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, ...(requests ? { requests } : {}) },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          ...summary(times, result),
          statuses,
          distinct: Math.min(i, targets?.length ?? 1),
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

const api = start(
  ['dist/node/server/main.js'],
  { PORT: String(apiPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CATALOGUE_CACHE_MS: '0' },
  'api',
);
try {
  const base = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${base}/readyz`);
  const paths = await buildQueries(base);
  const apiTargets = paths.map((path) => ({ path }));
  const pageTargets = distinctPageRequests(paths);
  const sample = await (await fetch(`${base}/api/events/list?type=future&language=ru`)).text();
  const b = await measureBare(sample, barePort, (url) => run(url));
  await run(base, apiTargets); // warm-up
  const a = await run(base, apiTargets);
  const apiLoad = loadavg()[0].toFixed(2);
  await run(base, pageTargets); // warm-up
  const page = await run(base, pageTargets);
  const load = loadavg()[0].toFixed(2);
  const fmt = (r) =>
    `${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, statuses ${JSON.stringify(r.statuses)}, errors ${r.errors}`;
  console.log(
    `${paths.length} distinct queries (${paths.filter((p) => p.includes('cursor=')).length} next pages), ${CONNECTIONS} connections, ${seconds} s, no answer cache`,
  );
  console.log(`  api : ${fmt(a)}  (cycled through ${a.distinct} of them)`);
  console.log(`  bare: ${fmt(b)}`);
  console.log(`  api/bare throughput ${(a.rps / b.rps).toFixed(2)}; load (1 min) ${apiLoad}`);
  console.log('  budget (DESIGN §9): p95 < 20 ms, throughput ≥ 0.5 of bare');
  console.log(
    `  page: ${fmt(page)}  (${pageTargets.length} distinct page URLs, cycled through ${page.distinct})`,
  );
  console.log(`  page load (1 min) ${load}; budget (DESIGN §9): p95 < 50 ms`);
} finally {
  api.kill('SIGTERM');
}
