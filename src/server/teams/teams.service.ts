import { eligibility, type RaceRequirements } from '../../shared/domain/race-eligibility.js';
import { canRegister, raceState } from '../../shared/domain/race-state.js';
import type { EventStatus } from '../../shared/domain/event-status.js';
import {
  formatJoinCode,
  isJoinCodeShape,
  normalizeJoinCode,
  relayMemberRange,
  teamComplete,
  TEAM_FORMING_HOURS,
  teamNameKey,
  type TeamRules,
} from '../../shared/domain/teams.js';
import type {
  RaceTeam,
  TeamMemberInput,
  TeamPreview,
  TeamStages,
  TeamView,
} from '../../shared/schemas/teams.js';
import { VALIDATION_MESSAGES } from '../../shared/validation-messages.js';
import { fullNameOf } from '../accounts/person-view.js';
import { createProfileRepo } from '../accounts/profile.repo.js';
import { ownPersonOf } from '../accounts/profile.service.js';
import { createRelativesRepo } from '../accounts/relatives.repo.js';
import { pick } from '../catalogue/cards.js';
import type { Db, Executor, Transaction } from '../db/client.js';
import type { PersonRow, RaceRow, TeamMemberRow, TeamRow } from '../db/schema.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import {
  createRegistrationRepo,
  type EventOfRace,
  type RaceOfEvent,
} from '../registration/registration.repo.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { createTeamsRepo, uniqueViolationOf, type MemberWithState } from './teams.repo.js';

/** Join-code look-ups a user may make in a window: codes are for typing, not for guessing. */
export const TEAM_CODE_ATTEMPTS = 30;
export const TEAM_CODE_WINDOW_MS = 10 * 60 * 1000;

const FORMING_MS = TEAM_FORMING_HOURS * 60 * 60 * 1000;

/** A race's team rules (teams.ts), its stages as stored; null for an individual race. */
export function teamRulesOf(
  race: RaceRow,
  stages: { position: number; minParticipants: number | null; maxParticipants: number | null }[],
): TeamRules | null {
  if (race.format === 'individual') return null;
  const own = { min: race.teamMinMembers ?? 1, max: race.teamMaxMembers ?? race.teamMinMembers ?? 1 };
  const rules = stages.map((s) => ({ position: s.position, min: s.minParticipants, max: s.maxParticipants }));
  const range = race.format === 'relay' ? relayMemberRange(rules, own) : own;
  return {
    format: race.format,
    minMembers: range.min,
    maxMembers: range.max,
    genderRule: race.teamGenderRule,
    stages: race.format === 'relay' ? rules : [],
  };
}

const requirementsOf = (event: EventOfRace, race: RaceRow): RaceRequirements => ({
  startsAt: race.startsAt,
  timeZone: event.timeZone,
  gender: race.gender,
  minAge: race.minAge,
  maxAge: race.maxAge,
});

/**
 * Whether registration for the race is open at `now` (its places are the teams' count, decided apart), in
 * the event's lifecycle status (event-status.ts).
 */
function registrationOpen(race: RaceRow, now: Date, eventStatus: EventStatus): boolean {
  return canRegister(
    raceState({
      now,
      startsAt: race.startsAt,
      opensAt: race.registrationOpensAt,
      closesAt: race.registrationClosesAt,
      capacity: null,
      taken: 0,
      disabled: race.registrationDisabled,
      eventStatus,
    }),
  );
}

/** Who a new member is, as a team_members row takes it. */
type MemberIdentity = Pick<
  TeamMemberRow,
  'kind' | 'personId' | 'userId' | 'email' | 'firstName' | 'lastName' | 'gender' | 'birthDate'
>;

const identityOfPerson = (
  person: PersonRow,
  kind: 'self' | 'relative' | 'joined',
  userId: number | null,
): MemberIdentity => ({
  kind,
  personId: person.id,
  userId,
  email: null,
  firstName: person.firstName,
  lastName: person.lastName,
  gender: person.gender === 'unknown' ? null : person.gender,
  birthDate: person.birthDate,
});

/**
 * Teams of team and relay races (issue 17): creating one in the registration flow's team step, joining by
 * code, the captain's members and stages, removing and swapping before the deadline. Places: an active team
 * takes one of its race's places (teams.repo.ts `teamTakesPlace`), decided under the race's row lock like
 * individual places; a team's member slots under the team's row lock.
 */
