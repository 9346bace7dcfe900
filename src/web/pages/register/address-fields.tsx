import { useMemo } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../i18n/shared-translation.js';
import { fieldAria } from '../../components/ui/form-field.js';
import { countryOptions } from '../../features/profile-form/countries.js';
import { Field } from '../../features/profile-form/field.js';
import formStyles from '../../features/profile-form/profile-form.module.css';
import { currentLanguage } from '../../i18n/i18n.js';
import type { EntryFormValues } from './entry-values.js';

const LINES = ['region', 'city', 'street', 'building', 'apartment', 'postcode'] as const;

interface AddressFieldsProps {
  register: UseFormRegister<EntryFormValues>;
  errors: FieldErrors<EntryFormValues>;
}

/** The address a race asks (SPEC §5: all required; a private house is apt. 1; a Russian postcode has 6 digits). */
export function AddressFields({ register, errors }: AddressFieldsProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const countries = useMemo(() => countryOptions(lang), [lang]);
  return (
    <>
      <Field id="country" label={t('account.profile.country')} error={errors.country?.message}>
        <select
          id="country"
          className={formStyles.input}
          {...fieldAria('country', { error: errors.country?.message })}
          {...register('country')}
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </Field>
      {LINES.map((name) => {
        const error = errors[name]?.message;
        const hint = name === 'apartment' ? t('account.profile.apartmentHint') : undefined;
        return (
          <div key={name} className={formStyles.cell}>
            <Field id={name} label={t(`account.profile.${name}`)} error={error} hint={hint}>
              <input
                id={name}
                className={formStyles.input}
                inputMode={name === 'postcode' ? 'numeric' : undefined}
                {...fieldAria(name, { error, hint: Boolean(hint) })}
                {...register(name)}
              />
            </Field>
          </div>
        );
      })}
    </>
  );
}
