import { useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useParams } from 'react-router';
import type { CorpOrder, CorpPayMethod } from '../../../shared/schemas/corp-registrations.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { corpPath, useCorpCompany } from '../../features/corp/corp-context.js';
import {
  corpInvoiceUrl,
  useCorpOrder,
  usePayCorpOrder,
  useRelinkPlace,
} from '../../features/corp/registrations-api.js';
import { corpRegistrationsTexts } from '../../i18n/catalogs/corp-registrations.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { formatDate, formatEventDate, formatMoney, formatTime } from '../../lib/catalogue-format.js';
import { isHttpError } from '../../lib/http.js';
import { PlaceLinks } from './corp-registrations-links.js';
import styles from './corp-registrations.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [corpRegistrationsTexts];

/**
 * /corp/registrations/:number (issue 19 item 7): a company's order — event, amount, state and until when
 * its unpaid places are held — its participants (a place by link: taken or not, with a new link), and its
 * payment: by card (the provider's page) or by an invoice made out to the company's requisites, downloaded
 * as a PDF (the sandbox's page stands for the bank that takes the transfer).
 */
export function CorpRegistrationsOrderPage() {
  const { t } = useTranslation();
  const { number = '' } = useParams();
  const { company } = useCorpCompany();
  const query = useCorpOrder(company.id, number);

  return (
    <div className={styles.page}>
      <Link to={corpPath('/corp/registrations', company.id)} className={styles.back}>
        {t('corpRegistrations.order.back')}
      </Link>
      <h1 className={styles.title}>{t('corpRegistrations.order.title', { number })}</h1>
      {query.isPending ? (
        <Skeleton lines={8} />
      ) : query.isError ? (
        isHttpError(query.error) && query.error.status === 404 ? (
          <p className={styles.text}>{t('corpRegistrations.order.notFound')}</p>
        ) : (
          <QueryError onRetry={() => void query.refetch()} />
        )
      ) : (
        <OrderView companyId={company.id} order={query.data} />
      )}
    </div>
  );
}

function OrderView({ companyId, order }: { companyId: number; order: CorpOrder }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const zone = order.event.timeZone;
  const at = (iso: string) => `${formatDate(iso, lang, zone)}, ${formatTime(iso, lang, zone)}`;
  const facts: [string, string][] = [
    [
      t('corpRegistrations.order.event'),
      `${order.event.name}, ${formatEventDate(order.event.startsAt, zone, lang)}`,
    ],
    [t('corpRegistrations.order.race'), order.race.name],
    [t('corpRegistrations.order.status'), t(`corpRegistrations.statuses.${order.status}`)],
    [t('corpRegistrations.order.total'), formatMoney(order.total, lang)],
    ...(order.expiresAt
      ? [[t('corpRegistrations.order.until'), at(order.expiresAt)] as [string, string]]
      : []),
    ...(order.paidAt ? [[t('corpRegistrations.order.paidAt'), at(order.paidAt)] as [string, string]] : []),
    [t('corpRegistrations.order.bookedBy'), order.bookedBy],
  ];

  return (
    <>
      <section className={styles.panel} aria-labelledby="corp-order-facts">
        <h2 id="corp-order-facts" className={styles.panelTitle}>
          {t('corpRegistrations.order.summary')}
        </h2>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Payment companyId={companyId} order={order} />
      <Places companyId={companyId} order={order} />
    </>
  );
}

