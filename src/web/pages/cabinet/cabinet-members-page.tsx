import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MEMBER_ROLES, type MemberRole } from '../../../shared/domain/cabinet-permissions.js';
import type { CabinetMember } from '../../../shared/schemas/cabinet-members.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import {
  useAddMember,
  useCabinetMembers,
  useRemoveMember,
  useSetMemberRole,
} from '../../features/cabinet/api/cabinet-members.js';
import { cabinetMembersTexts } from '../../i18n/catalogs/cabinet-members.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { formatDate } from '../../lib/catalogue-format.js';
import { notify } from '../../lib/notify.js';
import styles from './cabinet.module.css';
import own from './cabinet-members.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts, cabinetMembersTexts];

/** A path's organizer id, or null when it is none (the page then shows "not found" as the API would). */
function organizerIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/**
 * /cabinet/organizers/:id/members (issue 18 item 1): the owner sees who works in the organizer's cabinet
 * and as what, adds an existing account by e-mail with a role, changes a role, removes somebody. The
 * server keeps the last owner (LAST_OWNER): its words show next to the row that was refused.
 */
export function CabinetMembersPage() {
  const { t } = useTranslation();
  const organizerId = organizerIdOf(useParams().id) ?? 0;
  const query = useCabinetMembers(organizerId);

  return (
    <>
      <p>
        <Link to="/cabinet" className={styles.link}>
          ← {t('cabinetMembers.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{query.data?.organizer.name ?? t('cabinetMembers.title')}</h1>
      <p className={styles.lead}>{t('cabinetMembers.title')}</p>
      {query.isPending ? (
        <Skeleton lines={4} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className={own.note}>{t('cabinetMembers.lead')}</p>
          <AddMemberForm organizerId={organizerId} />
          <section className={styles.section} aria-labelledby="members-list">
            <h2 id="members-list" className={styles.sectionTitle}>
              {t('cabinetMembers.list.title')}
            </h2>
            <p className={styles.summary}>
              {t('cabinetMembers.list.count', { count: query.data.members.length })}
            </p>
            <ul className={own.members}>
              {query.data.members.map((member) => (
                <MemberRow
                  key={member.userId}
                  organizerId={organizerId}
                  member={member}
                  self={member.userId === query.data.self}
                />
              ))}
            </ul>
          </section>
        </>
      )}
    </>
  );
}

/** The roles as options, each with what it may do. */
function RoleOptions() {
  const { t } = useTranslation();
  return MEMBER_ROLES.map((role) => (
    <option key={role} value={role}>
      {t(`cabinet.roles.${role}`)}
    </option>
  ));
}

function AddMemberForm({ organizerId }: { organizerId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddMember(organizerId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('manager');
  const [errors, setErrors] = useState<{ email?: string; role?: string; form?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setErrors({ email: t('cabinetMembers.add.required') });
    setErrors({});
    add.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (member) => {
          setEmail('');
          notify({ type: 'success', title: t('cabinetMembers.add.added', { name: member.name }) });
        },
        onError: (failure) => {
          const body = apiErrorOf(failure);
          const fields = body?.fields ?? {};
          if (fields['email'] || fields['role']) return setErrors(fields);
          // an unknown account or one already in the list: about the e-mail typed
          if (body?.code === 'ACCOUNT_NOT_FOUND' || body?.code === 'MEMBER_EXISTS') {
            return setErrors({ email: body.message });
          }
          setErrors({ form: body?.message ?? t('cabinetMembers.add.failed') });
        },
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('cabinetMembers.add.title')}
      </h2>
      <form className={own.addForm} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{t('cabinetMembers.add.email')}</label>
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
          <span id={`${id}-email-hint`} className={own.hint}>
            {t('cabinetMembers.add.emailHint')}
          </span>
          {errors.email && (
            <span id={`${id}-email-error`} className={own.error} role="alert">
              {errors.email}
            </span>
          )}
        </div>
        <div className={`${styles.field} ${own.roleChoice}`}>
          <label htmlFor={`${id}-role`}>{t('cabinetMembers.add.role')}</label>
          <select
            id={`${id}-role`}
            className={styles.select}
            value={role}
            onChange={(e) => setRole(e.target.value as MemberRole)}
            aria-describedby={`${id}-roles`}
          >
            <RoleOptions />
          </select>
        </div>
        <button type="submit" className={own.submit} disabled={add.isPending}>
          {add.isPending ? t('cabinetMembers.add.adding') : t('cabinetMembers.add.submit')}
        </button>
      </form>
      <ul id={`${id}-roles`} className={own.roles}>
        {MEMBER_ROLES.map((name) => (
          <li key={name}>{t(`cabinetMembers.rolesHint.${name}`)}</li>
        ))}
      </ul>
      {errors.form && (
        <p className={own.error} role="alert">
          {errors.form}
        </p>
      )}
    </section>
  );
}

/** A member: name, e-mail, since when; their role (changed at once) and "Remove" with a confirmation. */
function MemberRow({
  organizerId,
  member,
  self,
}: {
  organizerId: number;
  member: CabinetMember;
  self: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const setRole = useSetMemberRole(organizerId);
  const remove = useRemoveMember(organizerId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const changeRole = (role: MemberRole) => {
    setError(null);
    setRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          notify({
            type: 'success',
            title: t('cabinetMembers.list.saved', { name: member.name, role: t(`cabinet.roles.${role}`) }),
          }),
        onError: (failure) => setError(apiErrorOf(failure)?.message ?? t('cabinetMembers.list.saveFailed')),
      },
    );
  };

  const confirmRemove = () => {
    setError(null);
    remove.mutate(member.userId, {
      onSuccess: () =>
        notify({ type: 'success', title: t('cabinetMembers.list.removed', { name: member.name }) }),
      onError: (failure) => {
        setConfirming(false);
        setError(apiErrorOf(failure)?.message ?? t('cabinetMembers.list.removeFailed'));
      },
    });
  };

  return (
    <li className={own.member} aria-labelledby={`${id}-name`}>
      <div className={own.who}>
        <span id={`${id}-name`} className={styles.strong}>
          {member.name}
          {self && (
            <>
              {' '}
              <span className={styles.badge}>{t('cabinetMembers.list.you')}</span>
            </>
          )}
        </span>
        <span className={styles.muted}>{member.email}</span>
        <span className={styles.muted}>
          {t('cabinetMembers.list.since', { date: formatDate(member.since, currentLanguage()) })}
        </span>
      </div>
      <div className={own.controls}>
        <label className={own.roleField}>
          <span className="visually-hidden">{t('cabinetMembers.list.roleOf', { name: member.name })}</span>
          <select
            className={styles.select}
            value={member.role}
            disabled={setRole.isPending}
            onChange={(e) => changeRole(e.target.value as MemberRole)}
          >
            <RoleOptions />
          </select>
        </label>
        {confirming ? (
          <div className={own.confirm} role="group" aria-labelledby={`${id}-confirm`}>
            <p id={`${id}-confirm`} className={own.confirmText}>
              {t('cabinetMembers.list.confirm', { name: member.name })}
            </p>
            <button type="button" className={own.danger} disabled={remove.isPending} onClick={confirmRemove}>
              {remove.isPending ? t('cabinetMembers.list.removing') : t('cabinetMembers.list.confirmYes')}
            </button>
            <button type="button" className={own.secondary} onClick={() => setConfirming(false)}>
              {t('cabinetMembers.list.cancel')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className={own.secondary}
            aria-label={t('cabinetMembers.list.removeOf', { name: member.name })}
            onClick={() => setConfirming(true)}
          >
            {t('cabinetMembers.list.remove')}
          </button>
        )}
      </div>
      {error && (
        <p className={own.error} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
