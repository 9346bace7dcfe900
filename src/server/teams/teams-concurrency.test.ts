import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { registrations, teamMembers, teams } from '../db/schema.js';
import { orderBody } from '../registration/registration-fixture.js';
import { signedInUsers, widePool } from '../test/concurrency-fixture.js';
import { createTestApp, createTestDatabase, tenantIdOf, type TestDatabase } from '../test/test-app.js';
import { insertTeamRace } from './teams-fixture.js';

const CAPACITY = 10;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CAPTAINS = 60;
const JOINERS = 40;

/** The i-th runner's profile: an adult, women and men in turn (a mixed team can be formed of them). */
const adult = (prefix: string) => (i: number) => ({
  lastName: `${prefix}${i}`,
  gender: i % 2 ? ('male' as const) : ('female' as const),
  birthDate: '1990-01-01',
});

describe('the last team places and member slots under concurrent calls', () => {
  let testDb: TestDatabase;
  let wide: Database;
  let app: FastifyInstance;
  let tenantId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    wide = await widePool(testDb.database);
    app = await createTestApp(wide);
    tenantId = await tenantIdOf(wide, 'default');
  });
  afterAll(async () => {
    await app?.close();
    if (wide && wide !== testDb?.database) await wide.close();
    await testDb?.dispose();
  });

  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    app.inject({
      method,
      url,
      headers: { host: 'localhost', origin: 'http://localhost', cookie },
      ...(payload ? { payload } : {}),
    });
  const outcomes = (answers: LightMyRequestResponse[]) =>
    answers.map(
      (a) =>
        `${a.statusCode}${a.statusCode < 300 ? '' : ` ${(a.json() as { error: { code: string } }).error.code}`}`,
    );
  const count = (list: string[], value: string) => list.filter((x) => x === value).length;

  it(`${CAPTAINS} captains at once on a race of ${CAPACITY} team places: exactly ${CAPACITY} teams, LIMIT_REACHED for the rest`, async () => {
    const race = await insertTeamRace(wide, tenantId, { capacity: CAPACITY });
    const cookies = await signedInUsers(wide, tenantId, CAPTAINS, 'captain', adult('captain'));
    const answers = await Promise.all(
      cookies.map((cookie, i) =>
        call(cookie, 'POST', `/api/registration/${race.eventCode}/${race.raceCode}/team`, {
          name: `Team ${i}`,
        }),
      ),
    );
    const got = outcomes(answers);
    expect(count(got, '201')).toBe(CAPACITY);
    expect(new Set(got.filter((g) => g !== '201'))).toEqual(new Set(['409 LIMIT_REACHED']));
    expect(count(got, '409 LIMIT_REACHED')).toBe(CAPTAINS - CAPACITY);

    const active = await wide.db
      .select()
      .from(teams)
      .where(and(eq(teams.raceId, race.raceId), eq(teams.status, 'active')));
    expect(active).toHaveLength(CAPACITY);
    expect(new Set(active.map((t) => t.captainUserId)).size).toBe(CAPACITY);
    const members = await wide.db.select().from(teamMembers).where(eq(teamMembers.raceId, race.raceId));
    expect(members).toHaveLength(CAPACITY);
    expect(members.every((m) => m.role === 'captain')).toBe(true);
    // the catalogue counts the same
    const page = await app.inject({ url: `/api/event/${race.eventCode}` });
    expect((page.json() as { placesLeft: number | null }).placesLeft).toBe(0);
  });

  it(`${CAPTAINS} captains at once with the same team name: one team, TEAM_EXISTS (code 1) for the rest`, async () => {
    const race = await insertTeamRace(wide, tenantId, { capacity: 1_000 });
    const cookies = await signedInUsers(wide, tenantId, CAPTAINS, 'namesake', adult('namesake'));
    const answers = await Promise.all(
      cookies.map((cookie, i) =>
        call(cookie, 'POST', `/api/registration/${race.eventCode}/${race.raceCode}/team`, {
          name: i % 2 ? 'Зубры' : ' зубры ',
        }),
      ),
    );
    const got = outcomes(answers);
    expect(count(got, '201')).toBe(1);
    expect(count(got, '409 TEAM_EXISTS')).toBe(CAPTAINS - 1);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().error.teamCode === 1)).toBe(
      true,
    );
    const rows = await wide.db.select().from(teams).where(eq(teams.raceId, race.raceId));
    expect(rows).toHaveLength(1);
  });

  it(`${JOINERS} runners at once on a team's last slot: exactly one joins, TEAM_FULL for the others`, async () => {
    // a team race of up to 4: the captain and two members, one slot left
    const race = await insertTeamRace(wide, tenantId, {
      format: 'team',
      minMembers: 2,
      maxMembers: 4,
      capacity: 5,
    });
    const [captain, ...firstTwo] = await signedInUsers(wide, tenantId, 3, 'early', adult('early'));
    const created = await call(
      captain!,
      'POST',
      `/api/registration/${race.eventCode}/${race.raceCode}/team`,
      {
        name: 'Last slot',
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id: teamId, joinCode } = created.json() as { id: number; joinCode: string };
    for (const cookie of firstTwo) {
      expect((await call(cookie, 'POST', '/api/teams/join', { code: joinCode })).statusCode).toBe(200);
    }

    const cookies = await signedInUsers(wide, tenantId, JOINERS, 'joiner', adult('joiner'));
    const answers = await Promise.all(
      cookies.map((cookie) => call(cookie, 'POST', '/api/teams/join', { code: joinCode })),
    );
    const got = outcomes(answers);
    expect(count(got, '200')).toBe(1);
    expect(new Set(got.filter((g) => g !== '200'))).toEqual(new Set(['409 TEAM_FULL']));
    expect(count(got, '409 TEAM_FULL')).toBe(JOINERS - 1);

    const members = await wide.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId));
    expect(members).toHaveLength(4);
    const winnerView = answers.find((a) => a.statusCode === 200)!.json() as { members: { you: boolean }[] };
    expect(winnerView.members).toHaveLength(4);
    expect(winnerView.members.filter((m) => m.you)).toHaveLength(1);
  });

  it('one runner joining ten teams of a race at once: exactly one joins, ALREADY_IN_TEAM for the others', async () => {
    const race = await insertTeamRace(wide, tenantId, {
      format: 'team',
      minMembers: 2,
      maxMembers: 4,
      capacity: 20,
    });
    const captains = await signedInUsers(wide, tenantId, 10, 'many', adult('many'));
    const codes: string[] = [];
    for (const [i, cookie] of captains.entries()) {
      const created = await call(
        cookie,
        'POST',
        `/api/registration/${race.eventCode}/${race.raceCode}/team`,
        {
          name: `Many ${i}`,
        },
      );
      codes.push((created.json() as { joinCode: string }).joinCode);
    }
    const [runner] = await signedInUsers(wide, tenantId, 1, 'greedy', adult('greedy'));
    const answers = await Promise.all(
      codes.map((code) => call(runner!, 'POST', '/api/teams/join', { code })),
    );
    const got = outcomes(answers);
    expect(count(got, '200')).toBe(1);
    expect(count(got, '409 ALREADY_IN_TEAM')).toBe(codes.length - 1);
    const rows = await wide.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.raceId, race.raceId), eq(teamMembers.kind, 'joined')));
    expect(rows).toHaveLength(1);
  });

  it("the captain's order for everyone and runners joining at once: nobody is in the team without a place, or in the order without the team", async () => {
    const race = await insertTeamRace(wide, tenantId, {
      format: 'team',
      minMembers: 2,
      maxMembers: 6,
      capacity: 5,
    });
    const [captain, first] = await signedInUsers(wide, tenantId, 2, 'payer', adult('payer'));
    const created = await call(
      captain!,
      'POST',
      `/api/registration/${race.eventCode}/${race.raceCode}/team`,
      {
        name: 'Order race',
      },
    );
    const { id: teamId, joinCode } = created.json() as { id: number; joinCode: string };
    expect((await call(first!, 'POST', '/api/teams/join', { code: joinCode })).statusCode).toBe(200);

    const cookies = await signedInUsers(wide, tenantId, 8, 'latecomer', adult('latecomer'));
    const [order, ...joins] = await Promise.all([
      call(
        captain!,
        'POST',
        `/api/registration/${race.eventCode}/${race.raceCode}/order`,
        orderBody([{ kind: 'self' }], 'MY_SELF', { teamId }),
      ),
      // the joins spread over the order's time: some land before its check, some during, some after
      ...cookies.map((cookie, i) =>
        delay(i * 15).then(() => call(cookie, 'POST', '/api/teams/join', { code: joinCode })),
      ),
    ]);
    const joined = outcomes(joins);
    expect(joined.filter((j) => !['200', '409 TEAM_CLOSED', '409 TEAM_FULL'].includes(j))).toEqual([]);

    const members = await wide.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId));
    expect(members.length).toBe(2 + count(joined, '200'));
    expect(members.length).toBeLessThanOrEqual(6);
    const places = await wide.db.select().from(registrations).where(eq(registrations.teamId, teamId));
    if (order!.statusCode === 201) {
      // every member as the team now is holds a place of the order, and nobody else does
      expect(places.map((p) => p.teamMemberId).sort()).toEqual(members.map((m) => m.id).sort());
      expect(places.every((p) => p.status === 'pending')).toBe(true);
    } else {
      // the team changed under the order: refused, nothing held
      expect(`${order!.statusCode} ${order!.json().error.code}`).toBe('409 TEAM_CHANGED');
      expect(places).toEqual([]);
    }
  });
});
