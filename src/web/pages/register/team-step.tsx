import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import type { RegistrationContext } from '../../../shared/schemas/registration.js';
import type { TeamView } from '../../../shared/schemas/teams.js';
import { StepNav } from '../../features/registration/components/step-nav.js';
import { teamGate } from '../../features/registration/flow.js';
import { disbandTeam, removeTeamMember } from '../../features/teams/api/teams.js';
import { teamsTexts } from '../../i18n/catalogs/teams.js';
import { currentLanguage, loadCatalog } from '../../i18n/i18n.js';
import { formatEventDate, formatTime } from '../../lib/catalogue-format.js';
import { notify } from '../../lib/notify.js';
import { NoTeam } from './team-create.js';
import { TeamAdder } from './team-adder.js';
import { TeamCode } from './team-code.js';
import { ProblemText } from './team-labels.js';
import { TeamRoster, TeamRules } from './team-roster.js';
import { useTeamChange, type TeamChange } from './use-team-change.js';
import styles from './team-step.module.css';

/*
 * The team step of a team or relay race (issue 17; SPEC §2 team step, §3 team, §5 team rules). A chunk of
 * its own, loaded with its texts only when a team race's flow shows it (register-flow.tsx).
 */

/** The step's code with its texts in the interface's language (the flow's lazy import awaits it). */
export async function loadTeamStep() {
  await loadCatalog(teamsTexts);
  return { default: TeamStep };
}

interface TeamStepProps {
  context: RegistrationContext;
  /** A refused order's message about the team (it changed meanwhile, it is not complete). */
  problem: string | null;
  onContinue: () => void;
}

/**
 * No team yet: create one or join one by code. The captain: the team's name, its join code, the place's
 * hold, its members with their states (and stages of a relay), adding and removing members; Continue only
 * once the team is complete when the captain pays for everyone. A member: the team as it stands, and
 * Continue to their own form when each member pays for themselves.
 */
export function TeamStep({ context, problem, onContinue }: TeamStepProps) {
  const { t } = useTranslation();
  const change = useTeamChange(context);
  const { team } = context;
  const rules = context.race.team ?? team?.rules ?? null;
  const gate = teamGate(context);
  const [tried, setTried] = useState(false);
  const problems = useRef<HTMLDivElement>(null);
  const showProblems = tried && gate.kind === 'incomplete';

  useEffect(() => {
    if (showProblems) problems.current?.focus();
  }, [showProblems]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (gate.kind === 'incomplete') {
      setTried(true);
      problems.current?.focus();
      return;
    }
    if (gate.kind === 'open') onContinue();
  };

  return (
    <div className={styles.step}>
      {problem && (
        <p className={styles.alert} role="alert">
          {problem}
        </p>
      )}
      {!team ? (
        <>
          <p className={styles.text}>{t('teams.step.lead')}</p>
          <NoTeam context={context} change={change} />
        </>
      ) : (
        <>
          <TeamHead team={team} />
          <TeamCode team={team} />
          {rules && <TeamRoster team={team} rules={rules} change={change} />}
          {rules &&
            team.role === 'captain' &&
            team.editable &&
            (team.members.length < rules.maxMembers ? (
              <TeamAdder context={context} team={team} change={change} />
            ) : (
              <p className={styles.info}>{t('teams.step.full')}</p>
            ))}
        </>
      )}
      {rules && <TeamRules rules={rules} team={team} />}

      {showProblems && rules && (
        <div ref={problems} className={styles.problems} role="alert" tabIndex={-1}>
          <strong>{t('teams.step.problemsTitle')}</strong>
          <ul>
            {gate.problems.map((p) => (
              <li key={`${p.code}:${'stage' in p ? p.stage : ''}`}>
                <ProblemText t={t} rules={rules} problem={p} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {gate.kind === 'captain-pays' && <p className={styles.info}>{t('teams.step.captainPaysNote')}</p>}
      {gate.kind === 'ordered' && (
        <p className={styles.info}>
          {t('teams.step.orderedNote')}{' '}
          <Link className={styles.link} to="/MyAccount/Orders">
            {t('teams.step.toOrders')}
          </Link>
        </p>
      )}
      {team && <TeamExit team={team} change={change} />}
      {(gate.kind === 'open' || gate.kind === 'incomplete') && (
        <form noValidate onSubmit={submit}>
          <StepNav onBack={null} continueLabel={t('register.continue')} />
        </form>
      )}
    </div>
  );
}

/** The team's name, who I am in it, the captain, and until when its place is held. */
function TeamHead({ team }: { team: TeamView }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const held = team.status === 'forming' && team.heldUntil ? team.heldUntil : null;
  return (
    <section className={styles.panel} aria-labelledby="team-name">
      <div className={styles.head}>
        <h3 id="team-name" className={styles.teamName}>
          {team.name}
        </h3>
        <p className={styles.text}>
          {team.role === 'captain'
            ? t('teams.step.youCaptain')
            : `${t('teams.step.youMember')} · ${t('teams.step.captain', { name: team.captainName })}`}
        </p>
      </div>
      {held && (
        <p className={styles.info}>
          <strong>
            {t('teams.step.held', {
              date: formatEventDate(held, team.event.timeZone, lang),
              time: formatTime(held, lang, team.event.timeZone),
            })}
          </strong>{' '}
          {t('teams.step.heldExplain')}
        </p>
      )}
      {!team.editable && <p className={styles.lead}>{t('teams.step.closedNote')}</p>}
    </section>
  );
}

/** The captain disbands a team nothing is ordered for; a member leaves it. Each asks once more. */
function TeamExit({ team, change }: { team: TeamView; change: TeamChange }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const you = team.members.find((m) => m.you);
  const captain = team.role === 'captain';
  const can = team.editable && (captain ? team.status === 'forming' : you?.state === 'joined');
  if (!can || (!captain && !you)) return null;

  const confirm = () => {
    setAsking(false);
    if (captain) {
      change.run(() => disbandTeam(team.id), {
        done: () => notify({ type: 'success', title: t('teams.step.disbanded') }),
      });
    } else if (you) {
      change.run(() => removeTeamMember(team.id, you.id).then(() => null), {
        done: () => notify({ type: 'success', title: t('teams.step.left') }),
      });
    }
  };

  const label = captain ? t('teams.step.disband') : t('teams.step.leave');
  if (!asking) {
    return (
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.linkButton}
          disabled={change.busy}
          onClick={() => setAsking(true)}
        >
          {label}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-label={label}>
      <span>
        {captain
          ? t('teams.step.confirmDisband', { name: team.name })
          : t('teams.step.confirmLeave', { name: team.name })}
      </span>
      <button type="button" className={styles.secondary} onClick={confirm}>
        {t('teams.step.confirmYes')}
      </button>
      <button type="button" className={styles.secondary} onClick={() => setAsking(false)}>
        {t('teams.step.confirmNo')}
      </button>
    </div>
  );
}
