#!/usr/bin/env node
// Paying orders under concurrency (issue 16, DESIGN §6, ADR 018) against the built server on real
// PostgreSQL. Three races of ORDERS places each get ORDERS orders awaiting payment (one per user, placed
// through the registration API by users written straight into the database), then:
//
// 1. Pay: every payer opens the payment step (GET …/orders/:number), then all ORDERS press "pay" at once
//    (POST …/pay, by card); each then goes on by itself as a browser would: the sandbox's hosted page
//    (GET /api/payments/sandbox/:id), the "success" outcome (POST, which makes the sandbox deliver its
//    signed notification through the real route) and the result page (GET …/orders/:number again).
//    Then a replay storm: each order's delivered notification (the body the inbox recorded, signed with
//    SANDBOX_PAYMENT_SECRET as the sandbox signs it) posted REPLAYS times, all ORDERS × REPLAYS at once.
// 2. Two tabs: every order paid from two tabs at once (2 × ORDERS pays at once), both tabs opening the
//    hosted page and pressing "success": one payment per order here and at the provider, one transition.
// 3. Duplicates at the first delivery: orders paid at the provider (the sandbox's book set to succeeded,
//    as a payer paying there does), and each order's first notification delivered REPLAYS times at once.
//
// Every response time is counted (p50/p95/p99 exact); the notification's own time is the app's
// `responseTime` of each POST /api/payments/notifications/sandbox from its request log (the hosted page's
// POST delivers it in-process). Afterwards the database is checked: orders paid, one succeeded payment and
// one provider payment per order, one transition per order, no refunds, one "paid" mail per order, the
// races not over capacity. Any other answer than the expected one is an error; a run with errors or a
// failed check exits 1.
//
// Usage: tsc -p tsconfig.server.json (or npm run build) &&
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/payments.mjs [orders=200] [replays=10]
//   (a new database `startline_bench_payments_<time>` on that server, dropped after unless KEEP_DB=1;
//   SERVER_ENTRY: another build's main.js, e.g. one compiled with `tsc -p tsconfig.server.json --outDir <dir>`)
import { spawn } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createUsers, percentile, waitFor } from './support.mjs';

const ORDERS = Number(process.argv[2] ?? 200);
const REPLAYS = Number(process.argv[3] ?? 10);
const WARM = 40;
const SECRET = randomBytes(32).toString('hex');
const port = 3800 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
/** The participant's entry (the race's default fields). */
const ENTRY = {
  lastName: 'Бенчев',
  firstName: 'Бенч',
  birthDate: '1990-05-14',
  gender: 'male',
  phone: '+79161234567',
};
const orderUrl = (p) => `/api/payments/orders/${encodeURIComponent(p.number)}`;
const fmt = (ms) => (ms ?? NaN).toFixed(1);

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL server (a new database is made on it and dropped after).');
  process.exit(1);
}

const dbName = `startline_bench_payments_${Date.now()}`;
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(process.env.DATABASE_URL);
url.pathname = `/${dbName}`;

// the app's log (one JSON line per request at info) goes to a file, read after each phase
const logFile = path.join(tmpdir(), `${dbName}.log`);
const logFd = openSync(logFile, 'w');
const child = spawn(process.execPath, [process.env.SERVER_ENTRY ?? 'dist/node/server/main.js'], {
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info', // Fastify's request log: the notifications' own response times
    NODE_ENV: 'production', // no demo accounts, no dev outbox: what a real deployment runs
    SANDBOX_PAYMENT_SECRET: SECRET,
  },
  stdio: ['ignore', logFd, 'inherit'],
});
closeSync(logFd);

let db;
const failures = [];
const fail = (message) => {
  failures.push(message);
  console.log(`  FAILED: ${message}`);
};

async function stop() {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  await db?.end();
  if (process.env.KEEP_DB) console.log(`kept database ${dbName}, app log ${logFile}`);
  else {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    rmSync(logFile, { force: true });
  }
  await admin.end();
}

