import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import type { z } from 'zod';
import { isChildInYear } from '../../../../shared/domain/tax-deduction.js';
import type { ParticipantOption, PayerOption } from '../../../../shared/schemas/registration.js';
import type {
  TaxDeductionPage,
  TaxDeductionRequest,
  taxDeductionRequestSchema,
} from '../../../../shared/schemas/tax-deduction.js';
import { FieldError, FieldHint, fieldAria } from '../../../components/ui/form-field.js';
import { SelectField } from '../../../components/ui/input-fields.js';
import { applyServerError, fieldText, useLanguage } from '../../../lib/form-server-errors.js';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.js';
import { useRequestCertificates } from '../api/tax-deduction.js';
import styles from './tax-deduction.module.css';

/** What the form holds: every control's text, the spouse's blank while the payer is the account holder. */
interface FormValues {
  year: string;
  payer: PayerOption;
  payerInn: string;
  spouse: { lastName: string; firstName: string; patronymic: string; birthDate: string };
  participant: ParticipantOption;
  childId: string;
}

/* the rules (zod and the shared schema) load when the form first validates or a field is first focused */
const validation = lazyZodResolver<FormValues, TaxDeductionRequest>(() =>
  import('../../../../shared/schemas/tax-deduction.js').then(
    (m) =>
      m.taxDeductionRequestSchema as unknown as z.ZodType<
        z.output<typeof taxDeductionRequestSchema>,
        FormValues
      >,
  ),
);

const FIELDS: readonly Path<FormValues>[] = [
  'year',
  'payer',
  'payerInn',
  'spouse.lastName',
  'spouse.firstName',
  'spouse.patronymic',
  'spouse.birthDate',
  'participant',
  'childId',
];
const PAYERS: readonly PayerOption[] = ['MY_SELF', 'SPOUSE'];
/** The spouse's fields, shown when the spouse is the payer. */
const SPOUSE_FIELDS = [
  { name: 'lastName', label: 'taxDeduction.form.spouseLastName', type: 'text' },
  { name: 'firstName', label: 'taxDeduction.form.spouseFirstName', type: 'text' },
  { name: 'patronymic', label: 'taxDeduction.form.spousePatronymic', type: 'text' },
  { name: 'birthDate', label: 'taxDeduction.form.spouseBirthDate', type: 'date' },
] as const satisfies readonly { name: keyof FormValues['spouse']; label: string; type: 'text' | 'date' }[];
const PARTICIPANTS: readonly ParticipantOption[] = ['MY_SELF', 'KIDS'];

/**
 * The latest finished year with something paid to an organizer in the list (a deduction is claimed after
 * its year), else this year if it has some, else last year.
 */
function defaultYear(page: TaxDeductionPage): string {
  const [current, last] = page.years;
  const counted = page.paid.filter((y) => y.entries.some((e) => e.organizer.listed)).map((y) => y.year);
  return String(counted.find((year) => year !== current) ?? counted[0] ?? last ?? current ?? '');
}

interface InputProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  hint?: string;
  type?: 'text' | 'date';
  inputMode?: 'numeric';
  autoComplete: string;
}

/** A labelled input with its hint and message (aria-invalid, aria-describedby). */
function Input({ id, label, registration, error, hint, type = 'text', inputMode, autoComplete }: InputProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...registration}
        id={id}
        type={type}
        className={styles.input}
        inputMode={inputMode}
        autoComplete={autoComplete}
        {...fieldAria(id, { error, hint: Boolean(hint) })}
      />
      <FieldHint id={id} hint={hint} className={styles.hint} />
      <FieldError id={id} error={error} className={styles.error} />
    </div>
  );
}

/** A radio group as tappable pills, with its legend, hint and message. */
function Radios<T extends string>(props: {
  id: string;
  legend: string;
  hint?: string;
  options: readonly T[];
  label: (option: T) => string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}): ReactNode {
  const { id, legend, hint, options, label, registration, error } = props;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={fieldAria(id, { error, hint: Boolean(hint) })['aria-describedby']}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <label key={option} className={styles.choice}>
            <input type="radio" value={option} {...registration} />
            {label(option)}
          </label>
        ))}
      </div>
      <FieldHint id={id} hint={hint} className={styles.hint} />
      <FieldError id={id} error={error} className={styles.error} />
    </fieldset>
  );
}

