#!/usr/bin/env node
// Results import in the organizer cabinet (issue 18 item 6; DESIGN §9 "results import of 50,000 lines
// < 10 s"), on real PostgreSQL, as an organizer does it: one race of moscow-marathon with LINES entrants
// numbered 100000…, a CSV of LINES finish lines (`;`, times like 2:03:04.5, a few DNF, DNS and DSQ),
// uploaded to the preview (every line checked) and then published (the race's results replaced in one
// transaction), RUNS times after a warm-up preview. Each time is the whole HTTP call: the upload of the
// file's bytes, reading, matching and writing, and the answer. Median, min and max, and the machine's load.
//
// Usage: npm run build &&
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/results-import.mjs [lines=50000] [runs=5]
//   (a new database `startline_bench_results_<time>` on that server, dropped after unless KEEP_DB=1;
//   SERVER_ENTRY="--import tsx src/server/main.ts" runs the server from source instead of dist/)
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { eventWithOwner, random, start, waitFor } from './support.mjs';

const LINES = Number(process.argv[2] ?? 50_000);
const RUNS = Number(process.argv[3] ?? 5);
const port = 3800 + Math.floor(Math.random() * 90);
const EVENT = 'moscow-marathon';
const BIB0 = 100_000;

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL server (a new database is made on it and dropped after).');
  process.exit(1);
}

const rnd = random(20261124);
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** The file a timing team sends: a finish time per number, some DNF, DNS and DSQ, in a shuffled order. */
function resultsFile() {
  const lines = [];
  for (let n = 0; n < LINES; n++) {
    const roll = rnd();
    const bib = BIB0 + n;
    if (roll < 0.02) lines.push(`${bib};;DNF`);
    else if (roll < 0.03) lines.push(`${bib};;DNS`);
    else if (roll < 0.035) lines.push(`${bib};3:01:02;DSQ`);
    else {
      const ms = Math.floor(2.2 * 3_600_000 + rnd() * 3 * 3_600_000);
      const s = Math.floor(ms / 1000);
      const time = `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.${Math.floor((ms % 1000) / 100)}`;
      lines.push(`${bib};${time};`);
    }
  }
  for (let i = lines.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [lines[i], lines[j]] = [lines[j], lines[i]];
  }
  return Buffer.from(`\uFEFFНомер;Время;Статус\r\n${lines.join('\r\n')}\r\n`, 'utf8');
}

const dbName = `startline_bench_results_${Date.now()}`;
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(process.env.DATABASE_URL);
url.pathname = `/${dbName}`;

const entry = process.env.SERVER_ENTRY?.split(/\s+/) ?? ['dist/node/server/main.js'];
const app = start(
  entry,
  {
    DATABASE_URL: url.toString(),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  'app',
);
const client = new pg.Client({ connectionString: url.toString() });
try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`, app);
  await client.connect();

  const { event, cookie } = await eventWithOwner(client, EVENT);
  const {
    rows: [race],
  } = await client.query('select id, code from races where event_id = $1 order by id limit 1', [event.id]);
  // the race's entrants, numbered; every 7th in a club, ages 18–70
  await client.query(
    `insert into registrations (tenant_id, event_id, race_id, status, bib, first_name, last_name, gender,
       birth_date, city_name, club_id, participant_kind)
     select $1, $2, $3, 'confirmed', ($4 + n)::text, 'Имя' || n, 'Фамилия' || n,
       case when n % 3 = 0 then 'female' else 'male' end, date '1956-01-01' + (n * 37 % 18000), 'Москва',
       case when n % 7 = 0 then (select min(id) from clubs where tenant_id = $1) end, 'self'
     from generate_series(0, $5 - 1) n`,
    [event.tenant_id, event.id, race.id, BIB0, LINES],
  );
  await client.query('vacuum analyze registrations');

  const file = resultsFile();
  const path = (step) => `${base}/api/cabinet/events/${EVENT}/races/${race.code}/results/${step}`;
  const upload = async (step) => {
    const started = performance.now();
    const res = await fetch(path(step), {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'text/csv' },
      body: file,
    });
    const body = await res.json();
    const ms = performance.now() - started;
    if (res.status !== 200)
      throw new Error(`${step} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return { ms, body };
  };

  const warm = await upload('preview');
  if (warm.body.accepted !== LINES) throw new Error(`the preview accepted ${warm.body.accepted} of ${LINES}`);
  const load = loadavg()[0];
  const previews = [];
  const publishes = [];
  for (let i = 0; i < RUNS; i++) {
    previews.push((await upload('preview')).ms);
    const { ms, body } = await upload('publish');
    if (body.imported !== LINES) throw new Error(`published ${body.imported} of ${LINES}`);
    publishes.push(ms);
  }
  const {
    rows: [count],
  } = await client.query('select count(*)::int as n from results where race_id = $1', [race.id]);
  if (count.n !== LINES) throw new Error(`the race has ${count.n} results, not ${LINES}`);
  const fmt = (list) =>
    `median ${(median(list) / 1000).toFixed(2)} s (min ${(Math.min(...list) / 1000).toFixed(2)}, max ${(Math.max(...list) / 1000).toFixed(2)})`;
  console.log(
    `results of ${LINES} lines (${(file.length / 1024 / 1024).toFixed(1)} MB), ${RUNS} runs:` +
      ` preview ${fmt(previews)}; publish ${fmt(publishes)};` +
      ` load ${load.toFixed(2)} → ${loadavg()[0].toFixed(2)} on ${cpus().length} cores`,
  );
} finally {
  await client.end().catch(() => {});
  app.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  if (process.env.KEEP_DB !== '1') await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