try {
  await waitFor(`${base}/readyz`, child);
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const tenantId = (await db.query(`select id from tenants where code = 'default'`)).rows[0].id;
  console.log(
    `${cpus().length} cores (${cpus()[0]?.model.trim()}), load ${fmtLoad()}; ${ORDERS} orders a scenario,` +
      ` ${REPLAYS} deliveries of each notification`,
  );

  // --- set-up: four races (three of ORDERS places, one of WARM), a user and an order for every place -------
  const setupStarted = performance.now();
  const races = [];
  for (const name of ['pay', 'tabs', 'dups', 'warm']) {
    const count = name === 'warm' ? WARM : ORDERS;
    const race = await createRace(db, tenantId, `bench-${name}`, count);
    race.payers = (await createUsers(db, tenantId, count, 'pay')).map((cookie) => ({ cookie }));
    await inBatches(race.payers, 8, async (payer) => {
      const res = await call('POST', `/api/registration/${race.eventCode}/${race.raceCode}/order`, payer, {
        payer: 'MY_SELF',
        participants: [{ key: 'p0', kind: 'self', form: ENTRY }],
        consents: { receipt: true, terms: true, rules: true, medical: true },
      });
      if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
      payer.number = res.body.orderNumber;
    });
    races.push(race);
  }
  const [payRace, tabsRace, dupsRace, warmRace] = races;
  console.log(
    `set-up: ${races.length} races, ${3 * ORDERS + WARM} orders awaiting payment (through the API)` +
      ` in ${Math.round(performance.now() - setupStarted)} ms`,
  );

  // --- 0. one at a time: WARM orders paid one after another (the first 10 are the warm-up) ----------------
  const single = { pay: [], success: [], notification: [], again: [], replay: [] };
  for (const [i, p] of warmRace.payers.entries()) {
    const mark = logSize();
    const pay = await timed(() => call('POST', `${orderUrl(p)}/pay`, p, { method: 'card' }));
    const sandboxId = pay.body.confirmationUrl.split('/').pop();
    await call('GET', `/api/payments/sandbox/${sandboxId}`, null);
    const success = await timed(() =>
      call('POST', `/api/payments/sandbox/${sandboxId}`, null, { outcome: 'success' }),
    );
    await call('GET', orderUrl(p), p);
    // the payer presses "success" again (a new notification, the payment already succeeded)
    const again = await timed(() =>
      call('POST', `/api/payments/sandbox/${sandboxId}`, null, { outcome: 'success' }),
    );
    const [delivered] = (
      await db.query(
        `select n.body from payment_notifications n join payments p on p.id = n.payment_id
         join orders o on o.id = p.order_id where o.number = $1 order by n.id limit 1`,
        [p.number],
      )
    ).rows;
    const replay = await timed(() => notify(delivered.body));
    const [first] = notificationTimes(mark).inOrder; // the first delivery, as the log has them
    if (i < 10) continue;
    single.pay.push(pay);
    single.success.push(success);
    single.notification.push({ status: 200, ms: first });
    single.again.push(again);
    single.replay.push(replay);
  }
  console.log(`\n0. one at a time: ${WARM - 10} orders paid one after another (after 10 as a warm-up)`);
  report(summarize('pay', single.pay, (r) => r.status === 201));
  report(
    summarize('success', single.success, (r) => r.status === 200),
    'success (hosted page)',
  );
  report(
    summarize('notification', single.notification, () => true),
    'notification (app log)',
  );
  report(
    summarize('again', single.again, (r) => r.status === 200),
    'success pressed again',
  );
  report(
    summarize('replay', single.replay, (r) => r.status === 200),
    'replayed notification',
  );
  await sleep(3000); // let the load of the set-up settle a little

  // --- 1. pay at once, then each payer on their own -------------------------------------------------------
  console.log(`\n1. ${ORDERS} payers press "pay" at once, then each completes on the sandbox's hosted page`);
  const steps = await measured('payment step', payRace.payers, (p) => call('GET', orderUrl(p), p), 200);
  report(steps);
  let logMark = logSize();
  const before1 = await phaseStart();
  const flows = await Promise.all(
    payRace.payers.map(async (p) => {
      const pay = await timed(() => call('POST', `${orderUrl(p)}/pay`, p, { method: 'card' }));
      if (pay.status !== 201) return { pay };
      p.paymentId = pay.body.paymentId;
      p.sandboxId = pay.body.confirmationUrl.split('/').pop();
      const page = await timed(() => call('GET', `/api/payments/sandbox/${p.sandboxId}`, null));
      const success = await timed(() =>
        call('POST', `/api/payments/sandbox/${p.sandboxId}`, null, { outcome: 'success' }),
      );
      const result = await timed(() => call('GET', orderUrl(p), p));
      return { pay, page, success, result };
    }),
  );
  const wall1 = performance.now() - before1.at;
  const after1 = await phaseEnd(before1);
  const notifications1 = notificationTimes(logMark);
  const step = (name, status, check) =>
    summarize(
      name,
      flows.map((f) => f[name]).filter(Boolean),
      (r) => r.status === status && (!check || check(r)),
    );
  report(step('pay', 201, (r) => typeof r.body.confirmationUrl === 'string'));
  report(step('page', 200, (r) => r.body.status === 'pending'));
  report(step('success', 200, (r) => typeof r.body.returnUrl === 'string'));
  report(notifications1, 'notification (app log)');
  report(step('result', 200, (r) => r.body.order?.status === 'paid'));
  console.log(
    `  all ${ORDERS} flows in ${Math.round(wall1)} ms: ${((ORDERS * 1000) / wall1).toFixed(1)} orders paid/s;` +
      ` CPU ${cpuText(after1, ORDERS, 'an order')}; load ${after1.load}`,
  );
  await verify(payRace, { paymentsPerOrder: 1, notificationsPerPayment: 1 });

  // the replay storm: every recorded notification again, REPLAYS times each, all at once
  const inbox = await db.query(
    `select n.payment_id::text as payment_id, n.body from payment_notifications n
     join payments p on p.id = n.payment_id join orders o on o.id = p.order_id where o.race_id = $1`,
    [payRace.raceId],
  );
  const replays = inbox.rows.flatMap((n) => Array.from({ length: REPLAYS }, () => n.body));
  console.log(
    `\n   replay storm: ${replays.length} signed notifications (${REPLAYS} × ${inbox.rowCount}) at once`,
  );
  await sleep(2000);
  const storm = await measured(
    'replay',
    replays,
    (body) => notify(body),
    200,
    (r) => r.body?.ok === true,
  );
  report(storm);
  phaseLine(storm, 'requests', 'a request');
  await verify(payRace, { paymentsPerOrder: 1, notificationsPerPayment: 1 });
  const outcomes = await db.query(
    `select outcome, count(*)::int as n from payment_notifications n join payments p on p.id = n.payment_id
     join orders o on o.id = p.order_id where o.race_id = $1 group by outcome`,
    [payRace.raceId],
  );
  console.log(`  inbox outcomes: ${outcomes.rows.map((r) => `${r.n} × "${r.outcome}"`).join(', ')}`);

  // --- 2. two tabs -----------------------------------------------------------------------------------------
  console.log(`\n2. two tabs: each of ${ORDERS} orders paid from two tabs at once (${2 * ORDERS} pays)`);
  await sleep(2000);
  const tabs = tabsRace.payers.flatMap((p) => [p, p]);
  const tabPays = await measured(
    'pay (two tabs)',
    tabs,
    (p) => call('POST', `${orderUrl(p)}/pay`, p, { method: 'card' }),
    201,
  );
  report(tabPays);
  phaseLine(tabPays, 'pays', 'a pay');
  const byOrder = new Map();
  tabPays.responses.forEach((r, i) => {
    const p = tabs[i];
    (byOrder.get(p) ?? byOrder.set(p, []).get(p)).push(r.body);
  });
  let samePayment = 0;
  for (const [p, [a, b]] of byOrder) {
    if (a?.paymentId && a.paymentId === b?.paymentId && a.confirmationUrl === b.confirmationUrl)
      samePayment++;
    p.paymentId = a?.paymentId;
    p.sandboxId = a?.confirmationUrl?.split('/').pop();
  }
  console.log(`  both tabs answered the same payment: ${samePayment}/${ORDERS} orders`);
  if (samePayment !== ORDERS) fail(`two tabs got different payments for ${ORDERS - samePayment} orders`);
  logMark = logSize();
  const tabSuccess = await measured(
    'success (two tabs)',
    tabs,
    async (p) => {
      const page = await call('GET', `/api/payments/sandbox/${p.sandboxId}`, null);
      if (page.status !== 200) return page;
      return call('POST', `/api/payments/sandbox/${p.sandboxId}`, null, { outcome: 'success' });
    },
    200,
  );
  report(tabSuccess, 'hosted page + success (two tabs)');
  report(notificationTimes(logMark), 'notification (app log)');
  phaseLine(tabSuccess, 'tabs', 'a tab');
  await verify(tabsRace, { paymentsPerOrder: 1, notificationsPerPayment: 2 });

  // --- 3. the first delivery, REPLAYS times at once --------------------------------------------------------
  console.log(
    `\n3. paid at the provider; each order's first notification delivered ${REPLAYS} times at once` +
      ` (${ORDERS * REPLAYS})`,
  );
  await sleep(2000);
  const dupPays = await measured(
    'pay',
    dupsRace.payers,
    (p) => call('POST', `${orderUrl(p)}/pay`, p, { method: 'qr' }),
    201,
  );
  report(dupPays);
  phaseLine(dupPays, 'pays', 'a pay');
  dupPays.responses.forEach((r, i) => {
    dupsRace.payers[i].sandboxId = r.body.confirmationUrl?.split('/').pop();
  });
  await db.query(`update sandbox_payments set status = 'succeeded' where id = any($1::uuid[])`, [
    dupsRace.payers.map((p) => p.sandboxId),
  ]);
  const firsts = dupsRace.payers.flatMap((p) => {
    const body = JSON.stringify({ eventId: randomUUID(), paymentId: p.sandboxId });
    return Array.from({ length: REPLAYS }, () => body);
  });
  await sleep(1000);
  const dups = await measured(
    'notification',
    firsts,
    (body) => notify(body),
    200,
    (r) => r.body?.ok === true,
  );
  report(dups, 'notification ×' + REPLAYS);
  phaseLine(dups, 'requests', 'a request');
  await verify(dupsRace, { paymentsPerOrder: 1, notificationsPerPayment: 1 });
  const dupOutcomes = await db.query(
    `select outcome, count(*)::int as n from payment_notifications n join payments p on p.id = n.payment_id
     join orders o on o.id = p.order_id where o.race_id = $1 group by outcome`,
    [dupsRace.raceId],
  );
  console.log(`  inbox outcomes: ${dupOutcomes.rows.map((r) => `${r.n} × "${r.outcome}"`).join(', ')}`);

  console.log(
    failures.length
      ? `\n${failures.length} FAILURES:\n  ${failures.join('\n  ')}`
      : '\nall checks passed, 0 errors',
  );
  console.log(`load at the end ${fmtLoad()}`);
} finally {
  await stop();
}
process.exit(failures.length ? 1 : 0);

