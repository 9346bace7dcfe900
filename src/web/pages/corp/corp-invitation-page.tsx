import { useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useNavigate, useParams } from 'react-router';
import controls from '../../components/ui/form-controls.module.css';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCurrentUser } from '../../features/auth/api/get-current-user.js';
import { useAcceptInvitation, useCompanyInvitation } from '../../features/corp/api/corp-users.js';
import { corpPath } from '../../features/corp/corp-context.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { corpTexts } from '../../i18n/catalogs/corp.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { isHttpError } from '../../lib/http.js';
import { notify } from '../../lib/notify.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './corp.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [corpTexts];

/**
 * /corp/invitations/:token (issue 19 item 5, ADR 031 point 3): the mailed link to a company's cabinet. The
 * route asks for sign-in (or sign-up) first; the page names the company and the role, and the account
 * with the invited address accepts and lands in the cabinet. Another account holding the link reads which
 * address the invitation is for; an unknown, withdrawn or used link says so.
 */
export function CorpInvitationPage() {
  const { t } = useTranslation();
  const name = useTenantName();
  const token = useParams().token ?? '';
  const query = useCompanyInvitation(token);
  useDocumentTitle(`${t('corp.invitation.title')} — ${name}`);
  const invalid = query.isError && isHttpError(query.error) && query.error.status === 404;

  return (
    <div className={styles.page}>
      <div className={styles.notice}>
        <h1 className={styles.title}>{t('corp.invitation.title')}</h1>
        {query.isPending ? (
          <Skeleton lines={3} />
        ) : invalid ? (
          <>
            <p className={styles.lead}>{t('corp.invitation.invalid')}</p>
            <Link to="/" className={styles.link}>
              {t('corp.invitation.home')}
            </Link>
          </>
        ) : query.isError ? (
          <QueryError onRetry={() => void query.refetch()} />
        ) : (
          <Invitation token={token} {...query.data} />
        )}
      </div>
    </div>
  );
}

function Invitation({
  token,
  company,
  email,
  role,
  yours,
}: {
  token: string;
  company: { name: string };
  email: string;
  role: 'admin' | 'manager';
  yours: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const accept = useAcceptInvitation(token);
  const [error, setError] = useState<string | null>(null);
  const current = user.isAuthorized ? user.email : '';

  const onAccept = () => {
    setError(null);
    accept.mutate(undefined, {
      onSuccess: (accepted) => {
        notify({ type: 'success', title: t('corp.invitation.accepted', { company: accepted.company.name }) });
        void navigate(corpPath('/corp', accepted.company.id));
      },
      onError: (failure) => setError(apiErrorOf(failure)?.message ?? t('corp.invitation.failed')),
    });
  };

  return (
    <>
      <p className={styles.lead}>
        {t('corp.invitation.lead', { company: company.name, role: t(`corp.roles.${role}`) })}
      </p>
      {yours ? (
        <>
          <p>{t('corp.invitation.sentTo', { email })}</p>
          <button type="button" className={styles.cta} disabled={accept.isPending} onClick={onAccept}>
            {accept.isPending ? t('corp.invitation.accepting') : t('corp.invitation.accept')}
          </button>
        </>
      ) : (
        <p className={controls.alert} role="alert">
          {t('corp.invitation.otherEmail', { current, email })}
        </p>
      )}
      {error && (
        <p className={controls.alert} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