export function createTeamsService(
  deps: { db: Db; limiter: RateLimiter },
  clock: () => Date = () => new Date(),
) {
  const { db, limiter } = deps;

  async function rulesOf(executor: Executor, ctx: RequestContext, race: RaceRow): Promise<TeamRules | null> {
    if (race.format === 'individual') return null;
    return teamRulesOf(race, await createTeamsRepo(executor, ctx.tenant.id).stagesOf(race.id));
  }

  /** The race's team rules as the answers show them (stage names in the request's language). */
  async function raceTeam(executor: Executor, ctx: RequestContext, race: RaceRow): Promise<RaceTeam | null> {
    if (race.format === 'individual') return null;
    const stages = await createTeamsRepo(executor, ctx.tenant.id).stagesOf(race.id);
    const rules = teamRulesOf(race, stages)!;
    return {
      format: rules.format,
      payment: race.teamPayment,
      minMembers: rules.minMembers,
      maxMembers: rules.maxMembers,
      genderRule: rules.genderRule,
      stages:
        race.format === 'relay'
          ? stages.map((s) => ({
              position: s.position,
              name: pick(ctx.language, s.nameRu, s.nameEn),
              lengthM: s.lengthM,
              min: s.minParticipants,
              max: s.maxParticipants,
            }))
          : [],
    };
  }

  /** A team as its captain or a member sees it. */
  async function viewOf(
    executor: Executor,
    ctx: RequestContext,
    team: TeamRow,
    userId: number,
  ): Promise<TeamView> {
    const repo = createTeamsRepo(executor, ctx.tenant.id);
    const now = clock();
    const [found, members, ordered] = await Promise.all([
      repo.raceOfTeam(team),
      repo.members(team.id, now),
      repo.hasLiveOrder(team.id, now),
    ]);
    if (!found) throw new DomainError('NOT_FOUND');
    const { event, race } = found;
    const rules = (await raceTeam(executor, ctx, race))!;
    const own = await createProfileRepo(executor, ctx.tenant.id).findOwnPerson(userId);
    const captain = members.find((m) => m.role === 'captain');
    const open = registrationOpen(race, now, event.status);
    const everyonePaid = members.length > 0 && members.every((m) => m.state === 'paid');
    return {
      id: team.id,
      name: team.name,
      joinCode: formatJoinCode(team.joinCode),
      role: team.captainUserId === userId ? 'captain' : 'member',
      captainName: captain ? `${captain.firstName} ${captain.lastName}`.trim() : '',
      event: {
        code: event.code,
        name: pick(ctx.language, event.nameRu, event.nameEn),
        startsAt: event.startsAt.toISOString(),
        timeZone: event.timeZone,
      },
      race: { code: race.code, name: pick(ctx.language, race.nameRu, race.nameEn) },
      rules,
      members: members.map((m) => ({
        id: m.id,
        name: `${m.firstName} ${m.lastName}`.trim(),
        gender: m.gender,
        stage: m.stage,
        role: m.role,
        kind: m.kind,
        state: m.state,
        you: m.userId === userId || (own !== null && m.personId === own.id),
      })),
      status: everyonePaid ? 'registered' : ordered ? 'ordered' : 'forming',
      heldUntil: ordered ? null : (team.expiresAt?.toISOString() ?? null),
      deadline: (race.registrationClosesAt ?? race.startsAt).toISOString(),
      editable: open,
    };
  }

  /** The active team `teamId` the user is in (captain or member); anyone else: 404. */
  async function teamOfUser(executor: Executor, ctx: RequestContext, teamId: number, userId: number) {
    const repo = createTeamsRepo(executor, ctx.tenant.id);
    const team = await repo.team(teamId);
    if (!team) throw new DomainError('NOT_FOUND');
    if (team.captainUserId === userId) return team;
    const own = await createProfileRepo(executor, ctx.tenant.id).findOwnPerson(userId);
    const members = await repo.members(team.id, clock());
    if (!members.some((m) => m.userId === userId || (own !== null && m.personId === own.id))) {
      throw new DomainError('NOT_FOUND');
    }
    return team;
  }

  /**
   * The captain's change of the team, in one transaction under the team's row lock: the team must be
   * theirs and registration still open; `work` makes the change; the answer is the team as it now is.
   * A unique index refusing the change is the caller's to read (memberRefusal, with the member's name).
   */
  async function asCaptain(
    ctx: RequestContext,
    teamId: number,
    work: (tx: Transaction, team: TeamRow, found: RaceOfEvent, members: MemberWithState[]) => Promise<void>,
  ): Promise<TeamView> {
    const userId = userIdOf(signedInUser(ctx));
    return tenantTransaction(db, ctx.tenant.id, async (tx) => {
      const repo = createTeamsRepo(tx, ctx.tenant.id);
      const team = await repo.team(teamId, { lock: true });
      if (!team) throw new DomainError('NOT_FOUND');
      if (team.captainUserId !== userId) {
        // a member sees the team but may not change it; anyone else: not found
        await teamOfUser(tx, ctx, teamId, userId);
        throw new DomainError('FORBIDDEN');
      }
      const found = await repo.raceOfTeam(team);
      if (!found) throw new DomainError('NOT_FOUND');
      if (!registrationOpen(found.race, clock(), found.event.status)) throw new DomainError('TEAM_CLOSED');
      await work(tx, team, found, await repo.members(team.id, clock()));
      return viewOf(tx, ctx, team, userId);
    });
  }

  /** The unique indexes refusing a member as the refusals users read; null for any other error. */
  function memberRefusal(error: unknown, name = ''): DomainError | null {
    const index = uniqueViolationOf(error);
    if (index === 'team_members_race_person_unique' || index === 'team_members_race_email_unique') {
      return new DomainError('ALREADY_IN_TEAM', { params: { name } });
    }
    if (index === 'teams_race_name_active_unique')
      return new DomainError('TEAM_EXISTS', { params: { teamCode: 1 } });
    if (index === 'teams_race_captain_active_unique')
      return new DomainError('TEAM_EXISTS', { params: { teamCode: 2 } });
    if (index === 'registrations_race_person_active_unique') {
      return new DomainError('ALREADY_REGISTERED', { params: { name } });
    }
    return null;
  }

  /** Who the captain adds: a relative of their family group (anyone else's: 404), or a friend. */
  async function identityOf(
    executor: Executor,
    ctx: RequestContext,
    userId: number,
    input: TeamMemberInput,
  ): Promise<MemberIdentity> {
    if (input.kind === 'relative') {
      const relative = await createRelativesRepo(executor, ctx.tenant.id).byId(userId, input.relativeId);
      if (!relative || relative.status !== 'active') throw new DomainError('NOT_FOUND');
      // a relative with their own account pays and is reached through it
      return identityOfPerson(relative.person, 'relative', relative.person.accountUserId);
    }
    return {
      kind: 'friend',
      personId: null,
      userId: null,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      gender: input.gender,
      birthDate: input.birthDate,
    };
  }

  /** A member the race does not admit (its gender and age limits, on what is known): NOT_ELIGIBLE. */
  function checkEligible(found: RaceOfEvent, who: MemberIdentity) {
    const verdict = eligibility(
      { gender: who.gender ?? 'unknown', birthDate: who.birthDate },
      requirementsOf(found.event, found.race),
    );
    // a detail missing from a profile is asked at the order; only a known mismatch is refused here
    if (!verdict.eligible && verdict.reason !== 'gender-unknown' && verdict.reason !== 'birth-date-unknown') {
      throw new DomainError('NOT_ELIGIBLE', { params: { name: `${who.firstName} ${who.lastName}`.trim() } });
    }
  }

  /** A join code as typed, looked up in this tenant: unknown, malformed or lapsed all read "not found" (code 3). */
  async function teamByTypedCode(executor: Executor, ctx: RequestContext, typed: string, userId: number) {
    await limiter.take([
      {
        bucket: `team-code:${ctx.tenant.id}:${userId}`,
        limit: TEAM_CODE_ATTEMPTS,
        windowMs: TEAM_CODE_WINDOW_MS,
        error: 'TEAM_CODE_LIMIT',
      },
    ]);
    const code = normalizeJoinCode(typed);
    if (!code) {
      throw new DomainError('VALIDATION_FAILED', {
        fields: { code: VALIDATION_MESSAGES.codeRequired[ctx.language] },
      });
    }
    const repo = createTeamsRepo(executor, ctx.tenant.id);
    const team = isJoinCodeShape(code) ? await repo.teamByCode(code) : null;
    if (!team || !(await repo.takesPlace(team.id, clock()))) throw new DomainError('TEAM_NOT_FOUND');
    return team;
  }

  return {
    raceTeam,
    rulesOf,
    viewOf,

    /** The user's team in a race (captain or member), as the registration flow's context shows it. */
    async teamInRace(
      executor: Executor,
      ctx: RequestContext,
      raceId: number,
      userId: number,
    ): Promise<TeamView | null> {
      const team = await createTeamsRepo(executor, ctx.tenant.id).teamOfUserInRace(userId, raceId);
      return team ? viewOf(executor, ctx, team, userId) : null;
    },

    /**
     * POST /api/registration/:eventCode/:raceCode/team. Under the race's row lock (DESIGN §5): forming teams
     * past their hold are expired, the captain's existing team (code 2) and the name (code 1) checked, the
     * teams taking places counted against the race's capacity; then the team and its captain are written.
     */
    async create(ctx: RequestContext, eventCode: string, raceCode: string, name: string): Promise<TeamView> {
      const userId = userIdOf(signedInUser(ctx));
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const registration = createRegistrationRepo(tx, ctx.tenant.id);
        const found = await registration.raceByCodes(eventCode, raceCode);
        if (!found || found.race.format === 'individual') throw new DomainError('NOT_FOUND');
        const race = await registration.lockRace(found.race.id);
        if (!race) throw new DomainError('NOT_FOUND');
        const now = clock();
        if (!registrationOpen(race, now, found.event.status)) {
          throw new DomainError('REGISTRATION_NOT_POSSIBLE');
        }
        const repo = createTeamsRepo(tx, ctx.tenant.id);
        await repo.expireTeamsOfRace(race.id, now);
        const own = await ownPersonOf(createProfileRepo(tx, ctx.tenant.id), userId);
        const current = await repo.teamOfUserInRace(userId, race.id);
        if (current?.captainUserId === userId)
          throw new DomainError('TEAM_EXISTS', { params: { teamCode: 2 } });
        if (current) throw new DomainError('ALREADY_IN_TEAM', { params: { name: fullNameOf(own) } });
        const captain = identityOfPerson(own, 'self', userId);
        checkEligible({ event: found.event, race }, captain);
        if (race.capacity !== null && (await repo.placesTaken(race.id, now)) >= race.capacity) {
          throw new DomainError('LIMIT_REACHED');
        }
        const team = await repo.insertTeam({
          eventId: found.event.id,
          raceId: race.id,
          name: name.trim().replace(/\s+/g, ' '),
          nameKey: teamNameKey(name),
          captainUserId: userId,
          expiresAt: new Date(now.getTime() + FORMING_MS),
          createdAt: now,
        });
        await repo.insertMember({
          ...captain,
          teamId: team.id,
          raceId: race.id,
          role: 'captain',
          joinedAt: now,
        });
        return viewOf(tx, ctx, team, userId);
      }).catch((error: unknown) => {
        throw memberRefusal(error) ?? error;
      });
    },

    /** GET /api/teams/join/:code: the team a code names, before joining it. */
    async preview(ctx: RequestContext, typed: string): Promise<TeamPreview> {
      const userId = userIdOf(signedInUser(ctx));
      const team = await teamByTypedCode(db, ctx, typed, userId);
      const repo = createTeamsRepo(db, ctx.tenant.id);
      const [found, members] = await Promise.all([repo.raceOfTeam(team), repo.members(team.id, clock())]);
      if (!found) throw new DomainError('TEAM_NOT_FOUND');
      const rules = (await rulesOf(db, ctx, found.race))!;
      const own = await createProfileRepo(db, ctx.tenant.id).findOwnPerson(userId);
      const captain = members.find((m) => m.role === 'captain');
      return {
        name: team.name,
        captainName: captain ? `${captain.firstName} ${captain.lastName}`.trim() : '',
        event: {
          code: found.event.code,
          name: pick(ctx.language, found.event.nameRu, found.event.nameEn),
          startsAt: found.event.startsAt.toISOString(),
          timeZone: found.event.timeZone,
        },
        race: { code: found.race.code, name: pick(ctx.language, found.race.nameRu, found.race.nameEn) },
        members: members.length,
        maxMembers: rules.maxMembers,
        full: members.length >= rules.maxMembers,
        payment: found.race.teamPayment,
        member: members.some((m) => m.userId === userId || (own !== null && m.personId === own.id)),
      };
    },

    /**
     * POST /api/teams/join. Under the team's row lock: a member already ('You are already a member'), a full
     * team, a team whose captain has ordered for everyone, a closed registration are refused; a runner in
     * another team of the race is refused by the one-team-per-race index.
     */
    async join(ctx: RequestContext, typed: string): Promise<TeamView> {
      const userId = userIdOf(signedInUser(ctx));
      const found = await teamByTypedCode(db, ctx, typed, userId);
      let name = '';
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const repo = createTeamsRepo(tx, ctx.tenant.id);
        const team = await repo.team(found.id, { lock: true });
        const now = clock();
        if (!team || !(await repo.takesPlace(team.id, now))) throw new DomainError('TEAM_NOT_FOUND');
        const of = await repo.raceOfTeam(team);
        if (!of) throw new DomainError('TEAM_NOT_FOUND');
        const own = await ownPersonOf(createProfileRepo(tx, ctx.tenant.id), userId);
        name = fullNameOf(own);
        const members = await repo.members(team.id, now);
        if (
          team.captainUserId === userId ||
          members.some((m) => m.userId === userId || m.personId === own.id)
        ) {
          throw new DomainError('ALREADY_MEMBER');
        }
        if (!registrationOpen(of.race, now, of.event.status)) throw new DomainError('TEAM_CLOSED');
        if (of.race.teamPayment === 'captain' && (await repo.hasLiveOrder(team.id, now))) {
          throw new DomainError('TEAM_CLOSED');
        }
        const rules = (await rulesOf(tx, ctx, of.race))!;
        if (members.length >= rules.maxMembers) throw new DomainError('TEAM_FULL');
        const who = identityOfPerson(own, 'joined', userId);
        checkEligible(of, who);
        await repo.releaseLapsed(team.raceId, who, now);
        await repo.insertMember({
          ...who,
          teamId: team.id,
          raceId: team.raceId,
          role: 'member',
          joinedAt: now,
        });
        return viewOf(tx, ctx, team, userId);
      }).catch((error: unknown) => {
        throw memberRefusal(error, name) ?? error;
      });
    },

    /** GET /api/teams/:id */
    async show(ctx: RequestContext, teamId: number): Promise<TeamView> {
      const userId = userIdOf(signedInUser(ctx));
      return tenantTransaction(db, ctx.tenant.id, async (tx) =>
        viewOf(tx, ctx, await teamOfUser(tx, ctx, teamId, userId), userId),
      );
    },

    /** GET /api/account/teams: every active team the user captains or is in. */
    async ofUser(ctx: RequestContext): Promise<TeamView[]> {
      const userId = userIdOf(signedInUser(ctx));
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const list = await createTeamsRepo(tx, ctx.tenant.id).teamsOfUser(userId);
        const views: TeamView[] = [];
        for (const team of list) views.push(await viewOf(tx, ctx, team, userId));
        return views;
      });
    },

    /** POST /api/teams/:id/members: the captain adds a relative or a friend, while a slot is left. */
    async addMember(ctx: RequestContext, teamId: number, input: TeamMemberInput): Promise<TeamView> {
      const userId = userIdOf(signedInUser(ctx));
      let name = input.kind === 'friend' ? `${input.firstName} ${input.lastName}` : '';
      return asCaptain(ctx, teamId, async (tx, team, found, members) => {
        const repo = createTeamsRepo(tx, ctx.tenant.id);
        if (found.race.teamPayment === 'captain' && (await repo.hasLiveOrder(team.id, clock()))) {
          throw new DomainError('TEAM_CLOSED');
        }
        const rules = (await rulesOf(tx, ctx, found.race))!;
        if (members.length >= rules.maxMembers) throw new DomainError('TEAM_FULL');
        const who = await identityOf(tx, ctx, userId, input);
        name = `${who.firstName} ${who.lastName}`.trim();
        checkEligible(found, who);
        await repo.releaseLapsed(team.raceId, who, clock());
        await repo.insertMember({
          ...who,
          teamId: team.id,
          raceId: team.raceId,
          role: 'member',
          joinedAt: clock(),
        });
      }).catch((error: unknown) => {
        throw memberRefusal(error, name) ?? error;
      });
    },

    /**
     * DELETE /api/teams/:id/members/:memberId: the captain removes a member, or a member leaves. The captain
     * cannot be removed (with the reason); a member whose place is in an order can only be swapped.
     */
    async removeMember(ctx: RequestContext, teamId: number, memberId: number): Promise<TeamView | null> {
      const userId = userIdOf(signedInUser(ctx));
      const team = await createTeamsRepo(db, ctx.tenant.id).team(teamId);
      if (team && team.captainUserId !== userId) {
        // a member leaving the team by themselves
        return tenantTransaction(db, ctx.tenant.id, async (tx) => {
          const repo = createTeamsRepo(tx, ctx.tenant.id);
          const locked = await repo.team(teamId, { lock: true });
          if (!locked) throw new DomainError('NOT_FOUND');
          const own = await createProfileRepo(tx, ctx.tenant.id).findOwnPerson(userId);
          const members = await repo.members(teamId, clock());
          const member = members.find((m) => m.id === memberId);
          if (!member || !(member.userId === userId || (own !== null && member.personId === own.id))) {
            throw new DomainError('NOT_FOUND');
          }
          const of = await repo.raceOfTeam(locked);
          if (!of || !registrationOpen(of.race, clock(), of.event.status)) {
            throw new DomainError('TEAM_CLOSED');
          }
          if (member.state !== 'joined') {
            throw new DomainError('MEMBER_REGISTERED', {
              params: { name: `${member.firstName} ${member.lastName}` },
            });
          }
          await repo.deleteMember(member.id);
          return null;
        });
      }
      return asCaptain(ctx, teamId, async (tx, _team, _found, members) => {
        const member = members.find((m) => m.id === memberId);
        if (!member) throw new DomainError('NOT_FOUND');
        if (member.role === 'captain') throw new DomainError('CAPTAIN_CANNOT_LEAVE');
        if (member.state !== 'joined') {
          throw new DomainError('MEMBER_REGISTERED', {
            params: { name: `${member.firstName} ${member.lastName}` },
          });
        }
        await createTeamsRepo(tx, ctx.tenant.id).deleteMember(member.id);
      });
    },

    /**
     * PUT /api/teams/:id/members/:memberId: the captain swaps a member for another person, who keeps the
     * member's stage and, where it is in an order or paid, their place.
     */
    async swapMember(
      ctx: RequestContext,
      teamId: number,
      memberId: number,
      input: TeamMemberInput,
    ): Promise<TeamView> {
      const userId = userIdOf(signedInUser(ctx));
      let name = input.kind === 'friend' ? `${input.firstName} ${input.lastName}` : '';
      return asCaptain(ctx, teamId, async (tx, _team, found, members) => {
        const member = members.find((m) => m.id === memberId);
        if (!member) throw new DomainError('NOT_FOUND');
        if (member.role === 'captain') throw new DomainError('CAPTAIN_CANNOT_LEAVE');
        const who = await identityOf(tx, ctx, userId, input);
        name = `${who.firstName} ${who.lastName}`.trim();
        checkEligible(found, who);
        const repo = createTeamsRepo(tx, ctx.tenant.id);
        await repo.releaseLapsed(found.race.id, who, clock());
        await repo.updateMember(member.id, who);
        if (member.registrationId !== null) await repo.transferRegistration(member.registrationId, who);
      }).catch((error: unknown) => {
        throw memberRefusal(error, name) ?? error;
      });
    },

    /** PUT /api/teams/:id/stages: the captain puts members on a relay's stages (counts are checked at Continue). */
    async setStages(ctx: RequestContext, teamId: number, body: TeamStages): Promise<TeamView> {
      return asCaptain(ctx, teamId, async (tx, team, found, members) => {
        const rules = (await rulesOf(tx, ctx, found.race))!;
        const positions = new Set(rules.stages.map((s) => s.position));
        const fields: Record<string, string> = {};
        for (const [i, a] of body.assignments.entries()) {
          if (!members.some((m) => m.id === a.memberId)) throw new DomainError('NOT_FOUND');
          if (a.stage !== null && !positions.has(a.stage)) {
            fields[`assignments.${i}.stage`] = VALIDATION_MESSAGES.stageUnknown[ctx.language];
          }
        }
        if (Object.keys(fields).length) throw new DomainError('VALIDATION_FAILED', { fields });
        const repo = createTeamsRepo(tx, ctx.tenant.id);
        for (const a of body.assignments) await repo.updateMember(a.memberId, { stage: a.stage });
        // once the captain's order holds the team's places, the stages may change only within the rules
        if (found.race.teamPayment === 'captain' && (await repo.hasLiveOrder(team.id, clock()))) {
          if (!teamComplete(rules, await repo.members(team.id, clock())))
            throw new DomainError('TEAM_INCOMPLETE');
        }
        await repo.syncRegistrationStages(team.id);
      });
    },

    /** DELETE /api/teams/:id: the captain disbands a team nothing has been ordered for; its place is freed. */
    async disband(ctx: RequestContext, teamId: number): Promise<void> {
      await asCaptain(ctx, teamId, async (tx, team) => {
        const repo = createTeamsRepo(tx, ctx.tenant.id);
        if (await repo.hasLiveOrder(team.id, clock())) throw new DomainError('TEAM_CLOSED');
        await repo.setStatus(team.id, 'disbanded');
        await repo.deleteMembersOf(team.id);
      });
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
