import { useTranslation } from '../../i18n/shared-translation.js';
import type { Actor, CabinetOrder } from '../../../shared/schemas/cabinet-orders.js';
import { CABINET_ROLES } from '../../../shared/domain/cabinet-permissions.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatDate, formatMoney, formatTime } from '../../lib/catalogue-format.js';
import own from './cabinet-entry.module.css';

/*
 * An order as the cabinet shows it (an entry's page, the support desk): its lines, the money (price,
 * discount, service fee, total, paid, refunded, refundable), its payments and refunds. Texts: the
 * cabinet-entry catalog.
 */

/** A date and time in the reader's language; in the event's time zone where there is one. */
export function when(iso: string, timeZone?: string): string {
  const lang = currentLanguage();
  return `${formatDate(iso, lang, timeZone)}, ${formatTime(iso, lang, timeZone)}`;
}

/** Kopecks in the reader's language. */
export function money(value: { amount: number; currency: string }): string {
  return formatMoney(value, currentLanguage());
}

/** Who acted: their cabinet role (or the system's kind), their name and their e-mail. */
export function useActorText() {
  const { t } = useTranslation();
  return (actor: Actor) => {
    const role = (CABINET_ROLES as readonly string[]).includes(actor.role)
      ? t(`cabinet.roles.${actor.role as (typeof CABINET_ROLES)[number]}`)
      : actor.role in ACTOR_ROLES
        ? t(`cabinetEntry.actorRoles.${actor.role as keyof typeof ACTOR_ROLES}`)
        : actor.role;
    return actor.email && actor.email !== actor.name
      ? t('cabinetEntry.history.byEmail', { role, name: actor.name, email: actor.email })
      : t('cabinetEntry.history.by', { role, name: actor.name });
  };
}

const ACTOR_ROLES = { user: true, provider: true, system: true, organizer: true } as const;

export function CabinetOrderCard({
  order,
  extra = false,
  headingLevel = 2,
}: {
  order: CabinetOrder;
  /** An order a change made (a dearer race's difference), not the one that bought the place. */
  extra?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const actorText = useActorText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rows: [string, { amount: number; currency: string }][] = [
    [t('cabinetEntry.order.full'), order.full],
    [t('cabinetEntry.order.discount'), order.discount],
    [t('cabinetEntry.order.fee'), order.fee],
    [t('cabinetEntry.order.total'), order.total],
    [t('cabinetEntry.order.paid'), order.paid],
    [t('cabinetEntry.order.refunded'), order.refunded],
    [t('cabinetEntry.order.refundable'), order.refundable],
  ];
  return (
    <section className={own.card} aria-label={t('cabinetEntry.order.title', { number: order.number })}>
      <div className={own.head}>
        <Heading className={own.cardTitle}>{t('cabinetEntry.order.title', { number: order.number })}</Heading>
        {extra && <span className={own.muted}>{t('cabinetEntry.order.extra')}</span>}
      </div>
      <p className={own.muted}>
        {t(`cabinetEntry.order.status.${order.status}`)} ·{' '}
        {t('cabinetEntry.order.placed', { date: when(order.createdAt) })}
      </p>
      {order.payer.email && (
        <p className={own.muted}>
          {t('cabinetEntry.order.payer')}: {[order.payer.name, order.payer.email].filter(Boolean).join(', ')}
        </p>
      )}
      <ul className={own.list} aria-label={t('cabinetEntry.order.lines')}>
        {order.lines.map((line, i) => (
          <li key={i} className={own.item}>
            <span>
              {line.name}
              {line.count > 1 ? ` × ${line.count}` : ''}
            </span>
            <span className={own.amount}>
              {money({ ...line.price, amount: line.price.amount * line.count })}
            </span>
          </li>
        ))}
      </ul>
      <dl className={own.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={own.factRow}>
            <dt>{label}</dt>
            <dd className={own.amount}>{money(value)}</dd>
          </div>
        ))}
      </dl>
      <Heading className={own.subTitle}>{t('cabinetEntry.order.payments')}</Heading>
      {order.payments.length === 0 ? (
        <p className={own.muted}>{t('cabinetEntry.order.noPayments')}</p>
      ) : (
        <ul className={own.list}>
          {order.payments.map((p) => (
            <li key={p.id} className={own.item}>
              <span className={own.amount}>{money(p.amount)}</span>
              <span className={own.muted}>
                {t('cabinetEntry.order.payment', {
                  method: p.method,
                  provider: p.provider,
                  status: t(`cabinetEntry.order.paymentStatus.${p.status as 'pending'}`, p.status),
                })}{' '}
                · {when(p.succeededAt ?? p.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {order.refunds.length > 0 && (
        <>
          <Heading className={own.subTitle}>{t('cabinetEntry.order.refunds')}</Heading>
          <ul className={own.list}>
            {order.refunds.map((r, i) => (
              <li key={i} className={own.item}>
                <span className={own.amount}>
                  {money(r.amount)} ·{' '}
                  {t(`cabinetEntry.order.refundStatus.${r.status as 'pending'}`, r.status)}
                </span>
                <span>{r.reason}</span>
                <span className={own.muted}>
                  {actorText(r.actor)} · {when(r.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
