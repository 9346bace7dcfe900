import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentStartedSchema } from '../../shared/schemas/payments.js';
import {
  orderPlacedSchema,
  registrationContextSchema,
  registrationSuccessSchema,
} from '../../shared/schemas/registration.js';
import { teamPreviewSchema, teamViewSchema, type TeamView } from '../../shared/schemas/teams.js';
import { eventDetailSchema } from '../../shared/schemas/catalogue.js';
import { payments, registrations, teamMembers, teams } from '../db/schema.js';
import {
  entry,
  insertCreatedRelative,
  insertRace,
  orderBody,
  registrationCalls,
  registrationsOf,
  type TestRace,
} from '../registration/registration-fixture.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { friendMember, insertTeamRace, teamCalls } from './teams-fixture.js';
import { TEAM_CODE_ATTEMPTS } from './teams.service.js';

const HOUR_MS = 60 * 60 * 1000;
const ANNA = { firstName: 'Анна', lastName: 'Смирнова', gender: 'female', birthDate: '1990-05-14' } as const;
const IVAN = { firstName: 'Иван', lastName: 'Смирнов', gender: 'male', birthDate: '1988-09-03' } as const;

interface ErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    teamCode?: number;
    explanation?: string;
  };
}

describe('teams and relays (issue 17)', () => {
  const ctx = useTestApp();
  // every answer of this file is looked at for a 5xx (DESIGN §4: bad input is a 4xx, never a 500)
  const failures: string[] = [];
  const app = () =>
    ({
      inject: async (options: InjectOptions) => {
        const res = await ctx.app.inject(options);
        if (res.statusCode >= 500)
          failures.push(`${JSON.stringify(options)} → ${res.statusCode} ${res.body}`);
        return res;
      },
    }) as unknown as FastifyInstance;
  const calls = teamCalls(app);
  const ruCalls = teamCalls(app, { lang: 'ru' });
  const flow = registrationCalls(app);
  let tenantId: number;
  let seq = 0;

  const account = async (person: Record<string, unknown> = ANNA, tenant = tenantId) =>
    createTestAccount(ctx.database, tenant, { email: `team${++seq}@example.org`, person });
  const view = (res: LightMyRequestResponse, status = 200): TeamView => {
    expect(res.statusCode, res.body).toBe(status);
    return teamViewSchema.parse(res.json());
  };
  const refusal = (res: LightMyRequestResponse, status: number, code: string): ErrorBody['error'] => {
    expect(res.statusCode, res.body).toBe(status);
    const { error } = res.json() as ErrorBody;
    expect(error.code).toBe(code);
    expect(error.message).not.toBe('');
    expect(error.message).not.toContain('{');
    return error;
  };
  /** A captain's new team in a race: the answer's team. */
  const teamOf = async (captain: TestAccount, race: TestRace, name = `Team ${++seq}`) =>
    view(await calls.create(captain, race, name), 201);
  /** The code as a runner would type it: lower case, with spaces around and inside. */
  const typed = (joinCode: string) => `  ${joinCode.toLowerCase().replace('-', ' - ')} `;
  /** A relay of three legs whose captain (Anna) added two friends and put everyone on a leg. */
  const completeRelay = async (race: TestRace, captain?: TestAccount) => {
    const anna = captain ?? (await account());
    const team = await teamOf(anna, race);
    await calls.addMember(anna, team.id, friendMember({ email: `petr${++seq}@example.org` }));
    const added = view(
      await calls.addMember(
        anna,
        team.id,
        friendMember({
          firstName: 'Ольга',
          lastName: 'Орлова',
          gender: 'female',
          email: `olga${++seq}@example.org`,
        }),
      ),
    );
    const staged = view(
      await calls.setStages(
        anna,
        team.id,
        added.members.map((m, i) => ({ memberId: m.id, stage: i + 1 })),
      ),
    );
    return { anna, team: staged };
  };
  const teamOrder = (teamId: number) => orderBody([{ kind: 'self' }], 'MY_SELF', { teamId });
  /** Pays an order by card through the sandbox provider. */
  const pay = async (who: TestAccount, number: string) => {
    const started = await app().inject({
      method: 'POST',
      url: `/api/payments/orders/${number}/pay`,
      headers: accountHeaders(who.cookie),
      payload: { method: 'card' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, paymentStartedSchema.parse(started.json()).paymentId));
    const settled = await app().inject({
      method: 'POST',
      url: `/api/payments/sandbox/${payment!.providerPaymentId!}`,
      headers: { host: 'localhost' },
      payload: { outcome: 'success' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
  };

  beforeAll(async () => {
    tenantId = await tenantIdOf(ctx.database, 'default');
  });
  afterEach(() => {
    expect(failures.splice(0), 'answers with a 5xx').toEqual([]);
  });

  describe('POST /api/registration/:eventCode/:raceCode/team', () => {
    it('creates a forming team whose captain is its first member, with a code to share', async () => {
      const anna = await account();
      const race = await insertTeamRace(ctx.database, tenantId, { capacity: 10 });
      const before = Date.now();
      const team = view(await calls.create(anna, race, '  Быстрые   лисы '), 201);
      expect(team).toMatchObject({
        name: 'Быстрые лисы',
        role: 'captain',
        captainName: 'Анна Смирнова',
        race: { code: race.raceCode, name: '10 km' },
        event: { code: race.eventCode, name: 'Autumn Run' },
        status: 'forming',
        editable: true,
        rules: { format: 'relay', payment: 'captain', minMembers: 3, maxMembers: 3, genderRule: 'any' },
      });
      expect(team.rules.stages.map((s) => [s.position, s.name, s.min, s.max])).toEqual([
        [1, 'Stage 1', 1, 1],
        [2, 'Stage 2', 1, 1],
        [3, 'Stage 3', 1, 1],
      ]);
      expect(team.members).toEqual([
        {
          id: expect.any(Number),
          name: 'Анна Смирнова',
          gender: 'female',
          stage: null,
          role: 'captain',
          kind: 'self',
          state: 'joined',
          you: true,
        },
      ]);
      expect(team.joinCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
      const held = Date.parse(team.heldUntil!);
      expect(held).toBeGreaterThanOrEqual(before + 72 * HOUR_MS);
      expect(held).toBeLessThanOrEqual(Date.now() + 72 * HOUR_MS);

      const [row] = await ctx.database.db.select().from(teams).where(eq(teams.id, team.id));
      expect(row).toMatchObject({
        status: 'active',
        captainUserId: anna.userId,
        nameKey: 'быстрые лисы',
        joinCode: team.joinCode.replace('-', ''),
      });
      const members = await ctx.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
      expect(members).toMatchObject([
        { role: 'captain', kind: 'self', personId: anna.personId, userId: anna.userId },
      ]);

      // the captain sees it again, and among their teams
      expect(view(await calls.show(anna, team.id)).id).toBe(team.id);
      const mine = (await calls.mine(anna)).json() as { teams: TeamView[] };
      expect(mine.teams.map((t) => t.id)).toEqual([team.id]);
    });

    it('asks a visitor to sign in', async () => {
      const race = await insertTeamRace(ctx.database, tenantId);
      refusal(await calls.create(null, race, 'Nobody'), 401, 'UNAUTHORIZED');
    });

    it("answers 400 'Specify the name of the team' for an empty or missing name", async () => {
      const anna = await account();
      const race = await insertTeamRace(ctx.database, tenantId);
      for (const name of ['', '   ', undefined]) {
        const error = refusal(await calls.create(anna, race, name), 400, 'VALIDATION_FAILED');
        expect(error.fields).toEqual({ name: 'Specify the name of the team' });
      }
      const ru = refusal(await ruCalls.create(anna, race, ''), 400, 'VALIDATION_FAILED');
      expect(ru.fields).toEqual({ name: 'Укажите название команды' });
      expect(await ctx.database.db.select().from(teams).where(eq(teams.raceId, race.raceId))).toEqual([]);
    });

    it('refuses a name taken in the race (code 1) and a second team of the same captain (code 2), each explained', async () => {
      const race = await insertTeamRace(ctx.database, tenantId);
      const anna = await account();
      await teamOf(anna, race, 'Ёжики');
      // the same name, however it is typed, by someone else
      const ivan = await account(IVAN);
      const taken = refusal(await calls.create(ivan, race, '  ЕЖИКИ '), 409, 'TEAM_EXISTS');
      expect(taken).toMatchObject({ message: 'Such a command already exists', teamCode: 1 });
      expect(taken.explanation).toContain('name');
      // the captain again, under another name
      const again = refusal(await calls.create(anna, race, 'Other name'), 409, 'TEAM_EXISTS');
      expect(again).toMatchObject({ message: 'Such a command already exists', teamCode: 2 });
      expect(again.explanation).toContain('captain');
      expect(again.explanation).not.toBe(taken.explanation);
      const ru = refusal(await ruCalls.create(ivan, race, 'ёжики'), 409, 'TEAM_EXISTS');
      expect(ru).toMatchObject({ message: 'Такая команда уже существует', teamCode: 1 });
      // the same name in another race is another team
      const other = await insertTeamRace(ctx.database, tenantId);
      await teamOf(ivan, other, 'Ёжики');
    });

    it('refuses a runner who is already in another team of the race: ALREADY_IN_TEAM', async () => {
      const race = await insertTeamRace(ctx.database, tenantId);
      const anna = await account();
      const team = await teamOf(anna, race);
      const ivan = await account(IVAN);
      view(await calls.join(ivan, team.joinCode));
      const error = refusal(await calls.create(ivan, race, 'Ivan’s own'), 409, 'ALREADY_IN_TEAM');
      expect(error.message).toContain('Иван Смирнов');
    });

    it('answers LIMIT_REACHED when every place of the race is a team’s; a disbanded or lapsed team frees its place', async () => {
      const race = await insertTeamRace(ctx.database, tenantId, { capacity: 1 });
      const anna = await account();
      const first = await teamOf(anna, race, 'First');
      const ivan = await account(IVAN);
      const full = refusal(await calls.create(ivan, race, 'Second'), 409, 'LIMIT_REACHED');
      expect(full.message).toBe(
        'Registration for the event is not possible, because the limit of participants is reached',
      );

      // disbanded: the place and the name are free again
      expect((await calls.disband(anna, first.id)).statusCode).toBe(204);
      const second = await teamOf(ivan, race, 'First');
      refusal(await calls.create(anna, race, 'Third'), 409, 'LIMIT_REACHED');

      // lapsed: its 72 hours passed without an order
      await ctx.database.db
        .update(teams)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(teams.id, second.id));
      const third = await teamOf(anna, race, 'Third');
      const [lapsed] = await ctx.database.db.select().from(teams).where(eq(teams.id, second.id));
      expect(lapsed!.status).toBe('expired');
      // its members were let go
      expect(
        await ctx.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, second.id)),
      ).toEqual([]);
      refusal(await calls.show(ivan, second.id), 404, 'NOT_FOUND');
      expect(third.members).toHaveLength(1);
    });

    it('answers 404 for an individual race and for a race that does not exist', async () => {
      const anna = await account();
      const single = await insertRace(ctx.database, tenantId);
      refusal(await calls.create(anna, single, 'Solo'), 404, 'NOT_FOUND');
      refusal(
        await calls.create(anna, { eventCode: 'no-such-event', raceCode: '10k' }, 'X'),
        404,
        'NOT_FOUND',
      );
    });

    it('refuses a team when registration is closed', async () => {
      const anna = await account();
      const race = await insertTeamRace(ctx.database, tenantId, {
        registrationClosesAt: new Date(Date.now() - HOUR_MS),
      });
      refusal(await calls.create(anna, race, 'Late'), 409, 'REGISTRATION_NOT_POSSIBLE');
    });
  });

  describe('joining by code', () => {
    it('previews the team a code names, then joins it from the code as typed in lower case with spaces and a dash', async () => {
      const race = await insertTeamRace(ctx.database, tenantId, {
        format: 'team',
        minMembers: 2,
        maxMembers: 4,
      });
      const anna = await account();
      const team = await teamOf(anna, race, 'Lynx');
      const ivan = await account(IVAN);

      const res = await calls.preview(ivan, typed(team.joinCode));
      expect(res.statusCode, res.body).toBe(200);
      expect(teamPreviewSchema.parse(res.json())).toEqual({
        name: 'Lynx',
        captainName: 'Анна Смирнова',
        event: expect.objectContaining({ code: race.eventCode, name: 'Autumn Run' }),
        race: { code: race.raceCode, name: '10 km' },
        members: 1,
        maxMembers: 4,
        full: false,
        payment: 'captain',
        member: false,
      });
      // the captain's own preview says they are in it
      expect((await calls.preview(anna, team.joinCode)).json()).toMatchObject({ member: true });

      const joined = view(await calls.join(ivan, typed(team.joinCode)));
      expect(joined).toMatchObject({ id: team.id, role: 'member', joinCode: team.joinCode });
      expect(joined.members.map((m) => [m.name, m.role, m.kind, m.you])).toEqual([
        ['Анна Смирнова', 'captain', 'self', false],
        ['Иван Смирнов', 'member', 'joined', true],
      ]);
      // the member sees the team and has it among theirs; the captain sees the member
      expect(view(await calls.show(ivan, team.id)).role).toBe('member');
      expect(((await calls.mine(ivan)).json() as { teams: TeamView[] }).teams.map((t) => t.id)).toEqual([
        team.id,
      ]);
      expect(view(await calls.show(anna, team.id)).members).toHaveLength(2);
      // O typed for 0 and l for 1 are read as the digits
      const lookalike = team.joinCode.replace(/0/g, 'o').replace(/1/g, 'l');
      expect((await calls.preview(ivan, lookalike)).statusCode).toBe(200);
    });

    it("answers 404 TEAM_NOT_FOUND 'Team not found. Please check the code.' for a code nobody has", async () => {
      const ivan = await account(IVAN);
      for (const code of ['ZZZZZ-ZZZZZ', 'not a code', 'ABCDE-FGHJU']) {
        const preview = refusal(await calls.preview(ivan, code), 404, 'TEAM_NOT_FOUND');
        expect(preview.message).toBe('Team not found. Please check the code.');
        refusal(await calls.join(ivan, code), 404, 'TEAM_NOT_FOUND');
      }
      const ru = refusal(await ruCalls.join(ivan, 'ZZZZZZZZZZ'), 404, 'TEAM_NOT_FOUND');
      expect(ru.message).toBe('Команда не найдена. Проверьте код.');
    });

    it("answers 400 'Enter code' for an empty code", async () => {
      const ivan = await account(IVAN);
      for (const code of ['', '   ', undefined]) {
        const error = refusal(await calls.join(ivan, code), 400, 'VALIDATION_FAILED');
        expect(error.fields).toEqual({ code: 'Enter code' });
      }
      const spaces = refusal(await calls.preview(ivan, '   '), 400, 'VALIDATION_FAILED');
      expect(spaces.fields).toEqual({ code: 'Enter code' });
      expect(refusal(await ruCalls.join(ivan, ''), 400, 'VALIDATION_FAILED').fields).toEqual({
        code: 'Введите код',
      });
    });

    it("does not find another tenant's team by its code", async () => {
      const race = await insertTeamRace(ctx.database, tenantId);
      const team = await teamOf(await account(), race);
      const pionercup = await tenantIdOf(ctx.database, 'pionercup');
      const bob = await account(IVAN, pionercup);
      const onB = teamCalls(app, { host: 'pionercup.localhost' });
      refusal(await onB.preview(bob, team.joinCode), 404, 'TEAM_NOT_FOUND');
      refusal(await onB.join(bob, team.joinCode), 404, 'TEAM_NOT_FOUND');
      refusal(await onB.show(bob, team.id), 404, 'NOT_FOUND');
      const members = await ctx.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
      expect(members).toHaveLength(1);
    });

    it("answers 'You are already a member' to a member and to the captain joining again", async () => {
      const race = await insertTeamRace(ctx.database, tenantId);
      const anna = await account();
      const team = await teamOf(anna, race);
      const ivan = await account(IVAN);
      view(await calls.join(ivan, team.joinCode));
      const again = refusal(await calls.join(ivan, team.joinCode), 409, 'ALREADY_MEMBER');
      expect(again.message).toBe('You are already a member');
      refusal(await calls.join(anna, team.joinCode), 409, 'ALREADY_MEMBER');
      expect((await calls.preview(ivan, team.joinCode)).json()).toMatchObject({ member: true, members: 2 });
    });

    it('refuses a member of another team of the same race: ALREADY_IN_TEAM; another race is fine', async () => {
      const race = await insertTeamRace(ctx.database, tenantId);
      const first = await teamOf(await account(), race);
      const second = await teamOf(await account(), race);
      const ivan = await account(IVAN);
      view(await calls.join(ivan, first.joinCode));
      const error = refusal(await calls.join(ivan, second.joinCode), 409, 'ALREADY_IN_TEAM');
      expect(error.message).toContain('Иван Смирнов');
      // the captain of a team of the race cannot join another either
      const otherCaptain = await account(IVAN);
      await teamOf(otherCaptain, race);
      refusal(await calls.join(otherCaptain, first.joinCode), 409, 'ALREADY_IN_TEAM');

      const otherRace = await insertTeamRace(ctx.database, tenantId);
      const elsewhere = await teamOf(await account(), otherRace);
      view(await calls.join(ivan, elsewhere.joinCode));
    });

    it('refuses a runner when the team is full: TEAM_FULL, and the preview says so', async () => {
      // a relay of three legs: three members
      const race = await insertTeamRace(ctx.database, tenantId);
      const team = await teamOf(await account(), race);
      view(await calls.join(await account(IVAN), team.joinCode));
      view(await calls.join(await account(IVAN), team.joinCode));
      const late = await account(IVAN);
      expect((await calls.preview(late, team.joinCode)).json()).toMatchObject({
        full: true,
        members: 3,
        maxMembers: 3,
      });
      const error = refusal(await calls.join(late, team.joinCode), 409, 'TEAM_FULL');
      expect(error.message).toBe('The team is full: every place in it is taken.');
    });

    it('closes a captain-pays team once its order is placed: TEAM_CLOSED', async () => {
      const race = await insertTeamRace(ctx.database, tenantId, {
        format: 'team',
        minMembers: 2,
        maxMembers: 4,
      });
      const anna = await account();
      const team = await teamOf(anna, race);
      view(await calls.join(await account(IVAN), team.joinCode));
      expect((await flow.order(anna, race, teamOrder(team.id))).statusCode).toBe(201);
      refusal(await calls.join(await account(IVAN), team.joinCode), 409, 'TEAM_CLOSED');
      refusal(await calls.addMember(anna, team.id, friendMember()), 409, 'TEAM_CLOSED');
      refusal(await calls.disband(anna, team.id), 409, 'TEAM_CLOSED');
    });

    it('does not find a team whose forming hold lapsed', async () => {
      const race = await insertTeamRace(ctx.database, tenantId);
      const team = await teamOf(await account(), race);
      await ctx.database.db
        .update(teams)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(teams.id, team.id));
      refusal(await calls.join(await account(IVAN), team.joinCode), 404, 'TEAM_NOT_FOUND');
    });

    it(`answers TEAM_CODE_LIMIT (429) after ${TEAM_CODE_ATTEMPTS} look-ups`, async () => {
      const ivan = await account(IVAN);
      const race = await insertTeamRace(ctx.database, tenantId);
      const team = await teamOf(await account(), race);
      for (let i = 0; i < TEAM_CODE_ATTEMPTS; i++) {
        const res =
          i % 2 ? await calls.preview(ivan, `ZZZZZZZZ${i % 10}0`) : await calls.join(ivan, 'ZZZZZ-ZZZZZ');
        expect(res.statusCode).toBe(404);
      }
      // even the right code now waits
      const error = refusal(await calls.join(ivan, team.joinCode), 429, 'TEAM_CODE_LIMIT');
      expect(error.message).toMatch(/Try again in \d+ min\./);
      refusal(await calls.preview(ivan, team.joinCode), 429, 'TEAM_CODE_LIMIT');
      // another user is not held up
      view(await calls.join(await account(IVAN), team.joinCode));
    });
  });

  describe("the captain's members", () => {
    it('adds a relative of the family group and a friend; a member may not add anyone (403)', async () => {
      const race = await insertTeamRace(ctx.database, tenantId, {
        format: 'team',
        minMembers: 2,
        maxMembers: 5,
      });
      const anna = await account();
      const misha = await insertCreatedRelative(ctx.database, tenantId, anna, IVAN);
      const team = await teamOf(anna, race);
      const withRelative = view(
        await calls.addMember(anna, team.id, { kind: 'relative', relativeId: misha.relativeId }),
      );
      const withFriend = view(
        await calls.addMember(anna, team.id, friendMember({ email: 'Petr.Friend@Example.org' })),
      );
      expect(withRelative.members.map((m) => m.kind)).toEqual(['self', 'relative']);
      expect(withFriend.members.map((m) => [m.name, m.kind, m.gender, m.state])).toEqual([
        ['Анна Смирнова', 'self', 'female', 'joined'],
        ['Иван Смирнов', 'relative', 'male', 'joined'],
        ['Пётр Петров', 'friend', 'male', 'joined'],
      ]);
      const rows = await ctx.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
      expect(rows.find((r) => r.kind === 'relative')).toMatchObject({ personId: misha.personId });
      expect(rows.find((r) => r.kind === 'friend')).toMatchObject({
        personId: null,
        email: 'petr.friend@example.org',
      });

      // the same relative or friend twice: in this team already (one team per race)
      refusal(
        await calls.addMember(anna, team.id, { kind: 'relative', relativeId: misha.relativeId }),
        409,
        'ALREADY_IN_TEAM',
      );
      refusal(
        await calls.addMember(anna, team.id, friendMember({ email: 'petr.friend@example.org' })),
        409,
        'ALREADY_IN_TEAM',
      );

      const ivan = await account(IVAN);
      view(await calls.join(ivan, team.joinCode));
      refusal(
        await calls.addMember(ivan, team.id, friendMember({ email: 'x@example.org' })),
        403,
        'FORBIDDEN',
      );
      refusal(await calls.setStages(ivan, team.id, []), 403, 'FORBIDDEN');
      refusal(await calls.disband(ivan, team.id), 403, 'FORBIDDEN');
    });

    it('a friend already in another team of the race is refused, whatever the case of the address', async () => {
      const race = await insertTeamRace(ctx.database, tenantId, {
        format: 'team',
        minMembers: 2,
        maxMembers: 5,
      });
      const anna = await account();
      const first = await teamOf(anna, race);
      view(await calls.addMember(anna, first.id, friendMember({ email: 'same@example.org' })));
      const ivan = await account(IVAN);
      const second = await teamOf(ivan, race);
      const error = refusal(
        await calls.addMember(ivan, second.id, friendMember({ email: 'SAME@example.org' })),
        409,
        'ALREADY_IN_TEAM',
      );
      expect(error.message).toContain('Пётр Петров');
    });

    it("refuses another user's relative (404), a bad friend (400) and a member past the team's size (TEAM_FULL)", async () => {
      const race = await insertTeamRace(ctx.database, tenantId);
      const anna = await account();
      const olga = await account();
      const hers = await insertCreatedRelative(ctx.database, tenantId, olga, IVAN);
      const team = await teamOf(anna, race);
      refusal(
        await calls.addMember(anna, team.id, { kind: 'relative', relativeId: hers.relativeId }),
        404,
        'NOT_FOUND',
      );
      const bad = refusal(
        await calls.addMember(anna, team.id, friendMember({ email: 'not an address', firstName: '' })),
        400,
        'VALIDATION_FAILED',
      );
      expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['email', 'firstName']);
      refusal(await calls.addMember(anna, team.id, { kind: 'stranger' }), 400, 'VALIDATION_FAILED');
      view(await calls.addMember(anna, team.id, friendMember({ email: 'one@example.org' })));
      view(await calls.addMember(anna, team.id, friendMember({ email: 'two@example.org' })));
      refusal(
        await calls.addMember(anna, team.id, friendMember({ email: 'three@example.org' })),
        409,
        'TEAM_FULL',
      );
    });

    it('refuses a member the race does not admit (NOT_ELIGIBLE)', async () => {
      const race = await insertTeamRace(ctx.database, tenantId, { gender: 'female' });
      const anna = await account();
      const team = await teamOf(anna, race);
      refusal(await calls.addMember(anna, team.id, friendMember()), 409, 'NOT_ELIGIBLE');
      refusal(await calls.join(await account(IVAN), team.joinCode), 409, 'NOT_ELIGIBLE');
    });

    it('answers a stranger 404 for every call on the team', async () => {
      const race = await insertTeamRace(ctx.database, tenantId);
      const anna = await account();
      const team = await teamOf(anna, race);
      const captainId = team.members[0]!.id;
      const stranger = await account(IVAN);
      refusal(await calls.show(stranger, team.id), 404, 'NOT_FOUND');
      refusal(await calls.disband(stranger, team.id), 404, 'NOT_FOUND');
      refusal(await calls.addMember(stranger, team.id, friendMember()), 404, 'NOT_FOUND');
      refusal(await calls.swapMember(stranger, team.id, captainId, friendMember()), 404, 'NOT_FOUND');
      refusal(await calls.removeMember(stranger, team.id, captainId), 404, 'NOT_FOUND');
      refusal(
        await calls.setStages(stranger, team.id, [{ memberId: captainId, stage: 1 }]),
        404,
        'NOT_FOUND',
      );
      // and a team that does not exist reads the same
      refusal(await calls.show(anna, 2_000_000_000), 404, 'NOT_FOUND');
      refusal(await calls.removeMember(anna, 2_000_000_000, captainId), 404, 'NOT_FOUND');
      refusal(await calls.show(null, team.id), 401, 'UNAUTHORIZED');
      // nothing changed
      expect(view(await calls.show(anna, team.id)).members).toHaveLength(1);
    });

    it('cannot remove the captain: 409 CAPTAIN_CANNOT_LEAVE, with why', async () => {
      const race = await insertTeamRace(ctx.database, tenantId);
      const anna = await account();
      const team = await teamOf(anna, race);
      const error = refusal(
        await calls.removeMember(anna, team.id, team.members[0]!.id),
        409,
        'CAPTAIN_CANNOT_LEAVE',
      );
      expect(error.message).toBe('The captain cannot be removed from the team.');
      expect(error.explanation).toContain('disband');
      refusal(
        await calls.swapMember(anna, team.id, team.members[0]!.id, friendMember()),
        409,
        'CAPTAIN_CANNOT_LEAVE',
      );
    });

    it('removes a member (the captain) and lets a member leave (204)', async () => {
      const race = await insertTeamRace(ctx.database, tenantId, {
        format: 'team',
        minMembers: 2,
        maxMembers: 4,
      });
      const anna = await account();
      const team = await teamOf(anna, race);
      const withFriend = view(await calls.addMember(anna, team.id, friendMember()));
      const ivan = await account(IVAN);
      const joined = view(await calls.join(ivan, team.joinCode));
      const friendId = withFriend.members[1]!.id;
      const ivanId = joined.members.find((m) => m.you)!.id;

      const afterRemoval = view(await calls.removeMember(anna, team.id, friendId));
      expect(afterRemoval.members.map((m) => m.name)).toEqual(['Анна Смирнова', 'Иван Смирнов']);
      // a member may only take themselves out
      refusal(await calls.removeMember(ivan, team.id, team.members[0]!.id), 404, 'NOT_FOUND');
      const left = await calls.removeMember(ivan, team.id, ivanId);
      expect(left.statusCode, left.body).toBe(204);
      refusal(await calls.show(ivan, team.id), 404, 'NOT_FOUND');
      expect(view(await calls.show(anna, team.id)).members).toHaveLength(1);
      // and may join again while there is room
      view(await calls.join(ivan, team.joinCode));
    });

    it('refuses to remove a member whose place is in an order: MEMBER_REGISTERED', async () => {
      const race = await insertTeamRace(ctx.database, tenantId, {
        format: 'team',
        minMembers: 2,
        maxMembers: 4,
        payment: 'each',
      });
      const anna = await account();
      const team = await teamOf(anna, race);
      const ivan = await account(IVAN);
      const joined = view(await calls.join(ivan, team.joinCode));
      const ivanId = joined.members.find((m) => m.you)!.id;
      const placed = await flow.order(
        ivan,
        race,
        orderBody([{ kind: 'self', form: entry(IVAN) }], 'MY_SELF', { teamId: team.id }),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const byCaptain = refusal(await calls.removeMember(anna, team.id, ivanId), 409, 'MEMBER_REGISTERED');
      expect(byCaptain.message).toContain('Иван Смирнов');
      refusal(await calls.removeMember(ivan, team.id, ivanId), 409, 'MEMBER_REGISTERED');
    });

    it("swaps a member for another person, who keeps the stage and the member's paid place", async () => {
      const race = await insertTeamRace(ctx.database, tenantId, { capacity: 5 });
      const { anna, team } = await completeRelay(race);
      const placed = await flow.order(anna, race, teamOrder(team.id));
      expect(placed.statusCode, placed.body).toBe(201);
      await pay(anna, orderPlacedSchema.parse(placed.json()).orderNumber);
      expect(view(await calls.show(anna, team.id)).members.map((m) => m.state)).toEqual([
        'paid',
        'paid',
        'paid',
      ]);
      const petr = team.members[1]!;
      expect(petr).toMatchObject({ name: 'Пётр Петров', stage: 2 });

      const swapped = view(
        await calls.swapMember(
          anna,
          team.id,
          petr.id,
          friendMember({ firstName: 'Семён', lastName: 'Семёнов', email: 'semen@example.org' }),
        ),
      );
      expect(swapped.status).toBe('registered');
      expect(swapped.members.find((m) => m.id === petr.id)).toMatchObject({
        name: 'Семён Семёнов',
        stage: 2,
        state: 'paid',
        kind: 'friend',
      });
      const [place] = await ctx.database.db
        .select()
        .from(registrations)
        .where(eq(registrations.teamMemberId, petr.id));
      expect(place).toMatchObject({
        status: 'confirmed',
        firstName: 'Семён',
        lastName: 'Семёнов',
        email: 'semen@example.org',
        stage: 2,
        teamId: team.id,
      });
      // removing them is refused: swapping is the way
      refusal(await calls.removeMember(anna, team.id, petr.id), 409, 'MEMBER_REGISTERED');
      // nor can someone in another team of the race be swapped in
      const otherCaptain = await account(IVAN);
      const other = await teamOf(otherCaptain, race);
      view(
        await calls.addMember(
          otherCaptain,
          other.id,
          friendMember({ email: 'busy@example.org', firstName: 'Занятой' }),
        ),
      );
      const busy = refusal(
        await calls.swapMember(
          anna,
          team.id,
          petr.id,
          friendMember({ email: 'busy@example.org', firstName: 'Занятой' }),
        ),
        409,
        'ALREADY_IN_TEAM',
      );
      expect(busy.message).toContain('Занятой Петров');
    });

    it("swapping a member who paid their own share leaves none of the leaver's details on the place", async () => {
      const race = await insertTeamRace(ctx.database, tenantId, { format: 'team', payment: 'each' });
      const anna = await account();
      const team = await teamOf(anna, race);
      const ivan = await account(IVAN);
      const ivanId = view(await calls.join(ivan, team.joinCode)).members.find((m) => m.you)!.id;
      const placed = await flow.order(
        ivan,
        race,
        orderBody([{ kind: 'self', form: entry({ ...IVAN, phone: '+79169998877' }) }], 'MY_SELF', {
          teamId: team.id,
        }),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const swapped = view(
        await calls.swapMember(anna, team.id, ivanId, friendMember({ email: 'new@example.org' })),
      );
      expect(swapped.members.find((m) => m.id === ivanId)).toMatchObject({
        name: 'Пётр Петров',
        state: 'registered',
      });
      const [place] = await ctx.database.db
        .select()
        .from(registrations)
        .where(eq(registrations.teamMemberId, ivanId));
      expect(place).toMatchObject({
        firstName: 'Пётр',
        personId: null,
        email: 'new@example.org',
        participantKind: 'teammate',
      });
      expect(JSON.stringify(place!.entry)).not.toContain('+79169998877');
      expect(JSON.stringify(place!.entry)).not.toContain('Иван');
      // Ivan is out of the team and holds no place: he may join another team of the race
      refusal(await calls.show(ivan, team.id), 404, 'NOT_FOUND');
      view(await calls.create(ivan, race, 'Ivan again'), 201);
    });

    it('puts members on the stages of a relay; an unknown stage is a 400 field error', async () => {
      const race = await insertTeamRace(ctx.database, tenantId);
      const anna = await account();
      const team = await teamOf(anna, race);
      const added = view(await calls.addMember(anna, team.id, friendMember()));
      const [captainId, petrId] = added.members.map((m) => m.id) as [number, number];
      const staged = view(
        await calls.setStages(anna, team.id, [
          { memberId: captainId, stage: 3 },
          { memberId: petrId, stage: 1 },
        ]),
      );
      expect(staged.members.map((m) => [m.name, m.stage])).toEqual([
        ['Анна Смирнова', 3],
        ['Пётр Петров', 1],
      ]);
      const unknown = refusal(
        await calls.setStages(anna, team.id, [
          { memberId: captainId, stage: 2 },
          { memberId: petrId, stage: 7 },
        ]),
        400,
        'VALIDATION_FAILED',
      );
      expect(unknown.fields).toEqual({ 'assignments.1.stage': 'There is no such stage in this relay' });
      // nothing was changed by the refused call
      expect(view(await calls.show(anna, team.id)).members.map((m) => m.stage)).toEqual([3, 1]);
      // a member of another team is not this team's to place
      const other = await teamOf(await account(IVAN), race);
      refusal(
        await calls.setStages(anna, team.id, [{ memberId: other.members[0]!.id, stage: 2 }]),
        404,
        'NOT_FOUND',
      );
      // a stage taken away
      expect(
        view(await calls.setStages(anna, team.id, [{ memberId: petrId, stage: null }])).members[1]!.stage,
      ).toBeNull();
    });
  });

  describe('ordering a team race', () => {
    it('refuses an order of a team race without a team: TEAM_REQUIRED', async () => {
      const race = await insertTeamRace(ctx.database, tenantId);
      const anna = await account();
      refusal(await flow.order(anna, race, orderBody([{ kind: 'self' }])), 409, 'TEAM_REQUIRED');
    });

    it('refuses the captain’s order of an incomplete relay: TEAM_INCOMPLETE', async () => {
      const race = await insertTeamRace(ctx.database, tenantId);
      const anna = await account();
      const team = await teamOf(anna, race);
      // alone
      const error = refusal(await flow.order(anna, race, teamOrder(team.id)), 409, 'TEAM_INCOMPLETE');
      expect(error.message).toBe('Add all team members to continue.');
      // three members, nobody on a stage
      await calls.addMember(anna, team.id, friendMember({ email: 'a1@example.org' }));
      const three = view(await calls.addMember(anna, team.id, friendMember({ email: 'a2@example.org' })));
      refusal(await flow.order(anna, race, teamOrder(team.id)), 409, 'TEAM_INCOMPLETE');
      // two on one stage
      view(
        await calls.setStages(
          anna,
          team.id,
          three.members.map((m, i) => ({ memberId: m.id, stage: i === 2 ? 1 : i + 1 })),
        ),
      );
      refusal(await flow.order(anna, race, teamOrder(team.id)), 409, 'TEAM_INCOMPLETE');
      expect(await registrationsOf(ctx.database, race.raceId)).toEqual([]);
    });

    it('refuses a mixed team of one gender: TEAM_INCOMPLETE', async () => {
      const race = await insertTeamRace(ctx.database, tenantId, {
        format: 'team',
        minMembers: 2,
        maxMembers: 3,
        genderRule: 'mixed',
      });
      const anna = await account();
      const team = await teamOf(anna, race);
      const olga = view(
        await calls.addMember(
          anna,
          team.id,
          friendMember({ firstName: 'Ольга', gender: 'female', email: 'o@example.org' }),
        ),
      );
      refusal(await flow.order(anna, race, teamOrder(team.id)), 409, 'TEAM_INCOMPLETE');
      view(
        await calls.swapMember(anna, team.id, olga.members[1]!.id, friendMember({ email: 'p@example.org' })),
      );
      expect((await flow.order(anna, race, teamOrder(team.id))).statusCode).toBe(201);
    });

    it('places the captain’s order of a complete relay: one place per member at the price of each', async () => {
      const race = await insertTeamRace(ctx.database, tenantId, { capacity: 5 });
      const { anna, team } = await completeRelay(race);
      const res = await flow.order(anna, race, teamOrder(team.id));
      expect(res.statusCode, res.body).toBe(201);
      const placed = orderPlacedSchema.parse(res.json());
      expect(placed).toMatchObject({
        status: 'awaiting-payment',
        total: { amount: 450_000, currency: 'RUB' },
      });

      const regs = await registrationsOf(ctx.database, race.raceId);
      expect(
        regs.map((r) => [r.participantKind, r.firstName, r.teamId, r.teamMemberId, r.stage, r.status]),
      ).toEqual([
        ['self', 'Анна', team.id, team.members[0]!.id, 1, 'pending'],
        ['teammate', 'Пётр', team.id, team.members[1]!.id, 2, 'pending'],
        ['teammate', 'Ольга', team.id, team.members[2]!.id, 3, 'pending'],
      ]);
      expect(new Set(regs.map((r) => r.orderId)).size).toBe(1);
      expect(regs.every((r) => r.userId === anna.userId)).toBe(true);
      // the success page and the account's orders show the team's places
      const page = await flow.orderPage(anna, placed.orderNumber);
      expect(page.statusCode, page.body).toBe(200);
      expect(
        registrationSuccessSchema.parse(page.json()).participants.map((p) => [p.fullName, p.kind]),
      ).toEqual([
        ['Анна Смирнова', 'self'],
        ['Пётр Петров', 'teammate'],
        ['Ольга Орлова', 'teammate'],
      ]);
      const history = await app().inject({
        url: '/api/account/orders',
        headers: accountHeaders(anna.cookie),
      });
      expect(history.statusCode, history.body).toBe(200);
      expect(history.body).toContain(placed.orderNumber);

      // the context: the team has ordered, its members' places are held
      const context = await flow.context(anna, race);
      expect(context.statusCode, context.body).toBe(200);
      const body = registrationContextSchema.parse(context.json());
      expect(body.race).toMatchObject({ format: 'relay', placesLeft: 4 });
      expect(body.team).toMatchObject({ id: team.id, status: 'ordered', heldUntil: null });
      expect(body.team!.members.map((m) => m.state)).toEqual(['registered', 'registered', 'registered']);

      // the team's places are ordered: the same order again is refused, the team is closed
      refusal(await flow.order(anna, race, teamOrder(team.id)), 409, 'ALREADY_REGISTERED');
      refusal(await calls.join(await account(IVAN), team.joinCode), 409, 'TEAM_CLOSED');
    });

    it('lets a member of a captain-pays team not order (403), nor anyone order for a team that is not theirs (404)', async () => {
      const race = await insertTeamRace(ctx.database, tenantId, {
        format: 'team',
        minMembers: 2,
        maxMembers: 4,
      });
      const anna = await account();
      const team = await teamOf(anna, race);
      const ivan = await account(IVAN);
      view(await calls.join(ivan, team.joinCode));
      refusal(
        await flow.order(
          ivan,
          race,
          orderBody([{ kind: 'self', form: entry(IVAN) }], 'MY_SELF', { teamId: team.id }),
        ),
        403,
        'FORBIDDEN',
      );
      refusal(await flow.order(await account(), race, teamOrder(team.id)), 404, 'NOT_FOUND');
      // a team of another race
      const other = await insertTeamRace(ctx.database, tenantId);
      refusal(await flow.order(anna, other, teamOrder(team.id)), 404, 'NOT_FOUND');
    });

    it('lets each member of an each-pays team order their own share', async () => {
      const race = await insertTeamRace(ctx.database, tenantId, {
        format: 'team',
        minMembers: 2,
        maxMembers: 4,
        payment: 'each',
        genderRule: 'mixed',
        capacity: 3,
      });
      const anna = await account();
      const team = await teamOf(anna, race);
      const ivan = await account(IVAN);
      const ivanId = view(await calls.join(ivan, team.joinCode)).members.find((m) => m.you)!.id;

      const res = await flow.order(
        ivan,
        race,
        orderBody([{ kind: 'self', form: entry(IVAN) }], 'MY_SELF', { teamId: team.id }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(orderPlacedSchema.parse(res.json()).total.amount).toBe(150_000);
      const [own] = await registrationsOf(ctx.database, race.raceId);
      expect(own).toMatchObject({
        participantKind: 'self',
        userId: ivan.userId,
        personId: ivan.personId,
        teamId: team.id,
        teamMemberId: ivanId,
      });
      const seen = view(await calls.show(anna, team.id));
      expect(seen.members.map((m) => [m.name, m.state])).toEqual([
        ['Анна Смирнова', 'joined'],
        ['Иван Смирнов', 'registered'],
      ]);
      // the captain's own share
      expect((await flow.order(anna, race, teamOrder(team.id))).statusCode).toBe(201);
      // a share is bought once
      refusal(
        await flow.order(
          ivan,
          race,
          orderBody([{ kind: 'self', form: entry(IVAN) }], 'MY_SELF', { teamId: team.id }),
        ),
        409,
        'ALREADY_SUBMITTED_MYSELF',
      );
      // the team takes one place of the race, not one per member
      const context = registrationContextSchema.parse((await flow.context(ivan, race)).json());
      expect(context.race.placesLeft).toBe(2);
      // an each-pays team stays open to new members after orders
      view(await calls.join(await account(IVAN), team.joinCode));
    });

    it('where each pays, the captain’s own order also pays for a member without an account', async () => {
      const race = await insertTeamRace(ctx.database, tenantId, {
        format: 'team',
        minMembers: 2,
        maxMembers: 4,
        payment: 'each',
      });
      const anna = await account();
      const team = await teamOf(anna, race);
      const friendId = view(await calls.addMember(anna, team.id, friendMember())).members.find(
        (m) => m.kind === 'friend',
      )!.id;
      const res = await flow.order(anna, race, teamOrder(team.id));
      expect(res.statusCode, res.body).toBe(201);
      expect(orderPlacedSchema.parse(res.json()).total.amount).toBe(2 * 150_000);
      const places = await registrationsOf(ctx.database, race.raceId);
      expect(places.map((p) => [p.participantKind, p.teamMemberId])).toEqual(
        expect.arrayContaining([['teammate', friendId]]),
      );
      const seen = view(await calls.show(anna, team.id));
      expect(seen.members.every((m) => m.state === 'registered')).toBe(true);
    });

    it('lets a team whose forming hold lapsed still order while the race has a place', async () => {
      const race = await insertTeamRace(ctx.database, tenantId, { capacity: 2 });
      const { anna, team } = await completeRelay(race);
      await ctx.database.db
        .update(teams)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(teams.id, team.id));
      const res = await flow.order(anna, race, teamOrder(team.id));
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await ctx.database.db.select().from(teams).where(eq(teams.id, team.id));
      expect(row!.status).toBe('active');
    });
  });

  it('answers odd input with a 4xx, never a 5xx', async () => {
    const race = await insertTeamRace(ctx.database, tenantId);
    const anna = await account();
    const team = await teamOf(anna, race);
    const captainId = team.members[0]!.id;
    const answers = [
      await calls.create(anna, race, 'x'.repeat(61)),
      await calls.create(anna, race, 'nul\u0000name'),
      await calls.create(anna, race, 42),
      await calls.join(anna, 'Z'.repeat(41)),
      await calls.join(anna, ['ABCDE-FGHJK']),
      await calls.preview(anna, 'Z'.repeat(41)),
      await calls.show(anna, 2_147_483_648),
      await app().inject({ url: '/api/teams/abc', headers: accountHeaders(anna.cookie) }),
      await calls.setStages(anna, team.id, [{ memberId: captainId, stage: 0 }]),
      await calls.setStages(anna, team.id, [{ memberId: 2_147_483_647, stage: 1 }]),
      await calls.swapMember(anna, team.id, 2_147_483_647, friendMember()),
      await calls.addMember(anna, team.id, friendMember({ birthDate: '2999-01-01' })),
      await calls.addMember(anna, team.id, { kind: 'relative', relativeId: 2_147_483_647 }),
      await flow.order(anna, race, teamOrder(2_147_483_647)),
      await flow.order(
        anna,
        race,
        orderBody([{ kind: 'self' }, { kind: 'friend', email: 'f@example.org' }], 'MY_SELF', {
          teamId: team.id,
        }),
      ),
    ];
    expect(answers.map((a) => a.statusCode >= 400 && a.statusCode < 500)).toEqual(answers.map(() => true));
    expect(view(await calls.show(anna, team.id)).members).toHaveLength(1);
  });

  describe('the registration context and the catalogue of a team race', () => {
    it("shows the team step first, the race's team rules, and the user's team once there is one", async () => {
      const race = await insertTeamRace(ctx.database, tenantId, { capacity: 4 });
      const anna = await account();
      const before = registrationContextSchema.parse((await flow.context(anna, race)).json());
      expect(before.steps).toEqual(['team', 'my-form', 'order']);
      expect(before.race).toMatchObject({
        format: 'relay',
        placesLeft: 4,
        team: { format: 'relay', payment: 'captain', minMembers: 3, maxMembers: 3, genderRule: 'any' },
      });
      expect(before.race.team!.stages.map((s) => [s.position, s.lengthM])).toEqual([
        [1, 5_000],
        [2, 10_000],
        [3, 5_000],
      ]);
      expect(before.team).toBeNull();

      const team = await teamOf(anna, race);
      const ivan = await account(IVAN);
      view(await calls.join(ivan, team.joinCode));
      const captains = registrationContextSchema.parse((await flow.context(anna, race)).json());
      expect(captains.team).toMatchObject({ id: team.id, role: 'captain', status: 'forming' });
      expect(captains.race.placesLeft).toBe(3);
      const members = registrationContextSchema.parse((await flow.context(ivan, race)).json());
      expect(members.team).toMatchObject({ id: team.id, role: 'member' });

      // an individual race has neither
      const single = registrationContextSchema.parse(
        (await flow.context(anna, await insertRace(ctx.database, tenantId))).json(),
      );
      expect(single.race).toMatchObject({ format: 'individual', team: null });
      expect(single.team).toBeNull();
      expect(single.steps[0]).toBe('participants');
    });

    it('counts teams, not members, in the places left of the event page and the list', async () => {
      const race = await insertTeamRace(ctx.database, tenantId, { capacity: 5 });
      const marker = `Relay ${Date.now()}`;
      await ctx.database.db.execute(sql`update events set name_en = ${marker} where id = ${race.eventId}`);
      const { anna, team } = await completeRelay(race);
      await flow.order(anna, race, teamOrder(team.id));
      await teamOf(await account(IVAN), race);

      const page = await ctx.app.inject({
        url: `/api/event/${race.eventCode}`,
        headers: { cookie: '_rr_culture=c%3Den%7Cuic%3Den' },
      });
      expect(page.statusCode, page.body).toBe(200);
      const detail = eventDetailSchema.parse(page.json());
      expect(detail.placesLeft).toBe(3);
      expect((detail as { races?: { placesLeft: number | null; format: string }[] }).races).toEqual([
        expect.objectContaining({ placesLeft: 3, format: 'relay' }),
      ]);
      const list = await ctx.app.inject({
        url: `/api/events/list?type=all&q=${encodeURIComponent(marker)}&language=en`,
      });
      expect(list.statusCode, list.body).toBe(200);
      const items = (list.json() as { items: { code: string; placesLeft: number | null }[] }).items;
      expect(items.find((i) => i.code === race.eventCode)?.placesLeft).toBe(3);
    });
  });
});
