import { useTranslation } from '../../../i18n/shared-translation.js';
import { OVERLOAD_WAIT_MINUTES } from '../../../../shared/constants.js';
import { useRequestActivity } from '../../../lib/request-activity.js';
import styles from './request-notices.module.css';

/**
 * Long-loading notice (a call slower than usual) and overload notice (SPEC §8, a call answered 503).
 * The live regions stay mounted so screen readers announce the text when it appears.
 */
export function RequestNotices() {
  const { t } = useTranslation();
  const { longLoading, overloaded } = useRequestActivity();

  return (
    <div className={styles.stack}>
      <div role="alert" className={overloaded ? styles.overload : undefined}>
        {overloaded ? t('notices.overload', { count: OVERLOAD_WAIT_MINUTES }) : null}
      </div>
      <div role="status" className={longLoading && !overloaded ? styles.longLoading : undefined}>
        {longLoading && !overloaded ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {t('notices.longLoading')}
          </>
        ) : null}
      </div>
    </div>
  );
}
