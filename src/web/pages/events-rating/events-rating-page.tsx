import { useTranslation } from '../../i18n/shared-translation.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useEventsRating } from '../../features/rating/api/get-events-rating.js';
import { RatingList } from '../../features/rating/components/rating-list.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './events-rating-page.module.css';

/** /Home/EventsRating: events ranked by their star rating. */
export function EventsRatingPage() {
  const { t } = useTranslation();
  const name = useTenantName();
  useDocumentTitle(`${t('rating.title')} — ${name}`);
  const query = useEventsRating();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('rating.title')}</h1>
      <p className={styles.lead}>{t('rating.lead')}</p>
      {query.isPending ? (
        <Skeleton lines={4} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : (
        <RatingList items={query.data.items} />
      )}
    </div>
  );
}
