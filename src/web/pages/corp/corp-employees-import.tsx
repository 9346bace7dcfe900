import { useId } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { ImportLine } from '../../../shared/schemas/corp-employees.js';
import { CheckedLinesTable } from '../../components/checked-lines/checked-lines-table.js';
import { MoreLines } from '../../components/checked-lines/more-lines.js';
import { usePreviewEmployeesImport, useImportEmployees } from '../../features/corp/api/corp-employees.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { notify } from '../../lib/notify.js';
import { useCheckedUpload } from '../../lib/use-checked-upload.js';
import styles from './corp-employees.module.css';

const DELIMITER_KEYS = { ';': 'semicolon', ',': 'comma', '\t': 'tab' } as const;

/** A sample file in the interface's language (UTF-8 with a BOM, `;`, for Excel). */
function templateHref(language: string): string {
  const text =
    language === 'ru'
      ? 'Фамилия;Имя;Отчество;Пол;Дата рождения;E-mail;Телефон;Примечание\r\nИванов;Иван;Иванович;М;12.04.1985;ivanov@example.com;+7 916 123-45-67;Отдел продаж\r\n'
      : 'Last name;First name;Patronymic;Gender;Birth date;E-mail;Phone;Note\r\nSmith;Anna;;F;1990-05-14;anna@example.com;+7 916 123-45-67;Sales\r\n';
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${text}`)}`;
}

/** A line's person as the file has them. */
const personOf = (line: ImportLine) =>
  [line.values.lastName, line.values.firstName, line.values.patronymic].filter(Boolean).join(' ');

/**
 * Uploading a list of employees: the file is checked line by line on the server and nothing is written;
 * the per-line result shows each refused line's errors by column; "Add N employees" sends the same file
 * again, and the server adds exactly the lines that pass, in one transaction.
 */
export function EmployeesImport({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useCheckedUpload({
    check: usePreviewEmployeesImport(companyId),
    commit: useImportEmployees(companyId),
    variables: (file) => file,
    committed: (result) =>
      [
        t('corpEmployees.preview.committed', { count: result.added }),
        result.refused > 0 ? t('corpEmployees.preview.committedRefused', { count: result.refused }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    onCommitted: (result) =>
      notify({ type: 'success', title: t('corpEmployees.preview.committed', { count: result.added }) }),
    texts: {
      noFile: t('corpEmployees.upload.noFile'),
      checkFailed: t('corpEmployees.upload.failed'),
      commitFailed: t('corpEmployees.preview.commitFailed'),
    },
  });
  const { checked, fileError } = upload;
  const total = checked ? checked.accepted + checked.refused : 0;

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.panelHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {t('corpEmployees.upload.title')}
        </h2>
        <button type="button" className={styles.linkButton} onClick={onClose}>
          {t('corpEmployees.form.cancel')}
        </button>
      </div>
      <p className={styles.text}>{t('corpEmployees.upload.lead')}</p>
      <details className={styles.columns}>
        <summary>{t('corpEmployees.upload.columnsTitle')}</summary>
        <p>{t('corpEmployees.upload.columnsLead')}</p>
        <p className={styles.strong}>{t('corpEmployees.upload.columns')}</p>
        <a className={styles.link} href={templateHref(currentLanguage())} download="employees-template.csv">
          {t('corpEmployees.upload.template')}
        </a>
      </details>
      <form className={styles.uploadForm} onSubmit={upload.submitCheck} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-file`} className={styles.label}>
            {t('corpEmployees.upload.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className={styles.file}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ''}`}
            onChange={(e) => upload.choose(e.target.files?.[0] ?? null)}
          />
          <span id={`${id}-file-hint`} className={styles.hint}>
            {t('corpEmployees.upload.fileHint')}
          </span>
          {fileError && (
            <span id={`${id}-file-error`} className={styles.error} role="alert">
              {fileError}
            </span>
          )}
        </div>
        <button type="submit" className={styles.primary} disabled={upload.checking}>
          {upload.checking ? t('corpEmployees.upload.checking') : t('corpEmployees.upload.check')}
        </button>
      </form>
      <p className={styles.text} role="status">
        {upload.done}
      </p>
      {checked && (
        <div className={styles.preview}>
          <h3 className={styles.subTitle}>{t('corpEmployees.preview.title')}</h3>
          <p className={styles.text} role="status">
            {t('corpEmployees.preview.summary', { accepted: checked.accepted, refused: checked.refused })}{' '}
            {checked.format === 'xlsx'
              ? t('corpEmployees.preview.readAsXlsx')
              : t('corpEmployees.preview.readAsCsv', {
                  encoding: (checked.encoding ?? 'utf-8').toUpperCase(),
                  delimiter: t(
                    `corpEmployees.preview.delimiters.${DELIMITER_KEYS[checked.delimiter ?? ';']}`,
                  ),
                })}
          </p>
          {checked.lines.length < total && (
            <p className={styles.hint}>
              {t('corpEmployees.preview.partial', { shown: checked.lines.length, total })}
            </p>
          )}
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={upload.onlyErrors}
              onChange={(e) => upload.setOnlyErrors(e.target.checked)}
            />
            {t('corpEmployees.preview.onlyErrors')}
          </label>
          <CheckedLinesTable
            id={`${id}-table`}
            label={t('corpEmployees.preview.tableLabel')}
            columns={[
              t('corpEmployees.preview.line'),
              t('corpEmployees.preview.employee'),
              t('corpEmployees.preview.check'),
            ]}
            lines={upload.visible}
            cells={(line) => (
              <td className={styles.person}>
                {personOf(line)}
                {line.values.email && <span className={styles.hint}>{line.values.email}</span>}
              </td>
            )}
            ok={t('corpEmployees.preview.ok')}
            errorText={(e) =>
              e.field === 'line' ? e.message : `${t(`corpEmployees.fields.${e.field}`)}: ${e.message}`
            }
            classes={styles}
          />
          <MoreLines
            page={upload.page}
            shownText={(shown, total) => t('corpEmployees.preview.shown', { shown, total })}
            moreText={t('corpEmployees.preview.showMore')}
            classes={{ row: styles.actions, note: styles.hint, button: styles.secondary }}
          />
          {checked.accepted === 0 ? (
            <p className={styles.error}>{t('corpEmployees.preview.nothing')}</p>
          ) : (
            <div className={styles.actions}>
              {checked.refused > 0 && <p className={styles.text}>{t('corpEmployees.preview.skipNote')}</p>}
              <button
                type="button"
                className={styles.primary}
                disabled={upload.committing}
                onClick={upload.submitCommit}
              >
                {upload.committing
                  ? t('corpEmployees.preview.committing')
                  : t('corpEmployees.preview.commit', { count: checked.accepted })}
              </button>
            </div>
          )}
          {upload.commitError && (
            <p className={styles.error} role="alert">
              {upload.commitError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
