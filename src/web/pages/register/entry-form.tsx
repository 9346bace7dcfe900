import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import {
  Controller,
  useController,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldPath,
} from 'react-hook-form';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { EntryValues, RaceFormField } from '../../../shared/schemas/registration.js';
import { fieldAria } from '../../components/ui/form-field.js';
import { BirthDateField } from '../../features/profile-form/birth-date-field.js';
import { ClubField } from '../../features/profile-form/club-field.js';
import { DocumentInputs } from '../../features/profile-form/document-inputs.js';
import { Field } from '../../features/profile-form/field.js';
import { GenderField } from '../../features/profile-form/gender-field.js';
import { PhoneControl } from '../../features/profile-form/phone-field.js';
import formStyles from '../../features/profile-form/profile-form.module.css';
import { StepNav } from '../../features/registration/components/step-nav.js';
import { entryValidation, entryValues, type EntryFormValues } from './entry-values.js';
import styles from './register.module.css';

// the country list (libphonenumber-js's metadata) loads only for a race that asks the address
const AddressFields = lazy(() => import('./address-fields.js').then((m) => ({ default: m.AddressFields })));

type NameField = 'lastName' | 'firstName' | 'patronymic';
const NAME_FIELDS: readonly NameField[] = ['lastName', 'firstName', 'patronymic'];
const OWN_AUTOCOMPLETE: Record<NameField, string> = {
  lastName: 'family-name',
  firstName: 'given-name',
  patronymic: 'additional-name',
};

