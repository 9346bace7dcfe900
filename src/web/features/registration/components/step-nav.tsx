import { useTranslation } from '../../../i18n/shared-translation.js';
import styles from './steps.module.css';

interface StepNavProps {
  /** null on the first step. */
  onBack: (() => void) | null;
  continueLabel: string;
  /** While the order is being sent: Continue cannot be pressed twice. */
  busy?: boolean;
  busyLabel?: string;
}

/** Back and Continue (SPEC §2); Continue submits the step's form. */
export function StepNav({ onBack, continueLabel, busy = false, busyLabel }: StepNavProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.nav}>
      {onBack ? (
        <button type="button" className={styles.secondary} onClick={onBack} disabled={busy}>
          {t('register.back')}
        </button>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
        {busy && busyLabel ? busyLabel : continueLabel}
      </button>
    </div>
  );
}
