import { useTranslation } from '../../../i18n/shared-translation.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { notify } from '../../../lib/notify.js';
import styles from './event-dialogs.module.css';

export function shareLinks(url: string, text: string) {
  const u = encodeURIComponent(url);
  return {
    telegram: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(text)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    vk: `https://vk.com/share.php?url=${u}`,
  };
}

interface InviteDialogProps {
  url: string;
  eventName: string;
  onClose: () => void;
}

/** Invite friends: copy the link, the system share sheet where there is one, messenger links. */
export function InviteDialog({ url, eventName, onClose }: InviteDialogProps) {
  const { t } = useTranslation();
  const text = t('share.text', { event: eventName });
  const links = shareLinks(url, text);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ type: 'success', title: t('share.copied') });
    } catch {
      notify({ type: 'error', title: t('share.copyFailed') });
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: eventName, text, url });
    } catch {
      // the visitor closed the share sheet: nothing to say
    }
  };

  return (
    <Dialog title={t('share.title')} onClose={onClose}>
      <p className={styles.muted}>{t('share.lead')}</p>
      <div className={styles.copyRow}>
        <label className="visually-hidden" htmlFor="invite-url">
          {t('share.linkLabel')}
        </label>
        <input
          id="invite-url"
          className={styles.url}
          value={url}
          readOnly
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className={styles.primary} onClick={() => void copy()} data-autofocus>
          {t('share.copy')}
        </button>
      </div>
      {canShare && (
        <button type="button" className={styles.secondary} onClick={() => void share()}>
          {t('share.system')}
        </button>
      )}
      <ul className={styles.messengers} aria-label={t('share.messengers')}>
        <li>
          <a href={links.telegram} target="_blank" rel="noopener noreferrer" className={styles.secondary}>
            Telegram
          </a>
        </li>
        <li>
          <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={styles.secondary}>
            WhatsApp
          </a>
        </li>
        <li>
          <a href={links.vk} target="_blank" rel="noopener noreferrer" className={styles.secondary}>
            {t('share.vk')}
          </a>
        </li>
      </ul>
    </Dialog>
  );
}
