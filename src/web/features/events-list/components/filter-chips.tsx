import { useTranslation } from '../../../i18n/shared-translation.js';
import type { ListFilter } from '../../../../shared/schemas/list-filter.js';
import { Icon } from '../../../components/ui/icon.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatCalendarDate } from '../../../lib/catalogue-format.js';
import { FILTER_KEYS, type FilterKey, type FilterValues } from '../filter-params.js';
import styles from './events-browser.module.css';

interface Chip {
  id: string;
  label: string;
  without: FilterValues;
}

interface FilterChipsProps {
  filters: FilterValues;
  options: ListFilter | undefined;
  hidden: readonly FilterKey[];
  onChange: (next: FilterValues) => void;
  onClear: () => void;
}

/** The active filters as removable chips. */
export function FilterChips({ filters, options, hidden, onChange, onClear }: FilterChipsProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const nameIn = (items: { id: string; name: string }[] | undefined, id: unknown) =>
    items?.find((item) => item.id === String(id))?.name ?? String(id);
  const day = (iso: string) => formatCalendarDate(iso, lang);
  const drop = (name: FilterKey): FilterValues => {
    const next = { ...filters };
    delete next[name];
    return next;
  };

  const chips: Chip[] = [];
  for (const name of FILTER_KEYS) {
    const value = filters[name];
    if (value === undefined || hidden.includes(name)) continue;
    switch (name) {
      case 'q':
        chips.push({ id: name, label: t('filters.chip.q', { value }), without: drop(name) });
        break;
      case 'sport':
        for (const sport of filters.sport ?? []) {
          const rest = (filters.sport ?? []).filter((s) => s !== sport);
          chips.push({
            id: `sport-${sport}`,
            label: nameIn(options?.sportTypes, sport),
            without: { ...filters, sport: rest.length ? rest : undefined },
          });
        }
        break;
      case 'city':
      case 'club':
      case 'activity':
      case 'ageGroup':
      case 'series': {
        const items = {
          city: options?.cities,
          club: options?.clubs,
          activity: options?.activityTypes,
          ageGroup: options?.ageGroups,
          series: options?.series,
        }[name];
        chips.push({
          id: name,
          label: `${t(`filters.${name}`)}: ${nameIn(items, value)}`,
          without: drop(name),
        });
        break;
      }
      case 'dateFrom':
      case 'dateTo':
        chips.push({
          id: name,
          label: t(`filters.chip.${name}`, { value: day(String(value)) }),
          without: drop(name),
        });
        break;
      case 'place':
      case 'campaign':
        chips.push({ id: name, label: `${t(`filters.${name}`)}: ${String(value)}`, without: drop(name) });
        break;
      case 'rating':
        chips.push({
          id: name,
          label: t('filters.ratingOption', { count: Number(value) }),
          without: drop(name),
        });
        break;
      default:
        chips.push({ id: name, label: t(`filters.${name}`), without: drop(name) });
    }
  }
  if (!chips.length) return null;

  return (
    <div className={styles.chips}>
      <h2 className="visually-hidden">{t('filters.active')}</h2>
      <ul className={styles.chipList}>
        {chips.map((chip) => (
          <li key={chip.id}>
            <button
              type="button"
              className={styles.chip}
              aria-label={t('filters.remove', { label: chip.label })}
              onClick={() => onChange(chip.without)}
            >
              {chip.label}
              <Icon name="x" size="xs" />
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <button type="button" className={styles.clearAll} onClick={onClear}>
          {t('filters.clearAll')}
        </button>
      ) : null}
    </div>
  );
}
