import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { Icon } from '../../../components/ui/icon.js';
import styles from './events-browser.module.css';

export const SEARCH_DEBOUNCE_MS = 400;

interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
}

/** Search by name: applies a pause after typing, or at once on Enter. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  const timer = useRef<number | undefined>(undefined);

  // the URL changed from elsewhere (Back, a chip removed): show its value
  if (value !== synced) {
    setSynced(value);
    setText(value);
  }

  const submit = (next: string) => {
    window.clearTimeout(timer.current);
    const q = next.trim().slice(0, 100);
    if (q === value) return;
    setSynced(q);
    onSearch(q);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onChange = (next: string) => {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => submit(next), SEARCH_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(text);
  };

  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor="events-search" className="visually-hidden">
        {t('events.searchLabel')}
      </label>
      <span className={styles.searchIcon}>
        <Icon name="search" size="sm" />
      </span>
      <input
        id="events-search"
        type="search"
        className={styles.searchInput}
        value={text}
        maxLength={100}
        placeholder={t('events.searchPlaceholder')}
        onChange={(event) => onChange(event.target.value)}
      />
      <button type="submit" className={styles.searchButton}>
        {t('events.searchSubmit')}
      </button>
    </form>
  );
}
