#!/usr/bin/env node
// Holds of the registration flow (issue 14, DESIGN §5 and §9) against the built server on real PostgreSQL:
//
// 1. The last places: RUNS times, a new race with CAPACITY places of which all but LEFT are taken, and
//    ATTEMPTS orders sent at once by as many signed-in users (each registering a friend). Exactly LEFT must
//    be held (201) and every other answer must be 409 LIMIT_REACHED; the database must show the race full.
// 2. Hold creation latency: orders of distinct users (each registering themselves) on a race with room,
//    sent at a steady RATE per second for SECONDS (an open loop: a slow answer does not slow the sender),
//    p50/p95/p99 of every response time.
//
// The users and their sessions are written straight into the bench's own database (a session is the
// SHA-256 of its cookie's token), so no sign-in (argon2) is measured.
//
// Usage: npm run build &&
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/registration-holds.mjs [runs] [seconds]
//   (a new database `startline_holds_<time>` on that server, dropped after; SERVER_ENTRY: another build's
//   main.js, e.g. one compiled with `tsc -p tsconfig.server.json --outDir <dir>`)
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import pg from 'pg';
import { createUsers, percentile, waitFor } from './support.mjs';

const RUNS = Number(process.argv[2] ?? 20);
const SECONDS = Number(process.argv[3] ?? 20);
const ATTEMPTS = 1000;
const CAPACITY = 50;
const LEFT = 10;
const RATE = 50;
const USERS = Math.max(ATTEMPTS, RATE * SECONDS + 50);
const port = 3700 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL server (a new database is made on it and dropped after).');
  process.exit(1);
}

const dbName = `startline_holds_${Date.now()}`;
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(process.env.DATABASE_URL);
url.pathname = `/${dbName}`;

const child = spawn(process.execPath, [process.env.SERVER_ENTRY ?? 'dist/node/server/main.js'], {
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production', // no demo accounts, no dev outbox: what a real deployment runs
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function stop() {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  await db?.end();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}

let db;
try {
  await waitFor(`${base}/readyz`, child);
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const tenantId = (await db.query(`select id from tenants where code = 'default'`)).rows[0].id;
  const cookies = await createUsers(db, tenantId, USERS);

  console.log(
    `last places: ${RUNS} runs of ${ATTEMPTS} concurrent orders on the last ${LEFT} of ${CAPACITY} places`,
  );
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const race = await createRace(db, tenantId, `holds-${run}`, CAPACITY, CAPACITY - LEFT);
    const load = loadavg()[0];
    const started = performance.now();
    const answers = await Promise.all(
      cookies
        .slice(0, ATTEMPTS)
        .map((cookie, i) => order(race, cookie, { kind: 'friend', email: `friend${run}-${i}@example.org` })),
    );
    const wallMs = performance.now() - started;
    const held = answers.filter((a) => a.status === 201).length;
    const codes = countBy(answers.filter((a) => a.status !== 201).map((a) => `${a.status} ${a.code}`));
    const taken = await takenPlaces(db, race.raceId);
    const ok = held === LEFT && taken === CAPACITY && Object.keys(codes).join() === '409 LIMIT_REACHED';
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    runs.push({ ok, wallMs, p95: percentile(times, 95) });
    console.log(
      `run ${String(run + 1).padStart(2)}: ${held} held, ${JSON.stringify(codes)}, taken ${taken}/${CAPACITY}` +
        ` — ${Math.round(wallMs)} ms for all, answer p50 ${Math.round(percentile(times, 50))} ms,` +
        ` p95 ${Math.round(percentile(times, 95))} ms, max ${Math.round(times.at(-1))} ms, load ${load.toFixed(2)}` +
        (ok ? '' : '  <-- WRONG'),
    );
  }
  const good = runs.filter((r) => r.ok).length;
  console.log(
    `${good}/${RUNS} runs exactly right; median wall time ${Math.round(median(runs.map((r) => r.wallMs)))} ms`,
  );

  // warm-up, then the paced run
  const warm = await createRace(db, tenantId, 'holds-warm', null, 0);
  await Promise.all(cookies.slice(0, 20).map((c) => order(warm, c, { kind: 'self' })));
  const race = await createRace(db, tenantId, 'holds-rate', null, 0);
  const total = RATE * SECONDS;
  const load = loadavg()[0];
  const pending = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(order(race, cookies[i + 20], { kind: 'self' }));
  }
  const answers = await Promise.all(pending);
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const statuses = countBy(answers.map((a) => `${a.status}${a.code ? ` ${a.code}` : ''}`));
  console.log(
    `hold creation at ${RATE}/s for ${SECONDS} s: ${JSON.stringify(statuses)}; p50 ${percentile(times, 50).toFixed(1)} ms,` +
      ` p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms,` +
      ` max ${times.at(-1).toFixed(1)} ms; load ${load.toFixed(2)} -> ${loadavg()[0].toFixed(2)}`,
  );
} finally {
  await stop();
}

/** One order by a signed-in user: its status, refusal code and response time. */
async function order(race, cookie, participant) {
  const started = performance.now();
  const res = await fetch(`${base}/api/registration/${race.eventCode}/${race.raceCode}/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      payer: 'MY_SELF',
      participants: [
        {
          key: 'p0',
          ...participant,
          form: {
            lastName: 'Бенчев',
            firstName: 'Бенч',
            birthDate: '1990-05-14',
            gender: 'male',
            phone: '+79161234567',
          },
        },
      ],
      consents: { receipt: true, terms: true, rules: true, medical: true },
    }),
  });
  const body = await res.json();
  return { status: res.status, code: body.error?.code ?? null, ms: performance.now() - started };
}

/** An event with one open, paid race; `taken` of its places filled by a confirmed start list. */
async function createRace(client, tenantId, code, capacity, taken) {
  const eventCode = `${code}-${Date.now()}`;
  const { rows: events } = await client.query(
    `insert into events (tenant_id, code, name_ru, name_en, starts_at)
     values ($1, $2, 'Бенч', 'Bench', now() + interval '60 days') returning id`,
    [tenantId, eventCode],
  );
  const eventId = events[0].id;
  const { rows: races } = await client.query(
    `insert into races (tenant_id, event_id, code, name_ru, name_en, length_m, starts_at, capacity,
       registration_opens_at)
     values ($1, $2, '10k', '10 км', '10 km', 10000, now() + interval '60 days', $3, now() - interval '1 day')
     returning id`,
    [tenantId, eventId, capacity],
  );
  const raceId = races[0].id;
  await client.query(
    `insert into race_prices (tenant_id, race_id, valid_from, amount) values ($1, $2, now() - interval '1 day', 150000)`,
    [tenantId, raceId],
  );
  await client.query(
    `insert into registrations (tenant_id, event_id, race_id, status, first_name, last_name)
     select $1, $2, $3, 'confirmed', 'Runner', 'N' || n from generate_series(1, $4) n`,
    [tenantId, eventId, raceId, taken],
  );
  return { eventCode, raceCode: '10k', raceId };
}

async function takenPlaces(client, raceId) {
  const { rows } = await client.query(
    `select count(*)::int as n from registrations where race_id = $1
       and (status = 'confirmed' or (status = 'pending' and (expires_at is null or expires_at > now())))`,
    [raceId],
  );
  return rows[0].n;
}

function countBy(items) {
  const out = {};
  for (const item of items) out[item] = (out[item] ?? 0) + 1;
  return out;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
