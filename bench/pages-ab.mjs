#!/usr/bin/env node
// Two builds of the app in one process, asked for the same 1,020 list pages of catalogue-distinct.mjs in
// turn (A, B, then B, A for the next page, …) through Fastify's `inject`, each page's CPU time taken from
// process.cpuUsage() around it. On this shared VM a page's time, and a process's CPU time over seconds,
// move with the neighbours' load by more than most changes are worth; taken in turn, page by page, both
// builds meet the same load, so the difference between them is the change's.
//
//   git worktree add /tmp/before <commit> && (cd /tmp/before && npm ci && npm run build)
//   npm run build
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/startline_bench node bench/pages-ab.mjs /tmp/before . [rounds]
import { loadavg } from 'node:os';
import path from 'node:path';
import { buildQueries, distinctPageRequests } from './catalogue-queries.mjs';
import { loadBuilds, queriesOf } from './support.mjs';

const [a, b, rounds = '3'] = process.argv.slice(2);
if (!process.env.DATABASE_URL || !a || !b) {
  console.error('Usage: DATABASE_URL=… node bench/pages-ab.mjs <build A folder> <build B folder> [rounds]');
  process.exit(1);
}
const dirs = [path.resolve(a), path.resolve(b)];
const apps = await loadBuilds(dirs);
const targets = distinctPageRequests(await queriesOf(apps[0], buildQueries));

const ask = async (app, target) => {
  const answer = await app.inject({ url: target.path, headers: { ...target.headers, host: 'localhost' } });
  if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} for ${target.path}`);
};
for (const app of apps) for (const target of targets) await ask(app, target); // warm-up

const cpu = [0, 0];
let pages = 0;
for (let round = 1; round <= Number(rounds); round++) {
  for (const target of targets) {
    for (const k of pages % 2 ? [1, 0] : [0, 1]) {
      const before = process.cpuUsage();
      await ask(apps[k], target);
      const used = process.cpuUsage(before);
      cpu[k] += (used.user + used.system) / 1000;
    }
    pages++;
  }
  console.log(
    `after round ${round} (${pages} pages each): ${dirs.map((d, k) => `${d} ${(cpu[k] / pages).toFixed(2)} ms`).join(' | ')} of CPU a page; load (1 min) ${loadavg()[0].toFixed(2)}`,
  );
}
for (const app of apps) await app.close();
process.exit(0);
