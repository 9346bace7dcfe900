import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { useEventsList } from '../api/list-events.js';
import type { FilterValues } from '../filter-params.js';
import { EventsResults } from './events-results.js';
import styles from './upcoming-events.module.css';

const ALL_EVENTS = '/events/future';

interface UpcomingEventsProps {
  /** Fixed filters (a campaign's events, the national ones): there is no search here to change. */
  filters: FilterValues;
  /** The page's own words when none match; its link leads to all upcoming events. */
  empty: { title: string; hint: string; link: string };
  /** Under the cards when there are any (a way to the same events in the catalogue). */
  footer?: ReactNode;
}

/** The upcoming events matching a page's fixed filters, with "Show more", or the page's own empty state. */
export function UpcomingEvents({ filters, empty, footer }: UpcomingEventsProps) {
  useTranslation();
  const query = useEventsList({ type: 'future', filters, language: currentLanguage() });
  const none = query.isSuccess && query.data.pages.every((page) => page.items.length === 0);

  return (
    <div className={styles.events}>
      {none ? (
        <EmptyState
          key="empty"
          title={empty.title}
          hint={empty.hint}
          link={{ to: ALL_EVENTS, label: empty.link }}
        />
      ) : (
        <EventsResults key="results" query={query} resetTo={ALL_EVENTS} />
      )}
      {none || !footer ? null : <Fragment key="footer">{footer}</Fragment>}
    </div>
  );
}
