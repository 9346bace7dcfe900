import { useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useSearchParams } from 'react-router';
import { AuthCard, FormNotice } from '../../features/auth/components/auth-card.js';
import { ResendButton } from '../../features/auth/components/resend-button.js';
import styles from '../../features/auth/components/auth-form.module.css';
import { withReturnUrl } from '../../features/auth/return-url.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { authTexts } from '../../i18n/catalogs/auth.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [authTexts];

const SignUpForm = lazyPart(() => import('./signup-form.js').then((m) => m.SignUpForm));

/** /signup: names, e-mail, password and the terms; then "Check your mail" with the address. */
export function SignUpPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.signup.documentTitle', { name: useTenantName() }));
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) return <CheckMail email={sentTo} />;
  return <SignUpCard returnUrl={returnUrl} onSent={setSentTo} />;
}

function SignUpCard({ returnUrl, onSent }: { returnUrl: string | null; onSent: (email: string) => void }) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.signup.title')}
      links={
        <p>
          {t('auth.signup.haveAccount')}{' '}
          <Link className={styles.link} to={withReturnUrl('/login', returnUrl)}>
            {t('auth.signup.signIn')}
          </Link>
        </p>
      }
    >
      <SignUpForm returnUrl={returnUrl} onSent={onSent} />
    </AuthCard>
  );
}

function CheckMail({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.signup.checkMailTitle')}>
      <FormNotice>
        <p>
          {t('auth.signup.checkMailSent')} <strong>{email}</strong>. {t('auth.signup.checkMailOpen')}
        </p>
      </FormNotice>
      <p className={styles.text}>{t('auth.signup.checkMailHint')}</p>
      <ResendButton email={email} />
    </AuthCard>
  );
}
