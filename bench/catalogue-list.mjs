#!/usr/bin/env node
// Catalogue list API under load (DESIGN §9): p95 latency and throughput of GET /api/events/list at 10
// concurrent connections, against a bare Fastify route answering the same JSON from memory, in one run.
//
//   createdb startline_bench   (or: psql -c 'create database startline_bench')
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/startline_bench npx tsx scripts/generate-load-data.ts
//   npx tsc -p tsconfig.server.json
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/startline_bench node bench/catalogue-list.mjs [seconds]
import autocannon from 'autocannon';
import { measureBare, start, summary, waitFor } from './support.mjs';

const seconds = Number(process.argv[2] ?? 15);
const apiPort = 3950;
const barePort = 3951;
const CONNECTIONS = 10;
const QUERIES = [
  ['future', '/api/events/list?type=future&language=ru'],
  [
    'filter+search',
    `/api/events/list?type=future&language=ru&sport=run&rating=1&q=${encodeURIComponent('марафон')}`,
  ],
];

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to the database filled by scripts/generate-load-data.ts');
  process.exit(1);
}

function run(url) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds }, (err, result) => {
      if (err) return reject(err);
      resolve(summary(times, result));
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const api = start(
  ['dist/node/server/main.js'],
  { PORT: String(apiPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  'api',
);
try {
  await waitFor(`http://127.0.0.1:${apiPort}/readyz`);
  const fmt = (r) =>
    `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  non-2xx ${r.non2xx}  errors ${r.errors}`;
  for (const [name, pathAndQuery] of QUERIES) {
    const url = `http://127.0.0.1:${apiPort}${pathAndQuery}`;
    const sample = await (await waitFor(url)).text();
    const b = await measureBare(sample, barePort, run);
    await run(url); // warm-up
    const a = await run(url);
    const { items, total } = JSON.parse(sample);
    console.log(`\n${name}: ${pathAndQuery}  (${items.length} cards of ${total}, ${sample.length} bytes)`);
    console.log(`  api : ${fmt(a)}`);
    console.log(`  bare: ${fmt(b)}`);
    console.log(
      `  api/bare throughput ratio: ${(a.rps / b.rps).toFixed(2)}  (budget: p95 < 20 ms, ratio >= 0.5)`,
    );
  }
} finally {
  api.kill('SIGTERM');
}
