import { useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { COMPANY_ROLES, type CompanyRole } from '../../../shared/domain/company-permissions.js';
import type { CompanyInvitationRow, CompanyUser } from '../../../shared/schemas/corp-company.js';
import { AddMemberForm } from '../../components/members/add-member-form.js';
import { MemberCard } from '../../components/members/member-card.js';
import { MemberList } from '../../components/members/member-list.js';
import type { MemberRoles } from '../../components/members/member-roles.js';
import styles from '../../components/members/members.module.css';
import cabinet from '../../components/ui/cabinet-section.module.css';
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

/** The texts this screen loads with (screen.ts). */
export const texts = [corpCompanyTexts];

/** The refusal of an added e-mail that is about it: somebody already in the company. */
const EMAIL_CODES = ['COMPANY_MEMBER_EXISTS'];

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
  const roles: MemberRoles<CompanyRole> = {
    all: COMPANY_ROLES,
    name: (role) => t(`corp.roles.${role}`),
    hint: (role) => t(`corpCompany.users.rolesHint.${role}`),
  };

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
          <p className={cabinet.note}>{t('corpCompany.users.lead')}</p>
          <AddUserForm key={company.id} companyId={company.id} roles={roles} />
          <MemberList
            id="users-list"
            title={t('corpCompany.users.list.title')}
            summary={t('corpCompany.users.list.count', { count: query.data.users.length })}
          >
            {query.data.users.map((user) => (
              <UserRow
                key={user.userId}
                companyId={company.id}
                roles={roles}
                member={user}
                self={user.userId === query.data.self}
              />
            ))}
          </MemberList>
          {query.data.invitations.length > 0 && (
            <MemberList id="users-invitations" title={t('corpCompany.users.invitations.title')}>
              {query.data.invitations.map((invitation) => (
                <InvitationRow key={invitation.id} companyId={company.id} invitation={invitation} />
              ))}
            </MemberList>
          )}
        </>
      )}
    </>
  );
}

/** The add form of one company: a new one, and its call, for another company. */
function AddUserForm({ companyId, roles }: { companyId: number; roles: MemberRoles<CompanyRole> }) {
  const { t } = useTranslation();
  return (
    <AddMemberForm
      texts="corpCompany.users"
      roles={roles}
      defaultRole="manager"
      add={useAddCompanyUser(companyId)}
      added={(result) =>
        result.outcome === 'member'
          ? t('corpCompany.users.add.added', { name: result.user.name })
          : t('corpCompany.users.add.invited', { email: result.invitation.email })
      }
      emailCodes={EMAIL_CODES}
    />
  );
}

/** A user's card, with its own role change and removal in flight. */
function UserRow({
  companyId,
  ...card
}: {
  companyId: number;
  roles: MemberRoles<CompanyRole>;
  member: CompanyUser;
  self: boolean;
}) {
  return (
    <MemberCard
      texts="corpCompany.users"
      setRole={useSetCompanyUserRole(companyId)}
      remove={useRemoveCompanyUser(companyId)}
      {...card}
    />
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
