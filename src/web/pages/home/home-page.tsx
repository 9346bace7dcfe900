import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedOptions, SPORT_TYPES } from '../../../shared/domain/sport-types.js';
import { Icon } from '../../components/ui/icon.js';
import { LiveCount } from '../../features/live-count/components/live-count.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './home-page.module.css';

const STEPS = ['choose', 'register', 'start'] as const;

export function HomePage() {
  const { t } = useTranslation();
  const name = useTenantName();
  useDocumentTitle(t('home.documentTitle', { name }));
  const sports = localizedOptions(SPORT_TYPES, currentLanguage());

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <h1 id="home-title" className={styles.title}>
            {t('home.title')}
          </h1>
          <p className={styles.lead}>{t('home.lead')}</p>
          <div className={styles.actions}>
            <Link to="/events/future" className={styles.primary}>
              {t('home.findRace')}
              <Icon name="arrow-right" size="sm" />
            </Link>
            <Link to="/events/results" className={styles.secondary}>
              {t('home.results')}
            </Link>
          </div>
          <LiveCount />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-how">
        <h2 id="home-how" className={styles.sectionTitle}>
          {t('home.howTitle')}
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{t(`home.steps.${step}.title`)}</h3>
              <p className={styles.stepText}>{t(`home.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="home-sports">
        <h2 id="home-sports" className={styles.sectionTitle}>
          {t('home.sportsTitle')}
        </h2>
        <ul className={styles.sports}>
          {sports.map((sport) => (
            <li key={sport.id} className={styles.sport}>
              {sport.name}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