/**
 * The request for certificates (issue 19): the year, who paid (the account holder or their spouse, with the
 * spouse's name and birth date), the payer's INN, and whose services (the account holder's or a child's of
 * the family group). The rules are the server's (shared schema); its refusals show under their fields or
 * above the button, and what was typed stays.
 */
export function RequestForm({ page }: { page: TaxDeductionPage }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const request = useRequestCertificates();
  const [issued, setIssued] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<
    FormValues,
    unknown,
    TaxDeductionRequest
  >({
    resolver: validation.resolver,
    defaultValues: {
      year: defaultYear(page),
      payer: 'MY_SELF',
      payerInn: '',
      spouse: { lastName: '', firstName: '', patronymic: '', birthDate: '' },
      participant: 'MY_SELF',
      childId: '',
    },
  });
  const errors = formState.errors;
  const message = (text: string | undefined) => fieldText(text, lang);
  const [payer, participant, yearText] = useWatch({ control, name: ['payer', 'participant', 'year'] });
  const year = Number(yearText);
  const children = page.children.filter((child) => isChildInYear(child.birthDate, year));

  const submit = handleSubmit(
    async (body) => {
      setIssued(null);
      setRefusal(null);
      try {
        const answer = await request.mutateAsync(body);
        setIssued(answer.certificates.length);
      } catch (failure) {
        setRefusal(applyServerError(failure, setError, FIELDS, t('errors.tryLater')).message);
      }
    },
    () => {
      setIssued(null);
      setRefusal(null);
    },
  );

  return (
    <form className={styles.form} noValidate onFocus={validation.warm} onSubmit={(e) => void submit(e)}>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={`${id}-year`} className={styles.label}>
            {t('taxDeduction.form.year')}
          </label>
          <select
            id={`${id}-year`}
            className={styles.input}
            {...register('year')}
            {...fieldAria(`${id}-year`, { error: message(errors.year?.message) })}
          >
            {page.years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-year`} error={message(errors.year?.message)} className={styles.error} />
        </div>
      </div>

      <Radios
        id={`${id}-payer`}
        legend={t('taxDeduction.form.payer')}
        hint={t('taxDeduction.form.payerHint')}
        options={PAYERS}
        label={(option) => t(`taxDeduction.form.payers.${option}`)}
        registration={register('payer')}
        error={message(errors.payer?.message)}
      />
      {payer === 'SPOUSE' && (
        <div className={styles.grid}>
          {SPOUSE_FIELDS.map(({ name, label, type }) => (
            <Input
              key={name}
              id={`${id}-spouse-${name}`}
              label={t(label)}
              type={type}
              registration={register(`spouse.${name}`)}
              error={message(errors.spouse?.[name]?.message)}
              autoComplete="off"
            />
          ))}
        </div>
      )}
      <div className={styles.grid}>
        <Input
          id={`${id}-inn`}
          label={t('taxDeduction.form.inn')}
          hint={t('taxDeduction.form.innHint')}
          inputMode="numeric"
          registration={register('payerInn')}
          error={message(errors.payerInn?.message)}
          autoComplete="off"
        />
      </div>

      <Radios
        id={`${id}-participant`}
        legend={t('taxDeduction.form.participant')}
        options={PARTICIPANTS}
        label={(option) => t(`taxDeduction.form.participants.${option}`)}
        registration={register('participant')}
        error={message(errors.participant?.message)}
      />
      {participant === 'KIDS' &&
        (children.length === 0 ? (
          <p className={styles.muted}>
            {t('taxDeduction.form.noChildren')}{' '}
            <Link to="/MyAccount/Relatives" className={styles.link}>
              {t('taxDeduction.form.relatives')}
            </Link>
          </p>
        ) : (
          <div className={styles.grid}>
            <SelectField
              id={`${id}-child`}
              label={t('taxDeduction.form.child')}
              placeholder={t('taxDeduction.form.chooseChild')}
              options={children.map((child) => ({ value: String(child.id), label: child.name }))}
              registration={register('childId')}
              error={message(errors.childId?.message)}
              className={styles.field}
              labelClassName={styles.label}
              controlClassName={styles.input}
            />
          </div>
        ))}

      <p className={styles.muted}>{t('taxDeduction.form.russian')}</p>
      {refusal && (
        <p className={styles.alert} role="alert">
          {refusal}
        </p>
      )}
      {issued !== null && (
        <p className={styles.success} role="status">
          {t('taxDeduction.form.issued', { count: issued })}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('taxDeduction.form.sending') : t('taxDeduction.form.submit')}
        </button>
      </div>
    </form>
  );
}
