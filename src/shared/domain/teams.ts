/*
 * Teams and relays (issue 17; SPEC §3 team: name, members, participants per stage, count range from / to /
 * exact; §5 team rules). Pure: the server decides with it under the team's row lock, the team step shows
 * the same problems before the captain presses Continue.
 */

export const RACE_FORMATS = ['individual', 'team', 'relay'] as const;
export type RaceFormat = (typeof RACE_FORMATS)[number];

/** Who pays a team race: the captain for every member in one order, or each member their own share. */
export const TEAM_PAYMENTS = ['captain', 'each'] as const;
export type TeamPayment = (typeof TEAM_PAYMENTS)[number];

/** A team's composition rule: any, or at least one man and one woman. */
export const TEAM_GENDER_RULES = ['any', 'mixed'] as const;
export type TeamGenderRule = (typeof TEAM_GENDER_RULES)[number];

/** How long a team that has not ordered yet keeps its place in the race (its captain's members join meanwhile). */
export const TEAM_FORMING_HOURS = 72;

/** A stage of a relay: its participant count as the organizer set it (from, to or exact). */
export interface StageRule {
  position: number;
  /** null: no minimum ("to"). */
  min: number | null;
  /** null: no maximum ("from"). */
  max: number | null;
}

export interface TeamRules {
  format: Exclude<RaceFormat, 'individual'>;
  minMembers: number;
  maxMembers: number;
  genderRule: TeamGenderRule;
  /** A relay's stages in order; a team race has none. */
  stages: readonly StageRule[];
}

export interface TeamMemberFacts {
  gender: 'male' | 'female' | null;
  /** The stage's position; null: not assigned yet. */
  stage: number | null;
}

/** The count range as the organizer states it: "from 2", "up to 3", "exactly 1", "2–3". */
export type StageCount =
  | { kind: 'exact'; count: number }
  | { kind: 'from'; min: number }
  | { kind: 'to'; max: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'any' };

export function stageCount(stage: Pick<StageRule, 'min' | 'max'>): StageCount {
  const { min, max } = stage;
  if (min !== null && max !== null)
    return min === max ? { kind: 'exact', count: min } : { kind: 'range', min, max };
  if (min !== null) return { kind: 'from', min };
  if (max !== null) return { kind: 'to', max };
  return { kind: 'any' };
}

/** Whether a number of participants fits a stage's count. */
export function fitsStage(stage: Pick<StageRule, 'min' | 'max'>, count: number): boolean {
  return (stage.min === null || count >= stage.min) && (stage.max === null || count <= stage.max);
}

/** What keeps a team from continuing, in the order the team step shows them. */
export type TeamProblem =
  | { code: 'members-missing'; have: number; need: number }
  | { code: 'too-many-members'; have: number; max: number }
  | { code: 'stage-unassigned'; count: number }
  | { code: 'stage-below-min'; stage: number; have: number; min: number }
  | { code: 'stage-above-max'; stage: number; have: number; max: number }
  | { code: 'mixed-gender' };

/**
 * The team's problems against its race's rules: too few or too many members, members of a relay without a
 * stage, a stage outside its count, a mixed team of one gender. None: the team is complete.
 */
export function teamProblems(rules: TeamRules, members: readonly TeamMemberFacts[]): TeamProblem[] {
  const problems: TeamProblem[] = [];
  const have = members.length;
  if (have < rules.minMembers) problems.push({ code: 'members-missing', have, need: rules.minMembers });
  if (have > rules.maxMembers) problems.push({ code: 'too-many-members', have, max: rules.maxMembers });
  if (rules.format === 'relay') {
    const unassigned = members.filter((m) => m.stage === null).length;
    if (unassigned > 0) problems.push({ code: 'stage-unassigned', count: unassigned });
    for (const stage of rules.stages) {
      const count = members.filter((m) => m.stage === stage.position).length;
      if (stage.min !== null && count < stage.min)
        problems.push({ code: 'stage-below-min', stage: stage.position, have: count, min: stage.min });
      if (stage.max !== null && count > stage.max)
        problems.push({ code: 'stage-above-max', stage: stage.position, have: count, max: stage.max });
    }
  }
  if (rules.genderRule === 'mixed') {
    const genders = new Set(members.map((m) => m.gender));
    if (!(genders.has('male') && genders.has('female'))) problems.push({ code: 'mixed-gender' });
  }
  return problems;
}

export const teamComplete = (rules: TeamRules, members: readonly TeamMemberFacts[]): boolean =>
  teamProblems(rules, members).length === 0;

/**
 * The member range of a relay from its stages (each stage's minimum and maximum summed), bounded by the
 * race's own range; a stage without a maximum leaves the race's maximum.
 */
export function relayMemberRange(
  stages: readonly Pick<StageRule, 'min' | 'max'>[],
  race: { min: number; max: number },
): { min: number; max: number } {
  const min = Math.max(
    race.min,
    stages.reduce((sum, s) => sum + (s.min ?? 0), 0),
  );
  const unbounded = stages.some((s) => s.max === null);
  const max = unbounded
    ? race.max
    : Math.min(
        race.max,
        stages.reduce((sum, s) => sum + (s.max ?? 0), 0),
      );
  return { min, max: Math.max(min, max) };
}

/*
 * Join codes: ten characters of Crockford's base 32 (no I, L, O, U: nothing to misread), 50 random bits,
 * shown as two groups of five. Typed codes are read case- and space-insensitively, with the letters people
 * confuse with digits read as those digits.
 */
export const JOIN_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const JOIN_CODE_LENGTH = 10;

/** A typed code as stored: upper case, without spaces or dashes, O→0 and I/L→1. */
export function normalizeJoinCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s\-_.]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** A stored code as shown: "ABCDE-FGHJK". */
export function formatJoinCode(code: string): string {
  return code.length === JOIN_CODE_LENGTH ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}

/** Whether a typed code can be a join code at all (checked before any look-up). */
export function isJoinCodeShape(normalized: string): boolean {
  return (
    normalized.length === JOIN_CODE_LENGTH && [...normalized].every((c) => JOIN_CODE_ALPHABET.includes(c))
  );
}

/** A team's name as compared for "already exists": case, spaces and ё/е do not tell two names apart. */
export function teamNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е');
}

/** What a member's place in a team has come to: joined, registered (an order holds it), paid. */
export const TEAM_MEMBER_STATES = ['joined', 'registered', 'paid'] as const;
export type TeamMemberState = (typeof TEAM_MEMBER_STATES)[number];
