import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { CabinetEntry } from '../../../shared/schemas/cabinet-entry.js';
import { FieldError, fieldAria } from '../../components/ui/form-field.js';
import { useCancelEntry, useMoveEntry } from '../../features/cabinet/api/cabinet-entry.js';
import { notify } from '../../lib/notify.js';
import { money } from './cabinet-order-card.js';
import { AmountField, kopecksOf, ReasonField, refusalOf } from './money-fields.js';
import own from './cabinet-entry.module.css';

/** Kopecks as rubles to type over (`1500`, `1500.5`). */
const rublesOf = (kopecks: number) => String(kopecks / 100);

/**
 * Moves the entry to another race of the event (issue 18 item 3, ADR 026): each race with its price now
 * and places left; what happens to the difference said before the move; the answer (refunded, or the
 * order the participant pays the difference by) after it.
 */
export function EntryMoveForm({ code, page }: { code: string; page: CabinetEntry }) {
  const { t } = useTranslation();
  const id = useId();
  const move = useMoveEntry(code, page.entry.id);
  const [race, setRace] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ race?: string; form?: string }>({});
  const target = page.races.find((r) => r.code === race);
  const paidFor = page.entry.price?.amount ?? 0;
  const difference = target ? (target.price?.amount ?? 0) - paidFor : 0;
  const currency = page.entry.price?.currency ?? target?.price?.currency ?? 'RUB';

  if (page.entry.state !== 'confirmed')
    return <p className={own.muted}>{t('cabinetEntry.move.onlyConfirmed')}</p>;
  if (page.races.length === 0) return <p className={own.muted}>{t('cabinetEntry.move.noRaces')}</p>;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!race) return setError({ race: t('cabinetEntry.move.choose') });
    setError({});
    move.mutate(
      { race, reason },
      {
        onSuccess: (result) => {
          setRace('');
          setReason('');
          notify({
            type: 'success',
            title: result.due
              ? t('cabinetEntry.move.doneDue', { amount: money(result.due.amount), order: result.due.order })
              : result.refunded
                ? t('cabinetEntry.move.doneRefund', { amount: money(result.refunded) })
                : t('cabinetEntry.move.done', { race: result.entry.entry.race.name }),
          });
        },
        onError: (failure) => setError(refusalOf(failure, ['race'], t('cabinetEntry.move.failed'))),
      },
    );
  };

  return (
    <form className={own.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={own.subTitle}>
        {t('cabinetEntry.move.title')}
      </h3>
      <label htmlFor={`${id}-race`}>{t('cabinetEntry.move.race')}</label>
      <select
        id={`${id}-race`}
        className={own.input}
        value={race}
        onChange={(e) => setRace(e.target.value)}
        {...fieldAria(`${id}-race`, { error: error.race })}
      >
        <option value="">{t('cabinetEntry.move.choose')}</option>
        {page.races.map((r) => {
          const price = r.price ? money(r.price) : t('cabinetEntry.move.free');
          return (
            <option key={r.code} value={r.code} disabled={r.left === 0}>
              {r.left === null
                ? t('cabinetEntry.move.optionUnlimited', { race: r.name, price })
                : t('cabinetEntry.move.option', { race: r.name, price, left: r.left })}
            </option>
          );
        })}
      </select>
      <FieldError id={`${id}-race`} error={error.race} />
      {target && (
        <p className={own.note} role="status">
          {difference > 0
            ? t('cabinetEntry.move.more', { amount: money({ amount: difference, currency }) })
            : difference < 0
              ? t('cabinetEntry.move.less', { amount: money({ amount: -difference, currency }) })
              : t('cabinetEntry.move.same')}
        </p>
      )}
      <label htmlFor={`${id}-reason`}>{t('cabinetEntry.move.reason')}</label>
      <input
        id={`${id}-reason`}
        className={own.input}
        value={reason}
        maxLength={500}
        onChange={(e) => setReason(e.target.value)}
      />
      {error.form && (
        <p className={own.alert} role="alert">
          {error.form}
        </p>
      )}
      <div className={own.buttons}>
        <button type="submit" className={own.primary} disabled={move.isPending}>
          {t('cabinetEntry.move.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * Cancels the entry (its place is free at once) with a refund of what the organizer chooses, up to what
 * the order can give back; without 'orders.refund' the refund is not offered.
 */
export function EntryCancelForm({ code, page }: { code: string; page: CabinetEntry }) {
  const { t } = useTranslation();
  const id = useId();
  const cancel = useCancelEntry(code, page.entry.id);
  const order = page.orders[0];
  const mayRefund = page.permissions.includes('orders.refund') && order !== undefined;
  const refundable = order?.refundable ?? { amount: 0, currency: 'RUB' };
  const suggested = Math.min(page.entry.price?.amount ?? refundable.amount, refundable.amount);
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState(rublesOf(mayRefund ? suggested : 0));
  const [errors, setErrors] = useState<{ reason?: string; refund?: string; form?: string }>({});
  /** Checked and asked once more: the place is freed at once and money goes back. */
  const [confirming, setConfirming] = useState(false);
  const name = `${page.entry.firstName} ${page.entry.lastName}`.trim();

  if (page.entry.state === 'cancelled' || page.entry.state === 'expired') {
    return <p className={own.muted}>{t('cabinetEntry.cancel.locked')}</p>;
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amount = mayRefund ? kopecksOf(refund) : 0;
    const local: typeof errors = {};
    if (!reason.trim()) local.reason = t('cabinetEntry.cancel.reasonRequired');
    if (amount === null || amount > refundable.amount) {
      local.refund = t('cabinetEntry.cancel.refundInvalid', { amount: money(refundable) });
    }
    setErrors(local);
    if (local.reason || local.refund || amount === null) return;
    if (!confirming) return setConfirming(true);
    setConfirming(false);
    cancel.mutate(
      { reason: reason.trim(), refund: amount },
      {
        onSuccess: (result) =>
          notify({
            type: 'success',
            title: result.refunded
              ? t('cabinetEntry.cancel.doneRefund', { amount: money(result.refunded) })
              : t('cabinetEntry.cancel.done'),
          }),
        onError: (failure) =>
          setErrors(refusalOf(failure, ['reason', 'refund'], t('cabinetEntry.cancel.failed'))),
      },
    );
  };

  return (
    <form className={own.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={own.subTitle}>
        {t('cabinetEntry.cancel.title')}
      </h3>
      <ReasonField
        id={`${id}-reason`}
        label={t('cabinetEntry.cancel.reason')}
        value={reason}
        error={errors.reason}
        onChange={setReason}
      />
      {mayRefund ? (
        <AmountField
          id={`${id}-refund`}
          label={t('cabinetEntry.cancel.refund')}
          hint={t('cabinetEntry.cancel.refundHint', { amount: money(refundable) })}
          value={refund}
          error={errors.refund}
          onChange={setRefund}
        />
      ) : (
        <p className={own.muted}>{t('cabinetEntry.cancel.noRefundRight')}</p>
      )}
      {errors.form && (
        <p className={own.alert} role="alert">
          {errors.form}
        </p>
      )}
      {confirming && (
        <p className={own.note} role="alert">
          {t('cabinetEntry.cancel.confirm', { name })}
        </p>
      )}
      <div className={own.buttons}>
        <button type="submit" className={own.danger} disabled={cancel.isPending}>
          {confirming ? t('cabinetEntry.cancel.yes') : t('cabinetEntry.cancel.submit')}
        </button>
        {confirming && (
          <button type="button" className={own.secondary} onClick={() => setConfirming(false)}>
            {t('cabinetEntry.cancel.keep')}
          </button>
        )}
      </div>
    </form>
  );
}
