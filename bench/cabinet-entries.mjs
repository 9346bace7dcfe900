#!/usr/bin/env node
// The organizer cabinet's entries table (issue 18 item 3; DESIGN §9) as organizers use it, on real
// PostgreSQL: one event with ENTRIES registrations over its races (names, genders, ages, states, bibs,
// orders paid and not), and 1,000+ distinct filtered pages — every race, state, payment, gender and age
// group, the three orders, search by surname, by bib and by order number, first and later pages — asked at
// 10 connections by the event organizer's owner for SECONDS seconds. p50/p95/p99 from every response time,
// the statuses, and the machine's load.
//
// Usage: npm run build &&
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/cabinet-entries.mjs [entries=50000] [seconds=15]
//   (a new database `startline_bench_entries_<time>` on that server, dropped after unless KEEP_DB=1;
//   REUSE_DB=<name> asks again on a database an earlier run kept, with a new owner, without writing entries;
//   CONNECTIONS=<n> for another number of organizers asking at once than 10)
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { eventWithOwner, random, start, summary, waitFor } from './support.mjs';

const ENTRIES = Number(process.argv[2] ?? 50_000);
const SECONDS = Number(process.argv[3] ?? 15);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const WANTED = 1_200;
const port = 3700 + Math.floor(Math.random() * 90);
const EVENT = 'moscow-marathon';

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL server (a new database is made on it and dropped after).');
  process.exit(1);
}

const rnd = random(20261124);
const pick = (list) => list[Math.floor(rnd() * list.length)];

const SURNAMES = [
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Петров',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семёнов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
  'Николаев',
];
const FIRST = [
  'Александр',
  'Дмитрий',
  'Максим',
  'Сергей',
  'Андрей',
  'Алексей',
  'Иван',
  'Анна',
  'Мария',
  'Елена',
  'Ольга',
  'Наталья',
  'Ирина',
  'Светлана',
];

const reuse = process.env.REUSE_DB;
const dbName = reuse ?? `startline_bench_entries_${Date.now()}`;
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
if (!reuse) await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(process.env.DATABASE_URL);
url.pathname = `/${dbName}`;

const app = start(
  (process.env.SERVER_ENTRY ?? 'dist/node/server/main.js').split(' '),
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

  // the event, its races and its organizer's owner (signed in); the entries written in one statement per race
  const { event, cookie, userId } = await eventWithOwner(client, EVENT);
  const { rows: races } = await client.query('select id, code from races where event_id = $1 order by id', [
    event.id,
  ]);

  const started = Date.now();
  const perRace = Math.ceil(ENTRIES / races.length);
  for (const [r, race] of (reuse ? [] : races).entries()) {
    // an order per ten entries, paid for most
    await client.query(
      `with o as (
         insert into orders (tenant_id, user_id, number, status, event_id, race_id, total_amount)
         select $1, $10::int, 'BE-' || $2 || '-' || n,
           case when n % 7 = 0 then 'awaiting-payment' else 'paid' end, $3, $4, 150000
         from generate_series(1, $5) n returning id, number)
       insert into registrations (tenant_id, event_id, race_id, status, expires_at, bib, first_name, last_name, gender,
         birth_date, city_name, order_id, participant_kind, created_at)
       select $1, $3, $4,
         case when n % 23 = 0 then 'cancelled' when n % 7 = 0 then 'pending' else 'confirmed' end,
         case when n % 7 = 0 then now() + interval '20 minutes' end,
         ($6 * 100000 + n)::text,
         ($7::text[])[1 + n % array_length($7::text[], 1)],
         ($8::text[])[1 + (n / 7) % array_length($8::text[], 1)] || case when n % 2 = 0 then 'а' else '' end,
         case when n % 2 = 0 then 'female' else 'male' end,
         date '1960-01-01' + (n * 37 % 18000),
         'Москва', (select id from o where number = 'BE-' || $2 || '-' || (1 + n / 10)), 'self',
         now() - (n || ' minutes')::interval
       from generate_series(1, $9) n`,
      [
        event.tenant_id,
        race.code,
        event.id,
        race.id,
        Math.ceil(perRace / 10) + 1,
        r + 1,
        FIRST,
        SURNAMES,
        perRace,
        userId,
      ],
    );
  }
  // the statistics autovacuum keeps on a live server (the races' and the name index's too, not only the
  // tables just written): without them the planner guesses a name search matches a handful of rows
  if (!reuse) {
    await client.query('vacuum analyze registrations');
    await client.query('vacuum analyze orders');
    await client.query('analyze');
  }
  console.log(
    `${perRace * races.length} entries over ${races.length} races written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  // 1,000+ distinct pages: filters × orders × searches × pages
  const paths = new Set();
  const query = (params) => `/api/cabinet/events/${EVENT}/entries?${new URLSearchParams(params)}`;
  while (paths.size < WANTED) {
    const params = { limit: '50' };
    if (rnd() < 0.6) params.race = pick(races).code;
    if (rnd() < 0.4) params.state = pick(['confirmed', 'pending', 'cancelled', 'all']);
    if (rnd() < 0.3) params.paid = pick(['yes', 'no']);
    if (rnd() < 0.4) params.gender = pick(['male', 'female']);
    if (rnd() < 0.2) params.ageGroup = pick(['18-29', '30-39', '40-49', '50-59', '60+']);
    if (rnd() < 0.5) params.sort = pick(['name', 'bib', 'registered']);
    const search = rnd();
    if (search < 0.25) params.q = pick(SURNAMES).slice(0, 3 + Math.floor(rnd() * 4));
    else if (search < 0.3) params.q = String(Math.floor(100000 + rnd() * perRace));
    else if (search < 0.33) params.q = `BE-${pick(races).code}-${1 + Math.floor(rnd() * (perRace / 10))}`;
    if (rnd() < 0.3) params.cursor = String(50 * (1 + Math.floor(rnd() * 20)));
    paths.add(query(params));
  }
  const targets = [...paths];
  const check = await fetch(base + targets[0], { headers: { cookie } });
  if (check.status !== 200) throw new Error(`${targets[0]} answered ${check.status}: ${await check.text()}`);

  const run = () =>
    new Promise((resolve, reject) => {
      const times = [];
      const statuses = {};
      let i = 0;
      const instance = autocannon(
        {
          url: base,
          connections: CONNECTIONS,
          duration: SECONDS,
          requests: [
            {
              method: 'GET',
              setupRequest: (req) => ({
                ...req,
                path: targets[i++ % targets.length],
                headers: { ...req.headers, cookie },
              }),
            },
          ],
        },
        (err, result) =>
          err
            ? reject(err)
            : resolve({ ...summary(times, result), statuses, distinct: Math.min(i, targets.length) }),
      );
      instance.on('response', (_c, status, _b, responseTime) => {
        times.push(responseTime);
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
    });
  await run(); // warm-up
  const load = loadavg()[0];
  const result = await run();
  console.log(
    `entries of ${EVENT}, ${perRace * races.length} entries, ${result.distinct} distinct pages, ${CONNECTIONS} connections, ${SECONDS} s:` +
      ` ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms,` +
      ` statuses ${JSON.stringify(result.statuses)}; load ${load.toFixed(2)} → ${loadavg()[0].toFixed(2)} on ${cpus().length} cores`,
  );
} finally {
  await client.end().catch(() => {});
  app.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  if (process.env.KEEP_DB !== '1' && !reuse)
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
