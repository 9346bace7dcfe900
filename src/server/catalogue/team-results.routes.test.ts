import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDetailSchema, resultsSchema, startListSchema } from '../../shared/schemas/catalogue.js';
import { teamNameKey } from '../../shared/domain/teams.js';
import { events, races, registrations, results, teams } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { createTestApp, createTestDatabase, tenantIdOf, type TestDatabase } from '../test/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A past relay festival: an ekiden (relay, two stages), a trio (team race: the slowest member's time) and
 * an individual 5 km, with team start lists and results as an import leaves them (issue 17).
 */
async function seedRelayEvent(database: Database) {
  const { db } = database;
  const t = await tenantIdOf(database, 'default');
  const startsAt = new Date(Date.now() - 10 * DAY);
  const [event] = await db
    .insert(events)
    .values({
      tenantId: t,
      code: 'relay-fest',
      nameRu: 'Эстафетный фестиваль',
      nameEn: 'Relay Fest',
      startsAt,
    })
    .returning({ id: events.id });
  const eventId = event!.id;
  const race = async (code: string, format: 'individual' | 'team' | 'relay', lengthM: number) => {
    const team = format === 'individual' ? {} : { teamMinMembers: 2, teamMaxMembers: 3 };
    const [row] = await db
      .insert(races)
      .values({ tenantId: t, eventId, code, nameRu: code, nameEn: code, lengthM, startsAt, format, ...team })
      .returning({ id: races.id });
    return row!.id;
  };
  const ekiden = await race('ekiden', 'relay', 20_000);
  const trio = await race('trio', 'team', 10_000);
  const solo = await race('r5', 'individual', 5_000);

  const team = async (raceId: number, name: string, joinCode: string) => {
    const [row] = await db
      .insert(teams)
      .values({ tenantId: t, eventId, raceId, name, nameKey: teamNameKey(name), joinCode })
      .returning({ id: teams.id });
    return row!.id;
  };
  const runners = await team(ekiden, 'Бегуны', 'AAAAA00001');
  const alpha = await team(ekiden, 'Альфа', 'AAAAA00002');
  const entry = (
    raceId: number,
    bib: string,
    first: string,
    last: string,
    teamId: number | null,
    stage: number | null,
  ) => ({
    tenantId: t,
    eventId,
    raceId,
    status: 'confirmed' as const,
    bib,
    firstName: first,
    lastName: last,
    teamId,
    stage,
  });
  await db
    .insert(registrations)
    .values([
      entry(ekiden, '12', 'Пётр', 'Петров', runners, 2),
      entry(ekiden, '11', 'Яков', 'Яковлев', runners, 1),
      entry(ekiden, '22', 'Антон', 'Антонов', alpha, 2),
      entry(ekiden, '21', 'Семён', 'Сидоров', alpha, 1),
      entry(solo, '501', 'Олег', 'Одинцов', null, null),
    ]);

  const line = (
    raceId: number,
    teamName: string | null,
    stage: number | null,
    bib: string,
    name: string,
    timeMs: number | null,
    status: 'finished' | 'dnf' | 'dns' | 'dsq' = 'finished',
  ) => ({
    tenantId: t,
    eventId,
    raceId,
    teamName,
    stage,
    bib,
    name,
    gender: 'male' as const,
    timeMs,
    status,
  });
  await db.insert(results).values([
    // relay: team time = the stages summed
    line(ekiden, 'Бегуны', 2, '12', 'Петров Пётр', 1_000_000),
    line(ekiden, 'Бегуны', 1, '11', 'Яковлев Яков', 900_000),
    line(ekiden, 'Альфа', 1, '21', 'Сидоров Семён', 1_000_000),
    line(ekiden, 'Альфа', 2, '22', 'Антонов Антон', 1_100_000),
    line(ekiden, 'Ракета', 1, '31', 'Ракетин Роман', 1_050_000),
    line(ekiden, 'Ракета', 2, '32', 'Ракетов Руслан', 1_050_000),
    line(ekiden, 'Ёжики', 1, '41', 'Ежов Егор', 800_000),
    line(ekiden, 'Ёжики', 2, '42', 'Ежов Ефим', null, 'dnf'),
    line(ekiden, 'Сони', 1, '51', 'Сонин Савва', null, 'dns'),
    line(ekiden, 'Сони', 2, '52', 'Сонин Сергей', null, 'dns'),
    // team race: team time = the slowest member's
    line(trio, 'Север', null, '61', 'Северов Игорь', 1_000_000),
    line(trio, 'Север', null, '62', 'Северов Илья', 1_200_000),
    line(trio, 'Юг', null, '71', 'Южин Юрий', 1_150_000),
    line(trio, 'Юг', null, '72', 'Южин Ян', 1_100_000),
    line(trio, 'Запад', null, '81', 'Западов Захар', null),
    line(trio, 'Запад', null, '82', 'Западов Зиновий', 900_000),
    // a disqualified member puts the team out, however fast (issue 18: DSQ)
    line(trio, 'Восток', null, '91', 'Востоков Влас', 800_000, 'dsq'),
    line(trio, 'Восток', null, '92', 'Востоков Вадим', 850_000),
    line(solo, null, null, '501', 'Одинцов Олег', 1_500_000),
  ]);
}

