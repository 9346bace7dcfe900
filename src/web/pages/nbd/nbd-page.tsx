import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../features/campaign/campaigns-catalog.js';
import { useEventsList } from '../../features/events-list/api/list-events.js';
import { EventsResults } from '../../features/events-list/components/events-results.js';
import list from '../../features/events-list/components/events-browser.module.css';
import type { FilterValues } from '../../features/events-list/filter-params.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './nbd-page.module.css';

const NATIONAL: FilterValues = { national: true };
const CATALOGUE = '/events/future?national=1';
const POINTS = ['series', 'standard', 'rating', 'ranking'] as const;

/** /nbd: the national running events programme and its upcoming events (SPEC §2). */
export function NbdPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('campaigns.nbd.documentTitle', { name: useTenantName() }));

  return (
    <>
      <section className={styles.hero} aria-labelledby="nbd-title">
        <div className={styles.heroInner}>
          <span className={styles.flag} aria-hidden="true" />
          <p className={styles.kicker}>{t('campaigns.nbd.kicker')}</p>
          <h1 id="nbd-title" className={styles.title}>
            {t('campaigns.nbd.title')}
          </h1>
          <p className={styles.lead}>{t('campaigns.nbd.lead')}</p>
          <Link to={CATALOGUE} className={styles.heroLink}>
            {t('campaigns.nbd.heroLink')}
          </Link>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="nbd-points">
        <h2 id="nbd-points" className={styles.sectionTitle}>
          {t('campaigns.nbd.pointsTitle')}
        </h2>
        <ul className={styles.points}>
          {POINTS.map((point) => (
            <li key={point} className={styles.point}>
              <h3 className={styles.pointTitle}>{t(`campaigns.nbd.points.${point}.title`)}</h3>
              <p className={styles.pointText}>{t(`campaigns.nbd.points.${point}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="nbd-upcoming">
        <h2 id="nbd-upcoming" className={styles.sectionTitle}>
          {t('campaigns.nbd.upcoming')}
        </h2>
        <NationalEvents />
      </section>
    </>
  );
}

/** Upcoming national events with "Show more"; its own empty state (there is no query to change here). */
function NationalEvents() {
  const { t } = useTranslation();
  const query = useEventsList({ type: 'future', filters: NATIONAL, language: currentLanguage() });
  const empty = query.isSuccess && query.data.pages.every((page) => page.items.length === 0);

  return (
    <div className={styles.events}>
      {empty ? (
        <div key="empty" className={list.empty}>
          <p className={list.emptyTitle}>{t('campaigns.nbd.empty')}</p>
          <p className={list.emptyHint}>{t('campaigns.nbd.emptyHint')}</p>
          <Link to="/events/future" className={list.secondaryButton}>
            {t('campaigns.nbd.allEvents')}
          </Link>
        </div>
      ) : (
        <EventsResults key="results" query={query} resetTo="/events/future" />
      )}
      {empty ? null : (
        <p key="catalogue" className={styles.catalogue}>
          <Link to={CATALOGUE}>{t('campaigns.nbd.catalogue')}</Link>
        </p>
      )}
    </div>
  );
}
