import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import '../event-draft-catalog.js';
import styles from './draft-banner.module.css';

/**
 * Above a draft event's page (ADR 028): the page is a preview that only the organizer's cabinet team gets
 * (everyone else: 404), with the way to the event's editor in the cabinet to publish it. Loaded (with its
 * texts) only for a draft.
 */
export function DraftBanner({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.banner} role="note">
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <p className={styles.text}>
        {t('eventDraft.notice')}{' '}
        <Link className={styles.link} to={`/cabinet/events/${encodeURIComponent(code)}/edit`}>
          {t('eventDraft.publish')}
        </Link>
      </p>
    </div>
  );
}