/** How the order is paid: its state's message, the two ways, the invoice's download. */
function Payment({ companyId, order }: { companyId: number; order: CorpOrder }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { can } = useCorpCompany();
  const pay = usePayCorpOrder(companyId, order.number);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  const start = (method: CorpPayMethod) => {
    if (pay.isPending) return;
    setError(null);
    pay.mutate(method, {
      onSuccess: ({ confirmationUrl }) => {
        if (method === 'card') window.location.assign(confirmationUrl);
        else setReady(true);
      },
      onError: (e) => setError(apiErrorOf(e)?.message ?? t('corpRegistrations.order.failed')),
    });
  };

  if (order.status === 'paid') {
    return (
      <p className={styles.success} role="status">
        {t('corpRegistrations.order.paid')}
      </p>
    );
  }
  if (order.status === 'expired') {
    return <p className={styles.text}>{t('corpRegistrations.order.expired')}</p>;
  }
  if (order.methods.length === 0 && !order.invoice) return null;

  return (
    <section className={styles.panel} aria-labelledby="corp-order-pay">
      <h2 id="corp-order-pay" className={styles.panelTitle}>
        {t('corpRegistrations.order.payTitle')}
      </h2>
      {order.methods.length > 0 ? (
        <p className={styles.muted}>{t('corpRegistrations.order.payLead')}</p>
      ) : (
        !can('registrations.pay') && <p className={styles.muted}>{t('corpRegistrations.order.readOnly')}</p>
      )}
      {order.methods.includes('bank-details') &&
        (order.payer ? (
          <p className={styles.text}>
            {t('corpRegistrations.order.payer', { name: order.payer.name, inn: order.payer.inn })}
          </p>
        ) : (
          <p className={styles.text}>
            {t('corpRegistrations.order.payerMissing')}{' '}
            <Link to={corpPath('/corp/company', companyId)}>{t('corpRegistrations.order.payerLink')}</Link>
          </p>
        ))}
      {ready && order.expiresAt && (
        <p className={styles.success} role="status">
          {t('corpRegistrations.order.invoiceReady', {
            date: formatDate(order.expiresAt, lang, order.event.timeZone),
          })}
        </p>
      )}
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      {order.methods.length > 0 && (
        <div className={styles.actions}>
          {order.methods.includes('card') && (
            <button
              type="button"
              className={styles.primary}
              disabled={pay.isPending}
              onClick={() => start('card')}
            >
              {t('corpRegistrations.order.card')}
            </button>
          )}
          {order.methods.includes('bank-details') && (
            <button
              type="button"
              className={styles.secondary}
              disabled={pay.isPending || !order.payer}
              onClick={() => start('bank-details')}
            >
              {order.invoice
                ? t('corpRegistrations.order.invoiceAgain')
                : t('corpRegistrations.order.invoice')}
            </button>
          )}
        </div>
      )}
      {order.invoice && (
        <>
          <p className={styles.text}>
            {t('corpRegistrations.order.invoiceIssued', {
              date: formatDate(order.invoice.issuedAt, lang, order.event.timeZone),
            })}
          </p>
          <div className={styles.actions}>
            <a className={styles.secondary} href={corpInvoiceUrl(companyId, order.number)} download>
              {t('corpRegistrations.order.download')}
            </a>
            {order.invoice.paymentUrl && (
              <a className={styles.secondary} href={order.invoice.paymentUrl}>
                {t('corpRegistrations.order.payInvoice')}
              </a>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** The order's participants; a place by link nobody has taken can get a new link. */
function Places({ companyId, order }: { companyId: number; order: CorpOrder }) {
  const { t } = useTranslation();
  const { can } = useCorpCompany();
  const relink = useRelinkPlace(companyId, order.number);
  const [fresh, setFresh] = useState<{ id: number; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = order.status === 'awaiting-payment' || order.status === 'paid';
  let n = 0;

  return (
    <section className={styles.panel} aria-labelledby="corp-order-places">
      <h2 id="corp-order-places" className={styles.panelTitle}>
        {t('corpRegistrations.order.places')}
      </h2>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <ul className={styles.places}>
        {order.placesList.map((place) => {
          const link = place.kind === 'link';
          const index = link ? ++n : 0;
          return (
            <li key={place.id} className={styles.place}>
              <span className={styles.choiceBody}>
                <span className={styles.choiceName}>
                  {place.fullName || t('corpRegistrations.order.linkPlace')}
                </span>
                {link && (
                  <span className={styles.muted}>
                    {place.claimed
                      ? t('corpRegistrations.order.claimed')
                      : t('corpRegistrations.order.unclaimed')}
                  </span>
                )}
              </span>
              <span className={styles.actions}>
                <span className={styles.status}>{t(`corpRegistrations.placeStatuses.${place.status}`)}</span>
                {link && !place.claimed && open && can('registrations.create') && (
                  <button
                    type="button"
                    className={styles.secondary}
                    aria-label={t('corpRegistrations.order.relinkOf', { n: index })}
                    disabled={relink.isPending}
                    onClick={() =>
                      relink.mutate(place.id, {
                        onSuccess: ({ url }) => {
                          setError(null);
                          setFresh({ id: place.id, url });
                        },
                        onError: (e) =>
                          setError(apiErrorOf(e)?.message ?? t('corpRegistrations.order.failed')),
                      })
                    }
                  >
                    {t('corpRegistrations.order.relink')}
                  </button>
                )}
              </span>
              {fresh?.id === place.id && (
                <div className={styles.page}>
                  <p className={styles.muted}>{t('corpRegistrations.order.newLink')}</p>
                  <PlaceLinks links={[{ url: fresh.url, n: index }]} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