// --- calls -------------------------------------------------------------------------------------------------

/** A call as the browser makes it: JSON, the session cookie, the page's own Origin on unsafe methods. */
async function call(method, pathname, payer, body) {
  const headers = { accept: 'application/json' };
  if (payer) headers.cookie = `${payer.cookie}; _rr_culture=${encodeURIComponent('c=ru|uic=ru')}`;
  if (method !== 'GET') headers.origin = base;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: kept as null, the check fails on it
  }
  return { status: res.status, body: json };
}

/** A notification as the sandbox posts it: the body, signed with the app's sandbox secret. */
function notify(body) {
  return fetch(`${base}/api/payments/notifications/sandbox`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': createHmac('sha256', SECRET).update(body).digest('hex'),
    },
    body,
  }).then(async (res) => ({ status: res.status, body: await res.json().catch(() => null) }));
}

async function timed(run) {
  const started = performance.now();
  try {
    const res = await run();
    return { ...res, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, body: { error: String(error) }, ms: performance.now() - started };
  }
}

/** All of `items` at once through `run`; each answer must have `status` (and pass `check`). */
async function measured(name, items, run, status, check) {
  const before = await phaseStart();
  const responses = await Promise.all(items.map((item) => timed(() => run(item))));
  const wallMs = performance.now() - before.at;
  const after = await phaseEnd(before);
  return {
    ...summarize(name, responses, (r) => r.status === status && (!check || check(r))),
    responses,
    wallMs,
    cpuMs: after.cpuMs,
    dbCpuMs: after.dbCpuMs,
    clientCpuMs: after.clientCpuMs,
    load: after.load,
  };
}

