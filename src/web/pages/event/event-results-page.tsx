import { useTranslation } from '../../i18n/shared-translation.js';
import { ResultsView } from '../../features/event/components/results-view.js';
import { useEventTitle, useLoadedEvent } from './event-page.js';

export function EventResultsPage() {
  const { t } = useTranslation();
  const event = useLoadedEvent();
  useEventTitle(event, t('event.tabs.results'));
  return <ResultsView event={event} />;
}
