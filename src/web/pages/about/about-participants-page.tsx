import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { useAboutTitle } from './about-page.js';
import styles from './about-page.module.css';
import { aboutTexts } from '../../i18n/catalogs/about.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [aboutTexts];

/** Sections in reading order; `to` is where the section's link leads. */
const SECTIONS = [
  { key: 'find', to: '/events/future' },
  { key: 'register' },
  { key: 'pay' },
  { key: 'account', to: '/MyAccount' },
  { key: 'results', to: '/Home/EventsRating' },
  { key: 'privacy' },
  { key: 'support', to: '/Contacts' },
] as const;

const REGISTER_ITEMS = ['self', 'relatives', 'team'] as const;

/** /Home/About/participants: finding a race, registering, paying, the account, results, privacy, support. */
export function AboutParticipantsPage() {
  const { t } = useTranslation();
  useAboutTitle(t('about.tabs.participants'));

  return (
    <>
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('about.participants.title')}</h2>
        <p className={styles.lead}>{t('about.participants.lead')}</p>
      </div>
      <div className={styles.topics}>
        {SECTIONS.map((section) => (
          <section key={section.key} className={styles.topic} aria-labelledby={`about-${section.key}`}>
            <h3 id={`about-${section.key}`} className={styles.topicTitle}>
              {t(`about.participants.${section.key}.title`)}
            </h3>
            <p className={styles.text}>{t(`about.participants.${section.key}.text`)}</p>
            {section.key === 'register' ? (
              <ul className={styles.list}>
                {REGISTER_ITEMS.map((item) => (
                  <li key={item}>{t(`about.participants.register.items.${item}`)}</li>
                ))}
              </ul>
            ) : null}
            {'to' in section ? (
              <p className={styles.topicLink}>
                <Link to={section.to} className={styles.secondaryLink}>
                  {t(`about.participants.${section.key}.link`)}
                </Link>
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}
