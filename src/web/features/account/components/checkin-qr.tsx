import { useState } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { checkinPath, formatCheckinCode } from '../../../../shared/domain/checkin-code.js';
import { QrCode } from '../../../components/ui/qr-code.js';
import styles from './account.module.css';

/**
 * A registration's check-in code for the start-pack point (ADR 025): folded away under its summary; opened,
 * the QR code (a link to the event's check-in page, so the desk's phone camera opens it) and the code in
 * groups of four to say aloud. The `qrcode` package loads only once it is opened.
 */
export function CheckinQr({ eventCode, code }: { eventCode: string; code: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const readable = formatCheckinCode(code);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <details className={styles.checkin} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={styles.checkinSummary}>{t('account.registrations.checkin.show')}</summary>
      {open && (
        <div className={styles.checkinBody}>
          <QrCode
            payload={`${origin}${checkinPath(eventCode, code)}`}
            label={t('account.registrations.checkin.qr', { code: readable })}
          />
          <p className={styles.checkinHint}>{t('account.registrations.checkin.hint')}</p>
          <p className={styles.checkinCode}>{readable}</p>
        </div>
      )}
    </details>
  );
}
