import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_ROLES, type CompanyRole } from '../../../shared/domain/company-permissions.js';
import type { CompanyInvitationRow, CompanyUser } from '../../../shared/schemas/corp-company.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import {
  useAddCompanyUser,
  useCorpUsers,
  useRemoveCompanyUser,
  useSetCompanyUserRole,
  useWithdrawInvitation,
} from '../../features/corp/api/corp-users.js';
import { useCorpCompany } from '../../features/corp/corp-context.js';
import { corpCompanyTexts } from '../../i18n/catalogs/corp-company.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { formatDate } from '../../lib/catalogue-format.js';
import { isHttpError } from '../../lib/http.js';
import { notify } from '../../lib/notify.js';
import frame from './corp.module.css';
import styles from './corp-users.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [corpCompanyTexts];

/**
 * /corp/users (issue 19 item 5, ADR 031 point 3): the company's admin (and support) sees who works in the
 * cabinet and as what, adds somebody by e-mail (an account of the site at once, anybody else by a mailed
 * invitation), changes a role, removes somebody, withdraws an invitation. The server keeps the last admin
 * (LAST_COMPANY_ADMIN): its words show next to the row that was refused. A manager reads that the admin
 * manages the users.
 */
export function CorpUsersPage() {
  const { t } = useTranslation();
  const { company } = useCorpCompany();
  const query = useCorpUsers(company.id);
  const forbidden = query.isError && isHttpError(query.error) && query.error.status === 403;

  return (
    <>
      <h1 className={frame.title}>{t('corpCompany.users.title')}</h1>
      {forbidden ? (
        <p className={frame.lead}>{t('corpCompany.users.forbidden')}</p>
      ) : query.isPending ? (
        <Skeleton lines={4} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className={styles.note}>{t('corpCompany.users.lead')}</p>
          <AddUserForm key={company.id} companyId={company.id} />
          <section className={styles.section} aria-labelledby="users-list">
            <h2 id="users-list" className={styles.sectionTitle}>
              {t('corpCompany.users.list.title')}
            </h2>
            <p className={styles.summary}>
              {t('corpCompany.users.list.count', { count: query.data.users.length })}
            </p>
            <ul className={styles.members}>
              {query.data.users.map((user) => (
                <UserRow
                  key={user.userId}
                  companyId={company.id}
                  user={user}
                  self={user.userId === query.data.self}
                />
              ))}
            </ul>
          </section>
          {query.data.invitations.length > 0 && (
            <section className={styles.section} aria-labelledby="users-invitations">
              <h2 id="users-invitations" className={styles.sectionTitle}>
                {t('corpCompany.users.invitations.title')}
              </h2>
              <ul className={styles.members}>
                {query.data.invitations.map((invitation) => (
                  <InvitationRow key={invitation.id} companyId={company.id} invitation={invitation} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </>
  );
}

function RoleOptions() {
  const { t } = useTranslation();
  return COMPANY_ROLES.map((role) => (
    <option key={role} value={role}>
      {t(`corp.roles.${role}`)}
    </option>
  ));
}

function AddUserForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddCompanyUser(companyId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('manager');
  const [errors, setErrors] = useState<{ email?: string; role?: string; form?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setErrors({ email: t('corpCompany.users.add.required') });
    setErrors({});
    add.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (result) => {
          setEmail('');
          notify({
            type: 'success',
            title:
              result.outcome === 'member'
                ? t('corpCompany.users.add.added', { name: result.user.name })
                : t('corpCompany.users.add.invited', { email: result.invitation.email }),
          });
        },
        onError: (failure) => {
          const body = apiErrorOf(failure);
          const fields = body?.fields ?? {};
          if (fields['email'] || fields['role']) return setErrors(fields);
          if (body?.code === 'COMPANY_MEMBER_EXISTS') return setErrors({ email: body.message });
          setErrors({ form: body?.message ?? t('corpCompany.users.add.failed') });
        },
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('corpCompany.users.add.title')}
      </h2>
      <form className={styles.addForm} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{t('corpCompany.users.add.email')}</label>
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
            {t('corpCompany.users.add.emailHint')}
          </span>
          {errors.email && (
            <span id={`${id}-email-error`} className={styles.error} role="alert">
              {errors.email}
            </span>
          )}
        </div>
        <div className={styles.roleChoice}>
          <label htmlFor={`${id}-role`}>{t('corpCompany.users.add.role')}</label>
          <select
            id={`${id}-role`}
            className={styles.select}
            value={role}
            onChange={(e) => setRole(e.target.value as CompanyRole)}
            aria-describedby={`${id}-roles`}
          >
            <RoleOptions />
          </select>
        </div>
        <button type="submit" className={styles.submit} disabled={add.isPending}>
          {add.isPending ? t('corpCompany.users.add.adding') : t('corpCompany.users.add.submit')}
        </button>
      </form>
      <ul id={`${id}-roles`} className={styles.roles}>
        {COMPANY_ROLES.map((name) => (
          <li key={name}>{t(`corpCompany.users.rolesHint.${name}`)}</li>
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

/** A user: name, e-mail, since when; their role (changed at once) and "Remove" with a confirmation. */
function UserRow({ companyId, user, self }: { companyId: number; user: CompanyUser; self: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const setRole = useSetCompanyUserRole(companyId);
  const remove = useRemoveCompanyUser(companyId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const changeRole = (role: CompanyRole) => {
    setError(null);
    setRole.mutate(
      { userId: user.userId, role },
      {
        onSuccess: () =>
          notify({
            type: 'success',
            title: t('corpCompany.users.list.saved', { name: user.name, role: t(`corp.roles.${role}`) }),
          }),
        onError: (failure) =>
          setError(apiErrorOf(failure)?.message ?? t('corpCompany.users.list.saveFailed')),
      },
    );
  };

  const confirmRemove = () => {
    setError(null);
    remove.mutate(user.userId, {
      onSuccess: () =>
        notify({ type: 'success', title: t('corpCompany.users.list.removed', { name: user.name }) }),
      onError: (failure) => {
        setConfirming(false);
        setError(apiErrorOf(failure)?.message ?? t('corpCompany.users.list.removeFailed'));
      },
    });
  };

  return (
    <li className={styles.member} aria-labelledby={`${id}-name`}>
      <div className={styles.who}>
        <span id={`${id}-name`} className={styles.strong}>
          {user.name}
          {self && (
            <>
              {' '}
              <span className={styles.badge}>{t('corpCompany.users.list.you')}</span>
            </>
          )}
        </span>
        <span className={styles.muted}>{user.email}</span>
        <span className={styles.muted}>
          {t('corpCompany.users.list.since', { date: formatDate(user.since, currentLanguage()) })}
        </span>
      </div>
      <div className={styles.controls}>
        <label className={styles.roleField}>
          <span className="visually-hidden">{t('corpCompany.users.list.roleOf', { name: user.name })}</span>
          <select
            className={styles.select}
            value={user.role}
            disabled={setRole.isPending}
            onChange={(e) => changeRole(e.target.value as CompanyRole)}
          >
            <RoleOptions />
          </select>
        </label>
        {confirming ? (
          <div className={styles.confirm} role="group" aria-labelledby={`${id}-confirm`}>
            <p id={`${id}-confirm`} className={styles.confirmText}>
              {t('corpCompany.users.list.confirm', { name: user.name })}
            </p>
            <button
              type="button"
              className={styles.danger}
              disabled={remove.isPending}
              onClick={confirmRemove}
            >
              {remove.isPending
                ? t('corpCompany.users.list.removing')
                : t('corpCompany.users.list.confirmYes')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
              {t('corpCompany.users.list.cancel')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className={styles.secondary}
            aria-label={t('corpCompany.users.list.removeOf', { name: user.name })}
            onClick={() => setConfirming(true)}
          >
            {t('corpCompany.users.list.remove')}
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

function InvitationRow({ companyId, invitation }: { companyId: number; invitation: CompanyInvitationRow }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawInvitation(companyId);
  const [error, setError] = useState<string | null>(null);
  return (
    <li className={styles.member}>
      <div className={styles.who}>
        <span className={styles.strong}>{invitation.email}</span>
        <span className={styles.muted}>
          {t(`corp.roles.${invitation.role}`)} ·{' '}
          {t('corpCompany.users.invitations.sent', {
            date: formatDate(invitation.sentAt, currentLanguage()),
          })}
        </span>
      </div>
      <button
        type="button"
        className={styles.secondary}
        disabled={withdraw.isPending}
        aria-label={t('corpCompany.users.invitations.withdrawOf', { email: invitation.email })}
        onClick={() =>
          withdraw.mutate(invitation.id, {
            onSuccess: () =>
              notify({
                type: 'success',
                title: t('corpCompany.users.invitations.withdrawn', { email: invitation.email }),
              }),
            onError: (failure) =>
              setError(apiErrorOf(failure)?.message ?? t('corpCompany.users.invitations.failed')),
          })
        }
      >
        {t('corpCompany.users.invitations.withdraw')}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
