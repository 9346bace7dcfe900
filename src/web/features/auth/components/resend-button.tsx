import { useTranslation } from '../../../i18n/shared-translation.js';
import { useResendConfirmation } from '../api/resend-confirmation.js';
import { notify } from '../../../lib/notify.js';
import styles from './auth-form.module.css';

/** "Send the link again": asks for a new confirmation mail, then says so in a toast. */
export function ResendButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  return (
    <button
      type="button"
      className={styles.secondary}
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(email, {
          onSuccess: () => notify({ type: 'success', title: t('auth.resend.sent') }),
          onError: () => notify({ type: 'error', title: t('auth.errors.generic') }),
        })
      }
    >
      {t('auth.resend.button')}
    </button>
  );
}