function summarize(name, responses, ok) {
  const times = responses.map((r) => r.ms).sort((a, b) => a - b);
  const bad = responses.filter((r) => !ok(r));
  if (bad.length) {
    const kinds = countBy(bad.map((r) => `${r.status} ${r.body?.error?.code ?? JSON.stringify(r.body)}`));
    fail(`${name}: ${bad.length} unexpected answers ${JSON.stringify(kinds)}`);
  }
  return { name, count: responses.length, errors: bad.length, times };
}

function report(s, label = s.name) {
  const t = s.times;
  console.log(
    `  ${label.padEnd(34)} ${String(s.count).padStart(5)}: p50 ${fmt(percentile(t, 50))}, p95 ${fmt(percentile(t, 95))},` +
      ` p99 ${fmt(percentile(t, 99))}, max ${fmt(t.at(-1))} ms; errors ${s.errors}`,
  );
}

// --- the machine and the app's process -------------------------------------------------------------------

/** A phase's wall time, throughput, CPU and load. */
function phaseLine(phase, what, unit) {
  console.log(
    `  ${phase.count} ${what} in ${Math.round(phase.wallMs)} ms: ${((phase.count * 1000) / phase.wallMs).toFixed(0)}/s;` +
      ` CPU ${cpuText(phase, phase.count, unit)}; load ${phase.load}`,
  );
}

