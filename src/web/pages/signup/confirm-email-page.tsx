import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { useConfirmEmail } from '../../features/auth/api/confirm-email.js';
import { useResendConfirmation } from '../../features/auth/api/resend-confirmation.js';
import { AuthCard, FormAlert, FormNotice } from '../../features/auth/components/auth-card.js';
import { EmailRequestForm } from '../../features/auth/components/email-request-form.js';
import styles from '../../features/auth/components/auth-form.module.css';
import { useMailedLink } from '../../features/auth/use-mailed-link.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { authTexts } from '../../i18n/catalogs/auth.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [authTexts];

/** /signup/confirm?token=…: confirms on load, signs in and goes on; a bad link says why and offers a way on. */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.confirm.documentTitle', { name: useTenantName() }));
  const { failed, message, errorCode, done } = useMailedLink(useConfirmEmail());

  return (
    <AuthCard
      title={t('auth.confirm.title')}
      links={
        failed ? (
          <Link className={styles.link} to="/login">
            {t('auth.confirm.toLogin')}
          </Link>
        ) : null
      }
    >
      {failed ? (
        <>
          <FormAlert message={message} />
          {errorCode === 'TOKEN_EXPIRED' ? <ResendForm /> : null}
        </>
      ) : (
        <FormNotice>
          <p>{done ? t('auth.confirm.done') : t('auth.confirm.pending')}</p>
        </FormNotice>
      )}
    </AuthCard>
  );
}

/** An expired link: the address, and a new link to it. */
function ResendForm() {
  const { t } = useTranslation();
  const resend = useResendConfirmation();

  if (resend.isSuccess) {
    return (
      <FormNotice>
        <p>{t('auth.confirm.sentNew')}</p>
      </FormNotice>
    );
  }
  return (
    <EmailRequestForm
      request={resend}
      autoComplete="email"
      submitLabel={t('auth.confirm.sendNew')}
      hint={t('auth.confirm.expiredHint')}
    />
  );
}
