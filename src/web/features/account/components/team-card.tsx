import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import type { TeamMember, TeamView } from '../../../../shared/schemas/teams.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatDate, formatEventDate, formatTime } from '../../../lib/catalogue-format.js';
import { notify } from '../../../lib/notify.js';
import styles from './account.module.css';
import own from './team-card.module.css';

interface TeamCardProps {
  team: TeamView;
  onRemove: (member: TeamMember) => void;
  onSwap: (member: TeamMember) => void;
  onLeave: (member: TeamMember) => void;
}

/** A member's place as the badge colours it (the words always say it). */
const BADGE_STATUS = { joined: 'checking', registered: 'required', paid: 'approved' } as const;

/**
 * One of my teams (issue 17): its event, race, captain, status and join code; each member's stage and
 * state. While the team can change, its captain removes a member who has only joined and swaps any member
 * but themselves; a member who has only joined can leave.
 */
export function TeamCard({ team, onRemove, onSwap, onLeave }: TeamCardProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const zone = team.event.timeZone;
  const at = (iso: string) => `${formatDate(iso, lang, zone)}, ${formatTime(iso, lang, zone)}`;
  const captain = team.role === 'captain';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(team.joinCode);
      notify({ type: 'success', title: t('account.teams.copied') });
    } catch {
      notify({ type: 'error', title: t('account.teams.copyFailed') });
    }
  };

  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{team.name}</h3>
        <span className={styles.badge} data-status={team.status === 'registered' ? 'approved' : 'checking'}>
          {t(`account.teams.statuses.${team.status}`)}
        </span>
      </div>
      <p className={styles.muted}>{t(`account.teams.roles.${team.role}`)}</p>
      <dl className={styles.meta}>
        <dt>{t('account.teams.event')}</dt>
        <dd>
          <Link to={`/event/${encodeURIComponent(team.event.code)}`}>{team.event.name}</Link>
        </dd>
        <dt>{t('account.teams.race')}</dt>
        <dd>{team.race.name}</dd>
        <dt>{t('account.teams.date')}</dt>
        <dd>{formatEventDate(team.event.startsAt, zone, lang)}</dd>
        <dt>{t('account.teams.captain')}</dt>
        <dd>{team.captainName || '—'}</dd>
      </dl>

      <div className={own.code}>
        <span className={own.codeLabel} id={`team-${team.id}-code`}>
          {t('account.teams.joinCode')}
        </span>
        <div className={own.codeRow}>
          <code className={own.codeValue} aria-labelledby={`team-${team.id}-code`}>
            {team.joinCode}
          </code>
          <button type="button" className={styles.linkButton} onClick={() => void copy()}>
            {t('account.teams.copy')}
          </button>
        </div>
        <p className={styles.muted}>{t('account.teams.joinCodeHint')}</p>
      </div>

      {team.editable ? (
        <p className={styles.muted}>
          {team.status === 'forming' && team.heldUntil
            ? `${t('account.teams.heldUntil', { date: at(team.heldUntil) })}. `
            : ''}
          {team.deadline ? t('account.teams.deadline', { date: at(team.deadline) }) : ''}
        </p>
      ) : (
        <p className={styles.muted}>{t('account.teams.closed')}</p>
      )}

      <ul className={own.members} aria-label={t('account.teams.members', { team: team.name })}>
        {team.members.map((member) => (
          <li key={member.id} className={own.member}>
            <div className={own.memberHead}>
              <span className={own.memberName}>
                {member.name}
                {member.role === 'captain' && (
                  <span className={own.mark}> · {t('account.teams.captainMark')}</span>
                )}
                {member.you && <span className={own.mark}> · {t('account.teams.you')}</span>}
              </span>
              <span className={styles.badge} data-status={BADGE_STATUS[member.state]}>
                {t(`account.teams.states.${member.state}`)}
              </span>
            </div>
            {team.rules.format === 'relay' && (
              <span className={styles.muted}>
                {member.stage !== null
                  ? t('account.teams.stage', { stage: member.stage })
                  : t('account.teams.noStage')}
              </span>
            )}
            {team.editable && captain && member.role !== 'captain' && (
              <div className={styles.actions}>
                {member.state === 'joined' && (
                  <button type="button" className={styles.linkButton} onClick={() => onRemove(member)}>
                    {t('account.teams.remove')} <span className="visually-hidden">{member.name}</span>
                  </button>
                )}
                <button type="button" className={styles.linkButton} onClick={() => onSwap(member)}>
                  {t('account.teams.swap')} <span className="visually-hidden">{member.name}</span>
                </button>
              </div>
            )}
            {team.editable && !captain && member.you && member.state === 'joined' && (
              <div className={styles.actions}>
                <button type="button" className={styles.linkButton} onClick={() => onLeave(member)}>
                  {t('account.teams.leave')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
