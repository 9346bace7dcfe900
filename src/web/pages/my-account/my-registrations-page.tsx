import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useMyRegistrations } from '../../features/account/api/my-history.js';
import { RegistrationsList } from '../../features/account/components/registrations-list.js';
import styles from './my-account.module.css';
import { accountTexts } from '../../i18n/catalogs/account.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [accountTexts];

/** /MyAccount/Registrations: own and active relatives' registrations, upcoming then past. */
export function MyRegistrationsPage() {
  const { t } = useTranslation();
  const query = useMyRegistrations();

  const title = <h2 className={styles.sectionTitle}>{t('account.registrations.title')}</h2>;
  if (query.isPending) {
    return (
      <>
        {title}
        <Skeleton lines={2} cards={2} />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {title}
        <QueryError onRetry={() => void query.refetch()} />
      </>
    );
  }
  const { upcoming, past } = query.data;

  return (
    <>
      {title}
      {upcoming.length === 0 && past.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('account.registrations.empty')}</p>
          <Link to="/events/future">{t('account.registrations.findEvent')}</Link>
        </div>
      ) : (
        <>
          <section aria-labelledby="registrations-upcoming" className={styles.section}>
            <h3 id="registrations-upcoming" className={styles.subTitle}>
              {t('account.registrations.upcoming')}
            </h3>
            {upcoming.length ? (
              <RegistrationsList items={upcoming} label={t('account.registrations.upcoming')} />
            ) : (
              <p className={styles.lead}>{t('account.registrations.noneUpcoming')}</p>
            )}
          </section>
          <section aria-labelledby="registrations-past" className={styles.section}>
            <h3 id="registrations-past" className={styles.subTitle}>
              {t('account.registrations.past')}
            </h3>
            {past.length ? (
              <RegistrationsList items={past} label={t('account.registrations.past')} />
            ) : (
              <p className={styles.lead}>{t('account.registrations.nonePast')}</p>
            )}
          </section>
        </>
      )}
    </>
  );
}
