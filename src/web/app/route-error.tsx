import { useTranslation } from '../i18n/shared-translation.js';
import styles from './route-error.module.css';

/** A route failed to render or its chunk failed to load (e.g. after a deploy): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className={styles.error}>
      <h1 className={styles.title}>{t('errors.somethingWrong')}</h1>
      <p>{t('errors.tryReload')}</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}
