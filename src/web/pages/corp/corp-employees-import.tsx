import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeesImportPreview, ImportLine } from '../../../shared/schemas/corp-employees.js';
import { usePreviewEmployeesImport, useImportEmployees } from '../../features/corp/api/corp-employees.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { notify } from '../../lib/notify.js';
import styles from './corp-employees.module.css';

/** Lines of the preview shown at first, and added by "Show more". */
const PAGE = 100;

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
  const preview = usePreviewEmployeesImport(companyId);
  const commit = useImportEmployees(companyId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<EmployeesImportPreview | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [shown, setShown] = useState(PAGE);
  const [commitError, setCommitError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const check = (event: FormEvent) => {
    event.preventDefault();
    setChecked(null);
    setDone(null);
    setCommitError(null);
    if (!file) return setFileError(t('corpEmployees.upload.noFile'));
    setFileError(null);
    preview.mutate(file, {
      onSuccess: (result) => {
        setChecked(result);
        setOnlyErrors(result.refused > 0);
        setShown(PAGE);
      },
      onError: (failure) => setFileError(apiErrorOf(failure)?.message ?? t('corpEmployees.upload.failed')),
    });
  };

  const add = () => {
    if (!file) return;
    setCommitError(null);
    commit.mutate(file, {
      onSuccess: (result) => {
        setChecked(null);
        const text = [
          t('corpEmployees.preview.committed', { count: result.added }),
          result.refused > 0 ? t('corpEmployees.preview.committedRefused', { count: result.refused }) : '',
        ]
          .filter(Boolean)
          .join(' ');
        setDone(text);
        notify({ type: 'success', title: t('corpEmployees.preview.committed', { count: result.added }) });
      },
      onError: (failure) =>
        setCommitError(apiErrorOf(failure)?.message ?? t('corpEmployees.preview.commitFailed')),
    });
  };

  const lines = checked
    ? onlyErrors
      ? checked.lines.filter((l) => l.errors.length > 0)
      : checked.lines
    : [];
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
      <form className={styles.uploadForm} onSubmit={check} noValidate>
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
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setChecked(null);
              setFileError(null);
              setDone(null);
            }}
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
        <button type="submit" className={styles.primary} disabled={preview.isPending}>
          {preview.isPending ? t('corpEmployees.upload.checking') : t('corpEmployees.upload.check')}
        </button>
      </form>
      <p className={styles.text} role="status">
        {done}
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
            <input type="checkbox" checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />
            {t('corpEmployees.preview.onlyErrors')}
          </label>
          <div className={styles.scroll} role="region" aria-labelledby={`${id}-table`} tabIndex={0}>
            <table className={styles.table}>
              <caption id={`${id}-table`} className="visually-hidden">
                {t('corpEmployees.preview.tableLabel')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('corpEmployees.preview.line')}</th>
                  <th scope="col">{t('corpEmployees.preview.employee')}</th>
                  <th scope="col">{t('corpEmployees.preview.check')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.slice(0, shown).map((line) => (
                  <tr key={line.line} data-refused={line.errors.length > 0 || undefined}>
                    <td className={styles.num}>{line.line}</td>
                    <td className={styles.person}>
                      {personOf(line)}
                      {line.values.email && <span className={styles.hint}>{line.values.email}</span>}
                    </td>
                    <td>
                      {line.errors.length === 0 ? (
                        <span className={styles.ok}>{t('corpEmployees.preview.ok')}</span>
                      ) : (
                        <ul className={styles.errors}>
                          {line.errors.map((e) => (
                            <li key={`${e.field}:${e.message}`}>
                              {e.field === 'line'
                                ? e.message
                                : `${t(`corpEmployees.fields.${e.field}`)}: ${e.message}`}
                            </li>
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
            <div className={styles.actions}>
              <span className={styles.hint}>
                {t('corpEmployees.preview.shown', { shown, total: lines.length })}
              </span>
              <button type="button" className={styles.secondary} onClick={() => setShown((n) => n + PAGE)}>
                {t('corpEmployees.preview.showMore')}
              </button>
            </div>
          )}
          {checked.accepted === 0 ? (
            <p className={styles.error}>{t('corpEmployees.preview.nothing')}</p>
          ) : (
            <div className={styles.actions}>
              {checked.refused > 0 && <p className={styles.text}>{t('corpEmployees.preview.skipNote')}</p>}
              <button type="button" className={styles.primary} disabled={commit.isPending} onClick={add}>
                {commit.isPending
                  ? t('corpEmployees.preview.committing')
                  : t('corpEmployees.preview.commit', { count: checked.accepted })}
              </button>
            </div>
          )}
          {commitError && (
            <p className={styles.error} role="alert">
              {commitError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
