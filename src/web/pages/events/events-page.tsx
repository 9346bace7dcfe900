import { useTranslation } from '../../i18n/shared-translation.js';
import { useParams } from 'react-router';
import type { EventsLoaderType } from '../../../shared/constants.js';
import { EventsBrowser } from '../../features/events-list/components/events-browser.js';
import { isEventsTab } from '../../features/events-list/filter-params.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { NotFoundPage } from '../not-found/not-found-page.js';
import styles from './events-page.module.css';

/** /events/:type — the public catalogue (SPEC §2). An unknown tab is the not-found page. */
export function EventsPage() {
  const { type } = useParams();
  if (!isEventsTab(type)) return <NotFoundPage />;
  return <EventsCatalogue type={type} />;
}

function EventsCatalogue({ type }: { type: EventsLoaderType }) {
  const { t } = useTranslation();
  const name = useTenantName();
  useDocumentTitle(t('events.documentTitle', { tab: t(`events.tabs.${type}`), name }));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('events.title')}</h1>
      <EventsBrowser basePath="/events" type={type} />
    </div>
  );
}
