import { EventOverview } from '../../features/event/components/event-overview.js';
import { useEventTitle, useLoadedEvent } from './event-page.js';

export function EventOverviewPage() {
  const event = useLoadedEvent();
  useEventTitle(event);
  return <EventOverview event={event} />;
}
