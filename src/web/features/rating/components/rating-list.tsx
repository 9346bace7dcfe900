import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import type { EventsRating } from '../../../../shared/schemas/catalogue.js';
import { StarRating } from '../../../components/ui/star-rating.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatDate } from '../../../lib/catalogue-format.js';
import styles from './rating-list.module.css';

type Item = EventsRating['items'][number];

/** Highest stars first; the server's order breaks ties. */
export function rankEvents(items: readonly Item[]): Item[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.starRating - a.item.starRating || a.index - b.index)
    .map(({ item }) => item);
}

export function RatingList({ items }: { items: readonly Item[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (items.length === 0) return <p>{t('rating.empty')}</p>;
  return (
    <ol className={styles.list}>
      {rankEvents(items).map((item, index) => (
        <li key={item.code} className={styles.item}>
          <span className={styles.rank} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <h2 className={styles.name}>
              <Link to={`/event/${encodeURIComponent(item.code)}`}>{item.name}</Link>
            </h2>
            <p className={styles.meta}>
              <time dateTime={item.startsAt}>{formatDate(item.startsAt, lang)}</time>
              {item.city && <span>{item.city}</span>}
              <span>{item.sportType}</span>
            </p>
            <StarRating value={item.starRating} approved={item.ratingApproved} />
          </div>
        </li>
      ))}
    </ol>
  );
}
