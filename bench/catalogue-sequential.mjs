#!/usr/bin/env node
// Where the list's time goes, without queueing: the 1,200 queries of catalogue-distinct.mjs asked one at
// a time (after one warm-up pass), each timed alone; then the same for their server-rendered pages. Prints
// the distribution and the slowest queries, the ones to look at with EXPLAIN.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/startline_bench node bench/catalogue-sequential.mjs [slowest] [api|page]
//
// With BENCH_URL it asks a server already running there (one started with --cpu-prof, say) instead.
import { loadavg } from 'node:os';
import { buildQueries, distinctPageRequests } from './catalogue-queries.mjs';
import { percentile, start, waitFor } from './support.mjs';

const port = 3962;
const slowest = Number(process.argv[2] ?? 15);
/** `api`, `page` or both (the default): what to ask. */
const only = process.argv[3] ?? 'both';
if (!process.env.DATABASE_URL && !process.env.BENCH_URL) {
  console.error('Set DATABASE_URL to the database filled by scripts/generate-load-data.ts');
  process.exit(1);
}

async function timeEach(base, targets) {
  const times = [];
  for (const target of targets) {
    const t0 = performance.now();
    const res = await fetch(`${base}${target.path}`, { headers: target.headers ?? {} });
    await res.arrayBuffer();
    times.push({ ms: performance.now() - t0, path: target.path, status: res.status });
  }
  return times;
}

function report(label, times) {
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  console.log(
    `${label}: ${times.length} requests one at a time, mean ${fmt(mean)}, p50 ${fmt(percentile(sorted, 50))}, p90 ${fmt(percentile(sorted, 90))}, p95 ${fmt(percentile(sorted, 95))}, p99 ${fmt(percentile(sorted, 99))}, max ${fmt(sorted.at(-1))}; statuses ${[...new Set(times.map((t) => t.status))].join(',')}`,
  );
  for (const t of [...times].sort((a, b) => b.ms - a.ms).slice(0, slowest))
    console.log(`  ${fmt(t.ms).padStart(9)}  ${decodeURIComponent(t.path)}`);
}

const app = process.env.BENCH_URL
  ? null
  : start(
      ['dist/node/server/main.js'],
      { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CATALOGUE_CACHE_MS: '0' },
      'api',
    );
try {
  const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`, app ?? undefined);
  const paths = await buildQueries(base);
  const apiTargets = paths.map((path) => ({ path }));
  const pageTargets = distinctPageRequests(paths);
  if (only !== 'page') {
    await timeEach(base, apiTargets); // warm-up
    report('api', await timeEach(base, apiTargets));
  }
  if (only !== 'api') {
    await timeEach(base, pageTargets); // warm-up
    report('page', await timeEach(base, pageTargets));
  }
  console.log(`load (1 min) ${loadavg()[0].toFixed(2)}`);
} finally {
  app?.kill('SIGTERM');
}
