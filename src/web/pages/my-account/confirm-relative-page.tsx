import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useSearchParams } from 'react-router';
import { apiErrorOf } from '../../lib/api-error.js';
import { useConfirmRelative } from '../../features/account/api/relatives.js';
import styles from './my-account.module.css';
import { accountTexts } from '../../i18n/catalogs/account.js';
import { accountRelativesTexts } from '../../i18n/catalogs/account-relatives.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [accountTexts, accountRelativesTexts];

/** /MyAccount/Relatives/confirm?token=…: the invited account confirms the link with a button press. */
export function ConfirmRelativePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmRelative();

  return (
    <>
      <h2 className={styles.sectionTitle}>{t('account.confirmRelative.title')}</h2>
      {!token ? (
        <p className={styles.alert} role="alert">
          {t('account.confirmRelative.missingToken')}
        </p>
      ) : confirm.isSuccess ? (
        <>
          <p className={styles.success} role="status">
            {t('account.confirmRelative.done')}
          </p>
          <p>
            <Link to="/MyAccount/Relatives">{t('account.confirmRelative.toRelatives')}</Link>
          </p>
        </>
      ) : (
        <>
          <p className={styles.lead}>{t('account.confirmRelative.lead')}</p>
          {confirm.isError && (
            <p className={styles.alert} role="alert">
              {apiErrorOf(confirm.error)?.message ?? t('errors.tryLater')}
            </p>
          )}
          <div>
            <button
              type="button"
              className={styles.button}
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(token)}
            >
              {t('account.confirmRelative.confirm')}
            </button>
          </div>
        </>
      )}
    </>
  );
}
