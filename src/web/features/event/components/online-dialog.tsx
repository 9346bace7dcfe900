import { useTranslation } from '../../../i18n/shared-translation.js';
import { Dialog } from '../../../components/ui/dialog.js';
import styles from './event-dialogs.module.css';

const STEPS = ['register', 'run', 'upload', 'medal'] as const;

/** How a virtual (online) race works. */
export function OnlineDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('event.online.title')} onClose={onClose}>
      <p>{t('event.online.lead')}</p>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step}>
            <strong>{t(`event.online.steps.${step}.title`)}</strong>
            <span className={styles.muted}>{t(`event.online.steps.${step}.text`)}</span>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
