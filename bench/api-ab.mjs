#!/usr/bin/env node
// Two builds of the app in one process, asked for the same list API queries of catalogue-distinct.mjs in
// turn (A, B, then B, A for the next query, …) through Fastify's `inject`: the whole machine's CPU time
// around each request from /proc/stat (the app, PostgreSQL's backend and everything else that ran), and its
// wall time. As in pages-ab.mjs, both builds meet the same neighbours' load, so the difference is the
// change's; unlike it, PostgreSQL's share is counted (on an otherwise idle machine).
//
//   git worktree add /tmp/before <commit> && (cd /tmp/before && npm ci && npm run build)
//   npm run build
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/startline_bench node bench/api-ab.mjs /tmp/before . [rounds] [all|plain|search]
//
// plain: the queries without a search text or "available registrations" (the list index's, ADR 032).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { buildQueries } from './catalogue-queries.mjs';
import { loadBuilds, percentile, queriesOf } from './support.mjs';

const [a, b, rounds = '3', group = 'all'] = process.argv.slice(2);
if (!process.env.DATABASE_URL || !a || !b) {
  console.error(
    'Usage: DATABASE_URL=… node bench/api-ab.mjs <build A folder> <build B folder> [rounds] [all|plain|search]',
  );
  process.exit(1);
}
const GROUPS = {
  all: () => true,
  plain: (p) => !/[?&](q|available)=/.test(p),
  search: (p) => /[?&]q=/.test(p),
};
const dirs = [path.resolve(a), path.resolve(b)];
const apps = await loadBuilds(dirs);
const queries = (await queriesOf(apps[0], buildQueries)).filter(GROUPS[group]);
const ask = async (app, url) => {
  const answer = await app.inject({ url, headers: { host: 'localhost' } });
  if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} for ${url}`);
};

/** CPU time of the whole machine so far (user, nice, system, irq, softirq), in ms. */
const machineMs = () => {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq) * 10;
};

for (const app of apps) for (const url of queries) await ask(app, url); // warm-up
const cpu = [0, 0];
const wall = [0, 0];
const times = [[], []];
let asked = 0;
for (let round = 1; round <= Number(rounds); round++) {
  for (const url of queries) {
    for (const k of asked % 2 ? [1, 0] : [0, 1]) {
      const t = machineMs();
      const w = performance.now();
      await ask(apps[k], url);
      const took = performance.now() - w;
      wall[k] += took;
      times[k].push(took);
      cpu[k] += machineMs() - t;
    }
    asked++;
  }
  console.log(
    `after round ${round} (${asked} ${group} queries each): ${dirs.map((d, k) => `${d} machine CPU ${(cpu[k] / asked).toFixed(2)} ms, wall ${(wall[k] / asked).toFixed(2)} ms`).join(' | ')} a request; load (1 min) ${loadavg()[0].toFixed(2)}`,
  );
}
for (const [k, dir] of dirs.entries()) {
  const sorted = times[k].sort((x, y) => x - y);
  console.log(
    `${dir}: wall p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`,
  );
}
for (const app of apps) await app.close();
process.exit(0);
