import { useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useParams } from 'react-router';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCabinetResults } from '../../features/cabinet/api/cabinet-results.js';
import { cabinetResultsTexts } from '../../i18n/catalogs/cabinet-results.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import styles from './cabinet.module.css';
import { ResultsTable } from './results-table.js';
import { ResultsUpload } from './results-upload.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts, cabinetResultsTexts];

/**
 * /cabinet/events/:code/results (issue 18 item 6): choose a race, upload its CSV of finish times, see every
 * line checked (participant found by number, errors in words), publish when none is refused, and correct
 * one published line in place; places overall, by gender and age group come from the server.
 */
export function CabinetResultsPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const [race, setRace] = useState('');
  const [q, setQ] = useState('');
  const query = useCabinetResults(code, race, q);
  const data = query.data;
  const current = data?.races.find((r) => r.code === data.race);

  return (
    <>
      <p>
        <Link to={`/cabinet/events/${encodeURIComponent(code)}/entries`} className={styles.link}>
          ← {t('cabinetResults.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{t('cabinetResults.title')}</h1>
      {data && <p className={styles.lead}>{data.event.name}</p>}
      {query.isPending ? (
        <Skeleton lines={4} />
      ) : query.isError || !data ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : !current ? (
        <p className={styles.empty}>{t('cabinetResults.noRaces')}</p>
      ) : (
        <>
          <div className={styles.controls}>
            <label className={styles.field}>
              {t('cabinetResults.race')}
              <select
                className={styles.select}
                value={current.code}
                onChange={(e) => {
                  setRace(e.target.value);
                  setQ('');
                }}
              >
                {data.races.map((r) => (
                  <option key={r.code} value={r.code}>
                    {t('cabinetResults.raceOption', { name: r.name, count: r.results })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <ResultsUpload key={current.code} code={code} race={current} />
          <ResultsTable code={code} results={data} q={q} onSearch={setQ} />
        </>
      )}
    </>
  );
}
