import { useTranslation } from '../../i18n/shared-translation.js';
import { StartList } from '../../features/event/components/start-list.js';
import { useEventTitle, useLoadedEvent } from './event-page.js';

export function EventMembersPage() {
  const { t } = useTranslation();
  const event = useLoadedEvent();
  useEventTitle(event, t('event.tabs.members'));
  return <StartList event={event} />;
}
