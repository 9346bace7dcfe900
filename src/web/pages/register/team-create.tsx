import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { useNavigate } from 'react-router';
import type { RegistrationContext } from '../../../shared/schemas/registration.js';
import { fieldAria } from '../../components/ui/form-field.js';
import { createTeam } from '../../features/teams/api/teams.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { fieldText } from '../../lib/form-server-errors.js';
import { notify } from '../../lib/notify.js';
import type { TeamChange } from './use-team-change.js';
import styles from './team-step.module.css';

/** TEAM_NAME_MAX of shared/schemas/teams.ts, not imported from there: zod stays out of this chunk. */
const TEAM_NAME_MAX = 60;

/** A field's message: the server's text, and for TEAM_EXISTS its explanation under it. */
interface FieldProblem {
  message: string;
  explanation?: string | null;
}

function ProblemUnder({ id, problem }: { id: string; problem: FieldProblem | null }) {
  if (!problem) return null;
  return (
    <p id={`${id}-error`} className={styles.error}>
      <span>{problem.message}</span>
      {problem.explanation ? <span>{problem.explanation}</span> : null}
    </p>
  );
}

/**
 * A team race without a team of mine yet: create one (its name), or join one by the code a captain sent
 * (the join page finds the team and joins it). What was typed stays after a refusal.
 */
export function NoTeam({ context, change }: { context: RegistrationContext; change: TeamChange }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const navigate = useNavigate();
  const id = useId();
  const nameId = `${id}-name`;
  const codeId = `${id}-code`;
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<FieldProblem | null>(null);
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<FieldProblem | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const create = (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    if (!typed) {
      setNameProblem({ message: t('teams.step.nameRequired') });
      nameInput.current?.focus();
      return;
    }
    setNameProblem(null);
    change.run(() => createTeam(context.event.code, context.race.code, typed), {
      done: (team) =>
        notify({ type: 'success', title: t('teams.step.created', { name: team?.name ?? typed }) }),
      failed: (error) => {
        if (error?.code === 'TEAM_EXISTS') {
          setNameProblem({
            message: error.message || t('teams.step.exists'),
            explanation: error.explanation,
          });
          nameInput.current?.focus();
          return true;
        }
        const field = error?.fields['name'];
        if (field) {
          setNameProblem({ message: fieldText(field, lang) ?? field });
          nameInput.current?.focus();
          return true;
        }
        return false;
      },
    });
  };

  const find = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setCodeProblem({ message: t('teams.step.codeRequired') });
      codeInput.current?.focus();
      return;
    }
    void navigate(`/team/join?code=${encodeURIComponent(typed)}`);
  };

  return (
    <>
      <form className={styles.panel} noValidate onSubmit={create} aria-labelledby={`${id}-create`}>
        <h3 id={`${id}-create`} className={styles.panelTitle}>
          {t('teams.step.createTitle')}
        </h3>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={nameId}>
            {t('teams.step.name')}
          </label>
          <div className={styles.inline}>
            <input
              ref={nameInput}
              id={nameId}
              className={styles.input}
              type="text"
              autoComplete="off"
              maxLength={TEAM_NAME_MAX}
              value={name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                if (nameProblem) setNameProblem(null);
              }}
              {...fieldAria(nameId, { error: nameProblem?.message })}
            />
            <ProblemUnder id={nameId} problem={nameProblem} />
            <button type="submit" className={styles.primary} disabled={change.busy}>
              {change.busy ? t('teams.step.creating') : t('teams.step.create')}
            </button>
          </div>
        </div>
      </form>

      <form className={styles.panel} noValidate onSubmit={find} aria-labelledby={`${id}-join`}>
        <h3 id={`${id}-join`} className={styles.panelTitle}>
          {t('teams.step.joinTitle')}
        </h3>
        <p className={styles.lead}>{t('teams.step.joinLead')}</p>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={codeId}>
            {t('teams.step.code')}
          </label>
          <div className={styles.inline}>
            <input
              ref={codeInput}
              id={codeId}
              className={styles.codeInput}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={code}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                if (codeProblem) setCodeProblem(null);
              }}
              {...fieldAria(codeId, { error: codeProblem?.message })}
            />
            <ProblemUnder id={codeId} problem={codeProblem} />
            <button type="submit" className={styles.secondary}>
              {t('teams.step.find')}
            </button>
          </div>
        </div>
      </form>
    </>
  );
}
