import { lazy, Suspense } from 'react';
import { useOutletContext, useParams } from 'react-router';
import type { EventDetail } from '../../../shared/schemas/catalogue.js';
import { ProfileAlert } from '../../features/auth/components/profile-alert.js';
import { useEvent } from '../../features/event/api/get-event.js';
import { EventHeader } from '../../features/event/components/event-header.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { HeroPageFrame } from '../hero-page/hero-page-frame.js';
import styles from './event-page.module.css';

// only a draft's preview shows it: its code and texts stay out of the public page's load
const DraftBanner = lazy(() =>
  import('../../features/event/components/draft-banner.js').then((m) => ({ default: m.DraftBanner })),
);

/**
 * The event page frame (SPEC §2): header with tabs; the tab's content comes from the child route. A draft
 * (answered to its organizer's team alone, ADR 028) says so above its header.
 */
export function EventPage() {
  const { code = '' } = useParams();
  const query = useEvent(code);
  return (
    <HeroPageFrame
      query={query}
      skeleton={{ cards: 2 }}
      before={
        <>
          {query.data?.draft && (
            <Suspense fallback={null}>
              <DraftBanner code={query.data.code} />
            </Suspense>
          )}
          <ProfileAlert className={styles.profileAlert} />
        </>
      }
      header={(event) => <EventHeader event={event} />}
    />
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
