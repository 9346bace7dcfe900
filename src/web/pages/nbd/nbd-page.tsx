import { useTranslation } from '../../i18n/shared-translation.js';
import { NATIONAL_EVENTS } from '../../features/events-list/national-events.js';
import { Link } from 'react-router';
import { LandingSection } from '../../components/ui/landing-section.js';
import landing from '../../components/ui/landing.module.css';
import '../../features/campaign/campaigns-catalog.js';
import { UpcomingEvents } from '../../features/events-list/components/upcoming-events.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './nbd-page.module.css';

const NATIONAL = NATIONAL_EVENTS;
const CATALOGUE = '/events/future?national=1';
const POINTS = ['series', 'standard', 'rating', 'ranking'] as const;

/** /nbd: the national running events programme and its upcoming events (SPEC §2). */
export function NbdPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('campaigns.nbd.documentTitle', { name: useTenantName() }));

  return (
    <>
      <section className={landing.hero} aria-labelledby="nbd-title">
        <div className={landing.heroInner}>
          <span className={styles.flag} aria-hidden="true" />
          <p className={landing.kicker}>{t('campaigns.nbd.kicker')}</p>
          <h1 id="nbd-title" className={styles.title}>
            {t('campaigns.nbd.title')}
          </h1>
          <p className={styles.lead}>{t('campaigns.nbd.lead')}</p>
          <Link to={CATALOGUE} className={landing.heroButton}>
            {t('campaigns.nbd.heroLink')}
          </Link>
        </div>
      </section>

      <LandingSection id="nbd-points" title={t('campaigns.nbd.pointsTitle')}>
        <ul className={styles.points}>
          {POINTS.map((point) => (
            <li key={point} className={landing.cardTopped}>
              <h3 className={landing.cardTitle}>{t(`campaigns.nbd.points.${point}.title`)}</h3>
              <p className={landing.cardText}>{t(`campaigns.nbd.points.${point}.text`)}</p>
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection id="nbd-upcoming" title={t('campaigns.nbd.upcoming')}>
        <UpcomingEvents
          filters={NATIONAL}
          empty={{
            title: t('campaigns.nbd.empty'),
            hint: t('campaigns.nbd.emptyHint'),
            link: t('campaigns.nbd.allEvents'),
          }}
          footer={
            <p className={styles.catalogue}>
              <Link to={CATALOGUE}>{t('campaigns.nbd.catalogue')}</Link>
            </p>
          }
        />
      </LandingSection>
    </>
  );
}
