import { useTranslation } from '../../../i18n/shared-translation.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import type { useEventsList } from '../api/list-events.js';
import { EventCard } from './event-card.js';
import styles from './events-browser.module.css';

interface EventsResultsProps {
  query: ReturnType<typeof useEventsList>;
  /** Where "reset filters" leads: the tab without search and filters. */
  resetTo: string;
}

export function CardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true" data-testid="events-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.skeletonCard}>
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonTitle} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonShort} />
        </li>
      ))}
    </ul>
  );
}

export function EmptyResult({ resetTo }: { resetTo: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('events.empty')}
      hint={t('events.emptyHint')}
      link={{ to: resetTo, label: t('events.resetFilters') }}
    />
  );
}

export function InlineError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert">
      <p>{t('events.loadError')}</p>
      <button type="button" className={styles.secondaryButton} onClick={onRetry}>
        {t('events.retry')}
      </button>
    </div>
  );
}

/**
 * The list itself: skeletons, error with retry, empty result, cards and keyset "Show more". The keys give
 * each box its own identity, so the skeleton's box is never reused as the "Show more" box (it once was,
 * when Preact rendered the app and matched unkeyed siblings by type: the button moved down the page, a
 * layout shift of 0.48 in Lighthouse).
 */
export function EventsResults({ query, resetTo }: EventsResultsProps) {
  const { t } = useTranslation();

  if (query.isPending) {
    return (
      <div key="loading" aria-busy="true">
        <p className="visually-hidden">{t('events.loading')}</p>
        <CardSkeletons />
      </div>
    );
  }
  if (query.isError && !query.data) return <InlineError onRetry={() => void query.refetch()} />;

  const items = query.data.pages.flatMap((page) => page.items);
  if (!items.length) return <EmptyResult resetTo={resetTo} />;

  return (
    <>
      <ul key="cards" className={styles.grid} aria-label={t('events.listLabel')}>
        {items.map((event) => (
          <li key={event.code} className={styles.gridItem}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? <InlineError onRetry={() => void query.fetchNextPage()} /> : null}
      {query.hasNextPage && !query.isFetchNextPageError ? (
        <div key="more" className={styles.more}>
          <button
            type="button"
            className={styles.primaryButton}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('events.loadingMore') : t('events.showMore')}
          </button>
        </div>
      ) : null}
    </>
  );
}
