import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { IconCards } from '../../components/ui/icon-cards.js';
import { useAboutTitle } from './about-page.js';
import styles from './about-page.module.css';
import { aboutTexts } from '../../i18n/catalogs/about.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [aboutTexts];

const FEATURES = [
  { key: 'registration', icon: 'users' },
  { key: 'payments', icon: 'credit-card' },
  { key: 'startLists', icon: 'list-ordered' },
  { key: 'questions', icon: 'message-circle' },
  { key: 'promo', icon: 'ticket' },
  { key: 'extras', icon: 'shield-check' },
] as const;

const STEPS = ['write', 'setup', 'launch'] as const;

/** /Home/About (index): what organizers get, and how to start. */
export function AboutOrganizersPage() {
  const { t } = useTranslation();
  useAboutTitle(t('about.tabs.organizers'));

  return (
    <>
      <section className={styles.section} aria-labelledby="about-organizers">
        <h2 id="about-organizers" className={styles.sectionTitle}>
          {t('about.organizers.title')}
        </h2>
        <p className={styles.lead}>{t('about.organizers.lead')}</p>
        <IconCards
          items={FEATURES.map(({ key, icon }) => ({
            key,
            icon,
            title: t(`about.organizers.features.${key}.title`),
            text: t(`about.organizers.features.${key}.text`),
          }))}
        />
      </section>

      <section className={styles.section} aria-labelledby="about-start">
        <h2 id="about-start" className={styles.sectionTitle}>
          {t('about.organizers.startTitle')}
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              {t(`about.organizers.steps.${step}`)}
            </li>
          ))}
        </ol>
        <p>
          <Link to="/Contacts" className={styles.primaryLink}>
            {t('about.organizers.contactsLink')}
          </Link>
        </p>
      </section>

      <section className={`${styles.section} ${styles.panel}`} aria-labelledby="about-companies">
        <h2 id="about-companies" className={styles.sectionTitle}>
          {t('about.organizers.companiesTitle')}
        </h2>
        <p className={styles.text}>{t('about.organizers.companiesText')}</p>
        <p>
          <Link to="/corp-client" className={styles.secondaryLink}>
            {t('about.organizers.companiesLink')}
          </Link>
        </p>
      </section>
    </>
  );
}