/** The app's and the database's CPU over a phase, in all and per unit, and the client's own. */
function cpuText(phase, units, unit) {
  const per = (ms) => `${(ms / units).toFixed(1)} ms ${unit}`;
  return (
    `app ${phase.cpuMs} ms (${per(phase.cpuMs)}), database ${phase.dbCpuMs} ms (${per(phase.dbCpuMs)}),` +
    ` this client ${phase.clientCpuMs} ms`
  );
}

function fmtLoad() {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
}

/** The app's CPU time (user + system, ms) from /proc; null where there is no /proc. */
function appCpuMs() {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in USER_HZ (100)
  } catch {
    return null;
  }
}

/** CPU time (ms) of the database's backends serving this bench's database, by pid, from /proc. */
async function dbCpu() {
  const { rows } = await db.query(
    `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  const out = new Map();
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      out.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

async function phaseStart() {
  const db = await dbCpu();
  return { db, cpu: appCpuMs(), client: process.cpuUsage(), load: loadavg()[0], at: performance.now() };
}

/** The app's, the database's and this client's CPU over a phase, and the 1-minute load before → after. */
async function phaseEnd(start) {
  const cpu = appCpuMs();
  const client = process.cpuUsage(start.client);
  let dbMs = 0;
  for (const [pid, ms] of await dbCpu()) dbMs += ms - (start.db.get(pid) ?? 0);
  return {
    cpuMs: cpu === null || start.cpu === null ? NaN : Math.round(cpu - start.cpu),
    dbCpuMs: Math.round(dbMs),
    clientCpuMs: Math.round((client.user + client.system) / 1000),
    load: `${start.load.toFixed(2)} → ${loadavg()[0].toFixed(2)}`,
  };
}

function logSize() {
  return readFileSync(logFile).length;
}

/** The app's own response times of the sandbox notifications logged since `mark` (bytes into the log). */
function notificationTimes(mark) {
  const lines = readFileSync(logFile).subarray(mark).toString('utf8').split('\n');
  const notifications = new Set();
  const times = [];
  let errors = 0;
  for (const line of lines) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line);
    if (entry.msg === 'incoming request' && entry.req?.url === '/api/payments/notifications/sandbox') {
      notifications.add(entry.reqId);
    } else if (entry.msg === 'request completed' && notifications.has(entry.reqId)) {
      times.push(entry.responseTime);
      if (entry.res?.statusCode !== 200) errors++;
    }
  }
  const inOrder = [...times];
  times.sort((a, b) => a - b);
  if (errors) fail(`${errors} notifications answered other than 200 (app log)`);
  return { name: 'notification', count: times.length, errors, times, inOrder };
}

// --- the database: set-up and checks ---------------------------------------------------------------------

/** What the race's orders must look like after they were paid; failures are reported, not thrown. */
async function verify(race, expected) {
  const q = async (text, more = []) => (await db.query(text, [race.raceId, ...more])).rows;
  const [orders] = await q(
    `select count(*)::int as n, count(*) filter (where status = 'paid')::int as paid from orders where race_id = $1`,
  );
  const [pays] = await q(
    `select count(*) filter (where payments <> $2)::int as wrong_count,
            count(*) filter (where succeeded <> 1)::int as not_one_succeeded,
            count(*) filter (where at_provider <> 1)::int as not_one_at_provider,
            count(*) filter (where notifications <> $3)::int as wrong_notifications,
            count(*) filter (where applied <> 1)::int as not_applied_once
     from (select o.id,
             (select count(*) from payments p where p.order_id = o.id) as payments,
             (select count(*) from payments p where p.order_id = o.id and p.status = 'succeeded') as succeeded,
             (select count(*) from sandbox_payments s where s.metadata->>'orderNumber' = o.number) as at_provider,
             (select count(*) from payment_notifications n join payments p on p.id = n.payment_id
               where p.order_id = o.id) as notifications,
             (select count(*) from payment_notifications n join payments p on p.id = n.payment_id
               where p.order_id = o.id and n.outcome = 'order paid') as applied
           from orders o where o.race_id = $1) per_order`,
    [expected.paymentsPerOrder, expected.notificationsPerPayment],
  );
  const [transitions] = await q(
    `select count(*) filter (where n <> 1)::int as not_one, count(*) filter (where wrong > 0)::int as wrong
     from (select o.id, count(t.*) as n,
             count(t.*) filter (where t.from_status <> 'awaiting-payment' or t.to_status <> 'paid') as wrong
           from orders o left join order_transitions t on t.order_id = o.id where o.race_id = $1 group by o.id) x`,
  );
  const [money] = await q(
    `select (select count(*) from refunds r join payments p on p.id = r.payment_id
              join orders o on o.id = p.order_id where o.race_id = $1)::int as refunds,
            (select coalesce(sum(s.refunded_amount), 0) from sandbox_payments s
              join orders o on o.number = s.metadata->>'orderNumber' where o.race_id = $1)::int as refunded_at_provider,
            (select coalesce(sum(p.amount), 0) from payments p join orders o on o.id = p.order_id
              where o.race_id = $1 and p.status = 'succeeded')::bigint as taken,
            (select coalesce(sum(o.total_amount), 0) from orders o where o.race_id = $1)::bigint as due`,
  );
  const [mails] = await q(
    `select count(*) filter (where n <> 1)::int as not_one from (
       select o.id, count(m.*) as n from orders o
       left join mail_outbox m on m.subject = 'Заказ ' || o.number || ' оплачен'
       where o.race_id = $1 group by o.id) x`,
  );
  const [places] = await q(
    `select r.capacity, count(g.*) filter (where g.status = 'confirmed')::int as confirmed,
            count(g.*) filter (where g.status = 'confirmed' or (g.status = 'pending'
              and (g.expires_at is null or g.expires_at > now())))::int as taken
     from races r left join registrations g on g.race_id = r.id where r.id = $1 group by r.capacity`,
  );
  const checks = [
    [`${orders.paid}/${orders.n} orders paid`, orders.paid === ORDERS && orders.n === ORDERS],
    [
      `orders with other than ${expected.paymentsPerOrder} payment(s) ${pays.wrong_count}, other than one succeeded ${pays.not_one_succeeded}, other than one provider payment ${pays.not_one_at_provider}`,
      pays.wrong_count + pays.not_one_succeeded + pays.not_one_at_provider === 0,
    ],
    [
      `inbox: orders with other than ${expected.notificationsPerPayment} notification(s) ${pays.wrong_notifications}, not applied exactly once ${pays.not_applied_once}`,
      pays.wrong_notifications + pays.not_applied_once === 0,
    ],
    [
      `transitions: orders with other than one ${transitions.not_one}, other than awaiting-payment → paid ${transitions.wrong}`,
      transitions.not_one + transitions.wrong === 0,
    ],
    [
      `refunds ${money.refunds}, refunded at the provider ${money.refunded_at_provider}; taken ${money.taken} of ${money.due} due`,
      money.refunds === 0 && money.refunded_at_provider === 0 && String(money.taken) === String(money.due),
    ],
    [`orders without exactly one "paid" mail ${mails.not_one}`, mails.not_one === 0],
    [
      `places: ${places.confirmed} confirmed, ${places.taken} taken of ${places.capacity}`,
      places.confirmed === ORDERS && places.taken <= places.capacity,
    ],
  ];
  for (const [text, ok] of checks) {
    if (ok) console.log(`  ok: ${text}`);
    else fail(text);
  }
}

/** An event 60 days ahead with one open race of `capacity` places, 1,500 ₽. */
async function createRace(client, tenantId, code, capacity) {
  const eventCode = `${code}-${Date.now()}`;
  const { rows: events } = await client.query(
    `insert into events (tenant_id, code, name_ru, name_en, starts_at)
     values ($1, $2, 'Бенч', 'Bench', now() + interval '60 days') returning id`,
    [tenantId, eventCode],
  );
  const { rows: races } = await client.query(
    `insert into races (tenant_id, event_id, code, name_ru, name_en, length_m, starts_at, capacity,
       registration_opens_at)
     values ($1, $2, '10k', '10 км', '10 km', 10000, now() + interval '60 days', $3, now() - interval '1 day')
     returning id`,
    [tenantId, events[0].id, capacity],
  );
  await client.query(
    `insert into race_prices (tenant_id, race_id, valid_from, amount) values ($1, $2, now() - interval '1 day', 150000)`,
    [tenantId, races[0].id],
  );
  return { eventCode, raceCode: '10k', raceId: races[0].id };
}

async function inBatches(items, size, run) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await run(items[next++]);
    }),
  );
}

function countBy(items) {
  const out = {};
  for (const item of items) out[item] = (out[item] ?? 0) + 1;
  return out;
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}
