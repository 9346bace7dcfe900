import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { canRegister } from '../../../../shared/domain/race-state.js';
import type { RaceInfo } from '../../../../shared/schemas/catalogue.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatDate, formatDistance, formatMoney, formatTime } from '../../../lib/catalogue-format.js';
import { RaceStateBadge, useRaceStateExplanation } from './race-state-badge.js';
import styles from './race-card.module.css';

/** A link that stays in the app for our own paths and leaves it for anything else. */
export function RegisterLink({
  href,
  className,
  label,
}: {
  href: string;
  className?: string;
  label: string;
}) {
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {label}
    </Link>
  ) : (
    <a href={href} className={className}>
      {label}
    </a>
  );
}

export function RaceCard({ race, timeZone }: { race: RaceInfo; timeZone: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const explanation = useRaceStateExplanation(race, timeZone);
  const headingId = `race-${race.code}`;

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h3 id={headingId} className={styles.name}>
          {race.name}
        </h3>
        <RaceStateBadge state={race.state} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('event.race.distance')}</dt>
          <dd>{formatDistance(race.lengthM, lang)}</dd>
        </div>
        <div>
          <dt>{t('event.race.start')}</dt>
          <dd>
            {formatDate(race.startsAt, lang, timeZone)}, {formatTime(race.startsAt, lang, timeZone)}
          </dd>
        </div>
        <div>
          <dt>{t('event.race.price')}</dt>
          <dd>
            <span className={styles.price}>
              {race.price && race.price.amount > 0 ? formatMoney(race.price, lang) : t('event.race.free')}
            </span>
            {race.nextPrice && (
              <span className={styles.nextPrice}>
                {race.nextPrice.days <= 0
                  ? t('event.race.nextPriceSoon', { price: formatMoney(race.nextPrice.price, lang) })
                  : t('event.race.nextPrice', {
                      count: race.nextPrice.days,
                      price: formatMoney(race.nextPrice.price, lang),
                    })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('event.race.places')}</dt>
          <dd>
            {race.placesLeft === null
              ? t('event.race.unlimited')
              : t('event.race.placesLeft', { count: race.placesLeft })}
          </dd>
        </div>
      </dl>
      {explanation && <p className={styles.explanation}>{explanation}</p>}
      {canRegister(race.state) && (
        <RegisterLink href={race.registerUrl} className={styles.register} label={t('event.register')} />
      )}
    </article>
  );
}
