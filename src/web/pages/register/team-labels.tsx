import type { TFunction } from 'i18next';
import { stageCount, type TeamProblem } from '../../../shared/domain/teams.js';
import type { RaceTeam } from '../../../shared/schemas/teams.js';

/*
 * How the team step names a relay's stages, their participant counts (SPEC §3: from, to, exact) and what
 * keeps a team from going on (shared/domain/teams.ts teamProblems).
 */

type Stage = RaceTeam['stages'][number];

/** "Stage 2: Swim", or "Stage 2" for a stage without a name of its own (none, or just "Stage 2"). */
export function stageName(t: TFunction, rules: Pick<RaceTeam, 'stages'>, position: number): string {
  const name = rules.stages.find((s) => s.position === position)?.name.trim() ?? '';
  const number = t('teams.step.stageNumber', { position });
  return name && name.toLowerCase() !== number.toLowerCase()
    ? t('teams.step.stageLabel', { position, name })
    : number;
}

/** A stage's participant count as the organizer set it: "exactly 1", "from 2", "up to 3", "2–3". */
export function countText(t: TFunction, stage: Pick<Stage, 'min' | 'max'>): string {
  const count = stageCount(stage);
  switch (count.kind) {
    case 'exact':
      return t('teams.step.count.exact', { count: count.count });
    case 'from':
      return t('teams.step.count.from', { min: count.min });
    case 'to':
      return t('teams.step.count.to', { max: count.max });
    case 'range':
      return t('teams.step.count.range', { min: count.min, max: count.max });
    default:
      return t('teams.step.count.any');
  }
}

/** The team's size rule: "Members: exactly 4", "Members: 3–5". */
export function sizeText(t: TFunction, rules: Pick<RaceTeam, 'minMembers' | 'maxMembers'>): string {
  return rules.minMembers === rules.maxMembers
    ? t('teams.step.size.exact', { count: rules.minMembers })
    : t('teams.step.size.range', { min: rules.minMembers, max: rules.maxMembers });
}

/** A problem of the team as the step shows it (SPEC §5's text for missing members, as written). */
export function ProblemText({ t, rules, problem }: { t: TFunction; rules: RaceTeam; problem: TeamProblem }) {
  switch (problem.code) {
    case 'members-missing':
      return (
        <>
          <span>{t('teams.step.problems.members-missing')}</span>{' '}
          <span>{t('teams.step.problems.members-have', { have: problem.have, need: problem.need })}</span>
        </>
      );
    case 'too-many-members':
      return <>{t('teams.step.problems.too-many-members', { have: problem.have, max: problem.max })}</>;
    case 'stage-unassigned':
      return <>{t('teams.step.problems.stage-unassigned', { count: problem.count })}</>;
    case 'stage-below-min':
      return (
        <>
          {t('teams.step.problems.stage-below-min', {
            stage: stageName(t, rules, problem.stage),
            min: problem.min,
            have: problem.have,
          })}
        </>
      );
    case 'stage-above-max':
      return (
        <>
          {t('teams.step.problems.stage-above-max', {
            stage: stageName(t, rules, problem.stage),
            max: problem.max,
            have: problem.have,
          })}
        </>
      );
    default:
      return <>{t('teams.step.problems.mixed-gender')}</>;
  }
}
