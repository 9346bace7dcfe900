import { useTranslation } from '../../../i18n/shared-translation.js';
import type { VacancySummary } from '../../../../shared/schemas/content.js';
import styles from './careers.module.css';

/** Team, city, employment and the remote badge of a vacancy, in one wrapping line. */
export function VacancyMeta({ vacancy }: { vacancy: VacancySummary }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.meta}>
      <li key="team">{vacancy.team}</li>
      <li key="city">{vacancy.city}</li>
      <li key="employment">{t(`careers.employment.${vacancy.employment}`)}</li>
      {vacancy.remote ? (
        <li key="remote" className={styles.badge}>
          {t('careers.remote')}
        </li>
      ) : null}
    </ul>
  );
}