export interface SaveToProfile {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

interface EntryFormProps {
  fields: readonly RaceFormField[];
  /** What was typed (or prefilled) for this participant. */
  kept: EntryValues;
  /** A child (a birth certificate by default). */
  child: boolean;
  /** The user's own entry: the browser may fill it from its saved details. */
  own: boolean;
  /** Text above the form (a friend's invitation address). */
  note: string | null;
  saveToProfile: SaveToProfile | null;
  /** The server's messages for this entry, by field path (a 400 on the order). */
  serverErrors: Record<string, string> | undefined;
  /** Every change, as typed (the flow keeps it in the draft). */
  onChange: (values: EntryValues) => void;
  onContinue: () => void;
  onBack: (() => void) | null;
  /** A friend's entry: what the friend completes from the invitation may stay blank. */
  friend?: boolean;
  /** The name fields (false: the name is fixed and shown above the form). */
  nameShown?: boolean;
  /** Text at the top (null: none); the flow's "what the organizer asks" unless told. */
  lead?: string | null;
  /** The submit button's text (Continue unless told) and its state while saving. */
  submitLabel?: string;
  busy?: boolean;
}

const copy = (values: unknown): EntryValues => JSON.parse(JSON.stringify(values ?? {})) as EntryValues;

/**
 * A participant's form step: exactly the race's fields, checked by the server's own rules
 * (entryFormSchema), each message under its field. What is typed goes to the draft as it is typed, so Back
 * and a reload keep it; only Continue checks.
 */
export function EntryForm(props: EntryFormProps) {
  const { fields, kept, child, own, note, saveToProfile, serverErrors, onContinue, onBack } = props;
  const { friend = false, nameShown = true, lead, submitLabel, busy = false } = props;
  const { t } = useTranslation();
  const validation = entryValidation(fields, { friend });
  const asks = (field: RaceFormField) => fields.includes(field);
  const form = useForm<EntryFormValues>({
    resolver: validation.resolver,
    defaultValues: entryValues(fields, kept, child),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, control, handleSubmit, setError, formState, watch } = form;
  const { errors } = formState;
  const noClub = useWatch({ control, name: 'noClub' });

  const onChange = useRef(props.onChange);
  useEffect(() => {
    onChange.current = props.onChange;
  });
  useEffect(() => {
    const subscription = watch((values) => onChange.current(copy(values)));
    return () => subscription.unsubscribe();
  }, [watch]);

  useEffect(() => {
    Object.entries(serverErrors ?? {}).forEach(([path, message], index) => {
      setError(path as FieldPath<EntryFormValues>, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  }, [serverErrors, setError]);

  const text = (name: NameField) => {
    const error = errors[name]?.message;
    return (
      <Field id={name} label={t(`account.profile.${name}`)} error={error}>
        <input
          id={name}
          className={formStyles.input}
          autoComplete={own ? OWN_AUTOCOMPLETE[name] : 'off'}
          {...fieldAria(name, { error })}
          {...register(name)}
        />
      </Field>
    );
  };

  const section = (id: string, title: string, children: ReactNode) => (
    <section className={formStyles.section} aria-labelledby={`entry-${id}`}>
      <h3 id={`entry-${id}`} className={formStyles.sectionTitle}>
        {title}
      </h3>
      <div className={formStyles.grid}>{children}</div>
    </section>
  );

  return (
    <form
      className={formStyles.form}
      noValidate
      onFocus={validation.warm}
      onSubmit={(event) => void handleSubmit(() => onContinue())(event)}
    >
      {lead !== null && <p className={styles.lead}>{lead ?? t('register.form.lead')}</p>}
      {note && <p className={styles.info}>{note}</p>}
      {(nameShown || asks('birthDate') || asks('gender')) &&
        section(
          'personal',
          t('register.form.personal'),
          <>
            {nameShown &&
              NAME_FIELDS.map((name) => (
                <div key={name} className={formStyles.cell}>
                  {text(name)}
                </div>
              ))}
            {asks('birthDate') && (
              <Controller
                control={control}
                name="birthDate"
                render={({ field }) => (
                  <BirthDateField
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.birthDate?.message}
                  />
                )}
              />
            )}
            {asks('gender') && (
              <GenderField
                genders={['male', 'female']}
                registration={register('gender')}
                error={errors.gender?.message}
              />
            )}
          </>,
        )}
      {(asks('phone') || asks('emergencyPhone')) &&
        section(
          'contacts',
          t('register.form.contacts'),
          (['phone', 'emergencyPhone'] as const)
            .filter(asks)
            .map((name) => (
              <PhoneControl key={name} control={control} name={name} error={errors[name]?.message} />
            )),
        )}
      {asks('document') &&
        section('document', t('register.form.document'), <DocumentField control={control} errors={errors} />)}
      {asks('address') &&
        section(
          'address',
          t('register.form.address'),
          <Suspense fallback={<span className={styles.bone} aria-hidden="true" />}>
            <AddressFields register={register} errors={errors} />
          </Suspense>,
        )}
      {asks('club') &&
        section(
          'sport',
          t('register.form.sport'),
          <Controller
            control={control}
            name="club"
            render={({ field }) => (
              <ClubField
                club={{ ...field, value: field.value ?? '' }}
                noClub={register('noClub', { deps: ['club'] })}
                disabled={noClub === true}
                error={errors.club?.message}
              />
            )}
          />,
        )}
      {saveToProfile && (
        <label className={styles.saveToProfile}>
          <input
            type="checkbox"
            className={styles.saveCheckbox}
            checked={saveToProfile.checked}
            onChange={(e) => saveToProfile.onChange(e.currentTarget.checked)}
          />
          {saveToProfile.label}
        </label>
      )}
      <StepNav
        onBack={onBack}
        continueLabel={submitLabel ?? t('register.continue')}
        busy={busy}
        busyLabel={t('register.saving')}
      />
    </form>
  );
}

interface EntryPartProps {
  control: Control<EntryFormValues>;
  errors: FieldErrors<EntryFormValues>;
}

/** The race's one identity document: its type and number, with the type's mask. */
function DocumentField({ control, errors }: EntryPartProps) {
  const { field: type } = useController({ control, name: 'document.type' });
  const { field: number } = useController({ control, name: 'document.number' });
  return (
    <DocumentInputs
      idPrefix="document"
      type={{ ...type, value: type.value ?? '' }}
      number={{ ...number, value: number.value ?? '' }}
      typeError={errors.document?.type?.message}
      numberError={errors.document?.number?.message ?? errors.document?.message}
    />
  );
}
