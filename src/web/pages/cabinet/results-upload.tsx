import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTypedTime } from '../../../shared/domain/race-time.js';
import type { PreviewLine, ResultsPreview } from '../../../shared/schemas/cabinet-results.js';
import controls from '../../components/ui/form-controls.module.css';
import { usePreviewResults, usePublishResults } from '../../features/cabinet/api/cabinet-results.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { apiErrorOf } from '../../lib/api-error.js';
import styles from './cabinet.module.css';
import own from './cabinet-results.module.css';

/** Lines of the preview shown at first, and added by "Show more". */
const PAGE = 100;

const DELIMITER_KEYS = { ';': 'semicolon', ',': 'comma', '\t': 'tab' } as const;

/** A sample file in the interface's language: the header and one line of each status (UTF-8 with a BOM, for Excel). */
function templateHref(language: string): string {
  const header = language === 'ru' ? 'Номер;Время;Статус' : 'Bib;Time;Status';
  const text = `\uFEFF${header}\r\n101;1:02:03.4;\r\n102;62:03;\r\n103;;DNF\r\n104;;DNS\r\n105;2:03:04;DSQ\r\n`;
  return `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;
}

/** A line's status and time as the organizer wrote them. */
function ResultCell({ line }: { line: PreviewLine }) {
  const { t } = useTranslation();
  if (!line.status) return null;
  const time = line.timeMs === null ? null : formatTypedTime(line.timeMs);
  return (
    <>
      {line.status === 'finished' ? time : t(`cabinetResults.statuses.${line.status}`)}
      {line.status !== 'finished' && time ? ` · ${time}` : null}
    </>
  );
}

/** The race's upload: a file, its check line by line, and publishing it when no line is refused. */
export function ResultsUpload({
  code,
  race,
}: {
  code: string;
  race: { code: string; name: string; results: number };
}) {
  const { t } = useTranslation();
  const preview = usePreviewResults(code);
  const publish = usePublishResults(code);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<ResultsPreview | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [shown, setShown] = useState(PAGE);
  const [publishError, setPublishError] = useState<string | null>(null);
  const [published, setPublished] = useState<string | null>(null);

  const check = (e: FormEvent) => {
    e.preventDefault();
    setChecked(null);
    setPublished(null);
    setPublishError(null);
    if (!file) {
      setFileError(t('cabinetResults.upload.noFile'));
      return;
    }
    setFileError(null);
    preview.mutate(
      { race: race.code, file },
      {
        onSuccess: (result) => {
          setChecked(result);
          setOnlyErrors(result.refused > 0);
          setShown(PAGE);
        },
        onError: (error) => setFileError(apiErrorOf(error)?.message ?? t('cabinetResults.upload.failed')),
      },
    );
  };

  const publishFile = () => {
    if (!file) return;
    setPublishError(null);
    publish.mutate(
      { race: race.code, file },
      {
        onSuccess: (result) => {
          setChecked(null);
          setPublished(t('cabinetResults.preview.published', { count: result.imported }));
        },
        onError: (error) =>
          setPublishError(apiErrorOf(error)?.message ?? t('cabinetResults.preview.publishFailed')),
      },
    );
  };

  const lines = checked
    ? onlyErrors
      ? checked.lines.filter((l) => l.errors.length > 0)
      : checked.lines
    : [];

  return (
    <section className={styles.section} aria-labelledby="results-upload">
      <h2 id="results-upload" className={styles.sectionTitle}>
        {t('cabinetResults.upload.title')}
      </h2>
      <p className={own.text}>{t('cabinetResults.upload.lead')}</p>
      <details className={own.columns}>
        <summary>{t('cabinetResults.upload.columnsTitle')}</summary>
        <p>{t('cabinetResults.upload.columnsLead')}</p>
        <ul>
          <li>{t('cabinetResults.upload.columnBib')}</li>
          <li>{t('cabinetResults.upload.columnTime')}</li>
          <li>{t('cabinetResults.upload.columnStatus')}</li>
        </ul>
        <a className={styles.link} href={templateHref(currentLanguage())} download="results-template.csv">
          {t('cabinetResults.upload.template')}
        </a>
      </details>
      <form className={styles.controls} onSubmit={check} noValidate>
        <label className={styles.field}>
          {t('cabinetResults.upload.file')}
          <input
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className={own.file}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'results-file-error' : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setChecked(null);
              setFileError(null);
              setPublished(null);
            }}
          />
          {fileError && (
            <span id="results-file-error" className={controls.error} role="alert">
              {fileError}
            </span>
          )}
        </label>
        <button type="submit" className={styles.more} disabled={preview.isPending}>
          {preview.isPending ? t('cabinetResults.upload.checking') : t('cabinetResults.upload.check')}
        </button>
      </form>
      <p className={own.text} role="status">
        {published}
      </p>
      {checked && (
        <div className={styles.section}>
          <h3 className={own.subTitle}>{t('cabinetResults.preview.title')}</h3>
          <p className={own.text} role="status">
            {t('cabinetResults.preview.summary', { accepted: checked.accepted, refused: checked.refused })}{' '}
            {t('cabinetResults.preview.readAs', {
              encoding: checked.encoding.toUpperCase(),
              delimiter: t(`cabinetResults.preview.delimiters.${DELIMITER_KEYS[checked.delimiter]}`),
            })}
          </p>
          <label className={own.check}>
            <input type="checkbox" checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />
            {t('cabinetResults.preview.onlyErrors')}
          </label>
          <div className={styles.scroll} role="region" aria-labelledby="results-preview-table" tabIndex={0}>
            <table className={styles.table}>
              <caption id="results-preview-table" className="visually-hidden">
                {t('cabinetResults.preview.tableLabel')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('cabinetResults.preview.line')}</th>
                  <th scope="col">{t('cabinetResults.preview.bib')}</th>
                  <th scope="col">{t('cabinetResults.preview.result')}</th>
                  <th scope="col">{t('cabinetResults.preview.participant')}</th>
                  <th scope="col">{t('cabinetResults.preview.check')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.slice(0, shown).map((line) => (
                  <tr key={line.line} data-refused={line.errors.length > 0 || undefined}>
                    <td className={styles.num}>{line.line}</td>
                    <td>{line.bib}</td>
                    <td>
                      <ResultCell line={line} />
                    </td>
                    <td>{line.participant?.name ?? t('cabinetResults.preview.noParticipant')}</td>
                    <td>
                      {line.errors.length === 0 ? (
                        <span className={styles.muted}>{t('cabinetResults.preview.ok')}</span>
                      ) : (
                        <ul className={own.errors}>
                          {line.errors.map((message) => (
                            <li key={message}>{message}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {lines.length > shown && (
            <div className={own.row}>
              <span className={styles.muted}>
                {t('cabinetResults.preview.shown', { shown, total: lines.length })}
              </span>
              <button type="button" className={styles.more} onClick={() => setShown((n) => n + PAGE)}>
                {t('cabinetResults.preview.showMore')}
              </button>
            </div>
          )}
          {checked.refused > 0 ? (
            <p className={controls.error}>{t('cabinetResults.preview.fixFirst')}</p>
          ) : (
            <div className={own.row}>
              {race.results > 0 && (
                <span className={own.text}>
                  {t('cabinetResults.preview.replaces', { count: race.results })}
                </span>
              )}
              <button
                type="button"
                className={own.primary}
                disabled={publish.isPending}
                onClick={publishFile}
              >
                {publish.isPending
                  ? t('cabinetResults.preview.publishing')
                  : t('cabinetResults.preview.publish')}
              </button>
            </div>
          )}
          {publishError && (
            <p className={controls.error} role="alert">
              {publishError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
