import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { z } from 'zod';
import {
  CORPORATE_INTERESTS,
  CORPORATE_MESSAGE_MAX_LENGTH,
  CORPORATE_TEAM_SIZES,
} from '../../../shared/domain/content-forms.js';
import type { corporateLeadRequestSchema } from '../../../shared/schemas/content.js';
import { FieldError, fieldAria } from '../../components/ui/form-field.js';
import { SelectField, TextField } from '../../components/ui/input-fields.js';
import { SentNotice } from '../../components/ui/sent-notice.js';
import { TextAreaField } from '../../components/ui/text-area-field.js';
import {
  useCreateCorporateLead,
  type CorporateLead,
} from '../../features/corporate-lead/api/create-corporate-lead.js';
import { PhoneField } from '../../features/profile-form/phone-field.js';
import { applyServerError, fieldText, useLanguage } from '../../lib/form-server-errors.js';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.js';
import styles from './lead-form.module.css';
import { useHydrated } from '../../lib/use-hydrated.js';

type LeadInput = z.input<typeof corporateLeadRequestSchema>;
type TextName = 'company' | 'contactName' | 'email';

const FIELDS = [
  'company',
  'contactName',
  'email',
  'phone',
  'employees',
  'interests',
  'message',
  'consent',
] as const satisfies readonly (keyof LeadInput)[];

const validation = lazyZodResolver(() =>
  import('../../../shared/schemas/content.js').then((m) => m.corporateLeadRequestSchema),
);

/** The look of the phone field (profile form) that sits among these fields. */
const LOOK = { className: styles.field, labelClassName: styles.label, controlClassName: styles.input };

const TEXT_INPUTS: { name: TextName; autoComplete: string; type: 'text' | 'email' }[] = [
  { name: 'company', autoComplete: 'organization', type: 'text' },
  { name: 'contactName', autoComplete: 'name', type: 'text' },
  { name: 'email', autoComplete: 'email', type: 'email' },
];

/**
 * The corporate lead: the shared schema checks it here and again on the server. Each message sits under its
 * field in the interface language; the server's field messages go under their fields; anything else
 * (429, a failure) shows above the button. What was typed stays. Sent, the thanks replaces it.
 */
export function LeadForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo ? <LeadThanks key="thanks" email={sentTo} /> : <LeadFields key="form" onSent={setSentTo} />;
}

function LeadThanks({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <SentNotice
      id="lead-form"
      title={t('corporate.form.thanksTitle')}
      text={t('corporate.form.thanksText', { email })}
      className={styles.thanks}
    />
  );
}

function LeadFields({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const create = useCreateCorporateLead();
  const [formError, setFormError] = useState<string | null>(null);
  // the server's HTML has no handler: a submit before this form has hydrated would post the page itself, so
  // its button (and with it Enter in a field: implicit submission needs an enabled default button) waits
  const hydrated = useHydrated();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LeadInput, unknown, CorporateLead>({
    resolver: validation.resolver,
    // the text fields have no defaults: what was typed into the server's HTML before this form hydrated (a
    // lazy part of /corp-client, lib/lazy-part.tsx) is kept; the phone is a controlled field
    defaultValues: { phone: '', interests: [] },
  });
  const message = useWatch({ control, name: 'message' }) ?? '';
  const error = (name: (typeof FIELDS)[number]) => fieldText(errors[name]?.message, lang);

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: () => onSent(values.email),
      onError: (failure) =>
        setFormError(applyServerError(failure, setError, FIELDS, t('corporate.form.failed')).message),
    });
  });

  return (
    <form
      id="lead-form"
      className={styles.form}
      aria-labelledby="lead-title"
      method="post"
      noValidate
      onFocus={validation.warm}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className={styles.grid}>
        {TEXT_INPUTS.map(({ name, autoComplete, type }) => (
          <TextField
            key={name}
            id={name}
            label={t(`corporate.form.${name}`)}
            type={type}
            autoComplete={autoComplete}
            registration={register(name)}
            error={error(name)}
            {...LOOK}
          />
        ))}
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              id="phone"
              label={t('corporate.form.phone')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.phone?.message}
            />
          )}
        />
        <SelectField
          id="employees"
          label={t('corporate.form.employees')}
          placeholder={t('corporate.form.employeesPlaceholder')}
          options={CORPORATE_TEAM_SIZES.map((size) => ({
            value: size,
            label: t(`corporate.form.sizes.${size}`),
          }))}
          registration={register('employees')}
          error={error('employees')}
          {...LOOK}
        />
      </div>

      <fieldset
        className={styles.group}
        aria-describedby={error('interests') ? 'interests-error' : undefined}
      >
        <legend className={styles.legend}>{t('corporate.form.interests')}</legend>
        <div className={styles.options}>
          {CORPORATE_INTERESTS.map((interest, index) => (
            <label key={interest} className={styles.check}>
              <input
                type="checkbox"
                id={index === 0 ? 'interests' : undefined}
                className={styles.checkbox}
                value={interest}
                aria-invalid={error('interests') ? true : undefined}
                {...register('interests')}
              />
              {t(`corporate.form.interestOptions.${interest}`)}
            </label>
          ))}
        </div>
        <FieldError id="interests" error={error('interests')} />
      </fieldset>

      <TextAreaField
        id="message"
        label={t('corporate.form.message')}
        registration={register('message')}
        length={message.length}
        max={CORPORATE_MESSAGE_MAX_LENGTH}
        counter={t('corporate.form.counter', { length: message.length, max: CORPORATE_MESSAGE_MAX_LENGTH })}
        hint={t('corporate.form.messageHint')}
        error={error('message')}
        rows={5}
        {...LOOK}
        controlClassName={styles.textarea}
      />

      <div className={styles.field}>
        <div className={styles.check}>
          <input
            type="checkbox"
            id="consent"
            className={styles.checkbox}
            {...fieldAria('consent', { error: error('consent') })}
            {...register('consent')}
          />
          <label htmlFor="consent">{t('corporate.form.consent')}</label>
        </div>
        <FieldError id="consent" error={error('consent')} />
      </div>

      {formError ? (
        <p key="alert" role="alert" className={styles.alert}>
          {formError}
        </p>
      ) : null}
      <div key="actions" className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={!hydrated || create.isPending}>
          {create.isPending ? t('corporate.form.sending') : t('corporate.form.submit')}
        </button>
      </div>
    </form>
  );
}
