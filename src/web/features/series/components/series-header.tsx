import { useTranslation } from '../../../i18n/shared-translation.js';
import { NavLink } from 'react-router';
import type { SeriesDetail } from '../../../../shared/schemas/catalogue.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatDate } from '../../../lib/catalogue-format.js';
import styles from './series-header.module.css';

export function seriesPath(code: string): string {
  return `/series/${encodeURIComponent(code)}`;
}

/** Name, period, sport types, counts and the tabs of a series page. */
export function SeriesHeader({ series }: { series: SeriesDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { from, to } = series.period;
  const base = seriesPath(series.code);
  const period =
    from && to
      ? `${formatDate(from, lang)} — ${formatDate(to, lang)}`
      : from
        ? t('series.from', { date: formatDate(from, lang) })
        : to
          ? t('series.to', { date: formatDate(to, lang) })
          : null;

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <p className={styles.kicker}>{t('series.kicker')}</p>
        <h1 className={styles.title}>{series.name}</h1>
        {period && <p className={styles.period}>{period}</p>}
        <dl className={styles.counts}>
          <div>
            <dt>{t('series.eventsCount')}</dt>
            <dd>{series.eventsCount}</dd>
          </div>
          <div>
            <dt>{t('series.upcomingCount')}</dt>
            <dd>{series.upcomingCount}</dd>
          </div>
        </dl>
        {series.sportTypes.length > 0 && (
          <ul className={styles.sports} aria-label={t('series.sportTypes')}>
            {series.sportTypes.map((s) => (
              <li key={s.id}>{s.name}</li>
            ))}
          </ul>
        )}
      </div>
      <nav className={styles.tabs} aria-label={t('series.tabs.label')}>
        <ul className={styles.tabList}>
          <li>
            <NavLink to={base} end className={styles.tab}>
              {t('series.tabs.overview')}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${base}/events`} className={styles.tab}>
              {t('series.tabs.events')}
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
