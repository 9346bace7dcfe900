import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import type { Language } from '../../../../shared/constants.js';
import type { MyRegistration } from '../../../../shared/schemas/account.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatDistance, formatEventDate } from '../../../lib/catalogue-format.js';
import styles from './account.module.css';
import { CheckinQr } from './checkin-qr.js';

const CHECKS = ['medical', 'insurance', 'identity'] as const;

/** «Полумарафон · 21,097 км»; a race named by its distance («10 км») is not said twice. */
function raceLabel(name: string, lengthM: number, lang: Language): string {
  if (lengthM <= 0) return name;
  const distance = formatDistance(lengthM, lang);
  const same = name.replace(/\s/g, '').toLowerCase() === distance.replace(/\s/g, '').toLowerCase();
  return same ? distance : `${name} · ${distance}`;
}

/** Registrations, each with its event, race, date (in the event's zone), participant, status, bib and admission. */
export function RegistrationsList({ items, label }: { items: MyRegistration[]; label: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.card}>
          <div className={styles.cardHead}>
            <h4 className={styles.cardTitle}>
              <Link to={`/event/${item.event.code}`}>{item.event.name}</Link>
            </h4>
            <span
              className={styles.badge}
              data-status={item.status === 'confirmed' ? 'approved' : item.status}
            >
              {t(`account.registrations.statuses.${item.status}`)}
            </span>
          </div>
          <dl className={styles.meta}>
            {item.race && (
              <>
                <dt>{t('account.registrations.race')}</dt>
                <dd>{raceLabel(item.race.name, item.race.lengthM, lang)}</dd>
              </>
            )}
            <dt>{t('account.registrations.date')}</dt>
            <dd>{formatEventDate(item.event.startsAt, item.event.timeZone, lang)}</dd>
            <dt>{t('account.registrations.participant')}</dt>
            <dd>
              {item.participant.relation === 'self'
                ? `${item.participant.fullName} (${t('account.registrations.self')})`
                : `${item.participant.fullName} (${t('account.registrations.relative')})`}
            </dd>
            <dt>{t('account.registrations.bib')}</dt>
            <dd>{item.bib ?? t('account.registrations.noBib')}</dd>
          </dl>
          <ul className={styles.badges} aria-label={t('account.registrations.admission')}>
            {CHECKS.map((check) => (
              <li key={check} className={styles.badge} data-status={item.admission[check]}>
                <span className={styles.badgeLabel}>{t(`account.registrations.checks.${check}`)}:</span>
                <span>{t(`account.registrations.admissionStatuses.${item.admission[check]}`)}</span>
              </li>
            ))}
          </ul>
          {item.checkinCode && <CheckinQr eventCode={item.event.code} code={item.checkinCode} />}
        </li>
      ))}
    </ul>
  );
}
