import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useParams } from 'react-router';
import type { SupportOrder } from '../../../shared/schemas/cabinet-support.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import {
  useRefundOrder,
  useResendConfirmation,
  useSupportOrder,
} from '../../features/cabinet/api/cabinet-support.js';
import { cabinetEntryTexts } from '../../i18n/catalogs/cabinet-entry.js';
import { cabinetSupportTexts } from '../../i18n/catalogs/cabinet-support.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { notify } from '../../lib/notify.js';
import { CabinetOrderCard, money, useActorText, when } from './cabinet-order-card.js';
import { AmountField, kopecksOf, ReasonField, refusalOf } from './money-fields.js';
import styles from './cabinet.module.css';
import own from './cabinet-entry.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts, cabinetEntryTexts, cabinetSupportTexts];

/**
 * /cabinet/support/orders/:number (issue 18 item 8): an order at the support desk — its money, payments
 * and refunds, its entries (each opens its page), what the payment provider told us and the mails sent;
 * send the confirmation again, refund with a reason. Every change lands in the order's history.
 */
export function CabinetSupportOrderPage() {
  const { t } = useTranslation();
  const { number = '' } = useParams();
  const query = useSupportOrder(number);
  return (
    <>
      <p>
        <Link to="/cabinet/support" className={styles.link}>
          ← {t('cabinetSupport.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{t('cabinetEntry.order.title', { number })}</h1>
      {query.isPending ? (
        <Skeleton lines={6} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : (
        <OrderView view={query.data} />
      )}
    </>
  );
}

function OrderView({ view }: { view: SupportOrder }) {
  const { t } = useTranslation();
  const resend = useResendConfirmation(view.order.number);
  const [resendError, setResendError] = useState<string | null>(null);
  return (
    <>
      <p className={styles.lead}>{view.event.name}</p>
      <div className={own.grid}>
        <div className={own.column}>
          <section className={own.card} aria-labelledby="support-registrations">
            <h2 id="support-registrations" className={own.cardTitle}>
              {t('cabinetSupport.registrations')}
            </h2>
            {view.registrations.length === 0 ? (
              <p className={own.muted}>{t('cabinetSupport.noRegistrations')}</p>
            ) : (
              <ul className={own.list}>
                {view.registrations.map((r) => (
                  <li key={r.id} className={own.item}>
                    <Link
                      to={`/cabinet/events/${encodeURIComponent(view.event.code)}/entries/${r.id}`}
                      className={styles.link}
                    >
                      {r.name}
                    </Link>
                    <span className={own.muted}>
                      {[
                        r.race,
                        t(`cabinetEntry.state.${r.state}`),
                        r.bib && t('cabinetEntry.bib', { bib: r.bib }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          {(view.canResend || view.canRefund) && (
            <section className={own.card} aria-label={t('cabinetSupport.refund.title')}>
              {view.canResend && (
                <div className={own.form}>
                  <div className={own.buttons}>
                    <button
                      type="button"
                      className={own.secondary}
                      disabled={resend.isPending}
                      onClick={() => {
                        setResendError(null);
                        resend.mutate(undefined, {
                          onSuccess: () => notify({ type: 'success', title: t('cabinetSupport.resent') }),
                          onError: (e) =>
                            setResendError(apiErrorOf(e)?.message ?? t('cabinetSupport.resendFailed')),
                        });
                      }}
                    >
                      {t('cabinetSupport.resend')}
                    </button>
                  </div>
                  {resendError && (
                    <p className={own.alert} role="alert">
                      {resendError}
                    </p>
                  )}
                </div>
              )}
              {view.canRefund && <RefundForm view={view} />}
            </section>
          )}

          <section className={own.card} aria-labelledby="support-notifications">
            <h2 id="support-notifications" className={own.cardTitle}>
              {t('cabinetSupport.notifications')}
            </h2>
            {view.notifications.length === 0 ? (
              <p className={own.muted}>{t('cabinetSupport.noNotifications')}</p>
            ) : (
              <ul className={own.list}>
                {view.notifications.map((n) => (
                  <li key={`${n.provider}-${n.eventId}`} className={own.item}>
                    <span>{n.outcome}</span>
                    <span className={own.muted}>
                      {n.provider} · {n.eventId} · {when(n.receivedAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className={own.card} aria-labelledby="support-mails">
            <h2 id="support-mails" className={own.cardTitle}>
              {t('cabinetSupport.mails')}
            </h2>
            {view.mails.length === 0 ? (
              <p className={own.muted}>{t('cabinetSupport.noMails')}</p>
            ) : (
              <ul className={own.list}>
                {view.mails.map((m, i) => (
                  <li key={i} className={own.item}>
                    <span>{m.subject}</span>
                    <span className={own.muted}>
                      {m.to} ·{' '}
                      {m.error
                        ? t('cabinetSupport.mailFailed', { error: m.error })
                        : m.sentAt
                          ? t('cabinetSupport.mailSent', { date: when(m.sentAt) })
                          : t('cabinetSupport.mailQueued', { date: when(m.createdAt) })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <div className={own.column}>
          <CabinetOrderCard order={view.order} />
          <OrderHistory view={view} />
        </div>
      </div>
    </>
  );
}

/** The order's transitions and notes (who, when, why), newest first. */
function OrderHistory({ view }: { view: SupportOrder }) {
  const { t } = useTranslation();
  const actorText = useActorText();
  const items = [...view.order.transitions].reverse();
  return (
    <section className={own.card} aria-labelledby="support-history">
      <h2 id="support-history" className={own.cardTitle}>
        {t('cabinetEntry.history.title')}
      </h2>
      <ol className={own.list}>
        {items.map((item, i) => (
          <li key={i} className={own.item}>
            <span>
              {t('cabinetEntry.history.order', {
                order: view.order.number,
                from: t(`cabinetEntry.order.status.${item.from as 'paid'}`, item.from),
                to: t(`cabinetEntry.order.status.${item.to as 'paid'}`, item.to),
              })}
            </span>
            <span className={own.muted}>{item.reason}</span>
            <span className={own.muted}>
              <time dateTime={item.at}>{when(item.at)}</time> · {actorText(item.actor)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A refund with a reason: an amount up to what can still be given back, or (empty) all of it. */
function RefundForm({ view }: { view: SupportOrder }) {
  const { t } = useTranslation();
  const id = useId();
  const refund = useRefundOrder(view.order.number);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const most = view.order.refundable;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const kopecks = amount.trim() ? kopecksOf(amount) : undefined;
    const local: typeof errors = {};
    if (kopecks === null || (kopecks !== undefined && (kopecks <= 0 || kopecks > most.amount))) {
      local.amount = t('cabinetSupport.refund.amountInvalid', { amount: money(most) });
    }
    if (!reason.trim()) local.reason = t('cabinetSupport.refund.reasonRequired');
    setErrors(local);
    if (local.amount || local.reason || kopecks === null) return;
    refund.mutate(
      { ...(kopecks === undefined ? {} : { amount: kopecks }), reason: reason.trim() },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
          notify({ type: 'success', title: t('cabinetSupport.refund.done') });
        },
        onError: (failure) =>
          setErrors(refusalOf(failure, ['amount', 'reason'], t('cabinetSupport.refund.failed'))),
      },
    );
  };

  return (
    <form className={own.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={own.cardTitle}>
        {t('cabinetSupport.refund.title')}
      </h2>
      <AmountField
        id={`${id}-amount`}
        label={t('cabinetSupport.refund.amount')}
        hint={t('cabinetSupport.refund.amountHint', { amount: money(most) })}
        value={amount}
        error={errors.amount}
        onChange={setAmount}
      />
      <ReasonField
        id={`${id}-reason`}
        label={t('cabinetSupport.refund.reason')}
        value={reason}
        error={errors.reason}
        onChange={setReason}
      />
      {errors.form && (
        <p className={own.alert} role="alert">
          {errors.form}
        </p>
      )}
      <div className={own.buttons}>
        <button type="submit" className={own.danger} disabled={refund.isPending}>
          {t('cabinetSupport.refund.submit')}
        </button>
      </div>
    </form>
  );
}
