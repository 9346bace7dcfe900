import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { EVENTS_LOADER_TYPES, type EventsLoaderType } from '../../../../shared/constants.js';
import styles from '../../../components/ui/tab-links.module.css';

interface EventsTabsProps {
  basePath: string;
  current: EventsLoaderType;
  /** The query to keep when switching tabs (search and filters), without '?'. */
  search: string;
}

/** The tabs of SPEC §2 as real links (navigation with aria-current). */
export function EventsTabs({ basePath, current, search }: EventsTabsProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('events.tabsLabel')} className={styles.tabs}>
      <ul className={styles.tabList}>
        {EVENTS_LOADER_TYPES.map((tab) => (
          <li key={tab}>
            <Link
              to={{ pathname: `${basePath}/${tab}`, search: search ? `?${search}` : '' }}
              className={styles.tab}
              aria-current={tab === current ? 'page' : undefined}
            >
              {t(`events.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
