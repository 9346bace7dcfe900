import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { corpPath, useCorpCompany } from '../../features/corp/corp-context.js';
import { useCorpOrders } from '../../features/corp/registrations-api.js';
import { corpRegistrationsTexts } from '../../i18n/catalogs/corp-registrations.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatDate, formatEventDate, formatMoney } from '../../lib/catalogue-format.js';
import styles from './corp-registrations.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [corpRegistrationsTexts];

/**
 * /corp/registrations (issue 19 item 7): the chosen company's orders — event, places, amount, state and
 * how long unpaid places are held — each opening its page; admins and managers start a new one.
 */
export function CorpRegistrationsPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { company, can } = useCorpCompany();
  const query = useCorpOrders(company.id);

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('corpRegistrations.title')}</h1>
        {can('registrations.create') && (
          <Link to={corpPath('/corp/registrations/new', company.id)} className={styles.primary}>
            {t('corpRegistrations.new')}
          </Link>
        )}
      </div>
      <p className={styles.lead}>{t('corpRegistrations.lead')}</p>
      {query.isPending ? (
        <Skeleton lines={5} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : query.data.orders.length === 0 ? (
        <EmptyState title={t('corpRegistrations.empty.title')} hint={t('corpRegistrations.empty.hint')} />
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>{t('corpRegistrations.table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('corpRegistrations.table.number')}</th>
                <th scope="col">{t('corpRegistrations.table.event')}</th>
                <th scope="col">{t('corpRegistrations.table.places')}</th>
                <th scope="col">{t('corpRegistrations.table.total')}</th>
                <th scope="col">{t('corpRegistrations.table.status')}</th>
                <th scope="col">{t('corpRegistrations.table.until')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.orders.map((order) => (
                <tr key={order.number}>
                  <th scope="row">
                    <Link
                      to={corpPath(`/corp/registrations/${encodeURIComponent(order.number)}`, company.id)}
                    >
                      {order.number}
                    </Link>
                  </th>
                  <td>
                    {order.event.name}, {order.race.name}
                    <br />
                    <span className={styles.muted}>
                      {formatEventDate(order.event.startsAt, order.event.timeZone, lang)}
                    </span>
                  </td>
                  <td>{order.places}</td>
                  <td className={styles.money}>{formatMoney(order.total, lang)}</td>
                  <td>
                    <span className={styles.status}>{t(`corpRegistrations.statuses.${order.status}`)}</span>
                  </td>
                  <td>{order.expiresAt ? formatDate(order.expiresAt, lang, order.event.timeZone) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
