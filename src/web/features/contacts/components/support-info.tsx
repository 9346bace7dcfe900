import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { QueryError } from '../../../components/ui/query-state.js';
import { useContacts } from '../api/get-contacts.js';
import { SUPPORT_TIME_ZONE, supportStatus, type SupportHours } from '../support-hours.js';
import styles from './support-info.module.css';

/** The clock the status follows; it moves on every minute so the status flips at opening and closing. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The support e-mail and hours from `GET /api/contacts`, with whether support answers right now. Until the
 * call answers (or when it failed) the e-mail comes from the tenant info known at start.
 */
export function SupportInfo({ fallbackEmail }: { fallbackEmail: string | null }) {
  const { t } = useTranslation();
  const query = useContacts();
  const email = query.data?.supportEmail || fallbackEmail;

  return (
    <section className={styles.panel} aria-labelledby="contacts-support-title">
      <h2 id="contacts-support-title" className={styles.title}>
        {t('contacts.support.title')}
      </h2>
      <dl className={styles.facts}>
        <div key="email" className={styles.fact}>
          <dt className={styles.term}>{t('contacts.support.email')}</dt>
          <dd className={styles.value}>
            {email ? (
              <a key="link" className={styles.email} href={`mailto:${email}`}>
                {email}
              </a>
            ) : (
              <span key="bone" className={styles.bone} aria-hidden="true" />
            )}
          </dd>
        </div>
        <div key="hours" className={styles.fact}>
          <dt className={styles.term}>{t('contacts.support.hours')}</dt>
          <dd className={styles.value} aria-busy={query.isPending || undefined}>
            {query.isSuccess ? (
              <Schedule key="schedule" hours={query.data.supportHours} />
            ) : query.isError ? (
              <QueryError key="error" onRetry={() => void query.refetch()} />
            ) : (
              <span key="bone" className={styles.bone} aria-hidden="true" />
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Schedule({ hours }: { hours: SupportHours }) {
  const { t } = useTranslation();
  const now = useNow();
  const zone =
    hours.timeZone === SUPPORT_TIME_ZONE
      ? t('contacts.support.zoneMoscow')
      : t('contacts.support.zoneOther', { zone: hours.timeZone });
  const status = supportStatus(hours, now);
  return (
    <>
      <p className={styles.schedule}>
        {t('contacts.support.schedule', { from: hours.from, to: hours.to, zone })}
      </p>
      {status ? (
        <p className={status.online ? styles.online : styles.offline}>
          <span className={styles.dot} aria-hidden="true" />
          {status.online
            ? t('contacts.support.online')
            : t(`contacts.support.offline.${status.next}`, { time: hours.from, zone })}
        </p>
      ) : null}
    </>
  );
}
