import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { ListFilter } from '../../../../shared/schemas/list-filter.js';
import { readFilters, writeFilters, type FilterKey, type FilterValues } from '../filter-params.js';
import styles from './events-browser.module.css';

interface FiltersFormProps {
  /** The applied filters (from the URL). */
  value: FilterValues;
  options: ListFilter | undefined;
  /** Filters fixed by the embedding page: not offered. */
  hidden: readonly FilterKey[];
  /** Apply every change at once (desktop side panel); otherwise on Apply (mobile dialog). */
  autoApply: boolean;
  onApply: (next: FilterValues) => void;
  onReset: () => void;
  idPrefix: string;
}

const key = (filters: FilterValues) => writeFilters(filters, 'list').toString();

/** Re-reads the draft through the URL rules, so the form can only apply what the URL could hold. */
const normalise = (filters: FilterValues) => readFilters(writeFilters(filters, 'list'));

export function FiltersForm({
  value,
  options,
  hidden,
  autoApply,
  onApply,
  onReset,
  idPrefix,
}: FiltersFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(key(value));
  if (key(value) !== applied) {
    setApplied(key(value));
    setDraft(value);
  }

  const change = (patch: Partial<FilterValues>, apply = autoApply) => {
    const next = normalise({ ...draft, ...patch });
    setDraft(next);
    if (apply) onApply(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(normalise(draft));
  };
  const id = (name: string) => `${idPrefix}-${name}`;
  const shown = (name: FilterKey) => !hidden.includes(name);
  const num = (text: string) => (text ? Number(text) : undefined);

  const select = (
    name: 'city' | 'club' | 'activity' | 'ageGroup' | 'series',
    items: { id: string; name: string }[] | undefined,
    anyLabel: string,
    toValue: (text: string) => unknown = (text) => text || undefined,
  ) =>
    shown(name) ? (
      <div className={styles.field}>
        <label htmlFor={id(name)}>{t(`filters.${name}`)}</label>
        <select
          id={id(name)}
          value={draft[name] === undefined ? '' : String(draft[name])}
          onChange={(event) => change({ [name]: toValue(event.target.value) })}
        >
          <option value="">{anyLabel}</option>
          {/* a value from the URL stays selectable while the options load */}
          {draft[name] !== undefined && !items?.some((item) => item.id === String(draft[name])) ? (
            <option value={String(draft[name])}>{String(draft[name])}</option>
          ) : null}
          {items?.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
    ) : null;

  const sports = draft.sport ?? [];
  const flag = (name: 'national' | 'available' | 'fastId') =>
    shown(name) ? (
      <div className={styles.check}>
        <input
          id={id(name)}
          type="checkbox"
          checked={draft[name] === true}
          onChange={(event) => change({ [name]: event.target.checked || undefined })}
        />
        <label htmlFor={id(name)}>{t(`filters.${name}`)}</label>
      </div>
    ) : null;

  return (
    <form className={styles.filtersForm} onSubmit={onSubmit} aria-label={t('filters.title')}>
      {select('city', options?.cities, t('filters.any'), num)}
      {select('club', options?.clubs, t('filters.any'), num)}

      {shown('sport') && options?.sportTypes.length ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('filters.sport')}</legend>
          <div className={styles.checkGrid}>
            {options.sportTypes.map((sport) => (
              <div key={sport.id} className={styles.check}>
                <input
                  id={id(`sport-${sport.id}`)}
                  type="checkbox"
                  checked={sports.includes(sport.id as never)}
                  onChange={(event) =>
                    change({
                      sport: (event.target.checked
                        ? [...sports, sport.id]
                        : sports.filter((s) => s !== sport.id)) as FilterValues['sport'],
                    })
                  }
                />
                <label htmlFor={id(`sport-${sport.id}`)}>{sport.name}</label>
              </div>
            ))}
          </div>
        </fieldset>
      ) : null}

      {select('activity', options?.activityTypes, t('filters.any'))}

      {shown('dateFrom') ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('filters.dates')}</legend>
          <div className={styles.dates}>
            <div className={styles.field}>
              <label htmlFor={id('dateFrom')}>{t('filters.dateFrom')}</label>
              <input
                id={id('dateFrom')}
                type="date"
                value={draft.dateFrom ?? ''}
                max={draft.dateTo}
                onChange={(event) => change({ dateFrom: event.target.value || undefined })}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={id('dateTo')}>{t('filters.dateTo')}</label>
              <input
                id={id('dateTo')}
                type="date"
                value={draft.dateTo ?? ''}
                min={draft.dateFrom}
                onChange={(event) => change({ dateTo: event.target.value || undefined })}
              />
            </div>
          </div>
        </fieldset>
      ) : null}

      {shown('place') ? (
        <div className={styles.field}>
          <label htmlFor={id('place')}>{t('filters.place')}</label>
          <input
            id={id('place')}
            type="text"
            list={id('places')}
            maxLength={100}
            value={draft.place ?? ''}
            onChange={(event) => setDraft({ ...draft, place: event.target.value || undefined })}
            onBlur={() => autoApply && key(normalise(draft)) !== key(value) && onApply(normalise(draft))}
          />
          <datalist id={id('places')}>
            {options?.places.map((place) => (
              <option key={place.id} value={place.name} />
            ))}
          </datalist>
        </div>
      ) : null}

      {shown('rating') ? (
        <div className={styles.field}>
          <label htmlFor={id('rating')}>{t('filters.rating')}</label>
          <select
            id={id('rating')}
            value={draft.rating === undefined ? '' : String(draft.rating)}
            onChange={(event) => change({ rating: num(event.target.value) })}
          >
            <option value="">{t('filters.any')}</option>
            {(options?.starRatings.length ? options.starRatings : [1, 2, 3, 4, 5]).map((stars) => (
              <option key={stars} value={stars}>
                {t('filters.ratingOption', { count: stars })}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {select('ageGroup', options?.ageGroups, t('filters.anyFeminine'))}
      {select('series', options?.series, t('filters.anyFeminine'))}

      <div className={styles.flagsGroup}>
        {flag('national')}
        {flag('available')}
        {flag('fastId')}
      </div>

      <div className={styles.formActions}>
        <button type="submit" className={styles.primaryButton}>
          {t('filters.apply')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onReset}>
          {t('filters.reset')}
        </button>
      </div>
    </form>
  );
}
