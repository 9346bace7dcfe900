import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../i18n/shared-translation.js';
import { GENDERS, SOCIAL_CATEGORIES, STARTER_PACK_SIZES } from '../../../shared/domain/profile-choices.js';
import type { PersonProfileView } from '../../../shared/schemas/profile.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.js';
import { BirthDateField } from './birth-date-field.js';
import { ClubField } from './club-field.js';
import { countryOptions } from './countries.js';
import { DocumentsField } from './documents-field.js';
import { fieldAria } from '../../components/ui/form-field.js';
import { Field } from './field.js';
import { GenderField } from './gender-field.js';
import { PhoneControl } from './phone-field.js';
import * as phoneNumbers from './phone-numbers.js';
import {
  toFormValues,
  type ProfileFormOutput,
  type ProfileFormValues,
  type SubmitFailure,
} from './profile-form-values.js';
import styles from './profile-form.module.css';
import { useHydrated } from '../../lib/use-hydrated.js';

interface ProfileFormProps {
  profile: PersonProfileView | null;
  /** The account's e-mail, shown read-only (own profile only). */
  email?: string;
  /** The photo section (own profile only). */
  photo?: ReactNode;
  submitLabel: string;
  onSubmit: (values: ProfileFormOutput) => Promise<SubmitFailure | null>;
  onCancel?: () => void;
}

const validation = lazyZodResolver(() =>
  import('../../../shared/schemas/profile.js').then((m) => m.personProfileSchema),
);

const TEXT_FIELDS = {
  personal: ['lastName', 'firstName', 'patronymic'],
  address: ['region', 'city', 'street', 'building', 'apartment', 'postcode'],
} as const;

type TextFieldName = (typeof TEXT_FIELDS)[keyof typeof TEXT_FIELDS][number] | 'profession' | 'teamPromoCode';

const AUTOCOMPLETE: Partial<Record<string, string>> = {
  lastName: 'family-name',
  firstName: 'given-name',
  patronymic: 'additional-name',
  region: 'address-level1',
  city: 'address-level2',
  street: 'address-line1',
  postcode: 'postal-code',
};

/**
 * A person's profile (SPEC §3) checked by the shared schema: each field's message under it, what was typed
 * kept on any error, the server's field messages put under their fields. Field ids are the profile's field
 * names, so /MyAccount/Profile#birthDate lands on the birth date.
 */
export function ProfileForm({ profile, email, photo, submitLabel, onSubmit, onCancel }: ProfileFormProps) {
  const { t } = useTranslation();
  // a lazy part of its page (lib/lazy-part.tsx): a submit before it has hydrated would post the page itself
  const hydrated = useHydrated();
  const lang = currentLanguage();
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: validation.resolver,
    defaultValues: toFormValues(profile),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const noClub = useWatch({ control, name: 'noClub' });

  const text = (name: TextFieldName, opts: { hint?: string; wide?: boolean } = {}) => {
    const error = errors[name]?.message;
    return (
      <Field id={name} label={t(`account.profile.${name}`)} error={error} hint={opts.hint} wide={opts.wide}>
        <input
          id={name}
          className={styles.input}
          autoComplete={AUTOCOMPLETE[name] ?? 'off'}
          {...fieldAria(name, { error, hint: Boolean(opts.hint) })}
          {...register(name)}
        />
      </Field>
    );
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const failure = await onSubmit(values);
    if (!failure) return;
    let mapped = false;
    for (const [path, message] of Object.entries(failure.fields ?? {})) {
      if (path === '_') continue;
      setError(path as FieldPath<ProfileFormValues>, { type: 'server', message }, { shouldFocus: !mapped });
      mapped = true;
    }
    if (!mapped) setFormError(failure.message ?? t('errors.tryLater'));
  });

  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onFocus={validation.warm}
      onSubmit={(e) => void submit(e)}
    >
      <section className={styles.section} aria-labelledby="profile-personal">
        <h2 id="profile-personal" className={styles.sectionTitle}>
          {t('account.profile.personal')}
        </h2>
        <div className={styles.grid}>
          {TEXT_FIELDS.personal.map((name) => (
            <div key={name} className={styles.cell}>
              {text(name)}
            </div>
          ))}
          <Controller
            control={control}
            name="birthDate"
            render={({ field }) => (
              <BirthDateField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.birthDate?.message}
              />
            )}
          />
          <GenderField genders={GENDERS} registration={register('gender')} error={errors.gender?.message} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="profile-contacts">
        <h2 id="profile-contacts" className={styles.sectionTitle}>
          {t('account.profile.contacts')}
        </h2>
        <div className={styles.grid}>
          {email !== undefined && (
            <Field id="email" label={t('account.profile.email')} wide>
              <input id="email" className={styles.input} type="email" value={email} readOnly />
            </Field>
          )}
          {(['phone', 'emergencyPhone'] as const).map((name) => (
            <PhoneControl
              key={name}
              control={control}
              name={name}
              error={errors[name]?.message}
              numbers={phoneNumbers}
            />
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="profile-address">
        <h2 id="profile-address" className={styles.sectionTitle}>
          {t('account.profile.address')}
        </h2>
        <div className={styles.grid}>
          <Field id="country" label={t('account.profile.country')} error={errors.country?.message}>
            <select
              id="country"
              className={styles.input}
              autoComplete="country"
              {...fieldAria('country', { error: errors.country?.message })}
              {...register('country')}
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          {TEXT_FIELDS.address.map((name) => (
            <div key={name} className={styles.cell}>
              {text(name, name === 'apartment' ? { hint: t('account.profile.apartmentHint') } : {})}
            </div>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="profile-sport">
        <h2 id="profile-sport" className={styles.sectionTitle}>
          {t('account.profile.sport')}
        </h2>
        <div className={styles.grid}>
          {/* a Controller: the club stays in the form while its input is disabled */}
          <Controller
            control={control}
            name="club"
            render={({ field }) => (
              <ClubField
                club={field}
                noClub={register('noClub', { deps: ['club'] })}
                disabled={noClub}
                error={errors.club?.message}
              />
            )}
          />
          {text('profession')}
          <Field id="starterPackSize" label={t('account.profile.starterPackSize')}>
            <select
              id="starterPackSize"
              className={styles.input}
              {...register('starterPackSize', { setValueAs: (v: string | null) => (v ? v : null) })}
            >
              <option value="">{t('account.profile.notChosen')}</option>
              {STARTER_PACK_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </Field>
          <Field id="socialCategory" label={t('account.profile.socialCategory')}>
            <select id="socialCategory" className={styles.input} {...register('socialCategory')}>
              {SOCIAL_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`account.profile.socialCategories.${category}`)}
                </option>
              ))}
            </select>
          </Field>
          {text('teamPromoCode')}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="profile-documents">
        <h2 id="profile-documents" className={styles.sectionTitle}>
          {t('account.profile.documents')}
        </h2>
        <DocumentsField control={control} errors={errors.documents} />
      </section>

      {photo}

      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primaryButton} disabled={!hydrated || isSubmitting}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={styles.secondaryButton} onClick={onCancel}>
            {t('account.common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
