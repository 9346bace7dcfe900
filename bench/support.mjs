// What the benches share: starting a node process of ours, waiting until a URL answers, exact
// percentiles of a list of response times, the bare-route baseline a run is compared with, and users
// with sessions written straight into a bench database.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Starts `node <args>` with extra env; its stdout is drained, stderr shown; a non-zero exit is reported. */
export function start(args, env, name) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  child.on('exit', (code) => code && console.error(`${name} exited with ${code}`));
  return child;
}

/** The first 2xx answer of a URL, retried every 100 ms for 30 s; stops early if `child` (the app) exits. */
export async function waitFor(url, child) {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    if (child && child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** The p-th percentile (0–100) of response times sorted ascending (nearest rank). */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** An autocannon run's throughput and the exact percentiles of every response time it recorded. */
export function summary(times, result) {
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * The baseline of a run: a bare Fastify route (bench/bare-server.mjs) answering `body` from memory,
 * measured with `run` after a warm-up run. The server is stopped before this resolves.
 */
export async function measureBare(body, port, run) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'startline-bench-')), 'answer.json');
  writeFileSync(file, body);
  const bare = start(['bench/bare-server.mjs', String(port), file], {}, 'bare');
  try {
    const url = `http://127.0.0.1:${port}/bare`;
    await waitFor(url);
    await run(url); // warm-up
    return await run(url);
  } finally {
    bare.kill('SIGTERM');
  }
}

/**
 * `count` users of the tenant (`<prefix>-<tag>-<n>@example.org`) with their own persons and live sessions,
 * written straight into the database (no argon2 measured); answers their session cookies.
 */
export async function createUsers(client, tenantId, count, prefix = 'bench') {
  const tag = randomBytes(3).toString('hex');
  const { rows } = await client.query(
    `insert into users (tenant_id, email, password_hash, email_confirmed_at)
     select $1, $4 || '-' || $2 || '-' || n || '@example.org', '$argon2id$none', now()
     from generate_series(1, $3) n returning id`,
    [tenantId, tag, count, prefix],
  );
  const ids = rows.map((r) => r.id);
  await client.query(
    `insert into persons (tenant_id, account_user_id, first_name, last_name)
     select $1, id, 'Бенч', 'Бенчев' from unnest($2::int[]) id`,
    [tenantId, ids],
  );
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  await client.query(
    `insert into sessions (id, tenant_id, user_id, expires_at)
     select h, $1, u, now() + interval '1 day' from unnest($2::text[], $3::int[]) as s(h, u)`,
    [tenantId, tokens.map((t) => createHash('sha256').update(t, 'utf8').digest('hex')), ids],
  );
  return tokens.map((t) => `sl_session=${t}`);
}

/** A small deterministic generator (mulberry32): every run of a bench asks the same things. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * An event of the default tenant by its code (id, tenant, organizer) and a new owner of its organizer,
 * signed in: the benches of the organizer cabinet ask as that owner.
 */
export async function eventWithOwner(client, code) {
  const {
    rows: [event],
  } = await client.query(
    `select e.id, e.tenant_id, e.organizer_id from events e join tenants t on t.id = e.tenant_id
     where t.code = 'default' and e.code = $1`,
    [code],
  );
  const [cookie] = await createUsers(client, event.tenant_id, 1, 'owner');
  const {
    rows: [owner],
  } = await client.query(
    `select s.user_id from sessions s where s.id = encode(sha256(convert_to($1, 'utf8')), 'hex')`,
    [cookie.replace('sl_session=', '')],
  );
  await client.query(
    `insert into organizer_members (tenant_id, organizer_id, user_id, role) values ($1, $2, $3, 'owner')`,
    [event.tenant_id, event.organizer_id, owner.user_id],
  );
  return { event, cookie, userId: owner.user_id };
}

/**
 * Builds of the app (folders with `dist/`) loaded into this process, each on its own pool to
 * DATABASE_URL, without the answer cache: what the A/B benches ask in turn through `inject`.
 */
export async function loadBuilds(dirs) {
  const { pathToFileURL } = await import('node:url');
  const env = { ...process.env, LOG_LEVEL: 'warn', CATALOGUE_CACHE_MS: '0' };
  const apps = [];
  for (const dir of dirs) {
    const load = (file) => import(pathToFileURL(path.join(dir, 'dist/node/server', file)).href);
    const [{ loadConfig }, { openDatabase }, { buildApp }] = await Promise.all([
      load('config.js'),
      load('db/client.js'),
      load('app.js'),
    ]);
    const config = loadConfig(env, dir);
    const app = await buildApp(config, { database: await openDatabase({ databaseUrl: config.databaseUrl }) });
    await app.ready();
    apps.push(app);
  }
  return apps;
}

/** The list queries of catalogue-queries.mjs, built by asking `app` (as catalogue-distinct.mjs asks its server). */
export async function queriesOf(app, buildQueries) {
  const ownFetch = globalThis.fetch;
  globalThis.fetch = async (url) => {
    const { pathname, search } = new URL(url);
    const answer = await app.inject({ url: pathname + search });
    return new Response(answer.body, { status: answer.statusCode });
  };
  try {
    return await buildQueries('http://localhost');
  } finally {
    globalThis.fetch = ownFetch;
  }
}
