import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useMyOrders } from '../../features/account/api/my-history.js';
import { OrdersList } from '../../features/account/components/orders-list.js';
import { useInvoicedOrders } from '../../features/payments/api/order-payment.js';
import { OrderActions } from '../../features/payments/components/order-actions.js';
import styles from './my-account.module.css';
import { accountTexts } from '../../i18n/catalogs/account.js';
import { paymentsTexts } from '../../i18n/catalogs/payments.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [accountTexts, paymentsTexts];

/**
 * /MyAccount/Orders (the target of 'Go to my orders'): the account's orders, newest first as answered,
 * each in its state with what it can do: pay, cancel, pay again, download its receipt and its invoice.
 */
export function MyOrdersPage() {
  const { t } = useTranslation();
  const query = useMyOrders();
  // which orders have an invoice to download; without this answer the list still works, less that link
  const invoiced = useInvoicedOrders(query.isSuccess && query.data.items.length > 0);

  return (
    <>
      <h2 className={styles.sectionTitle}>{t('account.orders.title')}</h2>
      {/* what was paid can come back as a tax deduction (issue 19) */}
      <p className={styles.lead}>
        <Link to="/tax-deduction">{t('account.orders.taxDeduction')}</Link>
      </p>
      {query.isPending ? (
        <Skeleton lines={2} cards={2} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('account.orders.empty')}</p>
          <Link to="/events/future">{t('account.orders.findEvent')}</Link>
        </div>
      ) : (
        <OrdersList
          items={query.data.items}
          actions={(order) => (
            <OrderActions
              order={order}
              invoiced={invoiced.data?.has(order.number) ?? false}
              onChanged={() => void query.refetch()}
            />
          )}
        />
      )}
    </>
  );
}
