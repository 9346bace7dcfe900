import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useSearchParams } from 'react-router';
import { can, type CabinetAction } from '../../../shared/domain/cabinet-permissions.js';
import { EVENT_STATUSES } from '../../../shared/domain/event-status.js';
import type { CabinetEvents } from '../../../shared/schemas/cabinet.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import {
  eventStatusOf,
  SEARCH_DEBOUNCE_MS,
  useCabinetEvents,
  useCabinetMe,
} from '../../features/cabinet/api/cabinet.js';
import { cabinetSupportTexts } from '../../i18n/catalogs/cabinet-support.js';
import { cabinetTaxTexts } from '../../i18n/catalogs/cabinet-tax.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatEventDate } from '../../lib/catalogue-format.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import statusStyles from '../../features/cabinet/components/event-status-panel.module.css';
import { CABINET_SECTIONS } from './cabinet-sections.js';
import styles from './cabinet.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts, cabinetSupportTexts, cabinetTaxTexts];

type CabinetEvent = CabinetEvents['events'][number];

/**
 * /cabinet (issue 18): the organizers the user works for, with their role, and the events they may open in
 * every lifecycle status — date, status, their role, and per race the places taken and paid of its
 * capacity; a draft links to its preview on the public page. A search (`?q=`), a status filter
 * (`?status=`), both kept in the address, and "Show more" paging.
 */
