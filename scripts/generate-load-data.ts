// Fills a database with 100,000 catalogue events (+2 races each, 2 price steps per race) for benchmarks.
// Usage: DATABASE_URL=postgres://… npx tsx scripts/generate-load-data.ts [count]
//    or: DATA_DIR=./.data-bench npx tsx scripts/generate-load-data.ts [count]
// Rows are generated inside the database (INSERT … SELECT generate_series) in batches of 10,000.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { seedDemoData } from '../src/server/db/seed.js';
import { SPORT_TYPES } from '../src/shared/domain/sport-types.js';

const total = Number(process.argv[2] ?? 100_000);
const BATCH = 10_000;
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : (process.env.DATA_DIR ?? './.data-bench');

const textArray = (items: readonly string[]) =>
  sql.raw(`array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`);
const ADJ = [
  'Московский',
  'Казанский',
  'Уральский',
  'Сибирский',
  'Волжский',
  'Северный',
  'Невский',
  'Байкальский',
  'Крымский',
  'Таёжный',
  'Горный',
  'Ночной',
];
const ADJ_EN = [
  'Moscow',
  'Kazan',
  'Ural',
  'Siberian',
  'Volga',
  'Northern',
  'Neva',
  'Baikal',
  'Crimean',
  'Taiga',
  'Mountain',
  'Night',
];
const NOUN = [
  'марафон',
  'полумарафон',
  'трейл',
  'забег',
  'заплыв',
  'веломарафон',
  'триатлон',
  'лыжный марафон',
];
const NOUN_EN = [
  'Marathon',
  'Half Marathon',
  'Trail',
  'Run',
  'Swim',
  'Cycling Marathon',
  'Triathlon',
  'Ski Marathon',
];

const started = Date.now();
const database = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
await migrateDatabase(database);
await seedDemoData(database.db);
const { db } = database;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

const [existing] = await rows<{ n: number }>(
  sql`select count(*)::int as n from events where code like 'load-%'`,
);
const from = (existing?.n ?? 0) + 1;
const sports = textArray(SPORT_TYPES.map((s) => s.id));

for (let start = from; start <= total; start += BATCH) {
  const end = Math.min(total, start + BATCH - 1);
  const [before] = await rows<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from events`);
  await db.execute(sql`
    with t as (select array_agg(id order by id) as ids from tenants),
         c as (select array_agg(id order by id) as ids, array_agg(name_ru order by id) as ru,
                      array_agg(name_en order by id) as en, array_agg(lat order by id) as lat,
                      array_agg(lng order by id) as lng from cities)
    insert into events (tenant_id, code, name_ru, name_en, starts_at, ends_at, sport_type, activity_type, is_online,
      city_id, place_ru, place_en, lat, lng, description_ru, description_en, star_rating, rating_approved,
      fast_identification, is_national, is_free)
    select t.ids[case when g % 20 = 0 then 2 when g % 20 = 1 then 3 else 1 end],
      'load-' || g,
      (${textArray(ADJ)})[1 + g % 12] || ' ' || (${textArray(NOUN)})[1 + (g / 12) % 8] || ' №' || g,
      (${textArray(ADJ_EN)})[1 + g % 12] || ' ' || (${textArray(NOUN_EN)})[1 + (g / 12) % 8] || ' #' || g,
      now() - interval '730 days' + (g * 1461.0 / ${total}) * interval '1 day',
      now() - interval '730 days' + (g * 1461.0 / ${total}) * interval '1 day' + interval '8 hours',
      (${sports})[1 + g % 13],
      case when g % 17 = 0 then 'online' else 'offline' end, g % 17 = 0,
      case when g % 17 = 0 then null else c.ids[1 + g % array_length(c.ids, 1)] end,
      case when g % 17 = 0 then 'Онлайн' else c.ru[1 + g % array_length(c.ids, 1)] || ', парк' end,
      case when g % 17 = 0 then 'Online' else c.en[1 + g % array_length(c.ids, 1)] || ', park' end,
      case when g % 17 = 0 then null else c.lat[1 + g % array_length(c.ids, 1)] + (g % 100) * 0.001 end,
      case when g % 17 = 0 then null else c.lng[1 + g % array_length(c.ids, 1)] + (g % 97) * 0.001 end,
      '<p>Нагрузочное событие ' || g || '.</p>', '<p>Load event ' || g || '.</p>',
      case when g % 5 = 0 then 1 + g % 5 else null end, g % 10 = 0, g % 3 = 0, g % 7 = 0, g % 50 = 0
    from generate_series(${start}::int, ${end}::int) g, t, c`);
  await db.execute(sql`
    insert into races (tenant_id, event_id, code, name_ru, name_en, length_m, starts_at, capacity,
      registration_opens_at, registration_closes_at, min_age)
    select e.tenant_id, e.id, 'r' || d.len, d.ru, d.en, d.len, e.starts_at,
      case when e.id % 4 = 0 then null else 500 + (e.id % 5) * 500 end,
      e.starts_at - interval '120 days', e.starts_at - interval '2 days', 18
    from events e cross join (values (42195, 'Марафон', 'Marathon'), (10000, '10 км', '10 km')) as d(len, ru, en)
    where e.id > ${before?.id ?? 0}`);
  // Fresh statistics before the join below: planned with the tables as they were before the batch, it
  // became a nested loop over every race and every new event (minutes instead of a second a batch).
  await db.execute(sql`analyze events, races`);
  await db.execute(sql`
    insert into race_prices (tenant_id, race_id, valid_from, amount)
    select r.tenant_id, r.id, s.valid_from, s.amount
    from races r join events e on e.id = r.event_id and e.id > ${before?.id ?? 0}
    cross join lateral (values (r.registration_opens_at, 150000 + (r.id % 10) * 10000),
      (r.starts_at - interval '30 days', 200000 + (r.id % 10) * 10000)) as s(valid_from, amount)`);
  console.log(`events ${start}–${end} inserted (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
await db.execute(database.kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`);
const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from events`);
console.log(`${count?.n} events in the database; done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await database.close();
