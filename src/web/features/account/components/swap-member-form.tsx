import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import type { TeamMemberInput } from '../../../../shared/schemas/teams.js';
import { FormField, fieldAria } from '../../../components/ui/form-field.js';
import { useRelatives } from '../api/relatives.js';
import styles from './account.module.css';
import own from './team-card.module.css';

/** What a refused swap said: the fields' messages, and the message (with its explanation) above the button. */
export interface SwapFailure {
  fields: Record<string, string>;
  message: string;
}

interface SwapMemberFormProps {
  onSubmit: (input: TeamMemberInput) => Promise<SwapFailure | null>;
  onCancel: () => void;
}

type FriendField = 'lastName' | 'firstName' | 'email' | 'birthDate';

/**
 * The captain's swap of a member (issue 17): one of the user's relatives, or a friend by name, e-mail,
 * gender and birth date. The browser checks that fields are filled; the server checks the rest (the same
 * zod schema as adding a member) and its messages show under the fields. What was typed stays on a refusal.
 */
export function SwapMemberForm({ onSubmit, onCancel }: SwapMemberFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const relatives = useRelatives();
  const usable = (relatives.data?.items ?? []).filter((r) => r.status === 'active');
  const [mode, setMode] = useState<'relative' | 'friend' | null>(null);
  const shownMode = mode ?? (relatives.isSuccess && usable.length === 0 ? 'friend' : 'relative');
  const [relativeId, setRelativeId] = useState('');
  const [friend, setFriend] = useState<Record<FriendField | 'gender', string>>({
    lastName: '',
    firstName: '',
    email: '',
    gender: '',
    birthDate: '',
  });
  const [failure, setFailure] = useState<SwapFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input: TeamMemberInput =
      shownMode === 'relative'
        ? { kind: 'relative', relativeId: Number(relativeId) }
        : {
            kind: 'friend',
            firstName: friend.firstName,
            lastName: friend.lastName,
            email: friend.email,
            gender: friend.gender as 'male' | 'female',
            birthDate: friend.birthDate,
          };
    setBusy(true);
    setFailure(await onSubmit(input).finally(() => setBusy(false)));
  };

  const fieldError = (name: string) => failure?.fields[name];
  const text = (name: FriendField) => (
    <FormField key={name} id={`${id}-${name}`} label={t(`account.teams.${name}`)} error={fieldError(name)}>
      <input
        id={`${id}-${name}`}
        className={own.input}
        type={name === 'email' ? 'email' : name === 'birthDate' ? 'date' : 'text'}
        required
        autoComplete="off"
        value={friend[name]}
        onChange={(e) => setFriend({ ...friend, [name]: e.target.value })}
        {...fieldAria(`${id}-${name}`, { error: fieldError(name) })}
      />
    </FormField>
  );

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)}>
      <p>{t('account.teams.swapLead')}</p>
      <fieldset className={own.choice}>
        <legend>{t('account.teams.swapWho')}</legend>
        {(['relative', 'friend'] as const).map((m) => (
          <label key={m}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={m}
              checked={shownMode === m}
              onChange={() => setMode(m)}
            />
            {t(m === 'relative' ? 'account.teams.swapRelative' : 'account.teams.swapFriend')}
          </label>
        ))}
      </fieldset>

      {shownMode === 'relative' ? (
        relatives.isSuccess && usable.length === 0 ? (
          <p className={styles.muted}>
            {t('account.teams.noRelatives')}{' '}
            <Link to="/MyAccount/Relatives">{t('account.teams.toRelatives')}</Link>
          </p>
        ) : (
          <FormField
            id={`${id}-relative`}
            label={t('account.teams.relative')}
            error={fieldError('relativeId')}
          >
            <select
              id={`${id}-relative`}
              className={own.input}
              required
              value={relativeId}
              onChange={(e) => setRelativeId(e.target.value)}
              {...fieldAria(`${id}-relative`, { error: fieldError('relativeId') })}
            >
              <option value="">{t('account.teams.chooseRelative')}</option>
              {usable.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.fullName || r.email}
                </option>
              ))}
            </select>
          </FormField>
        )
      ) : (
        <div className={own.fields}>
          {text('lastName')}
          {text('firstName')}
          {text('email')}
          <FormField id={`${id}-gender`} label={t('account.teams.gender')} error={fieldError('gender')}>
            <select
              id={`${id}-gender`}
              className={own.input}
              required
              value={friend.gender}
              onChange={(e) => setFriend({ ...friend, gender: e.target.value })}
              {...fieldAria(`${id}-gender`, { error: fieldError('gender') })}
            >
              <option value="">{t('account.teams.chooseGender')}</option>
              <option value="male">{t('account.teams.genders.male')}</option>
              <option value="female">{t('account.teams.genders.female')}</option>
            </select>
          </FormField>
          {text('birthDate')}
        </div>
      )}

      {failure?.message && (
        <p className={styles.error} role="alert">
          {failure.message}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={own.primary} disabled={busy}>
          {t('account.teams.swapSubmit')}
        </button>
        <button type="button" className={styles.linkButton} onClick={onCancel}>
          {t('account.common.cancel')}
        </button>
      </div>
    </form>
  );
}
