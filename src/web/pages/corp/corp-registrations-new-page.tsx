import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useNavigate } from 'react-router';
import { priceOrder } from '../../../shared/domain/order-pricing.js';
import type { CorpBooked, CorpEmployeeChoice, CorpRace } from '../../../shared/schemas/corp-registrations.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { corpPath, useCorpCompany } from '../../features/corp/corp-context.js';
import { useBookPlaces, useCorpRaceChoice, useCorpRaces } from '../../features/corp/registrations-api.js';
import { PlaceLinks } from './corp-registrations-links.js';
import { corpRegistrationsTexts } from '../../i18n/catalogs/corp-registrations.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { formatEventDate, formatMoney } from '../../lib/catalogue-format.js';
import styles from './corp-registrations.module.css';

/**
 * The most places one order takes (CORP_BOOKING_MAX of shared/schemas/corp-registrations.ts, whose zod
 * rules the server applies; the wizard checks the two a person can get wrong without loading zod).
 */
const BOOKING_MAX = 200;

/** The texts this screen loads with (screen.ts). */
export const texts = [corpRegistrationsTexts];

/**
 * /corp/registrations/new (issue 19 item 7): a company books places at a race — it picks a race open for
 * registration, ticks employees (each shown with the race's verdict on them: eligible, why not, already
 * registered) and/or a number of places handed out by link, sees the total and how long the places are
 * held, and books. A refusal (somebody ineligible or registered meanwhile, not enough places) is shown
 * above the button, the choices kept; once booked, the links of the places by link are shown once.
 */
export function CorpRegistrationsNewPage() {
  const { t } = useTranslation();
  const { company, can } = useCorpCompany();
  const [booked, setBooked] = useState<CorpBooked | null>(null);
  const back = corpPath('/corp/registrations', company.id);

  return (
    <div className={styles.page}>
      <Link to={back} className={styles.back}>
        {t('corpRegistrations.wizard.back')}
      </Link>
      <h1 className={styles.title}>
        {booked ? t('corpRegistrations.done.title') : t('corpRegistrations.wizard.title')}
      </h1>
      {!can('registrations.create') ? (
        <p className={styles.text}>{t('corpRegistrations.order.readOnly')}</p>
      ) : booked ? (
        <Done companyId={company.id} booked={booked} />
      ) : (
        <>
          <p className={styles.lead}>{t('corpRegistrations.wizard.lead')}</p>
          <Wizard companyId={company.id} onBooked={setBooked} />
        </>
      )}
    </div>
  );
}

