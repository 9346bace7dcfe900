import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { useLoadedSeries, useSeriesTitle } from './series-page.js';
import styles from './series-page.module.css';

export function SeriesOverviewPage() {
  const { t } = useTranslation();
  const series = useLoadedSeries();
  useSeriesTitle(series);
  return (
    <section aria-labelledby="series-about">
      <h2 id="series-about" className={styles.title}>
        {t('series.about')}
      </h2>
      {series.description ? (
        // sanitised HTML from the server, like an event's description
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: series.description }} />
      ) : (
        <p className={styles.description}>{t('series.noDescription')}</p>
      )}
      <Link className={styles.link} to={`/series/${encodeURIComponent(series.code)}/events/future`}>
        {t('series.seeEvents', { count: series.upcomingCount })}
      </Link>
    </section>
  );
}
