import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import type { ParticipantOption, RegistrationContext } from '../../../../shared/schemas/registration.js';
import {
  canRun,
  edit,
  exclude,
  friendParticipant,
  include,
  MAX_PARTICIPANTS,
  PARTICIPANT_OPTION_LIST,
  PAYER_OPTION_LIST,
  participantName,
  relativeKey,
  relativeParticipant,
  SELF_KEY,
  selfParticipant,
  type Flow,
  type FlowParticipant,
} from '../flow.js';
import type { StepProblem } from '../problems.js';
import { useUnsuitableReason } from '../unsuitable-reason.js';
import { FriendAdder, type FriendInput } from './friend-adder.js';
import { StepNav } from './step-nav.js';
import styles from './steps.module.css';

type Person = RegistrationContext['me'];

interface ParticipantsStepProps {
  context: RegistrationContext;
  flow: Flow;
  /** Entries taken out of the order, kept so that ticking the person again brings back what was typed. */
  parked: Map<string, FlowParticipant>;
  /** Changes the flow (given the latest one). */
  onChange: (change: (flow: Flow) => Flow) => void;
  /** The refused order's message, next to the participant (or the payer) it concerns. */
  problem: StepProblem | null;
  onContinue: () => void;
}

/** SPEC §2/§3 participants step: whom I register (me, relatives, friends) and who pays. */
export function ParticipantsStep({
  context,
  flow,
  parked,
  onChange,
  problem,
  onContinue,
}: ParticipantsStepProps) {
  const { t } = useTranslation();
  const reasonOf = useUnsuitableReason(context.race);
  const [noneChosen, setNoneChosen] = useState(false);
  const who = useRef<HTMLFieldSetElement>(null);
  const { draft } = flow;
  const chosen = new Set(draft.participants.map((p) => p.key));
  const full = draft.participants.length >= MAX_PARTICIPANTS;
  const friends = draft.participants.filter((p) => p.kind === 'friend');

  const toggle = (key: string, on: boolean, make: () => FlowParticipant) => {
    setNoneChosen(false);
    const now = new Date();
    if (on) {
      const back = parked.get(key);
      parked.delete(key);
      onChange((latest) => include(latest, context, back ?? make(), now));
    } else {
      const current = draft.participants.find((p) => p.key === key);
      if (current) parked.set(key, current);
      onChange((latest) => exclude(latest, key, now));
    }
  };

  const chooseOption = (option: ParticipantOption) => {
    const now = new Date();
    onChange((latest) => {
      const next = edit(latest, { participantOption: option }, now);
      if (option === 'MY_SELF' && canRun(context.me, context.race)) {
        return include(next, context, parked.get(SELF_KEY) ?? selfParticipant(context), now);
      }
      if (option === 'KIDS' && !context.race.childrenNeedAdult) {
        const self = next.draft.participants.find((p) => p.key === SELF_KEY);
        if (self) parked.set(SELF_KEY, self);
        return exclude(next, SELF_KEY, now);
      }
      return next;
    });
  };

  const addFriend = (friend: FriendInput) => {
    setNoneChosen(false);
    onChange((latest) => include(latest, context, friendParticipant(friend), new Date()));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.participants.length === 0) {
      setNoneChosen(true);
      who.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      return;
    }
    onContinue();
  };

  const problemFor = (key: string) => (problem && problem.key === key ? problem.message : null);
  const generalProblem = problem && problem.key === null && !problem.payer ? problem.message : null;

  const person = (key: string, label: ReactNode, who: Person, make: () => FlowParticipant, fix: string) => {
    const reason = reasonOf(who, key === SELF_KEY);
    return (
      <PersonRow
        key={key}
        id={`participant-${key === SELF_KEY ? 'self' : key}`}
        label={label}
        tag={key !== SELF_KEY && who.child ? t('register.participants.child') : null}
        checked={chosen.has(key)}
        disabled={!canRun(who, context.race) || (full && !chosen.has(key))}
        note={reason?.text ?? null}
        fix={reason?.fixable ? fix : null}
        problem={problemFor(key)}
        onToggle={(on) => toggle(key, on, make)}
      />
    );
  };

  return (
    <form className={styles.step} noValidate onSubmit={submit}>
      <fieldset className={styles.panel}>
        <legend className={styles.legend}>{t('register.participants.optionLegend')}</legend>
        <Choices
          name="participantOption"
          options={PARTICIPANT_OPTION_LIST}
          value={draft.participantOption}
          label={(option) => t(`register.participants.options.${option}`)}
          onChoose={chooseOption}
        />
        {draft.participantOption === 'KIDS' && context.race.childrenNeedAdult && (
          <p className={styles.info}>{t('register.participants.childrenNeedAdult')}</p>
        )}
      </fieldset>

      <fieldset
        ref={who}
        className={styles.panel}
        aria-describedby={noneChosen ? 'participants-error' : undefined}
      >
        <legend className={styles.legend}>{t('register.participants.whoLegend')}</legend>
        <ul className={styles.people}>
          {person(
            SELF_KEY,
            context.me.fullName
              ? t('register.participants.me', { name: context.me.fullName })
              : t('register.participants.meUnnamed'),
            context.me,
            () => selfParticipant(context),
            '/MyAccount/Profile',
          )}
        </ul>

        <h3 className={styles.subTitle}>{t('register.participants.relativesTitle')}</h3>
        {context.relatives.length === 0 ? (
          <p className={styles.lead}>
            {t('register.participants.noRelatives')}{' '}
            <Link className={styles.link} to="/MyAccount/Relatives">
              {t('register.participants.addRelatives')}
            </Link>
          </p>
        ) : (
          <ul className={styles.people}>
            {context.relatives.map((relative) =>
              person(
                relativeKey(relative.id),
                relative.fullName,
                relative,
                () => relativeParticipant(relative),
                '/MyAccount/Relatives',
              ),
            )}
          </ul>
        )}

        <h3 className={styles.subTitle}>{t('register.participants.friendsTitle')}</h3>
        <p className={styles.lead}>{t('register.participants.friendsLead')}</p>
        {friends.length > 0 && (
          <ul className={styles.people}>
            {friends.map((friend) => {
              const name = participantName(friend, context);
              const message = problemFor(friend.key);
              return (
                <li key={friend.key} className={styles.person}>
                  <div className={styles.personRow}>
                    <span>
                      <strong>{name}</strong> <span className={styles.lineRace}>{friend.email}</span>
                    </span>
                    <button
                      type="button"
                      className={styles.linkButton}
                      aria-label={`${t('register.participants.friendRemove')} ${name}`}
                      onClick={() => toggle(friend.key, false, () => friend)}
                    >
                      {t('register.participants.friendRemove')}
                    </button>
                  </div>
                  {message && (
                    <p className={styles.problem} role="alert">
                      {message}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <FriendAdder taken={friends.map((f) => f.email ?? '')} disabled={full} onAdd={addFriend} />
        {full && (
          <p className={styles.lead}>{t('register.participants.tooMany', { count: MAX_PARTICIPANTS })}</p>
        )}
        {noneChosen && (
          <p id="participants-error" className={styles.problem} role="alert">
            {t('register.participants.noneChosen')}
          </p>
        )}
      </fieldset>

      <fieldset className={styles.panel} aria-describedby={problem?.payer ? 'payer-problem' : undefined}>
        <legend className={styles.legend}>{t('register.participants.payerLegend')}</legend>
        <Choices
          name="payer"
          options={PAYER_OPTION_LIST}
          value={draft.payer}
          label={(payer) => t(`register.participants.payers.${payer}`)}
          onChoose={(payer) => onChange((latest) => edit(latest, { payer }, new Date()))}
        />
        {problem?.payer && (
          <p id="payer-problem" className={styles.problem} role="alert">
            {problem.message}
          </p>
        )}
      </fieldset>

      {generalProblem && (
        <p className={styles.alert} role="alert">
          {generalProblem}
        </p>
      )}
      <StepNav onBack={null} continueLabel={t('register.continue')} />
    </form>
  );
}

interface PersonRowProps {
  id: string;
  label: ReactNode;
  tag: string | null;
  checked: boolean;
  disabled: boolean;
  /** Why the person cannot be chosen, shown under them and read with the checkbox. */
  note: string | null;
  /** Where the missing detail is filled in. */
  fix: string | null;
  problem: string | null;
  onToggle: (on: boolean) => void;
}

function PersonRow({ id, label, tag, checked, disabled, note, fix, problem, onToggle }: PersonRowProps) {
  const { t } = useTranslation();
  const described = [note && `${id}-note`, problem && `${id}-problem`].filter(Boolean).join(' ');
  return (
    <li className={styles.person}>
      <label className={styles.personLabel}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={described || undefined}
          onChange={(e) => onToggle(e.currentTarget.checked)}
        />
        <span>{label}</span>
        {tag && (
          <>
            {' '}
            <span className={styles.tag}>{tag}</span>
          </>
        )}
      </label>
      {note && (
        <p id={`${id}-note`} className={styles.note}>
          {note}
          {fix && (
            <>
              {' '}
              <Link className={styles.link} to={fix}>
                {t('register.participants.fillProfile')}
              </Link>
            </>
          )}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className={styles.personProblem} role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}

interface ChoicesProps<T extends string> {
  name: string;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  onChoose: (option: T) => void;
}

/** A radio group's options as big tappable pills (the group's fieldset and legend are around it). */
function Choices<T extends string>({ name, options, value, label, onChoose }: ChoicesProps<T>) {
  return (
    <div className={styles.radios}>
      {options.map((option) => (
        <label key={option} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChoose(option)}
          />
          {label(option)}
        </label>
      ))}
    </div>
  );
}
