import { useTranslation } from '../../i18n/shared-translation.js';
import { formatTypedTime } from '../../../shared/domain/race-time.js';
import type { PreviewLine } from '../../../shared/schemas/cabinet-results.js';
import { CheckedLinesTable } from '../../components/checked-lines/checked-lines-table.js';
import { MoreLines } from '../../components/checked-lines/more-lines.js';
import controls from '../../components/ui/form-controls.module.css';
import { usePreviewResults, usePublishResults } from '../../features/cabinet/api/cabinet-results.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { useCheckedUpload } from '../../lib/use-checked-upload.js';
import styles from './cabinet.module.css';
import own from './cabinet-results.module.css';

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
  const upload = useCheckedUpload({
    check: usePreviewResults(code),
    commit: usePublishResults(code),
    variables: (file) => ({ race: race.code, file }),
    committed: (result) => t('cabinetResults.preview.published', { count: result.imported }),
    texts: {
      noFile: t('cabinetResults.upload.noFile'),
      checkFailed: t('cabinetResults.upload.failed'),
      commitFailed: t('cabinetResults.preview.publishFailed'),
    },
  });
  const { checked, fileError } = upload;

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
      <form className={styles.controls} onSubmit={upload.submitCheck} noValidate>
        <label className={styles.field}>
          {t('cabinetResults.upload.file')}
          <input
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className={own.file}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'results-file-error' : undefined}
            onChange={(e) => upload.choose(e.target.files?.[0] ?? null)}
          />
          {fileError && (
            <span id="results-file-error" className={controls.error} role="alert">
              {fileError}
            </span>
          )}
        </label>
        <button type="submit" className={styles.more} disabled={upload.checking}>
          {upload.checking ? t('cabinetResults.upload.checking') : t('cabinetResults.upload.check')}
        </button>
      </form>
      <p className={own.text} role="status">
        {upload.done}
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
            <input
              type="checkbox"
              checked={upload.onlyErrors}
              onChange={(e) => upload.setOnlyErrors(e.target.checked)}
            />
            {t('cabinetResults.preview.onlyErrors')}
          </label>
          <CheckedLinesTable
            id="results-preview-table"
            label={t('cabinetResults.preview.tableLabel')}
            columns={[
              t('cabinetResults.preview.line'),
              t('cabinetResults.preview.bib'),
              t('cabinetResults.preview.result'),
              t('cabinetResults.preview.participant'),
              t('cabinetResults.preview.check'),
            ]}
            lines={upload.visible}
            cells={(line) => (
              <>
                <td>{line.bib}</td>
                <td>
                  <ResultCell line={line} />
                </td>
                <td>{line.participant?.name ?? t('cabinetResults.preview.noParticipant')}</td>
              </>
            )}
            ok={t('cabinetResults.preview.ok')}
            errorText={(message) => message}
            classes={{ ...styles, ok: styles.muted, errors: own.errors }}
          />
          <MoreLines
            page={upload.page}
            shownText={(shown, total) => t('cabinetResults.preview.shown', { shown, total })}
            moreText={t('cabinetResults.preview.showMore')}
            classes={{ row: own.row, note: styles.muted, button: styles.more }}
          />
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
                disabled={upload.committing}
                onClick={upload.submitCommit}
              >
                {upload.committing
                  ? t('cabinetResults.preview.publishing')
                  : t('cabinetResults.preview.publish')}
              </button>
            </div>
          )}
          {upload.commitError && (
            <p className={controls.error} role="alert">
              {upload.commitError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
