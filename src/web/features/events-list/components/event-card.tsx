import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import type { EventCard as EventCardData } from '../../../../shared/schemas/catalogue.js';
import { Icon } from '../../../components/ui/icon.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatMoney } from '../../../lib/catalogue-format.js';
import { distanceParts, formatEventDate } from '../format.js';
import { sportIcon } from '../sport-icons.js';
import styles from './event-card.module.css';

interface EventCardProps {
  event: EventCardData;
  /** Heading level of the event name (default 2). */
  headingLevel?: 2 | 3;
}

function Stars({ value, approved }: { value: number; approved: boolean }) {
  const { t } = useTranslation();
  const label = `${t('eventCard.rating', { value })}. ${t(approved ? 'eventCard.ratingApproved' : 'eventCard.ratingPending')}`;
  return (
    <span className={styles.stars} role="img" aria-label={label} data-approved={approved}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= value ? styles.starOn : styles.starOff}>
          ★
        </span>
      ))}
      {approved ? <Icon name="badge-check" size="xs" className={styles.approved} /> : null}
    </span>
  );
}

/** One event in the catalogue (SPEC §3 event card). Reusable: the series page lists its events with it. */
export function EventCard({ event, headingLevel = 2 }: EventCardProps) {
  const { t, i18n } = useTranslation();
  // re-render on language change comes from useTranslation; read the language it uses
  void i18n.language;
  const lang = currentLanguage();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  const distances = [...new Set(event.distancesM)]
    .sort((a, b) => b - a)
    .map((m) => {
      const { value, unit } = distanceParts(m, lang);
      return unit === 'km' ? t('eventCard.km', { value }) : t('eventCard.m', { value });
    });
  const free = event.isFree || event.minPrice?.amount === 0;
  const price = free
    ? t('eventCard.free')
    : event.minPrice
      ? t('eventCard.from', { price: formatMoney(event.minPrice, lang) })
      : null;
  const registering = event.registrationState === 'open' || event.registrationState === 'few';
  const where = [event.city?.name, event.place].filter(Boolean).join(', ');

  const flags: { key: string; text: string; to?: string }[] = [];
  if (event.isOnline) flags.push({ key: 'online', text: t('eventCard.flags.online') });
  if (event.hasLiveStream) flags.push({ key: 'live', text: t('eventCard.flags.liveStream') });
  if (event.fastIdentification) flags.push({ key: 'fastId', text: t('eventCard.flags.fastId') });
  if (event.isFree) flags.push({ key: 'free', text: t('eventCard.flags.free') });
  if (event.isNational) flags.push({ key: 'national', text: t('eventCard.flags.national') });
  if (event.series)
    flags.push({
      key: 'series',
      text: t('eventCard.flags.series', { name: event.series.name }),
      to: `/series/${encodeURIComponent(event.series.code)}`,
    });

  return (
    <article className={styles.card} aria-labelledby={`event-${event.code}`}>
      <div className={styles.top}>
        <span className={styles.sport}>
          <Icon name={sportIcon(event.sportType.id)} size="xs" />
          {event.sportType.name}
        </span>
        <span className={styles.state} data-state={event.registrationState}>
          {t(`eventCard.state.${event.registrationState}`)}
        </span>
      </div>

      <Heading id={`event-${event.code}`} className={styles.name}>
        <Link to={event.url} className={styles.nameLink}>
          {event.name}
        </Link>
      </Heading>

      <p className={styles.meta}>
        <span className={styles.metaItem}>
          <Icon name="calendar" size="xs" />
          <time dateTime={event.startsAt}>{formatEventDate(event.startsAt, event.timeZone, lang)}</time>
        </span>
        {where ? (
          <span className={styles.metaItem}>
            <Icon name="map-pin" size="xs" />
            {where}
          </span>
        ) : null}
      </p>

      {distances.length ? (
        <p className={styles.distances}>
          <span className="visually-hidden">{t('eventCard.distances')}: </span>
          {distances.join(' · ')}
        </p>
      ) : null}

      {event.starRating ? <Stars value={event.starRating} approved={event.ratingApproved} /> : null}

      {flags.length ? (
        <ul className={styles.flags} aria-label={t('eventCard.flagsLabel')}>
          {flags.map((flag) => (
            <li key={flag.key} className={styles.flag} data-flag={flag.key}>
              {flag.to ? <Link to={flag.to}>{flag.text}</Link> : flag.text}
            </li>
          ))}
        </ul>
      ) : null}

      <div className={styles.bottom}>
        {price ? <p className={styles.price}>{price}</p> : null}
        <ul className={styles.notes}>
          {registering && event.placesLeft !== null && event.placesLeft > 0 ? (
            <li>{t('eventCard.placesLeft', { count: event.placesLeft })}</li>
          ) : null}
          {registering && event.daysLeft !== null ? (
            <li>
              {event.daysLeft <= 0
                ? t('eventCard.closesToday')
                : t('eventCard.daysLeft', { count: event.daysLeft })}
            </li>
          ) : null}
          {event.priceIncrease ? (
            <li className={styles.increase}>
              {event.priceIncrease.days <= 0
                ? t('eventCard.priceIncreaseSoon')
                : t('eventCard.priceIncrease', { count: event.priceIncrease.days })}
            </li>
          ) : null}
        </ul>
        {event.hasResults ? (
          <Link to={`${event.url}/results`} className={styles.results}>
            <Icon name="trophy" size="xs" />
            {t('eventCard.results')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
