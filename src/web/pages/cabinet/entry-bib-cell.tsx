import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import controls from '../../components/ui/form-controls.module.css';
import { useSetEntryBib } from '../../features/cabinet/api/cabinet-numbers.js';
import { apiErrorOf } from '../../lib/api-error.js';
import styles from './cabinet.module.css';
import own from './cabinet-numbers.module.css';

/**
 * An entry's start number in the entries table for a role that may give numbers (issue 18 item 4): the
 * number as a button; editing opens a small form in the cell (empty: no number). A refusal (BIB_TAKEN …)
 * shows next to the field and keeps what was typed.
 */
export function EntryBibCell({
  code,
  id,
  bib,
  name,
}: {
  code: string;
  id: number;
  bib: string | null;
  name: string;
}) {
  const { t } = useTranslation();
  const mutation = useSetEntryBib(code);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(bib ?? '');
  const [error, setError] = useState<string | null>(null);
  const errorId = `bib-${id}-error`;

  if (!editing) {
    return (
      <button
        type="button"
        className={controls.linkButton}
        onClick={() => {
          setValue(bib ?? '');
          setError(null);
          setEditing(true);
        }}
      >
        {/* the number seen is the start of the button's name (WCAG 2.5.3), the rest is for screen readers */}
        {bib ?? '—'}
        <span className="visually-hidden">{t('cabinet.numbers.editBibOf', { name })}</span>
      </button>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    mutation.mutate(
      { id, bib: value.trim() || null },
      {
        onSuccess: () => setEditing(false),
        onError: (err) => {
          const body = apiErrorOf(err);
          setError(body?.fields?.bib ?? body?.message ?? t('cabinet.numbers.failed'));
        },
      },
    );
  };

  return (
    <form className={own.bibForm} onSubmit={submit} noValidate>
      <input
        className={`${styles.input} ${own.bibInput}`}
        aria-label={t('cabinet.numbers.bibOf', { name })}
        value={value}
        maxLength={10}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setEditing(false);
        }}
      />
      <button
        type="submit"
        className={`${controls.secondary} ${own.bibButton}`}
        disabled={mutation.isPending}
      >
        {t('cabinet.numbers.saveBib')}
      </button>
      <button type="button" className={controls.linkButton} onClick={() => setEditing(false)}>
        {t('cabinet.numbers.cancel')}
      </button>
      {error && (
        <span id={errorId} className={controls.error} role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
