import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../components/ui/query-state.js';
import { EventCard } from '../../features/events-list/components/event-card.js';
import { HOME_EVENTS_LIMIT, useHomeEvents } from './home-queries.js';
import page from './home-page.module.css';
import styles from './home-lists.module.css';

/** Placeholders of the cards' final size, so that nothing moves when the cards arrive. */
export function CardSkeletons({ count, tall }: { count: number; tall?: boolean }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={tall ? styles.skeletonEvent : styles.skeletonSeries}>
          <span className={styles.boneShort} />
          <span className={styles.boneTitle} />
          <span className={styles.bone} />
          <span className={styles.boneBottom} />
        </li>
      ))}
    </ul>
  );
}

/** The first upcoming events, with a way to the whole list. */
export function HomeEvents() {
  const { t } = useTranslation();
  const query = useHomeEvents();

  let body;
  if (query.isPending) {
    body = (
      <div key="loading" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('home.upcomingLoading')}
        </p>
        <CardSkeletons count={HOME_EVENTS_LIMIT} tall />
      </div>
    );
  } else if (query.isError) {
    body = <QueryError key="error" onRetry={() => void query.refetch()} />;
  } else if (query.data.items.length === 0) {
    body = (
      <div key="empty" className={styles.empty}>
        <p className={styles.emptyTitle}>{t('home.upcomingEmpty')}</p>
        <p className={styles.emptyHint}>{t('home.upcomingEmptyHint')}</p>
        <Link to="/events/results" className={styles.emptyLink}>
          {t('home.upcomingEmptyLink')}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul key="list" className={styles.grid}>
        {query.data.items.slice(0, HOME_EVENTS_LIMIT).map((event) => (
          <li key={event.code} className={styles.gridItem}>
            <EventCard event={event} headingLevel={3} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={page.section} aria-labelledby="home-upcoming">
      <div className={page.sectionHead}>
        <h2 id="home-upcoming" className={page.sectionTitle}>
          {t('home.upcomingTitle')}
        </h2>
        <Link to="/events/future" className={page.allLink}>
          {t('home.upcomingAll')}
        </Link>
      </div>
      {body}
    </section>
  );
}
