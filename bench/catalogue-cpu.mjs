#!/usr/bin/env node
// The app's own CPU time per list request or per list page, the 1,200 queries of catalogue-distinct.mjs
// (their 1,020 pages) asked one at a time after a warm-up pass, in rounds: user + system time of the server
// process from /proc, divided by the requests of the round. On this shared VM the time a request takes
// moves with its neighbours' load by more than a change worth measuring; the CPU time the process spends
// moves much less, so two builds compare best by this, run after each other (the medians of the rounds).
// PostgreSQL's share is not in it (its pooled backends come and go, their /proc times with them).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/startline_bench node bench/catalogue-cpu.mjs [page|api] [rounds]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { buildQueries, distinctPageRequests } from './catalogue-queries.mjs';
import { start, waitFor } from './support.mjs';

const mode = process.argv[2] ?? 'page';
const rounds = Number(process.argv[3] ?? 5);
const port = 3963;
if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to the database filled by scripts/generate-load-data.ts');
  process.exit(1);
}

/** User + system CPU time of a process, in ms (clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const app = start(
  ['dist/node/server/main.js'],
  { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CATALOGUE_CACHE_MS: '0' },
  'app',
);
try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`);
  const paths = await buildQueries(base);
  const targets = mode === 'page' ? distinctPageRequests(paths) : paths.map((path) => ({ path }));
  const pass = async () => {
    for (const target of targets) {
      const res = await fetch(`${base}${target.path}`, { headers: target.headers ?? {} });
      await res.arrayBuffer();
    }
  };
  await pass();
  const perRequest = [];
  for (let round = 0; round < rounds; round++) {
    const before = cpuMs(app.pid);
    await pass();
    perRequest.push((cpuMs(app.pid) - before) / targets.length);
  }
  const sorted = [...perRequest].sort((a, b) => a - b);
  console.log(
    `${mode}: ${targets.length} requests a round, ${rounds} rounds; the app's CPU per request ${perRequest
      .map((ms) => ms.toFixed(2))
      .join(
        ', ',
      )} ms; median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} ms; load (1 min) ${loadavg()[0].toFixed(2)}`,
  );
} finally {
  app.kill('SIGTERM');
}
