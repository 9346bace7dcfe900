import { useTranslation } from '../../../i18n/shared-translation.js';
import { useRequestUnlock } from '../api/unlock-sign-in.js';
import { notify } from '../../../lib/notify.js';
import { apiErrorOf } from '../../../lib/api-error.js';
import styles from './auth-form.module.css';

/** "Send me a sign-in link": for a locked or slowed sign-in; says in a toast that the mail is on its way. */
export function UnlockButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const unlock = useRequestUnlock();
  return (
    <button
      type="button"
      className={styles.secondary}
      disabled={unlock.isPending || unlock.isSuccess}
      onClick={() =>
        unlock.mutate(email, {
          onSuccess: () => notify({ type: 'success', title: t('auth.unlock.sent') }),
          onError: (error) =>
            notify({ type: 'error', title: apiErrorOf(error)?.message ?? t('auth.errors.generic') }),
        })
      }
    >
      {t('auth.unlock.button')}
    </button>
  );
}
