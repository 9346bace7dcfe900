import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n.js';
import { countryOptions } from './countries.js';
import { fieldAria } from '../../components/ui/form-field.js';
import { FieldError } from './field.js';
import styles from './profile-form.module.css';

interface PhoneFieldProps {
  /** The field name, also the id of the national-number input (#phone, #emergencyPhone). */
  id: string;
  label: string;
  /** E.164, or what the typed digits compose to. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** The E.164 form of a national number in a country; impossible numbers still compose so the schema names them. */
export function composePhone(country: CountryCode, national: string): { e164: string; country: CountryCode } {
  const text = national.trim();
  const digits = text.replace(/\D/g, '');
  if (!digits) return { e164: '', country };
  if (text.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(text);
    return { e164: parsed?.number ?? `+${digits}`, country: parsed?.country ?? country };
  }
  const parsed = parsePhoneNumberFromString(text, country);
  return { e164: parsed?.number ?? `+${getCountryCallingCode(country)}${digits}`, country };
}

function initialParts(value: string): { country: CountryCode; national: string } {
  const parsed = value ? parsePhoneNumberFromString(value) : undefined;
  if (!parsed) return { country: 'RU', national: value.replace(/^\+7/, '') };
  const country = parsed.country ?? 'RU';
  return { country, national: parsed.formatNational() };
}

/** A phone: country (with its calling code) and the national number, composed into E.164. */
export function PhoneField({ id, label, value, onChange, onBlur, error }: PhoneFieldProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const countries = useMemo(() => countryOptions(lang), [lang]);
  // Node's and the browser's ICU name some countries differently: the server's page and the hydration over
  // it list only the chosen country (named alike on both sides), the full list comes right after
  const hydrated = useHydrated();
  const [parts, setParts] = useState(() => initialParts(value));
  const aria = fieldAria(id, { error });

  const update = (country: CountryCode, national: string) => {
    const composed = composePhone(country, national);
    setParts({ country: composed.country, national });
    onChange(composed.e164);
  };

  return (
    <fieldset className={styles.field} aria-describedby={aria['aria-describedby']}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.phoneParts}>
        <select
          id={`${id}-country`}
          className={styles.input}
          aria-label={t('phone.country')}
          value={parts.country}
          onChange={(e) => update(e.currentTarget.value as CountryCode, parts.national)}
        >
          {countries
            .filter((c) => hydrated || c.code === parts.country)
            .map((c) => (
              <option key={c.code} value={c.code}>
                {`+${c.callingCode} ${c.name}`}
              </option>
            ))}
        </select>
        <input
          id={id}
          className={styles.input}
          type="tel"
          autoComplete={id === 'phone' ? 'tel-national' : 'off'}
          aria-label={t('phone.number', { label })}
          placeholder={t('phone.placeholder')}
          {...aria}
          value={parts.national}
          onChange={(e) => update(parts.country, e.currentTarget.value)}
          onBlur={() => {
            // tidy a possible number into the country's usual spacing; anything else stays as typed
            const parsed = parts.national.startsWith('+')
              ? undefined
              : parsePhoneNumberFromString(parts.national, parts.country);
            if (parsed?.isPossible()) setParts({ ...parts, national: parsed.formatNational() });
            onBlur();
          }}
        />
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
