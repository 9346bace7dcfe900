import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import styles from './tables.module.css';

export const SEARCH_DEBOUNCE_MS = 300;

interface RaceSearchBarProps {
  races: { code: string; label: string }[];
  race: string;
  onRaceChange: (race: string) => void;
  q: string;
  /** Called with the search text once typing has paused. */
  onSearch: (q: string) => void;
  children?: ReactNode;
}

/** The race selector and the debounced "name or bib" search shared by the start list and the results. */
export function RaceSearchBar({ races, race, onRaceChange, q, onSearch, children }: RaceSearchBarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== q) onSearch(debounced);
    // only a new debounced text searches; q changing from outside must not echo back
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <div className={styles.controls}>
      <div className={styles.field}>
        <label htmlFor="race-select">{t('event.table.race')}</label>
        <select
          id="race-select"
          className={styles.select}
          value={race}
          onChange={(e) => onRaceChange(e.target.value)}
        >
          {races.map((r) => (
            <option key={r.code} value={r.code}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      {children}
      <div className={styles.field}>
        <label htmlFor="race-search">{t('event.table.search')}</label>
        <input
          id="race-search"
          type="search"
          className={styles.input}
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('event.table.searchPlaceholder')}
        />
      </div>
    </div>
  );
}
