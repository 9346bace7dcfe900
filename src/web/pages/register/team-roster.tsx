import { useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { RaceTeam, TeamMember, TeamView } from '../../../shared/schemas/teams.js';
import { removeTeamMember, setTeamStages } from '../../features/teams/api/teams.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatDistance } from '../../lib/catalogue-format.js';
import { notify } from '../../lib/notify.js';
import { countText, sizeText, stageName } from './team-labels.js';
import type { TeamChange } from './use-team-change.js';
import styles from './team-step.module.css';

interface RosterProps {
  team: TeamView;
  rules: RaceTeam;
  change: TeamChange;
}

/**
 * The team's members with their role and state (joined, registered, paid). The captain of a team that can
 * still change removes members (not themselves) and, in a relay, puts each member on a stage.
 */
export function TeamRoster({ team, rules, change }: RosterProps) {
  const { t } = useTranslation();
  const relay = rules.format === 'relay';
  const editable = team.role === 'captain' && team.editable;
  // a stage chosen shows at once; the answer (or a refusal) replaces it
  const [chosen, setChosen] = useState<Record<number, number | null>>({});

  const chooseStage = (member: TeamMember, value: string) => {
    const stage = value === '' ? null : Number(value);
    setChosen((c) => ({ ...c, [member.id]: stage }));
    const settle = () =>
      setChosen((c) => {
        const { [member.id]: _settled, ...rest } = c;
        return rest;
      });
    change.run(() => setTeamStages(team.id, { assignments: [{ memberId: member.id, stage }] }), {
      done: settle,
      failed: () => {
        settle();
        return false;
      },
    });
  };

  const remove = (member: TeamMember) =>
    change.run(() => removeTeamMember(team.id, member.id), {
      done: () => notify({ type: 'success', title: t('teams.step.removed', { name: member.name }) }),
    });

  return (
    <section className={styles.panel} aria-labelledby="team-members-title">
      <h3 id="team-members-title" className={styles.panelTitle}>
        {t('teams.step.membersTitle')}{' '}
        <span className={styles.stageFacts}>
          {t('teams.step.membersCount', { have: team.members.length, max: rules.maxMembers })}
        </span>
      </h3>
      <ul className={styles.members}>
        {team.members.map((member) => {
          const stage = member.id in chosen ? chosen[member.id]! : member.stage;
          const selectId = `team-stage-${member.id}`;
          return (
            <li key={member.id} className={styles.member} data-you={member.you || undefined}>
              <div className={styles.memberRow}>
                <span className={styles.memberName}>
                  {member.name}
                  {member.you ? ` (${t('teams.step.you')})` : ''}
                </span>
                <span className={styles.tags}>
                  <span className={styles.tag}>{t(`teams.step.roles.${member.role}`)}</span>
                  <span className={styles.state} data-state={member.state}>
                    {t(`teams.step.states.${member.state}`)}
                  </span>
                </span>
              </div>
              {relay && editable && (
                <div className={styles.stageField}>
                  <label className={styles.label} htmlFor={selectId}>
                    {t('teams.step.stage')}
                  </label>
                  <select
                    id={selectId}
                    className={styles.select}
                    aria-label={t('teams.step.stageOf', { name: member.name })}
                    value={stage === null ? '' : String(stage)}
                    disabled={change.busy}
                    onChange={(e) => chooseStage(member, e.currentTarget.value)}
                  >
                    <option value="">{t('teams.step.noStage')}</option>
                    {rules.stages.map((s) => (
                      <option key={s.position} value={String(s.position)}>
                        {stageName(t, rules, s.position)}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              {relay && !editable && (
                <span className={styles.stageFacts}>
                  {t('teams.step.stageShown', {
                    stage: stage === null ? t('teams.step.noStage') : stageName(t, rules, stage),
                  })}
                </span>
              )}
              {editable && member.role !== 'captain' && member.state === 'joined' && (
                <div>
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-label={t('teams.step.removeOf', { name: member.name })}
                    disabled={change.busy}
                    onClick={() => remove(member)}
                  >
                    {t('teams.step.remove')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The team's rules: its size, the mixed rule, who pays, and a relay's stages with their counts. */
export function TeamRules({ rules, team }: { rules: RaceTeam; team: TeamView | null }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const assigned = (position: number) => team?.members.filter((m) => m.stage === position).length ?? 0;
  return (
    <section className={styles.panel} aria-labelledby="team-rules-title">
      <h3 id="team-rules-title" className={styles.panelTitle}>
        {rules.format === 'relay' ? t('teams.step.stagesTitle') : t('teams.step.rulesTitle')}
      </h3>
      {rules.format === 'relay' && (
        <ol className={styles.facts}>
          {rules.stages.map((stage) => (
            <li key={stage.position}>
              <strong>{stageName(t, rules, stage.position)}</strong>
              {' · '}
              {formatDistance(stage.lengthM, lang)}
              {' · '}
              <span>{countText(t, stage)}</span>
              {team && (
                <span className={styles.stageFacts}>
                  {' · '}
                  {t('teams.step.stageAssigned', { count: assigned(stage.position) })}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      <ul className={styles.facts}>
        <li>{sizeText(t, rules)}</li>
        {rules.genderRule === 'mixed' && <li>{t('teams.step.mixed')}</li>}
        <li>{t(`teams.step.payment.${rules.payment}`)}</li>
      </ul>
    </section>
  );
}
