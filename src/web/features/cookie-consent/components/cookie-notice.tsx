import { useState } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { acceptCookies, hasCookieConsent } from '../consent.js';
import styles from './cookie-notice.module.css';

/** Shown at the bottom of every page until the visitor clicks «Понятно» / 'Got it'. */
export function CookieNotice() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => !hasCookieConsent());
  if (!visible) return null;

  return (
    <section className={styles.notice} aria-label={t('cookies.label')} data-cookie-notice="">
      <p className={styles.text}>{t('cookies.text')}</p>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          acceptCookies();
          setVisible(false);
        }}
      >
        {t('cookies.accept')}
      </button>
    </section>
  );
}
