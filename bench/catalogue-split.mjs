#!/usr/bin/env node
// Where a list API request's CPU goes, by group of catalogue-distinct.mjs's 1,200 distinct queries (issue
// 13): the built app at 10 connections with no answer cache (CATALOGUE_CACHE_MS=0), one group at a time
// after a warm-up run of it, and the CPU the app's process and PostgreSQL's processes spent per request
// (from /proc), with p50/p95/p99 of every response time and the machine's load.
//
//   npm run build
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/startline_bench node bench/catalogue-split.mjs [seconds] [build folder]
//
// Groups: plain (no search text, "available" or campaign), search, available, all.
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildQueries } from './catalogue-queries.mjs';
import { start, summary, waitFor } from './support.mjs';

const seconds = Number(process.argv[2] ?? 15);
const build = process.argv[3] ?? '.';
const port = 3962;

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to the database filled by scripts/generate-load-data.ts');
  process.exit(1);
}

const GROUPS = {
  plain: (p) => !/[?&](q|available|campaign)=/.test(p),
  search: (p) => /[?&]q=/.test(p),
  available: (p) => /[?&]available=/.test(p),
  all: () => true,
};

/** CPU ticks (1/100 s) spent so far by process `pid` and by every PostgreSQL process. */
function ticks(pid) {
  let app = 0;
  let postgres = 0;
  for (const entry of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const used = Number(fields[11]) + Number(fields[12]);
      if (Number(entry) === pid) app += used;
      else if (name.startsWith('postgres')) postgres += used;
    } catch {
      // the process ended while it was read
      continue;
    }
  }
  return { app, postgres };
}

function run(base, paths) {
  return new Promise((resolve, reject) => {
    const times = [];
    let i = 0;
    const instance = autocannon(
      {
        url: base,
        connections: 10,
        duration: seconds,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
      },
      (err, result) =>
        err ? reject(err) : resolve({ ...summary(times, result), total: result.requests.total }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const app = start(
  [path.join(build, 'dist/node/server/main.js')],
  { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CATALOGUE_CACHE_MS: '0' },
  'api',
);
try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`);
  const queries = await buildQueries(base);
  for (const [group, wanted] of Object.entries(GROUPS)) {
    const paths = queries.filter(wanted);
    await run(base, paths); // warm-up
    const before = ticks(app.pid);
    const r = await run(base, paths);
    const after = ticks(app.pid);
    const per = (t) => ((t * 10) / r.total).toFixed(2);
    console.log(
      `${group.padEnd(9)} ${paths.length} queries: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; ` +
        `CPU a request: app ${per(after.app - before.app)} ms, PostgreSQL ${per(after.postgres - before.postgres)} ms; ` +
        `non-2xx ${r.non2xx}; load (1 min) ${loadavg()[0].toFixed(2)}`,
    );
  }
} finally {
  app.kill('SIGTERM');
}
