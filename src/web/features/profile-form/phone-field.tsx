import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { CountryCode } from 'libphonenumber-js';
import { fieldAria } from '../../components/ui/form-field.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { loadOnce } from '../../lib/load-once.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { FieldError } from './field.js';
import type * as PhoneNumbersModule from './phone-numbers.js';
import type { PhoneParts } from './phone-numbers.js';
import { regionName } from './region-name.js';
import styles from './profile-form.module.css';

type PhoneNumbers = typeof PhoneNumbersModule;

/*
 * The numbering plans (libphonenumber-js's metadata, most of the field's weight) are needed to list the
 * countries, compose and tidy a number, not to show the field: where the form does not hand them over
 * (`numbers`), they load when the field is first pointed at, focused or typed in. Until then the field
 * offers Russia, the country a blank phone starts in, and composes what is typed with its calling code;
 * what was typed before they arrived is composed again with them.
 */

/** Russia and its calling code: the field's one country before the plans arrive. */
const HOME_COUNTRY: CountryCode = 'RU';
const HOME_CALLING_CODE = '7';

let loadedNumbers: PhoneNumbers | null = null;
const listeners = new Set<() => void>();
const loadPhoneNumbers = loadOnce(async () => {
  const numbers = await import('./phone-numbers.js');
  loadedNumbers = numbers;
  for (const listener of listeners) listener();
  return numbers;
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The plans once loaded; never in the server's render nor in the hydration over it. */
function useLoadedPhoneNumbers(): PhoneNumbers | null {
  return useSyncExternalStore(
    subscribe,
    () => loadedNumbers,
    () => null,
  );
}

/** A stored phone before the plans: the home country's number without its code, anything else as it is. */
function roughParts(value: string): PhoneParts {
  return { country: HOME_COUNTRY, national: value.replace(/^\+7/, '') };
}

/** What is typed composed before the plans: "+digits" as typed, or the home calling code and the digits. */
function roughE164(national: string): string {
  const text = national.trim();
  const digits = text.replace(/\D/g, '');
  if (!digits) return '';
  return text.startsWith('+') ? `+${digits}` : `+${HOME_CALLING_CODE}${digits}`;
}

interface PhoneFieldProps {
  /** The field name, also the id of the national-number input (#phone, #emergencyPhone). */
  id: string;
  label: string;
  /** E.164, or what the typed digits compose to. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  /** The numbering plans, where the form has them with its own first load (the profile form). */
  numbers?: PhoneNumbers;
}

/** A phone: country (with its calling code) and the national number, composed into E.164. */
export function PhoneField({ id, label, value, onChange, onBlur, error, numbers: given }: PhoneFieldProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const loaded = useLoadedPhoneNumbers();
  const numbers = given ?? loaded;
  // Node's and the browser's ICU name some countries differently: the server's page and the hydration over
  // it list only the chosen country (named alike on both sides), the full list comes right after
  const hydrated = useHydrated();
  const [parts, setParts] = useState(() => (numbers ? numbers.phoneParts(value) : roughParts(value)));
  const input = useRef<HTMLInputElement>(null);
  /** What was typed before the plans arrived (set in handlers only). */
  const typedEarly = useRef<PhoneParts | null>(null);
  /** The last value this field gave the form. */
  const sent = useRef(value);
  const aria = fieldAria(id, { error });
  const countries = numbers
    ? numbers.countryOptions(lang)
    : [{ code: HOME_COUNTRY, name: regionName(lang, HOME_COUNTRY), callingCode: HOME_CALLING_CODE }];

  const send = (e164: string) => {
    sent.current = e164;
    onChange(e164);
  };

  /** The plans are here: compose (and, once the field is left, tidy) what was typed without them. */
  const arrived = (plans: PhoneNumbers) => {
    const early = typedEarly.current;
    typedEarly.current = null;
    if (!early) return;
    const composed = plans.composePhone(early.country, early.national);
    const settled = { country: composed.country, national: early.national };
    if (document.activeElement !== input.current) settled.national = plans.tidyNational(settled);
    setParts(settled);
    if (composed.e164 !== sent.current) send(composed.e164);
  };

  const warm = () => {
    if (!numbers) loadPhoneNumbers().then(arrived, () => {});
  };

  const update = (country: CountryCode, national: string) => {
    if (numbers) {
      const composed = numbers.composePhone(country, national);
      setParts({ country: composed.country, national });
      send(composed.e164);
      return;
    }
    typedEarly.current = { country, national };
    setParts({ country, national });
    send(roughE164(national));
    warm();
  };

  return (
    <fieldset
      className={styles.field}
      aria-describedby={aria['aria-describedby']}
      onPointerEnter={warm}
      onFocus={warm}
    >
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
          ref={input}
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
            const national = numbers ? numbers.tidyNational(parts) : parts.national;
            if (national !== parts.national) setParts({ ...parts, national });
            onBlur();
          }}
        />
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** The profile's and the registration form's phone fields: a PhoneField bound to the form's `phone` or `emergencyPhone`. */
export function PhoneControl<T extends FieldValues>({
  control,
  name,
  error,
  numbers,
}: {
  control: Control<T>;
  name: Extract<Path<T>, 'phone' | 'emergencyPhone'>;
  error: string | undefined;
  numbers?: PhoneNumbers;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PhoneField
          id={name}
          label={t(`account.profile.${name}`)}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
          numbers={numbers}
        />
      )}
    />
  );
}
