import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { fieldAria, FieldError } from '../../../components/ui/form-field.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { fieldText } from '../../../lib/form-server-errors.js';
import { loadOnce } from '../../../lib/load-once.js';
import styles from './steps.module.css';

export interface FriendInput {
  firstName: string;
  lastName: string;
  email: string;
}

type FriendErrors = Partial<Record<keyof FriendInput, string>>;

// the shared rules (SPEC §5: letters-only names, a Latin e-mail) load with the first check
const loadRules = loadOnce(() => import('../../../../shared/schemas/auth.js'));

/** Checks a friend by the rules the server uses; answers the cleaned values or the fields' messages. */
async function checkFriend(input: FriendInput): Promise<{ friend: FriendInput } | { errors: FriendErrors }> {
  const { emailSchema, personNameSchema } = await loadRules();
  const errors: FriendErrors = {};
  const firstName = personNameSchema.safeParse(input.firstName);
  const lastName = personNameSchema.safeParse(input.lastName);
  const email = emailSchema.safeParse(input.email);
  if (!firstName.success) errors.firstName = firstName.error.issues[0]?.message;
  if (!lastName.success) errors.lastName = lastName.error.issues[0]?.message;
  if (!email.success) errors.email = email.error.issues[0]?.message;
  if (!firstName.success || !lastName.success || !email.success) return { errors };
  return { friend: { firstName: firstName.data, lastName: lastName.data, email: email.data } };
}

const EMPTY: FriendInput = { firstName: '', lastName: '', email: '' };
const FIELDS = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
  ['email', 'email'],
] as const;

interface FriendAdderProps {
  /** E-mails of the friends already in the order. */
  taken: readonly string[];
  disabled: boolean;
  onAdd: (friend: FriendInput) => void;
}

/** "Add a friend": name and e-mail, checked as the server checks them; a friend form step follows. */
export function FriendAdder({ taken, disabled, onAdd }: FriendAdderProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<FriendInput>(EMPTY);
  const [errors, setErrors] = useState<FriendErrors>({});
  const opener = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLInputElement>(null);

  const close = () => {
    setOpen(false);
    setValues(EMPTY);
    setErrors({});
    requestAnimationFrame(() => opener.current?.focus());
  };

  const add = async () => {
    const checked = await checkFriend(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    if (taken.includes(checked.friend.email)) {
      setErrors({ email: t('register.participants.friendDuplicate') });
      return;
    }
    onAdd(checked.friend);
    close();
  };

  // Enter in a friend's field adds the friend (it must not submit the step's form)
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void add();
  };

  if (!open) {
    return (
      <div className={styles.actions}>
        <button
          ref={opener}
          type="button"
          className={styles.secondary}
          disabled={disabled}
          onClick={() => {
            setOpen(true);
            requestAnimationFrame(() => first.current?.focus());
          }}
        >
          {t('register.participants.addFriend')}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.friendForm} role="group" aria-label={t('register.participants.addFriend')}>
      {FIELDS.map(([name, autoComplete]) => {
        const fieldId = `${id}-${name}`;
        const error = fieldText(errors[name], lang);
        const label =
          name === 'email'
            ? t('register.participants.friendEmail')
            : name === 'firstName'
              ? t('register.participants.friendFirstName')
              : t('register.participants.friendLastName');
        return (
          <div key={name} className={styles.field}>
            <label className={styles.label} htmlFor={fieldId}>
              {label}
            </label>
            <input
              ref={name === 'firstName' ? first : undefined}
              id={fieldId}
              className={styles.input}
              type={name === 'email' ? 'email' : 'text'}
              inputMode={name === 'email' ? 'email' : undefined}
              autoComplete={`section-friend ${autoComplete}`}
              value={values[name]}
              onChange={(e) => setValues({ ...values, [name]: e.currentTarget.value })}
              onKeyDown={onKeyDown}
              {...fieldAria(fieldId, { error })}
            />
            <FieldError id={fieldId} error={error} />
          </div>
        );
      })}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => void add()}>
          {t('register.participants.friendAdd')}
        </button>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('register.participants.friendCancel')}
        </button>
      </div>
    </div>
  );
}
