import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { notify } from '../../lib/notify.js';
import cabinet from '../ui/cabinet-section.module.css';
import { RoleOptions, type MemberRoles, type MembersTexts } from './member-roles.js';
import styles from './members.module.css';

interface AddMemberFormProps<R extends string, A> {
  texts: MembersTexts;
  roles: MemberRoles<R>;
  /** The role chosen at first. */
  defaultRole: R;
  add: UseMutationResult<A, Error, { email: string; role: R }>;
  /** The toast's title once the server took the e-mail. */
  added: (result: A) => string;
  /** The refusals (error codes) about the e-mail typed: their words show at the field, not under the form. */
  emailCodes: readonly string[];
  /** The organizer cabinet's look (members.module.css). */
  compact?: boolean;
}

/**
 * "Add somebody": an e-mail and a role. An empty e-mail is refused here; the server's words about a field
 * (or about the e-mail, by `emailCodes`) show at it, anything else under the form; the e-mail typed stays
 * on a refusal.
 */
export function AddMemberForm<R extends string, A>({
  texts,
  roles,
  defaultRole,
  add,
  added,
  emailCodes,
  compact = false,
}: AddMemberFormProps<R, A>) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<R>(defaultRole);
  const [errors, setErrors] = useState<{ email?: string; role?: string; form?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setErrors({ email: t(`${texts}.add.required`) });
    setErrors({});
    add.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (result) => {
          setEmail('');
          notify({ type: 'success', title: added(result) });
        },
        onError: (failure) => {
          const body = apiErrorOf(failure);
          const fields = body?.fields ?? {};
          if (fields['email'] || fields['role']) return setErrors(fields);
          if (body && emailCodes.includes(body.code)) return setErrors({ email: body.message });
          setErrors({ form: body?.message ?? t(`${texts}.add.failed`) });
        },
      },
    );
  };

  return (
    <section className={cabinet.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={cabinet.sectionTitle}>
        {t(`${texts}.add.title`)}
      </h2>
      <form
        className={[styles.addForm, compact && styles.compact].filter(Boolean).join(' ')}
        onSubmit={onSubmit}
        noValidate
      >
        <div className={`${styles.field} ${styles.emailField}`}>
          <label htmlFor={`${id}-email`}>{t(`${texts}.add.email`)}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            className={styles.input}
            value={email}
            maxLength={254}
            onChange={(e) => setEmail(e.target.value)}
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={`${id}-email-hint${errors.email ? ` ${id}-email-error` : ''}`}
          />
          <span id={`${id}-email-hint`} className={styles.hint}>
            {t(`${texts}.add.emailHint`)}
          </span>
          {errors.email && (
            <span id={`${id}-email-error`} className={styles.error} role="alert">
              {errors.email}
            </span>
          )}
        </div>
        <div className={styles.roleChoice}>
          <label htmlFor={`${id}-role`}>{t(`${texts}.add.role`)}</label>
          <select
            id={`${id}-role`}
            className={styles.select}
            value={role}
            onChange={(e) => setRole(e.target.value as R)}
            aria-describedby={`${id}-roles`}
          >
            <RoleOptions roles={roles} />
          </select>
        </div>
        <button type="submit" className={styles.submit} disabled={add.isPending}>
          {add.isPending ? t(`${texts}.add.adding`) : t(`${texts}.add.submit`)}
        </button>
      </form>
      <ul id={`${id}-roles`} className={styles.roles}>
        {roles.all.map((name) => (
          <li key={name}>{roles.hint(name)}</li>
        ))}
      </ul>
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}
    </section>
  );
}
