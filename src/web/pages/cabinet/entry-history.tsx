import { useTranslation } from '../../i18n/shared-translation.js';
import type { EntryHistoryItem } from '../../../shared/schemas/cabinet-entry.js';
import { money, useActorText, when } from './cabinet-order-card.js';
import own from './cabinet-entry.module.css';

const CHECKS = ['medical', 'insurance', 'identity'] as const;

/**
 * What happened to an entry and its orders, newest first: who, when (in the event's time zone), what —
 * the orders' transitions, the organizer's changes and the start-pack point's events (issue 18 items 3, 5).
 */
export function EntryHistory({ items, timeZone }: { items: EntryHistoryItem[]; timeZone: string }) {
  const { t } = useTranslation();
  const actorText = useActorText();
  const fieldName = (field: string) => t(`cabinetEntry.fields.${field as 'city'}`, field);

  const what = (item: EntryHistoryItem): string[] => {
    switch (item.kind) {
      case 'order':
        return [
          t('cabinetEntry.history.order', {
            order: item.order,
            from: t(`cabinetEntry.order.status.${item.from as 'paid'}`, item.from),
            to: t(`cabinetEntry.order.status.${item.to as 'paid'}`, item.to),
          }),
          item.reason,
        ];
      case 'edited':
        return [
          t('cabinetEntry.history.edited', {
            fields: item.changes.map((c) => fieldName(c.field)).join(', '),
          }),
          ...item.changes.map((c) => `${fieldName(c.field)}: ${c.from || '—'} → ${c.to || '—'}`),
        ];
      case 'moved':
        return [
          [
            t('cabinetEntry.history.moved', { from: item.from, to: item.to }),
            item.due &&
              (item.order
                ? t('cabinetEntry.history.movedDueOrder', { amount: money(item.due), order: item.order })
                : t('cabinetEntry.history.movedDue', { amount: money(item.due) })),
            item.refunded && t('cabinetEntry.history.refunded', { amount: money(item.refunded) }),
          ]
            .filter(Boolean)
            .join(', '),
          item.reason ? t('cabinetEntry.history.reason', { reason: item.reason }) : '',
        ];
      case 'cancelled':
        return [
          [
            t('cabinetEntry.history.cancelled'),
            item.refunded && t('cabinetEntry.history.refunded', { amount: money(item.refunded) }),
          ]
            .filter(Boolean)
            .join(', '),
          t('cabinetEntry.history.reason', { reason: item.reason }),
        ];
      case 'start-pack-given':
        return [
          t('cabinetEntryDesk.startPackGiven'),
          t('cabinetEntryDesk.admissionSeen', {
            statuses: CHECKS.map(
              (check) =>
                `${t(`cabinetEntry.admission.${check}`)} — ${t(`cabinetEntry.admissionStatus.${item.admission[check]}`).toLowerCase()}`,
            ).join(', '),
          }),
        ];
      case 'start-pack-returned':
        return [
          t('cabinetEntryDesk.startPackReturned'),
          item.givenAt
            ? t('cabinetEntryDesk.startPackWasGiven', {
                date: when(item.givenAt, timeZone),
                name: item.givenBy,
              })
            : '',
        ];
      case 'registered-offline':
        return [
          t('cabinetEntryDesk.registeredOffline', { race: item.race }),
          item.paid && item.method
            ? t('cabinetEntryDesk.paidOffline', {
                amount: money(item.paid),
                method: t(`cabinetEntryDesk.methods.${item.method}`),
              })
            : t('cabinetEntryDesk.paidOfflineFree'),
          item.mailedTo
            ? t('cabinetEntryDesk.mailedTo', { email: item.mailedTo })
            : t('cabinetEntryDesk.notMailed'),
        ];
    }
  };

  return (
    <section className={own.card} aria-labelledby="entry-history">
      <h2 id="entry-history" className={own.cardTitle}>
        {t('cabinetEntry.history.title')}
      </h2>
      {items.length === 0 ? (
        <p className={own.muted}>{t('cabinetEntry.history.empty')}</p>
      ) : (
        <ol className={own.list}>
          {items.map((item, i) => {
            const [first, ...rest] = what(item).filter(Boolean);
            return (
              <li key={i} className={own.item}>
                <span>{first}</span>
                {rest.map((line, j) => (
                  <span key={j} className={own.muted}>
                    {line}
                  </span>
                ))}
                <span className={own.muted}>
                  <time dateTime={item.at}>{when(item.at, timeZone)}</time> · {actorText(item.actor)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
