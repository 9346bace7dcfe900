import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { useNavigate } from 'react-router';
import { Icon } from '../../components/ui/icon.js';
import styles from './home-page.module.css';

/** The events list reads at most this many characters of `q`. */
const MAX_QUERY_LENGTH = 100;

/** `/events/future?q=…` for a search, the plain upcoming list for an empty one. */
export function searchPath(text: string): string {
  const q = text.trim().slice(0, MAX_QUERY_LENGTH);
  return q ? `/events/future?${new URLSearchParams({ q }).toString()}` : '/events/future';
}

/**
 * The hero's search by event name; a plain GET form without JavaScript, an in-app navigation with it. The
 * field keeps its own text (uncontrolled): on a page the server rendered, what the visitor typed before
 * the app started is in the field, not in any state, and the search sends exactly that.
 */
export function HomeSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    void navigate(searchPath(typeof text === 'string' ? text : ''));
  };

  return (
    <form role="search" action="/events/future" method="get" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor="home-search" className={styles.searchLabel}>
        {t('home.searchLabel')}
      </label>
      <div className={styles.searchRow}>
        <span className={styles.searchIcon}>
          <Icon name="search" size="sm" />
        </span>
        <input
          id="home-search"
          name="q"
          type="search"
          className={styles.searchInput}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('home.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.searchButton}>
          {t('home.searchSubmit')}
        </button>
      </div>
    </form>
  );
}
