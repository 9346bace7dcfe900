import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CORPORATE_INTERESTS,
  CORPORATE_MESSAGE_MAX_LENGTH,
  CORPORATE_TEAM_SIZES,
  corporateLeadRequestSchema,
} from '../../../shared/schemas/content.js';
import { FieldError, FieldHint, FormField, fieldAria } from '../../components/ui/form-field.js';
import {
  useCreateCorporateLead,
  type CorporateLead,
} from '../../features/corporate-lead/api/create-corporate-lead.js';
import { PhoneField } from '../../features/profile-form/phone-field.js';
import { applyServerError, fieldText, useLanguage } from '../../lib/form-server-errors.js';
import styles from './lead-form.module.css';

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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div id="lead-form" className={styles.thanks}>
      <h3 ref={heading} tabIndex={-1} className={styles.thanksTitle}>
        {t('corporate.form.thanksTitle')}
      </h3>
      <p className={styles.thanksText}>{t('corporate.form.thanksText', { email })}</p>
    </div>
  );
}

function LeadFields({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const create = useCreateCorporateLead();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LeadInput, unknown, CorporateLead>({
    resolver: zodResolver(corporateLeadRequestSchema),
    defaultValues: { company: '', contactName: '', email: '', phone: '', interests: [], message: '' },
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
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className={styles.grid}>
        {TEXT_INPUTS.map(({ name, autoComplete, type }) => (
          <FormField
            key={name}
            id={name}
            label={t(`corporate.form.${name}`)}
            error={error(name)}
            className={styles.field}
            labelClassName={styles.label}
          >
            <TextInput
              id={name}
              type={type}
              autoComplete={autoComplete}
              error={error(name)}
              registration={register(name)}
            />
          </FormField>
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
        <FormField
          id="employees"
          label={t('corporate.form.employees')}
          error={error('employees')}
          className={styles.field}
          labelClassName={styles.label}
        >
          <select
            id="employees"
            className={styles.input}
            {...fieldAria('employees', { error: error('employees') })}
            {...register('employees')}
          >
            <option value="">{t('corporate.form.employeesPlaceholder')}</option>
            {CORPORATE_TEAM_SIZES.map((size) => (
              <option key={size} value={size}>
                {t(`corporate.form.sizes.${size}`)}
              </option>
            ))}
          </select>
        </FormField>
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

      <div className={styles.field}>
        <label className={styles.label} htmlFor="message">
          {t('corporate.form.message')}
        </label>
        <textarea
          id="message"
          className={styles.textarea}
          rows={5}
          {...fieldAria('message', { error: error('message'), hint: true, counter: true })}
          {...register('message')}
        />
        <div className={styles.fieldFoot}>
          <FieldHint id="message" hint={t('corporate.form.messageHint')} />
          <span
            id="message-counter"
            className={message.length > CORPORATE_MESSAGE_MAX_LENGTH ? styles.counterOver : styles.counter}
          >
            {t('corporate.form.counter', { length: message.length, max: CORPORATE_MESSAGE_MAX_LENGTH })}
          </span>
        </div>
        <FieldError id="message" error={error('message')} />
      </div>

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
        <button type="submit" className={styles.submit} disabled={create.isPending}>
          {create.isPending ? t('corporate.form.sending') : t('corporate.form.submit')}
        </button>
      </div>
    </form>
  );
}

interface TextInputProps {
  id: TextName;
  type: 'text' | 'email';
  autoComplete: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

function TextInput({ id, type, autoComplete, error, registration }: TextInputProps) {
  return (
    <input
      id={id}
      className={styles.input}
      type={type}
      inputMode={type === 'email' ? 'email' : undefined}
      autoComplete={autoComplete}
      spellCheck={type === 'email' ? false : undefined}
      {...fieldAria(id, { error })}
      {...registration}
    />
  );
}