describe('team and relay start lists and results', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedRelayEvent(testDb.database);
    app = await createTestApp(testDb.database);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const get = async (url: string) => {
    const res = await app.inject({ url, headers: { host: 'localhost' } });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  it('tells each race’s format on the event page', async () => {
    const body = eventDetailSchema.parse(await get('/api/event/relay-fest'));
    expect(body.races.map((r) => [r.code, r.format])).toEqual([
      ['ekiden', 'relay'],
      ['trio', 'team'],
      ['r5', 'individual'],
    ]);
  });

  it('lists a relay’s members with their team and stage, by team name then stage; the search finds a team', async () => {
    const body = startListSchema.parse(await get('/api/event/relay-fest/startlist?race=ekiden'));
    expect(body.participants.map((p) => [p.team, p.stage, p.name, p.bib])).toEqual([
      ['Альфа', 1, 'Сидоров Семён', '21'],
      ['Альфа', 2, 'Антонов Антон', '22'],
      ['Бегуны', 1, 'Яковлев Яков', '11'],
      ['Бегуны', 2, 'Петров Пётр', '12'],
    ]);
    const byTeam = startListSchema.parse(await get('/api/event/relay-fest/startlist?race=ekiden&q=бегун'));
    expect(byTeam.participants.map((p) => p.name)).toEqual(['Яковлев Яков', 'Петров Пётр']);
    expect(byTeam.total).toBe(2);
    const byName = startListSchema.parse(await get('/api/event/relay-fest/startlist?q=антонов'));
    expect(byName.participants.map((p) => [p.team, p.stage])).toEqual([['Альфа', 2]]);
    const solo = startListSchema.parse(await get('/api/event/relay-fest/startlist?race=r5'));
    expect(solo.participants).toEqual([
      { bib: '501', name: 'Одинцов Олег', raceCode: 'r5', city: null, club: null, team: null, stage: null },
    ]);
  });

  it('ranks a relay’s teams by their summed stage times by default, with every member’s split', async () => {
    const body = resultsSchema.parse(await get('/api/event/relay-fest/results?race=ekiden'));
    expect(body.format).toBe('relay');
    expect(body.category).toBe('team');
    expect(body.rows).toEqual([]);
    expect(body.teams.map((t) => [t.place, t.name, t.timeMs, t.status])).toEqual([
      [1, 'Бегуны', 1_900_000, 'finished'],
      [2, 'Альфа', 2_100_000, 'finished'],
      [2, 'Ракета', 2_100_000, 'finished'],
      [null, 'Ёжики', null, 'dnf'],
      [null, 'Сони', null, 'dns'],
    ]);
    expect(body.teams[0]?.members).toEqual([
      { stage: 1, bib: '11', name: 'Яковлев Яков', timeMs: 900_000, status: 'finished' },
      { stage: 2, bib: '12', name: 'Петров Пётр', timeMs: 1_000_000, status: 'finished' },
    ]);
    expect(body.teams[3]?.members.map((m) => [m.stage, m.timeMs, m.status])).toEqual([
      [1, 800_000, 'finished'],
      [2, null, 'dnf'],
    ]);
  });

  it('searches teams by team or member name and keeps their places', async () => {
    const byMember = resultsSchema.parse(await get('/api/event/relay-fest/results?race=ekiden&q=антонов'));
    expect(byMember.teams.map((t) => [t.place, t.name])).toEqual([[2, 'Альфа']]);
    const byTeam = resultsSchema.parse(
      await get(`/api/event/relay-fest/results?race=ekiden&category=team&q=${encodeURIComponent('ёжик')}`),
    );
    expect(byTeam.teams.map((t) => t.name)).toEqual(['Ёжики']);
  });

  it('ranks a team race by its slowest member; a member without a time puts the team out', async () => {
    const body = resultsSchema.parse(await get('/api/event/relay-fest/results?race=trio'));
    expect(body).toMatchObject({ format: 'team', category: 'team' });
    expect(body.teams.map((t) => [t.place, t.name, t.timeMs, t.status])).toEqual([
      [1, 'Юг', 1_150_000, 'finished'],
      [2, 'Север', 1_200_000, 'finished'],
      [null, 'Запад', null, 'dnf'],
      [null, 'Восток', null, 'dsq'],
    ]);
  });

  it('keeps the individual categories of a team race, and an individual race has no teams', async () => {
    const overall = resultsSchema.parse(
      await get('/api/event/relay-fest/results?race=ekiden&category=overall'),
    );
    expect(overall.category).toBe('overall');
    expect(overall.teams).toEqual([]);
    expect(overall.rows.slice(0, 2).map((r) => [r.place, r.name])).toEqual([
      [1, 'Ежов Егор'],
      [2, 'Яковлев Яков'],
    ]);
    const solo = resultsSchema.parse(await get('/api/event/relay-fest/results?race=r5'));
    expect(solo).toMatchObject({ format: 'individual', category: 'overall', teams: [] });
    expect(solo.rows.map((r) => [r.place, r.name])).toEqual([[1, 'Одинцов Олег']]);
    // no teams to rank in an individual race: its default table instead
    const asked = resultsSchema.parse(await get('/api/event/relay-fest/results?race=r5&category=team'));
    expect(asked).toMatchObject({ category: 'overall', teams: [] });
    expect(asked.rows).toHaveLength(1);
  });
});
