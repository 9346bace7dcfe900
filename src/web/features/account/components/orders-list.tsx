import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { MyOrder } from '../../../../shared/schemas/account.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatDate, formatMoney } from '../../../lib/catalogue-format.js';
import styles from './account.module.css';

const STATUS_TONE = {
  'awaiting-payment': 'checking',
  'partly-paid': 'checking',
  paid: 'approved',
  expired: 'rejected',
  cancelled: 'none',
  refunded: 'none',
} as const;

interface OrdersListProps {
  items: MyOrder[];
  /** What an order can do (pay, cancel, its receipt), under it. */
  actions?: (order: MyOrder) => ReactNode;
}

/** Orders with their number, date, event, status, items with prices and the total, and their actions. */
export function OrdersList({ items, actions }: OrdersListProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <ul className={styles.list} aria-label={t('account.orders.title')}>
      {items.map((order) => (
        <li key={order.id} className={styles.card}>
          <div className={styles.cardHead}>
            <h3 className={styles.cardTitle}>{t('account.orders.number', { number: order.number })}</h3>
            <span className={styles.badge} data-status={STATUS_TONE[order.status]}>
              {t(`account.orders.statuses.${order.status}`)}
            </span>
          </div>
          <dl className={styles.meta}>
            <dt>{t('account.orders.date')}</dt>
            <dd>{formatDate(order.createdAt, lang)}</dd>
            {order.eventName && (
              <>
                <dt>{t('account.orders.event')}</dt>
                <dd>{order.eventName}</dd>
              </>
            )}
          </dl>
          {/* a table wider than a phone scrolls: a keyboard reaches it too (WCAG 2.1.1) */}
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('account.orders.items')}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('account.orders.items')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('account.orders.item')}</th>
                  <th scope="col" className={styles.num}>
                    {t('account.orders.count')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('account.orders.price')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item, index) => (
                  <tr key={index}>
                    <td>{item.name}</td>
                    <td className={styles.num}>{item.count}</td>
                    <td className={styles.num}>{formatMoney(item.price, lang)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className={styles.total}>
                  <th scope="row" colSpan={2}>
                    {t('account.orders.total')}
                  </th>
                  <td className={styles.num}>{formatMoney(order.total, lang)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          {actions?.(order)}
        </li>
      ))}
    </ul>
  );
}
