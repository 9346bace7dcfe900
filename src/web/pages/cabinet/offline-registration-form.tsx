import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { CheckinRace, OfflineRegistered } from '../../../shared/schemas/cabinet-checkin.js';
import type { OfflinePaymentMethod } from '../../../shared/schemas/payments.js';
import { OFFLINE_PAYMENT_METHODS } from '../../../shared/domain/payment-methods.js';
import { FieldError, FormField, fieldAria } from '../../components/ui/form-field.js';
import controls from '../../components/ui/form-controls.module.css';
import { useRegisterOffline } from '../../features/cabinet/api/cabinet-checkin.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { formatMoney } from '../../lib/catalogue-format.js';
import own from './cabinet-checkin.module.css';

/** A random UUID (v4) even where crypto.randomUUID is missing (a phone on the venue's plain-HTTP address). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const EMPTY = { lastName: '', firstName: '', gender: '', birthDate: '', phone: '', email: '' };
type Field = keyof typeof EMPTY | 'race' | 'method';

/**
 * Registering a participant at the desk for a race whose online registration is closed (SPEC §4): the
 * participant's name, gender and birth date (the race's rules are checked by the server), a phone and
 * e-mail if they give them (the e-mail gets the confirmation), cash or card; one key per filled form, so a
 * second tap registers nobody twice.
 */
export function OfflineRegistrationForm({
  code,
  races,
  onRegistered,
}: {
  code: string;
  races: CheckinRace[];
  onRegistered: (entry: OfflineRegistered) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const id = useId();
  const register = useRegisterOffline(code);
  const key = useRef(newKey());
  const [race, setRace] = useState(races[0]?.code ?? '');
  const [values, setValues] = useState(EMPTY);
  const [method, setMethod] = useState<OfflinePaymentMethod>('cash');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const chosen = races.find((r) => r.code === race);

  const field = (
    name: keyof typeof EMPTY,
    type: string,
    autoComplete: string,
    optional = false,
    hint?: string,
  ) => (
    <FormField
      id={`${id}-${name}`}
      label={
        optional
          ? t('cabinetCheckin.offline.optional', { field: t(`cabinetCheckin.offline.${name}`) })
          : t(`cabinetCheckin.offline.${name}`)
      }
      hint={hint}
      error={errors[name]}
      className={own.field}
    >
      <input
        id={`${id}-${name}`}
        className={`${controls.input} ${own.input}`}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        {...fieldAria(`${id}-${name}`, { error: errors[name], hint: Boolean(hint) })}
      />
    </FormField>
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setFormError(null);
    register.mutate(
      { key: key.current, race, method, ...values, gender: values.gender as 'male' | 'female' },
      {
        onSuccess: (entry) => {
          key.current = newKey();
          setValues(EMPTY);
          onRegistered(entry);
        },
        onError: (error) => {
          const body = apiErrorOf(error);
          if (body?.fields) {
            // the server's messages, in the operator's language already
            setErrors(body.fields);
          } else {
            setFormError(body?.message ?? t('cabinetCheckin.failed'));
          }
        },
      },
    );
  };

  return (
    <form className={own.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={own.formTitle}>
        {t('cabinetCheckin.offline.formTitle')}
      </h3>
      <FormField
        id={`${id}-race`}
        label={t('cabinetCheckin.offline.race')}
        error={errors.race}
        className={own.field}
      >
        <select
          id={`${id}-race`}
          className={`${controls.input} ${own.input}`}
          value={race}
          onChange={(e) => setRace(e.target.value)}
          {...fieldAria(`${id}-race`, { error: errors.race })}
        >
          {races.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name} — {formatMoney(r.price, lang)}
              {r.placesLeft !== null &&
                ` (${t('cabinetCheckin.offline.placesLeft', { count: r.placesLeft })})`}
            </option>
          ))}
        </select>
      </FormField>
      {field('lastName', 'text', 'off')}
      {field('firstName', 'text', 'off')}
      <fieldset className={own.choice} aria-describedby={errors.gender ? `${id}-gender-error` : undefined}>
        <legend className={controls.label}>{t('cabinetCheckin.offline.gender')}</legend>
        {(['male', 'female'] as const).map((g) => (
          <label key={g} className={own.option}>
            <input
              type="radio"
              name={`${id}-gender`}
              value={g}
              checked={values.gender === g}
              onChange={() => setValues((v) => ({ ...v, gender: g }))}
            />
            {t(`cabinetCheckin.offline.genders.${g}`)}
          </label>
        ))}
        <FieldError id={`${id}-gender`} error={errors.gender} />
      </fieldset>
      {field('birthDate', 'date', 'off')}
      {field('phone', 'tel', 'off', true)}
      {field('email', 'email', 'off', true, t('cabinetCheckin.offline.emailHint'))}
      <fieldset className={own.choice} aria-describedby={errors.method ? `${id}-method-error` : undefined}>
        <legend className={controls.label}>{t('cabinetCheckin.offline.method')}</legend>
        {OFFLINE_PAYMENT_METHODS.map((m) => (
          <label key={m} className={own.option}>
            <input
              type="radio"
              name={`${id}-method`}
              value={m}
              checked={method === m}
              onChange={() => setMethod(m)}
            />
            {t(`cabinetCheckin.offline.methods.${m}`)}
          </label>
        ))}
        <FieldError id={`${id}-method`} error={errors.method} />
      </fieldset>
      {formError && (
        <p className={controls.alert} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={`${controls.primary} ${own.giveButton}`} disabled={register.isPending}>
        {chosen
          ? t('cabinetCheckin.offline.submit', { price: formatMoney(chosen.price, lang) })
          : t('cabinetCheckin.offline.submitFree')}
      </button>
    </form>
  );
}
