import { Outlet, useOutletContext, useParams } from 'react-router';
import type { EventDetail } from '../../../shared/schemas/catalogue.js';
import { HeroSkeleton } from '../../components/ui/hero-skeleton.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { ProfileAlert } from '../../features/auth/components/profile-alert.js';
import { useEvent } from '../../features/event/api/get-event.js';
import { EventHeader } from '../../features/event/components/event-header.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { isHttpError } from '../../lib/http.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { NotFoundPage } from '../not-found/not-found-page.js';
import styles from './event-page.module.css';

/** The event page frame (SPEC §2): header with tabs; the tab's content comes from the child route. */
export function EventPage() {
  const { code = '' } = useParams();
  const query = useEvent(code);

  if (query.isError && isHttpError(query.error) && query.error.status === 404) return <NotFoundPage />;
  if (query.isPending) {
    // the same frame as the loaded page, so nothing shifts when the event arrives
    return (
      <>
        <HeroSkeleton />
        <div className={styles.content}>
          <Skeleton lines={3} cards={2} />
        </div>
      </>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.content}>
        <QueryError onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <>
      <ProfileAlert className={styles.profileAlert} />
      <EventHeader event={query.data} />
      <div className={styles.content}>
        <Outlet context={query.data} />
      </div>
    </>
  );
}

/** The loaded event, for the tab routes. */
export function useLoadedEvent(): EventDetail {
  return useOutletContext<EventDetail>();
}

/** «Tab — Event — Startline». */
export function useEventTitle(event: EventDetail, tab?: string): void {
  const name = useTenantName();
  useDocumentTitle([tab, event.name, name].filter(Boolean).join(' — '));
}
