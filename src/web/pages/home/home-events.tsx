import { useTranslation } from '../../i18n/shared-translation.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { LandingSection } from '../../components/ui/landing-section.js';
import { QueryError } from '../../components/ui/query-state.js';
import { EventCard } from '../../features/events-list/components/event-card.js';
import { HOME_EVENTS_LIMIT, useHomeEvents } from './home-queries.js';
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
      <EmptyState
        key="empty"
        title={t('home.upcomingEmpty')}
        hint={t('home.upcomingEmptyHint')}
        link={{ to: '/events/results', label: t('home.upcomingEmptyLink') }}
      />
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
    <LandingSection
      id="home-upcoming"
      title={t('home.upcomingTitle')}
      more={{ to: '/events/future', label: t('home.upcomingAll') }}
    >
      {body}
    </LandingSection>
  );
}
