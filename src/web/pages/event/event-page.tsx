import { useOutletContext, useParams } from 'react-router';
import type { EventDetail } from '../../../shared/schemas/catalogue.js';
import { ProfileAlert } from '../../features/auth/components/profile-alert.js';
import { useEvent } from '../../features/event/api/get-event.js';
import { EventHeader } from '../../features/event/components/event-header.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { HeroPageFrame } from '../hero-page/hero-page-frame.js';
import styles from './event-page.module.css';

/** The event page frame (SPEC §2): header with tabs; the tab's content comes from the child route. */
export function EventPage() {
  const { code = '' } = useParams();
  return (
    <HeroPageFrame
      query={useEvent(code)}
      skeleton={{ cards: 2 }}
      before={<ProfileAlert className={styles.profileAlert} />}
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
