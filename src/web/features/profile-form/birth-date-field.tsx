import { useTranslation } from '../../i18n/shared-translation.js';
import { intlLocale } from '../../lib/catalogue-format.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { fieldAria } from '../../components/ui/form-field.js';
import { FieldError } from './field.js';
import styles from './profile-form.module.css';

interface BirthDateFieldProps {
  /** `YYYY-MM-DD`, a partial `YYYY-MM-` while being chosen, or '' */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

const pad = (n: string) => (n ? n.padStart(2, '0') : '');

/** Day, month and year parts → `YYYY-MM-DD`; incomplete parts leave an invalid date the schema names. */
export function composeDate(year: string, month: string, day: string): string {
  if (!year && !month && !day) return '';
  return `${year}-${pad(month)}-${pad(day)}`;
}

function splitDate(value: string) {
  const [year = '', month = '', day = ''] = value ? value.split('-') : [];
  return { year, month: month ? String(Number(month)) : '', day: day ? String(Number(day)) : '' };
}

/** Birth date as day / month (names) / year; the id `birthDate` is on the day so #birthDate lands here. */
export function BirthDateField({ value, onChange, onBlur, error }: BirthDateFieldProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { year, month, day } = splitDate(value);
  const monthName = new Intl.DateTimeFormat(intlLocale(lang), { month: 'long', timeZone: 'UTC' });
  const aria = fieldAria('birthDate', { error });

  return (
    <fieldset className={styles.field} aria-describedby={aria['aria-describedby']}>
      <legend className={styles.label}>{t('account.profile.birthDate')}</legend>
      <div className={styles.dateParts}>
        <select
          id="birthDate"
          className={styles.input}
          aria-label={t('account.profile.day')}
          aria-invalid={aria['aria-invalid']}
          value={day}
          onChange={(e) => onChange(composeDate(year, month, e.currentTarget.value))}
          onBlur={onBlur}
        >
          <option value="">{t('account.profile.day')}</option>
          {Array.from({ length: 31 }, (_, i) => (
            <option key={i} value={String(i + 1)}>
              {i + 1}
            </option>
          ))}
        </select>
        <select
          id="birthDate-month"
          className={styles.input}
          aria-label={t('account.profile.month')}
          aria-invalid={aria['aria-invalid']}
          value={month}
          onChange={(e) => onChange(composeDate(year, e.currentTarget.value, day))}
          onBlur={onBlur}
        >
          <option value="">{t('account.profile.month')}</option>
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i} value={String(i + 1)}>
              {monthName.format(new Date(Date.UTC(2000, i, 1)))}
            </option>
          ))}
        </select>
        <input
          id="birthDate-year"
          className={styles.input}
          aria-label={t('account.profile.year')}
          aria-invalid={aria['aria-invalid']}
          placeholder={t('account.profile.yearPlaceholder')}
          inputMode="numeric"
          autoComplete="bday-year"
          maxLength={4}
          value={year}
          onChange={(e) => onChange(composeDate(e.currentTarget.value.replace(/\D/g, ''), month, day))}
          onBlur={onBlur}
        />
      </div>
      <FieldError id="birthDate" error={error} />
    </fieldset>
  );
}
