import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fitsStage,
  formatJoinCode,
  isJoinCodeShape,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  normalizeJoinCode,
  relayMemberRange,
  stageCount,
  teamComplete,
  teamNameKey,
  teamProblems,
  type TeamMemberFacts,
  type TeamRules,
} from './teams.js';

const man = (stage: number | null = null): TeamMemberFacts => ({ gender: 'male', stage });
const woman = (stage: number | null = null): TeamMemberFacts => ({ gender: 'female', stage });

/** A relay of three stages: exactly 1, from 1, 1 to 2; 3 to 5 members. */
const relay: TeamRules = {
  format: 'relay',
  minMembers: 3,
  maxMembers: 5,
  genderRule: 'any',
  stages: [
    { position: 1, min: 1, max: 1 },
    { position: 2, min: 1, max: null },
    { position: 3, min: 1, max: 2 },
  ],
};
/** A team race of 2 to 4, no stages. */
const team: TeamRules = { format: 'team', minMembers: 2, maxMembers: 4, genderRule: 'any', stages: [] };

describe('stageCount: the count as the organizer states it', () => {
  it('reads exact, range, from, to and any', () => {
    expect(stageCount({ min: 2, max: 2 })).toEqual({ kind: 'exact', count: 2 });
    expect(stageCount({ min: 1, max: 3 })).toEqual({ kind: 'range', min: 1, max: 3 });
    expect(stageCount({ min: 2, max: null })).toEqual({ kind: 'from', min: 2 });
    expect(stageCount({ min: null, max: 3 })).toEqual({ kind: 'to', max: 3 });
    expect(stageCount({ min: null, max: null })).toEqual({ kind: 'any' });
  });
  it('an exact count of 0 is still exact (a stage nobody runs)', () => {
    expect(stageCount({ min: 0, max: 0 })).toEqual({ kind: 'exact', count: 0 });
  });
  it('fitsStage takes the bounds inclusively and an open end as unbounded', () => {
    expect([0, 1, 2, 3, 4].map((n) => fitsStage({ min: 1, max: 3 }, n))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(fitsStage({ min: 2, max: null }, 100)).toBe(true);
    expect(fitsStage({ min: 2, max: null }, 1)).toBe(false);
    expect(fitsStage({ min: null, max: 2 }, 0)).toBe(true);
    expect(fitsStage({ min: null, max: 2 }, 3)).toBe(false);
  });
});

describe('teamProblems: what keeps a team from continuing', () => {
  it('a complete relay has none', () => {
    const members = [woman(1), man(2), woman(3)];
    expect(teamProblems(relay, members)).toEqual([]);
    expect(teamComplete(relay, members)).toBe(true);
  });

  it('members missing: how many there are and how many are needed', () => {
    expect(teamProblems(team, [man()])).toEqual([{ code: 'members-missing', have: 1, need: 2 }]);
    expect(teamComplete(team, [man()])).toBe(false);
    expect(teamProblems(team, [])).toEqual([{ code: 'members-missing', have: 0, need: 2 }]);
  });

  it('too many members', () => {
    expect(teamProblems(team, [man(), man(), woman(), woman(), man()])).toEqual([
      { code: 'too-many-members', have: 5, max: 4 },
    ]);
  });

  it('a team race (not a relay) ignores stages', () => {
    expect(teamProblems(team, [man(7), woman(null)])).toEqual([]);
  });

  it('relay members without a stage are counted as unassigned', () => {
    expect(teamProblems(relay, [woman(1), man(2), woman(3), man(null)])).toEqual([
      { code: 'stage-unassigned', count: 1 },
    ]);
  });

  it('a stage below its minimum, and one above its maximum, each named by position', () => {
    // stage 1 has two (exactly 1), stage 2 none (from 1)
    expect(teamProblems(relay, [woman(1), man(1), woman(3)])).toEqual([
      { code: 'stage-above-max', stage: 1, have: 2, max: 1 },
      { code: 'stage-below-min', stage: 2, have: 0, min: 1 },
    ]);
    // stage 3 "1 to 2" with three
    expect(teamProblems({ ...relay, maxMembers: 6 }, [woman(1), man(2), woman(3), man(3), woman(3)])).toEqual(
      [{ code: 'stage-above-max', stage: 3, have: 3, max: 2 }],
    );
  });

  it('a "from" stage takes any number above its minimum; a "to" stage any up to its maximum', () => {
    const open: TeamRules = {
      ...relay,
      minMembers: 1,
      maxMembers: 10,
      stages: [
        { position: 1, min: 1, max: null },
        { position: 2, min: null, max: 1 },
      ],
    };
    expect(teamProblems(open, [man(1), man(1), man(1), man(1)])).toEqual([]);
    expect(teamProblems(open, [man(1), man(2), woman(2)])).toEqual([
      { code: 'stage-above-max', stage: 2, have: 2, max: 1 },
    ]);
  });

  it('a mixed team needs a man and a woman; unknown genders do not count as either', () => {
    const mixed: TeamRules = { ...team, genderRule: 'mixed' };
    expect(teamProblems(mixed, [man(), man()])).toEqual([{ code: 'mixed-gender' }]);
    expect(teamProblems(mixed, [woman(), woman()])).toEqual([{ code: 'mixed-gender' }]);
    expect(teamProblems(mixed, [woman(), { gender: null, stage: null }])).toEqual([{ code: 'mixed-gender' }]);
    expect(teamProblems(mixed, [woman(), man()])).toEqual([]);
  });

  it('lists every problem at once, in the order the team step shows them', () => {
    const strict: TeamRules = { ...relay, genderRule: 'mixed' };
    expect(teamProblems(strict, [man(1), man(null)])).toEqual([
      { code: 'members-missing', have: 2, need: 3 },
      { code: 'stage-unassigned', count: 1 },
      { code: 'stage-below-min', stage: 2, have: 0, min: 1 },
      { code: 'stage-below-min', stage: 3, have: 0, min: 1 },
      { code: 'mixed-gender' },
    ]);
  });

  it('a team is complete exactly when every member count fits and every stage fits (property)', () => {
    const member = fc.record({
      gender: fc.constantFrom('male' as const, 'female' as const),
      stage: fc.constantFrom(1, 2, 3),
    });
    fc.assert(
      fc.property(fc.array(member, { maxLength: 8 }), (members) => {
        const counts = [1, 2, 3].map((p) => members.filter((m) => m.stage === p).length);
        const fits =
          members.length >= relay.minMembers &&
          members.length <= relay.maxMembers &&
          relay.stages.every((s, i) => fitsStage(s, counts[i]!));
        expect(teamComplete(relay, members)).toBe(fits);
      }),
    );
  });
});

describe('relayMemberRange: members of a relay from its stages and the race', () => {
  it('sums the stages’ minimums and maximums', () => {
    expect(
      relayMemberRange(
        [
          { min: 1, max: 1 },
          { min: 1, max: 2 },
          { min: 2, max: 2 },
        ],
        { min: 1, max: 10 },
      ),
    ).toEqual({ min: 4, max: 5 });
  });
  it('is bounded by the race’s own range', () => {
    expect(
      relayMemberRange(
        [
          { min: 1, max: 3 },
          { min: 1, max: 3 },
        ],
        { min: 3, max: 4 },
      ),
    ).toEqual({ min: 3, max: 4 });
  });
  it('a stage without a maximum leaves the race’s maximum; without a minimum it adds none', () => {
    expect(
      relayMemberRange(
        [
          { min: 1, max: null },
          { min: null, max: 1 },
        ],
        { min: 1, max: 6 },
      ),
    ).toEqual({ min: 1, max: 6 });
  });
  it('never answers a maximum below the minimum', () => {
    expect(
      relayMemberRange(
        [
          { min: 2, max: 2 },
          { min: 2, max: 2 },
        ],
        { min: 1, max: 3 },
      ),
    ).toEqual({ min: 4, max: 4 });
  });
});

describe('join codes', () => {
  it('reads a typed code case- and space-insensitively, without dashes, dots or underscores', () => {
    expect(normalizeJoinCode('abcde-fghjk')).toBe('ABCDEFGHJK');
    expect(normalizeJoinCode('  ab cde fg_hj.k ')).toBe('ABCDEFGHJK');
    expect(normalizeJoinCode('AB\tCDE\nFGHJK')).toBe('ABCDEFGHJK');
  });
  it('reads the letters people mistake for digits as those digits (O→0, I and L→1)', () => {
    expect(normalizeJoinCode('o1iLl-OO000')).toBe('0111100000');
  });
  it('formats a stored code as two groups of five, and leaves anything else alone', () => {
    expect(formatJoinCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
    expect(formatJoinCode('ABC')).toBe('ABC');
    expect(normalizeJoinCode(formatJoinCode('7Z3XQ9M2KD'))).toBe('7Z3XQ9M2KD');
  });
  it('a code has the shape of ten characters of Crockford’s base 32', () => {
    expect(JOIN_CODE_ALPHABET).toHaveLength(32);
    expect(JOIN_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    expect(isJoinCodeShape('ABCDEFGHJK')).toBe(true);
    expect(isJoinCodeShape('ABCDEFGHJ')).toBe(false);
    expect(isJoinCodeShape('ABCDEFGHJKM')).toBe(false);
    // U is not a letter of the alphabet; neither is anything Cyrillic
    expect(isJoinCodeShape('ABCDEFGHJU')).toBe(false);
    expect(isJoinCodeShape('АВСDEFGHJK')).toBe(false);
    expect(isJoinCodeShape('')).toBe(false);
  });
  it('any code of the alphabet survives being typed in lower case with a dash and spaces (property)', () => {
    const code = fc
      .array(fc.constantFrom(...JOIN_CODE_ALPHABET), {
        minLength: JOIN_CODE_LENGTH,
        maxLength: JOIN_CODE_LENGTH,
      })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(code, (stored) => {
        const typed = ` ${formatJoinCode(stored).toLowerCase()} `;
        expect(normalizeJoinCode(typed)).toBe(stored);
        expect(isJoinCodeShape(normalizeJoinCode(typed))).toBe(true);
      }),
    );
  });
});

describe('teamNameKey: names that do not tell two teams apart', () => {
  it('ignores case, surrounding and repeated spaces, and ё/е', () => {
    expect(teamNameKey('  Быстрые   Ёжики ')).toBe(teamNameKey('быстрые ежики'));
    expect(teamNameKey('Fast Foxes')).toBe('fast foxes');
    expect(teamNameKey('Fast Foxes')).not.toBe(teamNameKey('Fast Fox'));
  });
});