function Wizard({ companyId, onBooked }: { companyId: number; onBooked: (booked: CorpBooked) => void }) {
  const { t } = useTranslation();
  const [race, setRace] = useState<CorpRace | null>(null);
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const [quota, setQuota] = useState('0');
  const [errors, setErrors] = useState<{ quota?: string; form?: string }>({});
  const book = useBookPlaces(companyId);
  const choice = useCorpRaceChoice(companyId, race?.id ?? null, '');

  const choose = (next: CorpRace | null) => {
    setRace(next);
    setSelected(new Map());
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!race || book.isPending) return;
    const quotaNumber = quota.trim() === '' ? 0 : Number(quota);
    if (!Number.isInteger(quotaNumber) || quotaNumber < 0 || quotaNumber > BOOKING_MAX) {
      setErrors({ quota: t('corpRegistrations.wizard.quotaInvalid', { max: BOOKING_MAX }) });
      return;
    }
    const employeeIds = [...selected.keys()];
    const count = employeeIds.length + quotaNumber;
    if (count === 0 || count > BOOKING_MAX) {
      setErrors({
        form:
          count === 0
            ? t('corpRegistrations.wizard.nothingChosen')
            : t('corpRegistrations.wizard.tooMany', { max: BOOKING_MAX }),
      });
      return;
    }
    setErrors({});
    book.mutate(
      { raceId: race.id, employeeIds, quota: quotaNumber },
      {
        onSuccess: onBooked,
        // the verdicts are read again (registrations-api.ts), what was ticked stays
        onError: (error) => {
          setErrors({ form: apiErrorOf(error)?.message ?? t('corpRegistrations.wizard.failed') });
        },
      },
    );
  };

  const count = selected.size + (Number.isInteger(Number(quota)) && Number(quota) > 0 ? Number(quota) : 0);
  const price = choice.data?.race.price ?? race?.price;

  return (
    <form className={styles.page} noValidate onSubmit={submit}>
      <RaceStep companyId={companyId} race={race} onChoose={choose} />
      {race && (
        <section className={styles.panel} aria-labelledby="corp-people">
          <h2 id="corp-people" className={styles.panelTitle}>
            {t('corpRegistrations.wizard.peopleStep')}
          </h2>
          <Employees companyId={companyId} raceId={race.id} selected={selected} onChange={setSelected} />
          <Field
            id="corp-quota"
            label={t('corpRegistrations.wizard.quota')}
            hint={t('corpRegistrations.wizard.quotaHint')}
            error={errors.quota}
          >
            <input
              id="corp-quota"
              type="number"
              inputMode="numeric"
              min={0}
              max={BOOKING_MAX}
              step={1}
              className={styles.number}
              value={quota}
              onChange={(e) => setQuota(e.target.value)}
              aria-invalid={errors.quota ? true : undefined}
              aria-describedby={errors.quota ? 'corp-quota-hint corp-quota-error' : 'corp-quota-hint'}
            />
          </Field>
        </section>
      )}
      {race && (
        <section className={styles.panel} aria-labelledby="corp-summary">
          <h2 id="corp-summary" className={styles.panelTitle}>
            {t('corpRegistrations.wizard.summaryTitle')}
          </h2>
          <p className={styles.text}>
            {t('corpRegistrations.wizard.summary', {
              employees: selected.size,
              quota: Math.max(0, count - selected.size),
            })}
          </p>
          {price && choice.data && (
            <Total
              unitAmount={price.amount}
              currency={price.currency}
              count={count}
              commissionBasisPoints={choice.data.race.commissionBasisPoints}
            />
          )}
          {choice.data && (
            <p className={styles.muted}>
              {t('corpRegistrations.wizard.hold', { days: choice.data.race.holdDays })}
            </p>
          )}
          {errors.form && (
            <p className={styles.alert} role="alert">
              {errors.form}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={book.isPending}>
              {book.isPending
                ? t('corpRegistrations.wizard.submitting')
                : t('corpRegistrations.wizard.submit')}
            </button>
          </div>
        </section>
      )}
    </form>
  );
}

/** The first step: a search over the races open for registration, one chosen. */
function RaceStep({
  companyId,
  race,
  onChoose,
}: {
  companyId: number;
  race: CorpRace | null;
  onChoose: (race: CorpRace | null) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const races = useCorpRaces(companyId, q);
  const line = (r: CorpRace) =>
    t('corpRegistrations.wizard.raceLine', {
      race: r.name,
      date: formatEventDate(r.startsAt, r.event.timeZone, lang),
      price: formatMoney(r.price, lang),
    });
  const left = (r: CorpRace) =>
    r.placesLeft === null
      ? t('corpRegistrations.wizard.noLimit')
      : r.placesLeft === 0
        ? t('corpRegistrations.wizard.full')
        : t('corpRegistrations.wizard.placesLeft', { count: r.placesLeft });

  return (
    <section className={styles.panel} aria-labelledby="corp-race">
      <h2 id="corp-race" className={styles.panelTitle}>
        {t('corpRegistrations.wizard.raceStep')}
      </h2>
      {race ? (
        <div className={styles.summary}>
          <div className={styles.choiceBody}>
            <span className={styles.choiceName}>{race.event.name}</span>
            <span>{line(race)}</span>
            <span className={styles.muted}>{left(race)}</span>
          </div>
          <button type="button" className={styles.secondary} onClick={() => onChoose(null)}>
            {t('corpRegistrations.wizard.change')}
          </button>
        </div>
      ) : (
        <>
          <div className={styles.search}>
            <Field id="corp-race-search" label={t('corpRegistrations.wizard.raceSearch')}>
              <input
                id="corp-race-search"
                type="search"
                className={styles.input}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    setQ(typed.trim());
                  }
                }}
              />
            </Field>
            <button type="button" className={styles.secondary} onClick={() => setQ(typed.trim())}>
              {t('corpRegistrations.wizard.find')}
            </button>
          </div>
          {races.isPending ? (
            <Skeleton lines={4} />
          ) : races.isError ? (
            <QueryError onRetry={() => void races.refetch()} />
          ) : races.data.races.length === 0 ? (
            <p className={styles.text}>
              {t('corpRegistrations.wizard.noRaces', {
                suffix: q ? t('corpRegistrations.wizard.noRacesFor', { q }) : '',
              })}
            </p>
          ) : (
            <fieldset className={styles.choices}>
              <legend className={styles.label}>{t('corpRegistrations.wizard.races')}</legend>
              <p className={styles.muted}>{t('corpRegistrations.wizard.racesHint')}</p>
              {races.data.races.map((r) => (
                <label key={r.id} className={styles.choice}>
                  <input
                    type="radio"
                    name="corp-race"
                    className={styles.radio}
                    checked={false}
                    // a race with no place left cannot take the company's order: shown, not chosen
                    disabled={r.placesLeft === 0}
                    onChange={() => onChoose(r)}
                  />
                  <span className={styles.choiceBody}>
                    <span className={styles.choiceName}>{r.event.name}</span>
                    <span>{line(r)}</span>
                    <span className={styles.muted}>{left(r)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
        </>
      )}
    </section>
  );
}

/** The company's employees for the chosen race, searched; those the race admits can be ticked. */
function Employees({
  companyId,
  raceId,
  selected,
  onChange,
}: {
  companyId: number;
  raceId: number;
  selected: Map<number, string>;
  onChange: (next: Map<number, string>) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const choice = useCorpRaceChoice(companyId, raceId, q);

  const toggle = (employee: CorpEmployeeChoice, on: boolean) => {
    const next = new Map(selected);
    if (on) next.set(employee.id, employee.fullName);
    else next.delete(employee.id);
    onChange(next);
  };
  const verdict = (e: CorpEmployeeChoice) =>
    e.registered ? (
      <span className={styles.bad}>{t('corpRegistrations.wizard.registered')}</span>
    ) : e.eligible ? (
      <span className={styles.ok}>{t('corpRegistrations.wizard.eligible')}</span>
    ) : (
      <span className={styles.bad}>{t(`corpRegistrations.wizard.reasons.${e.reason ?? 'gender'}`)}</span>
    );

  return (
    <>
      <div className={styles.search}>
        <Field id="corp-employee-search" label={t('corpRegistrations.wizard.employeeSearch')}>
          <input
            id="corp-employee-search"
            type="search"
            className={styles.input}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                setQ(typed.trim());
              }
            }}
          />
        </Field>
        <button type="button" className={styles.secondary} onClick={() => setQ(typed.trim())}>
          {t('corpRegistrations.wizard.find')}
        </button>
      </div>
      {choice.isPending ? (
        <Skeleton lines={4} />
      ) : choice.isError ? (
        <QueryError onRetry={() => void choice.refetch()} />
      ) : choice.data.employees.length === 0 ? (
        <p className={styles.text}>
          {t('corpRegistrations.wizard.noEmployees')}{' '}
          <Link to={corpPath('/corp/employees', companyId)}>
            {t('corpRegistrations.wizard.noEmployeesHint')}
          </Link>
        </p>
      ) : (
        <fieldset className={styles.choices}>
          <legend className={styles.label}>{t('corpRegistrations.wizard.employees')}</legend>
          {choice.data.employees.map((e) => {
            const open = e.eligible && !e.registered;
            return (
              <label key={e.id} className={styles.choice}>
                <input
                  type="checkbox"
                  className={styles.radio}
                  checked={selected.has(e.id)}
                  disabled={!open && !selected.has(e.id)}
                  onChange={(event) => toggle(e, event.target.checked)}
                />
                <span className={styles.choiceBody}>
                  <span className={styles.choiceName}>{e.fullName}</span>
                  {(e.email || e.linked) && (
                    <span className={styles.muted}>
                      {[e.email, e.linked ? t('corpRegistrations.wizard.linked') : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  )}
                  {verdict(e)}
                </span>
              </label>
            );
          })}
          {choice.data.total > choice.data.employees.length && (
            <p className={styles.muted}>
              {t('corpRegistrations.wizard.more', {
                shown: choice.data.employees.length,
                total: choice.data.total,
              })}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}

/** Booked: the order's number, the links of the places by link (shown once), the way to pay. */
function Done({ companyId, booked }: { companyId: number; booked: CorpBooked }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderPath = corpPath(`/corp/registrations/${encodeURIComponent(booked.orderNumber)}`, companyId);
  return (
    <>
      <p className={styles.success} role="status">
        {t('corpRegistrations.done.text', { number: booked.orderNumber })}
      </p>
      {booked.links.length > 0 && (
        <section className={styles.panel} aria-labelledby="corp-links">
          <h2 id="corp-links" className={styles.panelTitle}>
            {t('corpRegistrations.done.links')}
          </h2>
          <p className={styles.muted}>{t('corpRegistrations.done.linksHint')}</p>
          <PlaceLinks links={booked.links.map((l, i) => ({ url: l.url, n: i + 1 }))} />
        </section>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => void navigate(orderPath)}>
          {t('corpRegistrations.done.open')}
        </button>
      </div>
    </>
  );
}

/** A labelled field with its hint and message under it (`<id>-hint`, `<id>-error`: the control names them). */
function Field(props: {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const { id, label, hint, error, children } = props;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.muted}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** What the order will cost, priced as the booking prices it (order-pricing.ts): the places and the fee. */
function Total({
  unitAmount,
  currency,
  count,
  commissionBasisPoints,
}: {
  unitAmount: number;
  currency: string;
  count: number;
  commissionBasisPoints: number;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const pricing =
    count > 0
      ? priceOrder({
          lines: [{ kind: 'registration', unitAmount, quantity: count }],
          commissionBasisPoints,
          discount: null,
        })
      : null;
  const money = (amount: number) => formatMoney({ amount, currency }, lang);
  return (
    <p className={styles.text}>
      <strong>{t('corpRegistrations.wizard.total', { total: money(pricing?.total ?? 0) })}</strong>
      {pricing && pricing.commission > 0 ? (
        <> {t('corpRegistrations.wizard.fee', { fee: money(pricing.commission) })}</>
      ) : null}
    </p>
  );
}
