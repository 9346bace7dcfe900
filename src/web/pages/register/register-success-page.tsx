import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { RegistrationSuccess } from '../../../shared/schemas/registration.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCurrentUser } from '../../features/auth/api/get-current-user.js';
import { useOrderSummary } from '../../features/registration/api/get-order-summary.js';
import { useTenant } from '../../features/tenant/tenant-context.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatEventDate, formatMoney, formatTime } from '../../lib/catalogue-format.js';
import { isHttpError } from '../../lib/http.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './register.module.css';
import { accountTexts } from '../../i18n/catalogs/account.js';
import { registrationTexts } from '../../i18n/catalogs/registration.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [accountTexts, registrationTexts];

/**
 * /{eventCode}/{raceCode}/register/success?order=NUMBER (SPEC §2): who is registered for what, the order's
 * state (registered, or places held until the hold ends with payment next), what happens next, and the
 * ways on: my orders, inviting friends.
 */
export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { eventCode = '', raceCode = '' } = useParams();
  const number = params.get('order');
  const user = useCurrentUser();
  const query = useOrderSummary(user.isAuthorized ? number : null);
  useDocumentTitle(t('registerSuccess.documentTitle', { number: number ?? '' }));

  if (number && (!user.isAuthorized || query.isPending)) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('register.eyebrow')}</h1>
        <Skeleton lines={3} cards={1} />
      </div>
    );
  }
  if (!number || !query.data) {
    const missing = !number || (isHttpError(query.error) && query.error.status === 404);
    const again = `/${encodeURIComponent(eventCode)}/${encodeURIComponent(raceCode)}/register`;
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('register.eyebrow')}</h1>
        {missing ? (
          <div className={styles.closed}>
            <p className={styles.lead}>{t('registerSuccess.noOrder')}</p>
            <div className={styles.actions}>
              <Link className={styles.primary} to="/MyAccount/Orders">
                {t('registerSuccess.myOrders')}
              </Link>
              <Link className={styles.secondary} to={again}>
                {t('registerSuccess.registerAgain')}
              </Link>
            </div>
          </div>
        ) : (
          <QueryError onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  return <OrderSummary summary={query.data} />;
}

function OrderSummary({ summary }: { summary: RegistrationSuccess }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { code: tenant } = useTenant();
  const { event, race, order, participants } = summary;
  // insurance, services and goods: the registrations are listed with their participants above
  const extras = order.lines.filter((line) => line.kind !== 'registration');
  const held = order.expiresAt ? formatTime(order.expiresAt, lang, event.timeZone) : '';
  const title =
    order.status === 'paid'
      ? t('registerSuccess.paid')
      : order.status === 'awaiting-payment'
        ? t('registerSuccess.awaiting', { time: held })
        : order.status === 'expired'
          ? t('registerSuccess.expired')
          : t('registerSuccess.cancelled');
  const eventPath = `/event/${encodeURIComponent(event.code)}`;
  const again = `/${encodeURIComponent(event.code)}/${encodeURIComponent(race.code)}/register`;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('registerSuccess.orderNumber', { number: order.number })}</p>
        <h1 className={styles.title} data-status={order.status}>
          {title}
        </h1>
        <p className={styles.raceName}>
          {event.name} · {formatEventDate(event.startsAt, event.timeZone, lang)}
        </p>
        {order.status === 'awaiting-payment' && (
          <p className={styles.info}>{t('registerSuccess.awaitingText')}</p>
        )}
        {order.status === 'expired' && <p className={styles.lead}>{t('registerSuccess.expiredText')}</p>}
      </header>

      <section className={styles.panel} aria-labelledby="success-participants">
        <h2 id="success-participants" className={styles.panelTitle}>
          {t('registerSuccess.participantsTitle')}
        </h2>
        <ul className={styles.entries}>
          {participants.map((participant, index) => (
            <li key={`${participant.fullName}-${index}`} className={styles.entry}>
              <span className={styles.entryName}>{participant.fullName}</span>
              <span className={styles.entryRace}>{race.name}</span>
              <span className={styles.entryBib}>
                {participant.bib
                  ? t('registerSuccess.bib', { bib: participant.bib })
                  : t('registerSuccess.noBib')}
              </span>
              <span className={styles.entryStatus} data-status={participant.status}>
                {t(`registerSuccess.statuses.${participant.status}`)}
              </span>
            </li>
          ))}
        </ul>
        {extras.length > 0 && (
          <>
            <h3 className={styles.subTitle}>{t('registerSuccess.optionsTitle')}</h3>
            <ul className={styles.entries}>
              {extras.map((line, index) => (
                <li key={`${line.name}-${index}`} className={styles.entry}>
                  <span className={styles.entryName}>{line.name}</span>
                  <span className={styles.entryRace}>
                    {t(`register.order.kinds.${line.kind === 'product' ? 'good' : line.kind}`)}
                    {line.count > 1 ? ` × ${line.count}` : ''}
                  </span>
                  <span className={styles.entryBib}>
                    {formatMoney({ ...line.price, amount: line.price.amount * line.count }, lang)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        <dl className={styles.sums}>
          {order.amounts.discount.amount > 0 && (
            <>
              <dt>
                {order.amounts.promoCode
                  ? t('registerSuccess.discountWith', { code: order.amounts.promoCode })
                  : t('register.order.discount')}
              </dt>
              <dd>−{formatMoney(order.amounts.discount, lang)}</dd>
            </>
          )}
          {order.amounts.commission.amount > 0 && (
            <>
              <dt>{t('registerSuccess.commission')}</dt>
              <dd>{formatMoney(order.amounts.commission, lang)}</dd>
            </>
          )}
        </dl>
        <p className={styles.total}>
          {t('registerSuccess.total', {
            total: order.total.amount > 0 ? formatMoney(order.total, lang) : t('register.order.free'),
          })}
        </p>
      </section>

      {(order.status === 'paid' || order.status === 'awaiting-payment') && (
        <section className={styles.panel} aria-labelledby="success-next">
          <h2 id="success-next" className={styles.panelTitle}>
            {t('registerSuccess.nextTitle')}
          </h2>
          <p className={styles.text}>
            {order.status === 'paid' ? t('registerSuccess.mailSent') : t('registerSuccess.mailAwaiting')}
          </p>
          {participants.some((p) => p.kind === 'friend') && (
            <p className={styles.text}>{t('registerSuccess.mailFriends')}</p>
          )}
        </section>
      )}

      <div className={styles.actions}>
        <Link className={styles.primary} to="/MyAccount/Orders">
          {t('registerSuccess.myOrders')}
        </Link>
        {order.status === 'expired' || order.status === 'cancelled' ? (
          <Link className={styles.secondary} to={again}>
            {t('registerSuccess.registerAgain')}
          </Link>
        ) : (
          tenant === 'default' && (
            <Link className={styles.secondary} to={eventPath}>
              {t('registerSuccess.inviteFriends')}
            </Link>
          )
        )}
      </div>
    </div>
  );
}
