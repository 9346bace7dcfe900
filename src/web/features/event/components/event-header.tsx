import { useState } from 'react';
import { pageOrigin } from '../../../lib/server-request.js';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link, NavLink } from 'react-router';
import type { EventDetail } from '../../../../shared/schemas/catalogue.js';
import { StarRating } from '../../../components/ui/star-rating.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatDate, formatTime, timeZoneLabel } from '../../../lib/catalogue-format.js';
import { ChooseRaceDialog } from './choose-race-dialog.js';
import { InviteDialog } from './invite-dialog.js';
import { OnlineDialog } from './online-dialog.js';
import styles from './event-header.module.css';

type OpenDialog = 'register' | 'results' | 'invite' | 'online' | null;

export function eventPath(code: string): string {
  return `/event/${encodeURIComponent(code)}`;
}

/** Name, date and place, rating, flags, the main actions and the tabs of an event page. */
export function EventHeader({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const hasResults = event.races.some((r) => r.hasResults);
  const base = eventPath(event.code);
  const shareUrl = `${pageOrigin()}${base}`;
  const where = [event.city?.name, event.place].filter(Boolean).join(', ');

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <p className={styles.sport}>
          {event.sportType.name}
          {event.isOnline && ` · ${t('event.flags.online')}`}
        </p>
        <h1 className={styles.title}>{event.name}</h1>
        <p className={styles.when}>
          <time dateTime={event.startsAt}>
            {formatDate(event.startsAt, lang, event.timeZone)},{' '}
            {formatTime(event.startsAt, lang, event.timeZone)}{' '}
            <span className={styles.zone}>({timeZoneLabel(event.startsAt, lang, event.timeZone)})</span>
          </time>
          {where && <span className={styles.where}>{where}</span>}
        </p>
        {event.starRating !== null && event.starRating > 0 && (
          <StarRating value={event.starRating} approved={event.ratingApproved} />
        )}
        <ul className={styles.flags} aria-label={t('event.flags.label')}>
          {event.isOnline && (
            <li>
              <button type="button" className={styles.flagButton} onClick={() => setDialog('online')}>
                {t('event.flags.onlineHow')}
              </button>
            </li>
          )}
          {event.hasLiveStream && <li className={styles.flag}>{t('event.flags.liveStream')}</li>}
          {event.fastIdentification && <li className={styles.flag}>{t('event.flags.fastId')}</li>}
          {event.isFree && <li className={styles.flag}>{t('event.flags.free')}</li>}
          {event.isNational && <li className={styles.flag}>{t('event.flags.national')}</li>}
          {event.series && (
            <li>
              <Link className={styles.flagLink} to={`/series/${encodeURIComponent(event.series.code)}`}>
                {t('event.flags.series', { name: event.series.name })}
              </Link>
            </li>
          )}
        </ul>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => setDialog('register')}>
            {t('event.register')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => setDialog('invite')}>
            {t('share.open')}
          </button>
          {hasResults && (
            <button type="button" className={styles.secondary} onClick={() => setDialog('results')}>
              {t('event.resultsButton')}
            </button>
          )}
        </div>
      </div>
      <nav className={styles.tabs} aria-label={t('event.tabs.label')}>
        <ul className={styles.tabList}>
          <li>
            <NavLink to={base} end className={styles.tab}>
              {t('event.tabs.overview')}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${base}/startlist`} className={styles.tab}>
              {t('event.tabs.members')}
            </NavLink>
          </li>
          {hasResults && (
            <li>
              <NavLink to={`${base}/results`} className={styles.tab}>
                {t('event.tabs.results')}
              </NavLink>
            </li>
          )}
        </ul>
      </nav>
      {(dialog === 'register' || dialog === 'results') && (
        <ChooseRaceDialog event={event} purpose={dialog} onClose={close} />
      )}
      {dialog === 'invite' && <InviteDialog url={shareUrl} eventName={event.name} onClose={close} />}
      {dialog === 'online' && <OnlineDialog onClose={close} />}
    </header>
  );
}
