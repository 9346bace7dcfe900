import { useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useParams } from 'react-router';
import type { EmployeeInvitation, EmployeeLink } from '../../../shared/schemas/corp-employees.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import {
  useAnswerInvitation,
  useEmployeeInvitation,
  useEmployeeLinks,
  useWithdrawConsent,
} from '../../features/corp/api/corp-employees.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { corpEmployeesTexts } from '../../i18n/catalogs/corp-employees.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { formatDate } from '../../lib/catalogue-format.js';
import { notify } from '../../lib/notify.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './corp-employees.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [corpEmployeesTexts];

/**
 * /corp/join/:token (issue 19 item 6, ADR 031 point 5): the invitation a company mailed an employee. The
 * signed-in user sees the company, the name it typed, and exactly which fields of their profile it will
 * see; they consent (their account and profile linked) or decline. A link unknown or already used says
 * so. Under it, the companies that see the user's profile, each with "withdraw consent".
 */
export function EmployeeInvitationPage() {
  const { t } = useTranslation();
  const name = useTenantName();
  const token = useParams().token ?? '';
  const invitation = useEmployeeInvitation(token);
  useDocumentTitle(`${t('corpJoin.title')} — ${name}`);
  const invalid = invitation.isError ? apiErrorOf(invitation.error) : null;

  return (
    <div className={styles.joinPage}>
      <h1 className={styles.title}>{t('corpJoin.title')}</h1>
      {invitation.isPending ? (
        <Skeleton lines={5} />
      ) : invalid?.code === 'EMPLOYEE_INVITATION_INVALID' || invalid?.code === 'VALIDATION_FAILED' ? (
        <section className={styles.panel} aria-labelledby="join-invalid">
          <h2 id="join-invalid" className={styles.sectionTitle}>
            {t('corpJoin.invalidTitle')}
          </h2>
          <p className={styles.text}>
            {invalid.code === 'EMPLOYEE_INVITATION_INVALID' ? invalid.message : t('corpJoin.invalidText')}
          </p>
        </section>
      ) : invitation.isError ? (
        <QueryError onRetry={() => void invitation.refetch()} />
      ) : (
        <Consent token={token} invitation={invitation.data} />
      )}
      <Links />
    </div>
  );
}

function Consent({ token, invitation }: { token: string; invitation: EmployeeInvitation }) {
  const { t } = useTranslation();
  const answer = useAnswerInvitation(token);
  const [answered, setAnswered] = useState<'accepted' | 'declined' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const company = invitation.company.name;

  const reply = (consent: boolean) => {
    setError(null);
    answer.mutate(consent, {
      onSuccess: () => setAnswered(consent ? 'accepted' : 'declined'),
      onError: (failure) => setError(apiErrorOf(failure)?.message ?? t('corpJoin.failed')),
    });
  };

  if (answered) {
    return (
      <section className={styles.panel} aria-labelledby="join-done">
        <p id="join-done" className={styles.strong} role="status">
          {answered === 'accepted' ? t('corpJoin.accepted', { company }) : t('corpJoin.declined')}
        </p>
        {answered === 'accepted' && (
          <Link to="/MyAccount/Profile" className={styles.link}>
            {t('corpJoin.profileLink')}
          </Link>
        )}
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="join-lead">
      <p id="join-lead" className={styles.text}>
        {t('corpJoin.lead', {
          company,
          name: `${invitation.employee.lastName} ${invitation.employee.firstName}`,
        })}
      </p>
      <p className={styles.strong}>{t('corpJoin.what')}</p>
      <ul className={styles.sharedFields}>
        {invitation.fields.map((field) => (
          <li key={field}>{t(`corpEmployees.fields.${field}`)}</li>
        ))}
      </ul>
      <p className={styles.text}>{t('corpJoin.notSeen')}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={answer.isPending}
          onClick={() => reply(true)}
        >
          {answer.isPending && answer.variables ? t('corpJoin.accepting') : t('corpJoin.accept')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={answer.isPending}
          onClick={() => reply(false)}
        >
          {answer.isPending && !answer.variables ? t('corpJoin.declining') : t('corpJoin.decline')}
        </button>
      </div>
    </section>
  );
}

/** The companies that see the user's profile, each with "withdraw consent". */
function Links() {
  const { t } = useTranslation();
  const links = useEmployeeLinks();
  return (
    <section className={styles.section} aria-labelledby="join-links">
      <h2 id="join-links" className={styles.sectionTitle}>
        {t('corpJoin.links.title')}
      </h2>
      {links.isPending ? (
        <Skeleton lines={2} />
      ) : links.isError ? (
        <QueryError onRetry={() => void links.refetch()} />
      ) : links.data.links.length === 0 ? (
        <p className={styles.hint}>{t('corpJoin.links.empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {links.data.links.map((link) => (
            <LinkCard key={link.id} link={link} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LinkCard({ link }: { link: EmployeeLink }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawConsent();
  const [error, setError] = useState<string | null>(null);
  const company = link.company.name;
  const run = () => {
    setError(null);
    withdraw.mutate(link.id, {
      onSuccess: () => notify({ type: 'success', title: t('corpJoin.links.withdrawn', { company }) }),
      onError: (failure) => setError(apiErrorOf(failure)?.message ?? t('corpJoin.failed')),
    });
  };
  return (
    <li className={styles.card}>
      <span className={styles.name}>{company}</span>
      <span className={styles.hint}>
        {t('corpJoin.links.since', { date: formatDate(link.consentedAt, currentLanguage()) })}
      </span>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          disabled={withdraw.isPending}
          aria-label={t('corpJoin.links.withdrawOf', { company })}
          onClick={run}
        >
          {withdraw.isPending ? t('corpJoin.links.withdrawing') : t('corpJoin.links.withdraw')}
        </button>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
