import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { formatTypedTime } from '../../../shared/domain/race-time.js';
import { RESULT_STATUSES, type ResultStatus } from '../../../shared/domain/result-statuses.js';
import type { CabinetResult, CabinetResults } from '../../../shared/schemas/cabinet-results.js';
import controls from '../../components/ui/form-controls.module.css';
import { useCorrectResult } from '../../features/cabinet/api/cabinet-results.js';
import { apiErrorOf } from '../../lib/api-error.js';
import styles from './cabinet.module.css';
import own from './cabinet-results.module.css';

/** The race's published lines with their places, a search, and a correction of one line in its row. */
export function ResultsTable({
  code,
  results,
  q,
  onSearch,
}: {
  code: string;
  results: CabinetResults;
  q: string;
  onSearch: (q: string) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(q);
  const [editing, setEditing] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <section className={styles.section} aria-labelledby="results-current">
      <h2 id="results-current" className={styles.sectionTitle}>
        {t('cabinetResults.current.title')}
      </h2>
      <form
        className={styles.controls}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(typed.trim());
        }}
      >
        <label className={styles.field}>
          {t('cabinetResults.current.search')}
          <input
            type="search"
            className={styles.input}
            value={typed}
            maxLength={100}
            onChange={(e) => {
              setTyped(e.target.value);
              if (e.target.value === '') onSearch('');
            }}
          />
        </label>
      </form>
      <p className={own.text} role="status">
        {saved ??
          (results.total > results.rows.length
            ? t('cabinetResults.current.first', { shown: results.rows.length, total: results.total })
            : results.total > 0
              ? t('cabinetResults.current.total', { total: results.total })
              : null)}
      </p>
      {results.rows.length === 0 ? (
        <p className={styles.empty}>
          {q ? t('cabinetResults.current.nothingFound') : t('cabinetResults.current.empty')}
        </p>
      ) : (
        <div className={styles.scroll} role="region" aria-labelledby="results-current-table" tabIndex={0}>
          <table className={styles.table}>
            <caption id="results-current-table" className="visually-hidden">
              {t('cabinetResults.current.tableLabel')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('cabinetResults.current.place')}</th>
                <th scope="col">{t('cabinetResults.current.bib')}</th>
                <th scope="col">{t('cabinetResults.current.name')}</th>
                <th scope="col">{t('cabinetResults.current.genderPlace')}</th>
                <th scope="col">{t('cabinetResults.current.ageGroup')}</th>
                <th scope="col">{t('cabinetResults.current.ageGroupPlace')}</th>
                <th scope="col">{t('cabinetResults.current.result')}</th>
              </tr>
            </thead>
            <tbody>
              {results.rows.map((row) => (
                <tr key={row.id}>
                  <td className={styles.num}>{row.place ?? '—'}</td>
                  <td>{row.bib}</td>
                  <th scope="row" className={own.name}>
                    {row.name}
                  </th>
                  <td className={styles.num}>
                    {t(`cabinetResults.genders.${row.gender}`)} {row.genderPlace ?? '—'}
                  </td>
                  <td>{row.ageGroup ?? '—'}</td>
                  <td className={styles.num}>{row.ageGroupPlace ?? '—'}</td>
                  <td>
                    {editing === row.id ? (
                      <CorrectionForm
                        code={code}
                        row={row}
                        onDone={(message) => {
                          setEditing(null);
                          if (message) setSaved(message);
                        }}
                      />
                    ) : (
                      <span className={own.result}>
                        <span>
                          {row.status === 'finished' && row.timeMs !== null
                            ? formatTypedTime(row.timeMs)
                            : t(`cabinetResults.statuses.${row.status}`)}
                        </span>
                        <button
                          type="button"
                          className={controls.linkButton}
                          aria-label={t('cabinetResults.current.editOf', { bib: row.bib })}
                          onClick={() => {
                            setSaved(null);
                            setEditing(row.id);
                          }}
                        >
                          {t('cabinetResults.current.edit')}
                        </button>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** One line's status and time; a refusal shows beside the time and keeps what was typed. */
function CorrectionForm({
  code,
  row,
  onDone,
}: {
  code: string;
  row: CabinetResult;
  onDone: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const mutation = useCorrectResult(code);
  const [status, setStatus] = useState<ResultStatus>(row.status);
  const [time, setTime] = useState(row.timeMs === null ? '' : formatTypedTime(row.timeMs));
  const [error, setError] = useState<string | null>(null);
  const errorId = `result-${row.id}-error`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    mutation.mutate(
      { id: row.id, correction: { status, time: time.trim() || null } },
      {
        onSuccess: () => onDone(t('cabinetResults.current.saved', { bib: row.bib })),
        onError: (err) => {
          const body = apiErrorOf(err);
          setError(body?.fields?.time ?? body?.message ?? t('cabinetResults.current.failed'));
        },
      },
    );
  };

  return (
    <form className={own.correction} onSubmit={submit} noValidate>
      <label className={own.small}>
        {t('cabinetResults.current.status')}
        <select
          className={styles.select}
          value={status}
          onChange={(e) => setStatus(e.target.value as ResultStatus)}
        >
          {RESULT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`cabinetResults.statuses.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={own.small}>
        {t('cabinetResults.current.time')}
        <input
          className={`${styles.input} ${own.time}`}
          value={time}
          maxLength={40}
          inputMode="decimal"
          placeholder="1:02:03.4"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setTime(e.target.value)}
        />
      </label>
      <button type="submit" className={controls.primary} disabled={mutation.isPending}>
        {t('cabinetResults.current.save')}
      </button>
      <button type="button" className={controls.linkButton} onClick={() => onDone(null)}>
        {t('cabinetResults.current.cancel')}
      </button>
      {error && (
        <span id={errorId} className={controls.error} role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
