import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useParams } from 'react-router';
import type { BibOrder, NumbersRace } from '../../../shared/schemas/cabinet-numbers.js';
import controls from '../../components/ui/form-controls.module.css';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import {
  useAssignBibs,
  useCabinetNumbers,
  useSetBibRange,
} from '../../features/cabinet/api/cabinet-numbers.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import { apiErrorOf } from '../../lib/api-error.js';
import styles from './cabinet.module.css';
import own from './cabinet-numbers.module.css';

/** A success toast; the toaster's code loads on the first one, not with the page (the route's JS budget). */
function toast(title: string): void {
  void import('../../lib/toast.js').then(({ showToast }) => showToast({ type: 'success', title }));
}

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts];

/**
 * /cabinet/events/:code/numbers (issue 18 item 4): per race its range of start numbers (from–to), how
 * many live entries have a number and how many lack one, the next free number, and "Assign numbers" in
 * the chosen order (registration or name) for those without one; the result in a toast.
 */
export function CabinetNumbersPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const query = useCabinetNumbers(code);

  return (
    <>
      <p>
        <Link to={`/cabinet/events/${encodeURIComponent(code)}/entries`} className={styles.link}>
          ← {t('cabinet.numbers.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{t('cabinet.numbers.title')}</h1>
      {query.data && <p className={styles.lead}>{query.data.event.name}</p>}
      {query.isPending ? (
        <Skeleton lines={4} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : query.data.races.length === 0 ? (
        <p className={styles.empty}>{t('cabinet.numbers.noRaces')}</p>
      ) : (
        <ul className={own.races}>
          {query.data.races.map((race) => (
            <RaceNumbers key={race.code} code={code} race={race} />
          ))}
        </ul>
      )}
    </>
  );
}

function RaceNumbers({ code, race }: { code: string; race: NumbersRace }) {
  const { t } = useTranslation();
  const setRange = useSetBibRange(code);
  const assign = useAssignBibs(code);
  const [from, setFrom] = useState(race.from === null ? '' : String(race.from));
  const [to, setTo] = useState(race.to === null ? '' : String(race.to));
  const [order, setOrder] = useState<BibOrder>('registered');
  const [fieldErrors, setFieldErrors] = useState<{ from?: string; to?: string; form?: string }>({});
  const [assignError, setAssignError] = useState<string | null>(null);
  /** The last assignment's result, kept beside the button (the toast goes away). */
  const [assigned, setAssigned] = useState<string | null>(null);
  const id = `numbers-${race.code}`;

  const save = (e: FormEvent) => {
    e.preventDefault();
    const range = { from: Number(from), to: Number(to) };
    const local: typeof fieldErrors = {};
    if (!/^\d{1,6}$/.test(from.trim()) || range.from < 1) local.from = t('cabinet.numbers.numberInvalid');
    if (!/^\d{1,6}$/.test(to.trim()) || range.to < 1) local.to = t('cabinet.numbers.numberInvalid');
    setFieldErrors(local);
    if (local.from || local.to) return;
    setRange.mutate(
      { race: race.code, range },
      {
        onSuccess: () => toast(t('cabinet.numbers.rangeSaved', { race: race.name })),
        onError: (error) => {
          const body = apiErrorOf(error);
          setFieldErrors({
            from: body?.fields?.from,
            to: body?.fields?.to,
            form: body?.fields ? undefined : (body?.message ?? t('cabinet.numbers.failed')),
          });
        },
      },
    );
  };

  const run = () => {
    setAssignError(null);
    setAssigned(null);
    assign.mutate(
      { race: race.code, order },
      {
        onSuccess: (result) => {
          const title =
            result.assigned === 0
              ? t('cabinet.numbers.nothingToAssign')
              : t('cabinet.numbers.assigned', {
                  count: result.assigned,
                  first: result.first,
                  last: result.last,
                });
          setAssigned(title);
          toast(title);
        },
        onError: (error) => setAssignError(apiErrorOf(error)?.message ?? t('cabinet.numbers.failed')),
      },
    );
  };

  const errorOf = (field: 'from' | 'to') =>
    fieldErrors[field] ? (
      <span id={`${id}-${field}-error`} className={controls.error}>
        {fieldErrors[field]}
      </span>
    ) : null;

  return (
    <li className={own.race} aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className={styles.sectionTitle}>
        {race.name}
      </h2>
      <p className={own.counts} role="status">
        {t('cabinet.numbers.counts', { numbered: race.numbered, missing: race.missing })}
        {' · '}
        {race.from === null
          ? t('cabinet.numbers.noRange')
          : race.nextFree === null
            ? t('cabinet.numbers.rangeUsedUp')
            : t('cabinet.numbers.nextFree', { next: race.nextFree, free: race.free })}
      </p>
      <form className={own.row} onSubmit={save} noValidate>
        <label className={styles.field}>
          {t('cabinet.numbers.from')}
          <input
            className={`${styles.input} ${own.number}`}
            inputMode="numeric"
            value={from}
            maxLength={6}
            aria-invalid={fieldErrors.from ? true : undefined}
            aria-describedby={fieldErrors.from ? `${id}-from-error` : undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
          {errorOf('from')}
        </label>
        <label className={styles.field}>
          {t('cabinet.numbers.to')}
          <input
            className={`${styles.input} ${own.number}`}
            inputMode="numeric"
            value={to}
            maxLength={6}
            aria-invalid={fieldErrors.to ? true : undefined}
            aria-describedby={fieldErrors.to ? `${id}-to-error` : undefined}
            onChange={(e) => setTo(e.target.value)}
          />
          {errorOf('to')}
        </label>
        <button type="submit" className={styles.more} disabled={setRange.isPending}>
          {t('cabinet.numbers.saveRange')}
        </button>
        {fieldErrors.form && (
          <p className={controls.error} role="alert">
            {fieldErrors.form}
          </p>
        )}
      </form>
      <div className={own.row}>
        <label className={styles.field}>
          {t('cabinet.numbers.order')}
          <select
            className={styles.select}
            value={order}
            onChange={(e) => setOrder(e.target.value as BibOrder)}
          >
            <option value="registered">{t('cabinet.numbers.orders.registered')}</option>
            <option value="name">{t('cabinet.numbers.orders.name')}</option>
          </select>
        </label>
        <button
          type="button"
          className={styles.more}
          disabled={assign.isPending || race.from === null}
          onClick={run}
        >
          {t('cabinet.numbers.assign')}
        </button>
      </div>
      <p className={own.counts} aria-live="polite">
        {assigned}
      </p>
      {assignError && (
        <p className={controls.error} role="alert">
          {assignError}
        </p>
      )}
    </li>
  );
}