export function CabinetHomePage() {
  const { t } = useTranslation();
  const me = useCabinetMe();
  /** Whether the user is support, or has a role somewhere that allows `action`. */
  const mayOpen = (action: CabinetAction) =>
    Boolean(me.data && (me.data.support || me.data.organizers.some((o) => can(o.role, action))));
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const status = eventStatusOf(params.get('status'));
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  /** The address with one filter changed (an empty value: left out), the other kept. */
  const setFilter = (name: 'q' | 'status', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  useEffect(() => {
    if (debounced === q) return;
    setFilter('q', debounced);
    // only a new debounced text searches; q changing from outside must not echo back
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const events = useCabinetEvents(q, status);
  const rows = events.data?.pages.flatMap((p) => p.events) ?? [];
  const total = events.data?.pages[0]?.total ?? 0;

  return (
    <>
      <h1 className={styles.title}>{t('cabinet.title')}</h1>
      {/* the support desk, and the certificates for the tax deduction (issue 19), for whom may open them */}
      {(mayOpen('orders.view') || mayOpen('taxCertificates.view')) && (
        <p className={styles.actions}>
          {mayOpen('orders.view') && (
            <Link to="/cabinet/support" className={styles.link}>
              {t('cabinetSupport.link')}
            </Link>
          )}
          {mayOpen('taxCertificates.view') && (
            <Link to="/cabinet/tax-certificates" className={styles.link}>
              {t('cabinetTax.link')}
            </Link>
          )}
        </p>
      )}
      {me.data && (me.data.organizers.length > 0 || me.data.support) && (
        <section className={styles.section} aria-labelledby="cabinet-organizers">
          <h2 id="cabinet-organizers" className={styles.sectionTitle}>
            {t('cabinet.home.organizers')}
          </h2>
          {me.data.support && <p className={styles.lead}>{t('cabinet.home.support')}</p>}
          {me.data.organizers.length > 0 && (
            <ul className={styles.organizers} aria-labelledby="cabinet-organizers">
              {me.data.organizers.map((organizer) => (
                <li key={organizer.id} className={styles.organizer}>
                  <span className={styles.strong}>{organizer.name}</span>
                  <span className={styles.badge}>{t(`cabinet.roles.${organizer.role}`)}</span>
                  {organizer.role === 'owner' && (
                    <Link
                      to={`/cabinet/organizers/${organizer.id}/members`}
                      className={styles.link}
                      aria-label={t('cabinet.home.membersOf', { organizer: organizer.name })}
                    >
                      {t('cabinet.home.members')}
                    </Link>
                  )}
                  {can(organizer.role, 'requisites.view') && (
                    <Link
                      to={`/cabinet/organizers/${organizer.id}`}
                      className={styles.link}
                      aria-label={t('cabinet.home.requisitesOf', { organizer: organizer.name })}
                    >
                      {t('cabinet.home.requisites')}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className={styles.section} aria-labelledby="cabinet-events">
        <h2 id="cabinet-events" className={styles.sectionTitle}>
          {t('cabinet.home.events')}
        </h2>
        <div className={styles.controls}>
          <label className={styles.searchField}>
            {t('cabinet.home.search')}
            <input
              type="search"
              className={styles.input}
              value={text}
              maxLength={100}
              placeholder={t('cabinet.home.searchPlaceholder')}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          <label className={styles.field}>
            {t('cabinet.home.statusFilter')}
            <select
              className={styles.select}
              value={status ?? ''}
              onChange={(e) => setFilter('status', e.target.value)}
            >
              <option value="">{t('cabinet.home.statusFilters.all')}</option>
              {EVENT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`cabinet.home.statusFilters.${value}`)}
                </option>
              ))}
            </select>
          </label>
          {me.data?.organizers.some((o) => can(o.role, 'events.edit')) && (
            <Link to="/cabinet/events/new" className={styles.newEvent}>
              {t('cabinet.eventEditor.new')}
            </Link>
          )}
        </div>
        {events.isPending ? (
          <Skeleton lines={3} cards={2} />
        ) : events.isError ? (
          <QueryError onRetry={() => void events.refetch()} />
        ) : (
          <>
            <p className={styles.summary} role="status">
              {t('cabinet.home.total', { count: total })}
            </p>
            {rows.length === 0 ? (
              <p className={styles.empty}>
                {q || status ? t('cabinet.home.nothingFound') : t('cabinet.home.empty')}
              </p>
            ) : (
              <ul className={styles.events} aria-labelledby="cabinet-events">
                {rows.map((event) => (
                  <EventCard key={event.code} event={event} />
                ))}
              </ul>
            )}
            {events.hasNextPage && (
              <button
                type="button"
                className={styles.more}
                disabled={events.isFetchingNextPage}
                onClick={() => void events.fetchNextPage()}
              >
                {events.isFetchingNextPage ? t('common.loading') : t('cabinet.showMore')}
              </button>
            )}
          </>
        )}
      </section>
    </>
  );
}

/** An event: its name, date, status and the user's role; its races' places; its sections (and a draft's preview). */
function EventCard({ event }: { event: CabinetEvent }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const headingId = `cabinet-event-${event.code}`;
  const sections = CABINET_SECTIONS.filter((section) => event.permissions.includes(section.action));
  return (
    <li className={styles.event}>
      <div className={styles.eventHead}>
        <h3 id={headingId} className={styles.eventName}>
          {event.name}
        </h3>
        {/* the badge of the event editor's status panel */}
        <span className={statusStyles[event.status]}>{t(`cabinet.home.status.${event.status}`)}</span>
      </div>
      <p className={styles.meta}>
        <span>{formatEventDate(event.startsAt, event.timeZone, lang)}</span>
        {event.organizer && <span>· {event.organizer}</span>}
        <span className={styles.badge}>
          {t('cabinet.home.role', { role: t(`cabinet.roles.${event.role}`) })}
        </span>
      </p>
      {event.races.length === 0 ? (
        <p className={styles.summary}>{t('cabinet.home.noRaces')}</p>
      ) : (
        <ul className={styles.races} aria-label={t('cabinet.home.races', { event: event.name })}>
          {event.races.map((race) => (
            <li key={race.code} className={styles.race}>
              <span className={styles.raceName}>{race.name}</span>
              <span className={styles.summary}>
                {t('cabinet.home.entriesPaid', {
                  taken:
                    race.capacity === null
                      ? t('cabinet.home.takenUnlimited', { entries: race.entries })
                      : t('cabinet.home.taken', { entries: race.entries, capacity: race.capacity }),
                  paid: race.paid,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {(sections.length > 0 || event.status === 'draft') && (
        <div className={styles.actions}>
          {event.status === 'draft' && (
            // a draft is not public: its page opens for the organizer's team only, with a banner saying so
            <Link
              to={`/event/${encodeURIComponent(event.code)}`}
              className={styles.link}
              aria-label={t('cabinet.home.previewOf', { event: event.name })}
            >
              {t('cabinet.home.preview')}
            </Link>
          )}
          {sections.map((section) => (
            <Link
              key={section.path}
              to={`/cabinet/events/${encodeURIComponent(event.code)}/${section.path}`}
              className={styles.link}
              aria-label={t(section.labelOf, { event: event.name })}
            >
              {t(section.label)}
            </Link>
          ))}
        </div>
      )}
    </li>
  );
}
