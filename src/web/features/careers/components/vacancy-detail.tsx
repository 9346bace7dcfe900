import { useTranslation } from '../../../i18n/shared-translation.js';
import type { VacancyDetail as Vacancy } from '../../../../shared/schemas/content.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatDate } from '../../../lib/catalogue-format.js';
import styles from './careers.module.css';

/** `mailto:` the vacancy's apply address with its title as the subject. */
export function applyHref(vacancy: Pick<Vacancy, 'applyEmail' | 'title'>): string {
  return `mailto:${vacancy.applyEmail}?subject=${encodeURIComponent(vacancy.title)}`;
}

/**
 * One vacancy: its title, the facts with the apply button beside the text on wide screens (above it on
 * phones), the description and how to apply.
 */
export function VacancyDetail({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={styles.detailTitle}>{vacancy.title}</h1>
      <div className={styles.detail}>
        <aside className={styles.aside} aria-label={t('careers.facts.label')}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('careers.facts.team')}</dt>
              <dd>{vacancy.team}</dd>
            </div>
            <div>
              <dt>{t('careers.facts.city')}</dt>
              <dd>{vacancy.city}</dd>
            </div>
            <div>
              <dt>{t('careers.facts.employment')}</dt>
              <dd className={styles.factLine}>
                {t(`careers.employment.${vacancy.employment}`)}
                {vacancy.remote ? (
                  <span key="remote" className={styles.badge}>
                    {t('careers.remote')}
                  </span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>{t('careers.facts.published')}</dt>
              <dd>
                <time dateTime={vacancy.publishedAt}>
                  {formatDate(vacancy.publishedAt, currentLanguage())}
                </time>
              </dd>
            </div>
          </dl>
          <a className={styles.apply} href={applyHref(vacancy)} aria-describedby="vacancy-apply-hint">
            {t('careers.apply')}
          </a>
          <p id="vacancy-apply-hint" className={styles.hint}>
            {t('careers.applyHint', { email: vacancy.applyEmail })}
          </p>
        </aside>
        <div className={styles.body}>
          <section aria-labelledby="vacancy-description">
            <h2 id="vacancy-description" className={styles.sectionTitle}>
              {t('careers.description')}
            </h2>
            {/* the server sanitises this HTML, as it does the event descriptions */}
            <div className={styles.prose} dangerouslySetInnerHTML={{ __html: vacancy.description }} />
          </section>
          <section aria-labelledby="vacancy-how-to-apply">
            <h2 id="vacancy-how-to-apply" className={styles.sectionTitle}>
              {t('careers.howToApply')}
            </h2>
            <p className={styles.howToApply}>{vacancy.howToApply}</p>
          </section>
        </div>
      </div>
    </>
  );
}
