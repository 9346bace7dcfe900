import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { RegistrationContext } from '../../../shared/schemas/registration.js';
import type { TeamView } from '../../../shared/schemas/teams.js';
import { fieldAria, FieldError } from '../../components/ui/form-field.js';
import { canRun } from '../../features/registration/flow.js';
import { useUnsuitableReason } from '../../features/registration/unsuitable-reason.js';
import { addTeamMember } from '../../features/teams/api/teams.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { fieldText } from '../../lib/form-server-errors.js';
import { loadOnce } from '../../lib/load-once.js';
import { notify } from '../../lib/notify.js';
import type { TeamChange } from './use-team-change.js';
import styles from './team-step.module.css';

interface Friend {
  firstName: string;
  lastName: string;
  email: string;
  gender: '' | 'male' | 'female';
  birthDate: string;
}
type FriendErrors = Partial<Record<keyof Friend, string>>;

const EMPTY: Friend = { firstName: '', lastName: '', email: '', gender: '', birthDate: '' };
const TEXT_FIELDS = [
  ['firstName', 'given-name', 'text'],
  ['lastName', 'family-name', 'text'],
  ['email', 'email', 'email'],
] as const;

// the shared rules of names and e-mail (SPEC §5) load with the first check; the server checks the rest
const loadRules = loadOnce(() => import('../../../shared/schemas/auth.js'));

async function checkFriend(friend: Friend): Promise<FriendErrors> {
  const { emailSchema, personNameSchema } = await loadRules();
  const errors: FriendErrors = {};
  const first = personNameSchema.safeParse(friend.firstName);
  const last = personNameSchema.safeParse(friend.lastName);
  const email = emailSchema.safeParse(friend.email);
  if (!first.success) errors.firstName = first.error.issues[0]?.message;
  if (!last.success) errors.lastName = last.error.issues[0]?.message;
  if (!email.success) errors.email = email.error.issues[0]?.message;
  if (!friend.gender) errors.gender = 'v:genderRequired';
  if (!friend.birthDate) errors.birthDate = 'v:birthDateRequired';
  return errors;
}

interface AdderProps {
  context: RegistrationContext;
  team: TeamView;
  change: TeamChange;
}

/**
 * The captain adds members: a relative of the family group (suitable for the race), or a friend by name,
 * e-mail, gender and date of birth. Others join by the code.
 */
