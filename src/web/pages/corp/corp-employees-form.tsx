import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { Employee, EmployeeInput } from '../../../shared/schemas/corp-employees.js';
import { Dialog } from '../../components/ui/dialog.js';
import { FormField, fieldAria } from '../../components/ui/form-field.js';
import controls from '../../components/ui/form-controls.module.css';
import { useSaveEmployee } from '../../features/corp/api/corp-employees.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { notify } from '../../lib/notify.js';
import { fullName } from './corp-employees-card.js';
import styles from './corp-employees.module.css';

type Values = Required<{ [K in keyof EmployeeInput]: string }>;
type Field = keyof Values;

const TEXT_FIELDS: readonly { name: Field; optional?: boolean; type?: string; autoComplete?: string }[] = [
  { name: 'lastName', autoComplete: 'off' },
  { name: 'firstName', autoComplete: 'off' },
  { name: 'patronymic', optional: true, autoComplete: 'off' },
];

const ORDER: readonly Field[] = [
  'lastName',
  'firstName',
  'patronymic',
  'gender',
  'birthDate',
  'email',
  'phone',
  'note',
];

const valuesOf = (e: Employee | null): Values => ({
  lastName: e?.lastName ?? '',
  firstName: e?.firstName ?? '',
  patronymic: e?.patronymic ?? '',
  gender: e?.gender ?? '',
  birthDate: e?.birthDate ?? '',
  email: e?.email ?? '',
  phone: e?.phone ?? '',
  note: e?.note ?? '',
});

/**
 * Adding an employee or changing one, in a dialog. The server checks every field with the shared schema
 * (names, a real birth date, an e-mail not already on the list, a possible phone) and its messages show
 * next to the fields; what was typed stays. A linked employee's names, gender, birth date and e-mail are
 * their own profile's: shown, not editable; only the company's note is.
 */
export function EmployeeFormDialog({
  companyId,
  employee,
  onClose,
}: {
  companyId: number;
  employee: Employee | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveEmployee(companyId);
  const [values, setValues] = useState<Values>(() => valuesOf(employee));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const linked = employee?.status === 'linked';
  const fieldId = (name: Field) => `${id}-${name}`;
  const set = (name: Field) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const label = (name: Field, optional = false) =>
    optional
      ? t('corpEmployees.form.optional', { field: t(`corpEmployees.fields.${name}`) })
      : t(`corpEmployees.fields.${name}`);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    save.mutate(
      { id: employee?.id ?? null, body: { ...values, gender: values.gender as EmployeeInput['gender'] } },
      {
        onSuccess: (saved) => {
          notify({
            type: 'success',
            title: t(employee ? 'corpEmployees.toasts.saved' : 'corpEmployees.toasts.added', {
              name: fullName(saved),
            }),
          });
          onClose();
        },
        onError: (failure) => {
          const body = apiErrorOf(failure);
          const fields = (body?.fields ?? {}) as Partial<Record<Field, string>>;
          setErrors(fields);
          const first = ORDER.find((f) => fields[f]);
          if (first) {
            setFormError(t('corpEmployees.form.checkFields'));
            form.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
          } else {
            setFormError(body?.message ?? t('corpEmployees.toasts.failed'));
          }
        },
      },
    );
  };

  const input = (
    name: Field,
    props: { type?: string; hint?: string; optional?: boolean; autoComplete?: string },
  ) => (
    <FormField id={fieldId(name)} label={label(name, props.optional)} hint={props.hint} error={errors[name]}>
      <input
        id={fieldId(name)}
        className={styles.input}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete ?? 'off'}
        value={values[name]}
        maxLength={name === 'email' ? 254 : name === 'phone' ? 40 : 100}
        data-autofocus={name === 'lastName' ? true : undefined}
        onChange={(e) => set(name)(e.target.value)}
        {...fieldAria(fieldId(name), { error: errors[name], hint: Boolean(props.hint) })}
      />
    </FormField>
  );

  return (
    <Dialog
      title={t(employee ? 'corpEmployees.form.editTitle' : 'corpEmployees.form.addTitle')}
      onClose={onClose}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {linked ? (
          <>
            <p className={styles.note}>{t('corpEmployees.form.linkedNote')}</p>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt>{t('corpEmployees.fields.lastName')}</dt>
                <dd>{fullName(employee)}</dd>
              </div>
              <div className={styles.fact}>
                <dt>{t('corpEmployees.fields.email')}</dt>
                <dd>{employee.email ?? t('corpEmployees.notGiven')}</dd>
              </div>
            </dl>
          </>
        ) : (
          <>
            {TEXT_FIELDS.map((field) => (
              <div key={field.name}>{input(field.name, field)}</div>
            ))}
            <FormField id={fieldId('gender')} label={label('gender', true)} error={errors.gender}>
              <select
                id={fieldId('gender')}
                className={styles.input}
                value={values.gender}
                onChange={(e) => set('gender')(e.target.value)}
                {...fieldAria(fieldId('gender'), { error: errors.gender })}
              >
                <option value="">{t('corpEmployees.genders.none')}</option>
                <option value="male">{t('corpEmployees.genders.male')}</option>
                <option value="female">{t('corpEmployees.genders.female')}</option>
              </select>
            </FormField>
            {input('birthDate', { type: 'date', optional: true })}
            {input('email', { type: 'email', optional: true, hint: t('corpEmployees.form.emailHint') })}
            {input('phone', { type: 'tel', optional: true, hint: t('corpEmployees.form.phoneHint') })}
          </>
        )}
        <FormField
          id={fieldId('note')}
          label={label('note', true)}
          hint={t('corpEmployees.form.noteHint')}
          error={errors.note}
        >
          <textarea
            id={fieldId('note')}
            className={styles.textarea}
            rows={2}
            maxLength={500}
            value={values.note}
            onChange={(e) => set('note')(e.target.value)}
            {...fieldAria(fieldId('note'), { error: errors.note, hint: true })}
          />
        </FormField>
        {formError && (
          <p className={controls.alert} role="alert">
            {formError}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={save.isPending}>
            {employee
              ? save.isPending
                ? t('corpEmployees.form.saving')
                : t('corpEmployees.form.save')
              : save.isPending
                ? t('corpEmployees.form.adding')
                : t('corpEmployees.form.add')}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('corpEmployees.form.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
