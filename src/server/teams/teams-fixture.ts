import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { raceStages } from '../db/schema.js';
import { insertRace, type TestRace, type TestRaceOptions } from '../registration/registration-fixture.js';
import { accountHeaders, type TestAccount } from '../test/accounts-fixture.js';

/*
 * Rows and calls the team tests share: team and relay races (with their stages), and the team calls of
 * shared/schemas/teams.ts signed in as an account.
 */

export interface TestStage {
  min: number | null;
  max: number | null;
  lengthM?: number;
}

export interface TeamRaceOptions extends Omit<TestRaceOptions, 'format'> {
  format?: 'team' | 'relay';
  minMembers?: number;
  maxMembers?: number;
  payment?: 'captain' | 'each';
  genderRule?: 'any' | 'mixed';
  /** A relay's stages, in running order (positions 1, 2, 3 …). */
  stages?: TestStage[];
}

/** Three stages of exactly one runner each (a relay of three). */
export const THREE_LEGS: TestStage[] = [
  { min: 1, max: 1, lengthM: 5_000 },
  { min: 1, max: 1, lengthM: 10_000 },
  { min: 1, max: 1, lengthM: 5_000 },
];

/**
 * A team race (by default a relay of THREE_LEGS, 2–4 members, the captain paying, 1,500 ₽ a member) on an
 * event 60 days ahead, with its stages; capacity counts teams.
 */
export async function insertTeamRace(
  database: Database,
  tenantId: number,
  options: TeamRaceOptions = {},
): Promise<TestRace> {
  const {
    format = 'relay',
    minMembers = 2,
    maxMembers = 4,
    payment = 'captain',
    genderRule = 'any',
    stages = format === 'relay' ? THREE_LEGS : [],
    ...raceOptions
  } = options;
  const race = await insertRace(database, tenantId, {
    format,
    teamMinMembers: minMembers,
    teamMaxMembers: maxMembers,
    teamPayment: payment,
    teamGenderRule: genderRule,
    ...raceOptions,
  });
  if (stages.length) {
    await database.db.insert(raceStages).values(
      stages.map((s, i) => ({
        tenantId,
        raceId: race.raceId,
        position: i + 1,
        nameRu: `Этап ${i + 1}`,
        nameEn: `Stage ${i + 1}`,
        lengthM: s.lengthM ?? 5_000,
        minParticipants: s.min,
        maxParticipants: s.max,
      })),
    );
  }
  return race;
}

/** The team calls, signed in as an account (on a host, in a language); `null`: a visitor. */
export function teamCalls(app: () => FastifyInstance, options: { host?: string; lang?: 'ru' | 'en' } = {}) {
  const host = options.host ?? 'localhost';
  const headers = (account: TestAccount | null) =>
    account ? accountHeaders(account.cookie, options) : { host, origin: `http://${host}` };
  const send = (
    account: TestAccount | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    app().inject({
      method,
      url,
      headers: headers(account),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    create: (account: TestAccount | null, race: Pick<TestRace, 'eventCode' | 'raceCode'>, name: unknown) =>
      send(account, 'POST', `/api/registration/${race.eventCode}/${race.raceCode}/team`, { name }),
    preview: (account: TestAccount | null, code: string) =>
      send(account, 'GET', `/api/teams/join/${encodeURIComponent(code)}`),
    join: (account: TestAccount | null, code: unknown) => send(account, 'POST', '/api/teams/join', { code }),
    show: (account: TestAccount | null, teamId: number) => send(account, 'GET', `/api/teams/${teamId}`),
    disband: (account: TestAccount | null, teamId: number) => send(account, 'DELETE', `/api/teams/${teamId}`),
    addMember: (account: TestAccount | null, teamId: number, member: unknown) =>
      send(account, 'POST', `/api/teams/${teamId}/members`, member),
    swapMember: (account: TestAccount | null, teamId: number, memberId: number, member: unknown) =>
      send(account, 'PUT', `/api/teams/${teamId}/members/${memberId}`, member),
    removeMember: (account: TestAccount | null, teamId: number, memberId: number) =>
      send(account, 'DELETE', `/api/teams/${teamId}/members/${memberId}`),
    setStages: (
      account: TestAccount | null,
      teamId: number,
      assignments: { memberId: number; stage: number | null }[],
    ) => send(account, 'PUT', `/api/teams/${teamId}/stages`, { assignments }),
    mine: (account: TestAccount | null) => send(account, 'GET', '/api/account/teams'),
  };
}

/** A friend the captain adds by name and e-mail. */
export function friendMember(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'friend',
    firstName: 'Пётр',
    lastName: 'Петров',
    email: 'petr@example.org',
    gender: 'male',
    birthDate: '1987-03-02',
    ...overrides,
  };
}
