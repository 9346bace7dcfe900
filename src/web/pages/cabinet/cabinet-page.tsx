import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, Outlet } from 'react-router';
import { useCabinetMe } from '../../features/cabinet/api/cabinet.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import { isHttpError } from '../../lib/http.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './cabinet.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts];

/**
 * /cabinet (issue 18): the organizer cabinet's frame. A user the API gives no cabinet role (403 from
 * /api/cabinet/me) reads that the cabinet is for organizers, with a way home, instead of its section.
 */
export function CabinetPage() {
  const { t } = useTranslation();
  const name = useTenantName();
  const me = useCabinetMe();
  const noRole = me.isError && isHttpError(me.error) && me.error.status === 403;
  useDocumentTitle(`${t(noRole ? 'cabinet.noRole.title' : 'cabinet.title')} — ${name}`);

  if (noRole) {
    return (
      <div className={styles.noRole}>
        <h1 className={styles.title}>{t('cabinet.noRole.title')}</h1>
        <p className={styles.lead}>{t('cabinet.noRole.text')}</p>
        <p>
          <Link to="/" className={styles.link}>
            {t('cabinet.noRole.home')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <Outlet />
    </div>
  );
}
