import { useTranslation } from '../../i18n/shared-translation.js';
import { notify } from '../../lib/notify.js';
import styles from './corp-registrations.module.css';

/**
 * The links of places handed out by link (issue 19 item 7): each in a read-only field to select, with a
 * button that copies it. They are shown once (only their hashes are kept), so the page says so.
 */
export function PlaceLinks({ links }: { links: { url: string; n: number }[] }) {
  const { t } = useTranslation();
  const copy = (url: string) => {
    void navigator.clipboard
      ?.writeText(url)
      .then(() => notify({ type: 'success', title: t('corpRegistrations.done.copied') }));
  };
  return (
    <ul className={styles.links}>
      {links.map(({ url, n }) => {
        const id = `corp-place-link-${n}`;
        return (
          <li key={url} className={styles.linkRow}>
            <label htmlFor={id} className={styles.label}>
              {t('corpRegistrations.done.link', { n })}
            </label>
            <input
              id={id}
              readOnly
              className={styles.input}
              value={url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className={styles.secondary} onClick={() => copy(url)}>
              {t('corpRegistrations.done.copy')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