export function TeamAdder({ context, team, change }: AdderProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const reasonOf = useUnsuitableReason(context.race);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [friend, setFriend] = useState<Friend>(EMPTY);
  const [errors, setErrors] = useState<FriendErrors>({});
  const opener = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const inTeam = new Set(team.members.map((m) => m.name));

  const addRelative = (relative: RegistrationContext['relatives'][number]) =>
    change.run(() => addTeamMember(team.id, { kind: 'relative', relativeId: relative.id }), {
      done: () => notify({ type: 'success', title: t('teams.step.added', { name: relative.fullName }) }),
    });

  const close = () => {
    setOpen(false);
    setFriend(EMPTY);
    setErrors({});
    requestAnimationFrame(() => opener.current?.focus());
  };

  const addFriend = async (event: FormEvent) => {
    event.preventDefault();
    const found = await checkFriend(friend);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { gender, ...rest } = friend;
    if (gender === '') return;
    const input = {
      kind: 'friend' as const,
      firstName: rest.firstName.trim(),
      lastName: rest.lastName.trim(),
      email: rest.email.trim(),
      gender,
      birthDate: rest.birthDate,
    };
    change.run(() => addTeamMember(team.id, input), {
      done: () => {
        notify({
          type: 'success',
          title: t('teams.step.added', { name: `${input.firstName} ${input.lastName}` }),
        });
        close();
      },
      failed: (error) => {
        const fields = Object.entries(error?.fields ?? {}).filter(([name]) => name in EMPTY);
        if (fields.length === 0) return false;
        setErrors(Object.fromEntries(fields));
        return true;
      },
    });
  };

  const set = (name: keyof Friend, value: string) => {
    setFriend((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const message = (name: keyof Friend) => fieldText(errors[name], lang);

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.panelTitle}>
        {t('teams.step.addTitle')}
      </h3>
      <p className={styles.lead}>{t('teams.step.addLead')}</p>

      {context.relatives.length > 0 && (
        <>
          <h4 className={styles.subTitle}>{t('teams.step.relativesTitle')}</h4>
          <ul className={styles.people}>
            {context.relatives.map((relative) => {
              const already = inTeam.has(relative.fullName);
              const reason = already ? null : reasonOf(relative, false);
              return (
                <li key={relative.id} className={styles.person}>
                  <span className={styles.memberName}>{relative.fullName}</span>
                  {already ? (
                    <span className={styles.tag}>{t('teams.step.inTeam')}</span>
                  ) : (
                    <button
                      type="button"
                      className={styles.secondary}
                      aria-label={t('teams.step.addRelativeOf', { name: relative.fullName })}
                      disabled={change.busy || !canRun(relative, context.race)}
                      onClick={() => addRelative(relative)}
                    >
                      {t('teams.step.addRelative')}
                    </button>
                  )}
                  {reason && <p className={styles.note}>{reason.text}</p>}
                </li>
              );
            })}
          </ul>
        </>
      )}

      <h4 className={styles.subTitle}>{t('teams.step.friendTitle')}</h4>
      {!open ? (
        <div className={styles.actions}>
          <button
            ref={opener}
            type="button"
            className={styles.secondary}
            onClick={() => {
              setOpen(true);
              requestAnimationFrame(() => first.current?.focus());
            }}
          >
            {t('teams.step.openFriend')}
          </button>
        </div>
      ) : (
        <form
          className={styles.friendForm}
          noValidate
          aria-label={t('teams.step.openFriend')}
          onSubmit={(e) => void addFriend(e)}
        >
          {TEXT_FIELDS.map(([name, autoComplete, type]) => {
            const fieldId = `${id}-${name}`;
            return (
              <div key={name} className={styles.field}>
                <label className={styles.label} htmlFor={fieldId}>
                  {t(`teams.step.${name}`)}
                </label>
                <input
                  ref={name === 'firstName' ? first : undefined}
                  id={fieldId}
                  className={styles.input}
                  type={type}
                  autoComplete={`section-teammate ${autoComplete}`}
                  value={friend[name]}
                  onChange={(e) => set(name, e.currentTarget.value)}
                  {...fieldAria(fieldId, { error: message(name) })}
                />
                <FieldError id={fieldId} error={message(name)} />
              </div>
            );
          })}
          <fieldset
            className={styles.choices}
            aria-describedby={message('gender') ? `${id}-gender-error` : undefined}
          >
            <legend className={styles.legend}>{t('teams.step.gender')}</legend>
            {(['female', 'male'] as const).map((gender) => (
              <label key={gender} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-gender`}
                  value={gender}
                  checked={friend.gender === gender}
                  onChange={() => set('gender', gender)}
                />
                {t(`teams.step.genders.${gender}`)}
              </label>
            ))}
            <FieldError id={`${id}-gender`} error={message('gender')} />
          </fieldset>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-birthDate`}>
              {t('teams.step.birthDate')}
            </label>
            <input
              id={`${id}-birthDate`}
              className={styles.input}
              type="date"
              autoComplete="off"
              max={new Date().toISOString().slice(0, 10)}
              value={friend.birthDate}
              onChange={(e) => set('birthDate', e.currentTarget.value)}
              {...fieldAria(`${id}-birthDate`, { error: message('birthDate') })}
            />
            <FieldError id={`${id}-birthDate`} error={message('birthDate')} />
          </div>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={change.busy}>
              {t('teams.step.addFriend')}
            </button>
            <button type="button" className={styles.secondary} onClick={close}>
              {t('teams.step.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
