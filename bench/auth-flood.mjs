#!/usr/bin/env node
// Page latency under an authentication flood (issue 12): `GET /` p50/p95/p99 at rest, during a 100 rps
// sign-in flood and during a 100 rps sign-up flood, in one run against one started app.
//
// The floods come from many addresses and accounts (a botnet, not one client): every request carries its
// own X-Forwarded-For from the trusted loopback proxy and its own e-mail, so neither the per-IP nor the
// per-account limits answer them cheaply, and every one costs an argon2 hash. What keeps the pages fast
// is the bounded hashing pool (src/server/auth/passwords.ts).
//
// Usage: npm run build && node bench/auth-flood.mjs [seconds per phase, default 20]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres  — a new database on that server (dropped after)
//   TRUST_PROXY_VALUE=true  — for builds before issue 12, which took only true/false
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { percentile } from './support.mjs';

const seconds = Number(process.argv[2] ?? 20);
const port = 3800 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const PAGE_RATE = 20; // a steady, modest page load: the latency, not the throughput, is measured
const FLOOD_RATE = 100;

let counter = 0;
const next = () => (counter += 1);
const spoofedIp = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function startApp() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'startline-flood-'));
  let dbName = null;
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: process.env.TRUST_PROXY_VALUE ?? '127.0.0.1',
    NODE_ENV: 'production', // no demo accounts, no dev outbox: what a real deployment runs
    CATALOGUE_CACHE_MS: '0', // no answer cache: the home page reads its lists every time
  };
  if (process.env.DATABASE_URL) {
    dbName = `startline_flood_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  } else {
    delete env.DATABASE_URL;
  }
  const child = spawn(process.execPath, ['dist/node/server/main.js'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      if (dbName) {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
    },
  };
}

/** Runs autocannon; the answer has its result plus every response time (ms) for exact percentiles. */
function run(options) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ duration: seconds, ...options }, (err, result) =>
      err ? reject(err) : resolve({ ...result, times }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const pages = () =>
  run({ url: `${base}/`, connections: 4, overallRate: PAGE_RATE, headers: { accept: 'text/html' } });

function flood(pathname, body) {
  return run({
    url: base,
    connections: 50,
    overallRate: FLOOD_RATE,
    requests: [
      {
        method: 'POST',
        path: pathname,
        setupRequest: (request) => {
          const n = next();
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': spoofedIp(n) },
            body: JSON.stringify(body(n)),
          };
        },
      },
    ],
  });
}

const signIn = (n) => ({ email: `flood${n}@example.com`, password: `guess-${n}-password` });
const signUp = (n) => ({
  email: `new${n}@example.com`,
  password: `secret-${n}-password`,
  firstName: 'Flood',
  lastName: 'Bot',
  acceptTerms: true,
});

const statuses = (r) =>
  Object.entries({
    '2xx': r['2xx'],
    '4xx': r['4xx'],
    '5xx': r['5xx'],
    errors: r.errors,
    timeouts: r.timeouts,
  })
    .filter(([, v]) => v)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
const row = (label, r, load) => {
  const sorted = [...r.times].sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1));
  return `| ${label} | ${p50} | ${p95} | ${p99} | ${sorted.length} | ${statuses(r)} | ${load} |`;
};

const app = await startApp();
try {
  await run({ url: `${base}/`, connections: 2, duration: 3 }); // warm-up
  const lines = [];
  const atRest = await pages();
  lines.push(row('`GET /` at rest', atRest, loadavg()[0].toFixed(2)));

  const [duringSignIn, signInFlood] = await Promise.all([pages(), flood('/api/auth/login', signIn)]);
  const loadSignIn = loadavg()[0].toFixed(2);
  lines.push(row('`GET /` during the sign-in flood', duringSignIn, loadSignIn));
  lines.push(row(`sign-in flood (${FLOOD_RATE} rps)`, signInFlood, loadSignIn));

  const [duringSignUp, signUpFlood] = await Promise.all([pages(), flood('/api/auth/signup', signUp)]);
  const loadSignUp = loadavg()[0].toFixed(2);
  lines.push(row('`GET /` during the sign-up flood', duringSignUp, loadSignUp));
  lines.push(row(`sign-up flood (${FLOOD_RATE} rps)`, signUpFlood, loadSignUp));

  console.log(
    `${seconds} s per phase, pages at ${PAGE_RATE} rps over 4 connections, floods over 50 connections`,
  );
  console.log('| what | p50 ms | p95 ms | p99 ms | answers | statuses | load (1 min) |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const line of lines) console.log(line);
} finally {
  await app.stop();
}
