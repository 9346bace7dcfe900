import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import type { ClubSummary } from '../../../../shared/schemas/clubs.js';
import { Icon } from '../../../components/ui/icon.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatEventDate } from '../../../lib/catalogue-format.js';
import styles from './clubs.module.css';

/** The first letters of the name's first two words: «Беговой клуб «Лужники»» → «БК». */
export function monogram(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

/** One club: its city, its members on upcoming starts and the soonest of those starts. */
function ClubCard({ club }: { club: ClubSummary }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const headingId = `club-${club.id}`;
  const more = club.upcomingCount > club.upcomingEvents.length;

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <span className={styles.monogram} aria-hidden="true">
          {monogram(club.name)}
        </span>
        <div className={styles.title}>
          <h2 id={headingId} className={styles.name}>
            {club.name}
          </h2>
          {club.city ? (
            <p key="city" className={styles.city}>
              <Icon name="map-pin" size="xs" />
              {club.city}
            </p>
          ) : null}
        </div>
      </div>

      <p className={styles.participants} data-none={club.participants === 0 || undefined}>
        <Icon name="users" size="xs" />
        {club.participants > 0
          ? t('clubs.participants', { count: club.participants })
          : t('clubs.noParticipants')}
      </p>

      {club.upcomingEvents.length ? (
        <div key="events" className={styles.events}>
          <h3 className={styles.eventsTitle}>{t('clubs.nextEvents')}</h3>
          <ul className={styles.eventList}>
            {club.upcomingEvents.map((event) => (
              <li key={event.code} className={styles.event}>
                <Link to={`/event/${encodeURIComponent(event.code)}`} className={styles.eventLink}>
                  {event.name}
                </Link>
                <span className={styles.eventMeta}>
                  <time dateTime={event.startsAt}>
                    {formatEventDate(event.startsAt, event.timeZone, lang)}
                  </time>
                  {event.city ? <span key="city">{event.city}</span> : null}
                </span>
              </li>
            ))}
          </ul>
          {more ? (
            <Link key="all" to={`/events/future?club=${club.id}`} className={styles.all}>
              {t('clubs.allEvents', { count: club.upcomingCount })}
              <span className="visually-hidden">: {club.name}</span>
              <Icon name="arrow-right" size="xs" />
            </Link>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/** The clubs, one card each, in the server's order. */
export function ClubList({ items }: { items: readonly ClubSummary[] }) {
  return (
    <ul className={styles.list}>
      {items.map((club) => (
        <li key={club.id}>
          <ClubCard club={club} />
        </li>
      ))}
    </ul>
  );
}
