import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { SPORT_TYPES } from '../../../shared/domain/sport-types.js';
import type { SeriesSummary } from '../../../shared/schemas/content.js';
import { LandingSection } from '../../components/ui/landing-section.js';
import { QueryError } from '../../components/ui/query-state.js';
import { useSeriesList } from '../../features/series/api/list-series.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatDate } from '../../lib/catalogue-format.js';
import { CardSkeletons } from './home-events.js';
import { HOME_SERIES_LIMIT } from './home-queries.js';
import styles from './home-lists.module.css';

function SeriesCard({ series }: { series: SeriesSummary }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const sports = series.sportTypes.flatMap((id) => {
    const sport = SPORT_TYPES.find((s) => s.id === id);
    return sport ? [{ id, name: sport[lang] }] : [];
  });
  const headingId = `series-${series.code}`;

  return (
    <article className={styles.series} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.seriesName}>
        <Link to={`/series/${encodeURIComponent(series.code)}`} className={styles.seriesLink}>
          {series.name}
        </Link>
      </h3>
      <p className={styles.seriesCount} data-upcoming={series.upcomingCount > 0}>
        {series.upcomingCount > 0
          ? t('home.seriesUpcoming', { count: series.upcomingCount })
          : t('home.seriesNoUpcoming')}
      </p>
      {series.nextStartsAt ? (
        <p className={styles.seriesNext}>
          {t('home.seriesNext', { date: formatDate(series.nextStartsAt, lang) })}
        </p>
      ) : null}
      {sports.length > 0 ? (
        <ul className={styles.seriesSports} aria-label={t('home.seriesSports')}>
          {sports.map((sport) => (
            <li key={sport.id} className={styles.seriesSport}>
              {sport.name}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/** Series and cups: the ones with races ahead first. Nothing at all when the tenant has none. */
export function HomeSeries() {
  const { t } = useTranslation();
  const query = useSeriesList(HOME_SERIES_LIMIT);
  if (query.isSuccess && query.data.items.length === 0) return null;

  return (
    <LandingSection
      id="home-series"
      title={t('home.seriesTitle')}
      more={{ to: '/events/series', label: t('home.seriesAll') }}
    >
      {query.isPending ? (
        <div key="loading" aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('home.seriesLoading')}
          </p>
          <CardSkeletons count={3} />
        </div>
      ) : query.isError ? (
        <QueryError key="error" onRetry={() => void query.refetch()} />
      ) : (
        <ul key="list" className={styles.grid}>
          {query.data.items.map((series) => (
            <li key={series.code} className={styles.gridItem}>
              <SeriesCard series={series} />
            </li>
          ))}
        </ul>
      )}
    </LandingSection>
  );
}
