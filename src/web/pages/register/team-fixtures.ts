import type { RegistrationContext } from '../../../shared/schemas/registration.js';
import type {
  RaceTeam,
  TeamMember,
  TeamPreview,
  TeamStages,
  TeamView,
} from '../../../shared/schemas/teams.js';
import { json, mockApi, type Routes } from '../../test/api.js';
import { ME, raceContext, registrationServer } from './register-fixtures.js';

/** Test fixtures of team races (issue 17): the rules, a team as its captain or a member sees it, its server. */

export const TEAM_ID = 77;
export const JOIN_CODE = 'ABCDE-FGHJK';

/** A team race of 3 to 4 members; the captain pays for everyone. */
export const TEAM_RULES: RaceTeam = {
  format: 'team',
  payment: 'captain',
  minMembers: 3,
  maxMembers: 4,
  genderRule: 'any',
  stages: [],
};

/** A relay of three stages: exactly 1, 1–2, from 1. */
export const RELAY_RULES: RaceTeam = {
  format: 'relay',
  payment: 'captain',
  minMembers: 3,
  maxMembers: 4,
  genderRule: 'any',
  stages: [
    { position: 1, name: 'Swim', lengthM: 1500, min: 1, max: 1 },
    { position: 2, name: 'Bike', lengthM: 40000, min: 1, max: 2 },
    { position: 3, name: 'Run', lengthM: 10000, min: 1, max: null },
  ],
};

export function member(id: number, name: string, overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id,
    name,
    gender: 'female',
    stage: null,
    role: 'member',
    kind: 'joined',
    state: 'joined',
    you: false,
    ...overrides,
  };
}

/** Me as my team's captain. */
export const CAPTAIN = member(10, ME.fullName, { role: 'captain', kind: 'self', you: true });
export const OLGA_MEMBER = member(11, 'Ольга Петрова', { kind: 'relative' });
export const PETR_MEMBER = member(12, 'Пётр Сидоров', { gender: 'male', kind: 'friend' });

/** My team "Быстрые": me as its captain, alone in it yet. */
export function teamView(overrides: Partial<TeamView> = {}): TeamView {
  const rules = overrides.rules ?? TEAM_RULES;
  return {
    id: TEAM_ID,
    name: 'Быстрые',
    joinCode: JOIN_CODE,
    role: 'captain',
    captainName: ME.fullName,
    event: raceContext().event,
    race: { code: '10k', name: '10 км' },
    rules,
    members: [CAPTAIN],
    status: 'forming',
    heldUntil: '2030-06-01T09:00:00.000Z',
    deadline: null,
    editable: true,
    ...overrides,
  };
}

/** The register page's context of a team race (team, my form, my order), with my team or none. */
export function teamContext(team: TeamView | null, rules: RaceTeam = team?.rules ?? TEAM_RULES) {
  const base = raceContext();
  return raceContext({
    race: { ...base.race, format: rules.format, team: rules },
    team,
    steps: ['team', 'my-form', 'order'],
  });
}

/** The join page's look-up of a code: the team, its captain and race. */
export function teamPreview(overrides: Partial<TeamPreview> = {}): TeamPreview {
  return {
    name: 'Быстрые',
    captainName: 'Иван Смирнов',
    event: raceContext().event,
    race: { code: '10k', name: '10 км' },
    members: 2,
    maxMembers: 4,
    full: false,
    payment: 'each',
    member: false,
    ...overrides,
  };
}

/**
 * Answers the registration's calls for a team race, with the team kept as the server would: the context
 * is read afresh after each change, so it answers the team as the last change left it. `setTeam` is for
 * the test's own answers; stages set with PUT are applied to the team kept.
 */
export function teamServer(start: RegistrationContext, routes: Routes = {}) {
  const state = { context: start };
  const setTeam = (team: TeamView | null) => {
    state.context = { ...state.context, team };
    return team;
  };
  registrationServer({ context: start });
  mockApi({
    'GET /api/registration/white-nights/10k': () => json(state.context),
    'PUT /api/teams/:id/stages': ({ body }) => {
      const team = state.context.team!;
      const { assignments } = body as TeamStages;
      const members = team.members.map((m) => {
        const given = assignments.find((a) => a.memberId === m.id);
        return given ? { ...m, stage: given.stage } : m;
      });
      return json(setTeam({ ...team, members }));
    },
    ...routes,
  });
  return { state, setTeam };
}
