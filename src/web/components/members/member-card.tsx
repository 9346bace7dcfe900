import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { formatDate } from '../../lib/catalogue-format.js';
import { notify } from '../../lib/notify.js';
import { RoleOptions, type MemberRoles, type MembersTexts } from './member-roles.js';
import styles from './members.module.css';

/** A person working in a cabinet, as both cabinets' lists answer them. */
export interface Member<R extends string> {
  userId: number;
  name: string;
  email: string;
  role: R;
  /** ISO date-time the person was added. */
  since: string;
}

interface MemberCardProps<R extends string> {
  texts: MembersTexts;
  roles: MemberRoles<R>;
  member: Member<R>;
  /** The signed-in user's own card: marked "it's you". */
  self: boolean;
  setRole: UseMutationResult<unknown, Error, { userId: number; role: R }>;
  remove: UseMutationResult<unknown, Error, number>;
  /** The organizer cabinet's look (members.module.css). */
  compact?: boolean;
}

/**
 * A person: name, e-mail, since when; their role (changed at once) and "Remove" with a confirmation. The
 * server's refusal (the last owner or admin) shows in its words under the card.
 */
export function MemberCard<R extends string>({
  texts,
  roles,
  member,
  self,
  setRole,
  remove,
  compact = false,
}: MemberCardProps<R>) {
  const { t } = useTranslation();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const changeRole = (role: R) => {
    setError(null);
    setRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          notify({
            type: 'success',
            title: t(`${texts}.list.saved`, { name: member.name, role: roles.name(role) }),
          }),
        onError: (failure) => setError(apiErrorOf(failure)?.message ?? t(`${texts}.list.saveFailed`)),
      },
    );
  };

  const confirmRemove = () => {
    setError(null);
    remove.mutate(member.userId, {
      onSuccess: () => notify({ type: 'success', title: t(`${texts}.list.removed`, { name: member.name }) }),
      onError: (failure) => {
        setConfirming(false);
        setError(apiErrorOf(failure)?.message ?? t(`${texts}.list.removeFailed`));
      },
    });
  };

  return (
    <li
      className={[styles.member, compact && styles.compact].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-name`}
    >
      <div className={styles.who}>
        <span id={`${id}-name`} className={styles.strong}>
          {member.name}
          {self && (
            <>
              {' '}
              <span className={styles.badge}>{t(`${texts}.list.you`)}</span>
            </>
          )}
        </span>
        <span className={styles.muted}>{member.email}</span>
        <span className={styles.muted}>
          {t(`${texts}.list.since`, { date: formatDate(member.since, currentLanguage()) })}
        </span>
      </div>
      <div className={styles.controls}>
        <label className={styles.roleField}>
          <span className="visually-hidden">{t(`${texts}.list.roleOf`, { name: member.name })}</span>
          <select
            className={styles.select}
            value={member.role}
            disabled={setRole.isPending}
            onChange={(e) => changeRole(e.target.value as R)}
          >
            <RoleOptions roles={roles} />
          </select>
        </label>
        {confirming ? (
          <div className={styles.confirm} role="group" aria-labelledby={`${id}-confirm`}>
            <p id={`${id}-confirm`} className={styles.confirmText}>
              {t(`${texts}.list.confirm`, { name: member.name })}
            </p>
            <button
              type="button"
              className={styles.danger}
              disabled={remove.isPending}
              onClick={confirmRemove}
            >
              {remove.isPending ? t(`${texts}.list.removing`) : t(`${texts}.list.confirmYes`)}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
              {t(`${texts}.list.cancel`)}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className={styles.secondary}
            aria-label={t(`${texts}.list.removeOf`, { name: member.name })}
            onClick={() => setConfirming(true)}
          >
            {t(`${texts}.list.remove`)}
          </button>
        )}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
