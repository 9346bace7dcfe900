import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyPage, CompanyProfileField } from '../../../../shared/schemas/corp-company.js';
import { FormField, fieldAria } from '../../../components/ui/form-field.js';
import controls from '../../../components/ui/form-controls.module.css';
import { apiErrorOf } from '../../../lib/api-error.js';
import { notify } from '../../../lib/notify.js';
import { useSaveCompanyProfile } from '../api/corp-company.js';
import styles from './company.module.css';

type Profile = CompanyPage['profile'];
type Group = 'company' | 'addresses' | 'bank';
type HintedField = 'name' | 'inn' | 'kpp' | 'ogrn' | 'postalAddress';

/** The profile's groups, each field with how it is typed (digits: a phone's keypad) and its hint. */
const GROUPS: readonly {
  title: Group;
  fields: readonly { name: CompanyProfileField; digits?: number; optional?: boolean; hint?: boolean }[];
}[] = [
  {
    title: 'company',
    fields: [
      { name: 'name', hint: true },
      { name: 'legalName' },
      { name: 'inn', digits: 12, hint: true },
      { name: 'kpp', digits: 9, optional: true, hint: true },
      { name: 'ogrn', digits: 15, optional: true, hint: true },
    ],
  },
  {
    title: 'addresses',
    fields: [{ name: 'legalAddress' }, { name: 'postalAddress', optional: true, hint: true }],
  },
  {
    title: 'bank',
    fields: [
      { name: 'bankName' },
      { name: 'bic', digits: 9 },
      { name: 'settlementAccount', digits: 20 },
      { name: 'correspondentAccount', digits: 20 },
    ],
  },
];

const ALL_FIELDS = GROUPS.flatMap((g) => g.fields);

/** What a manager reads: the profile as text, and who may change it. */
export function CompanyProfileView({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.note}>{t('corpCompany.readOnly')}</p>
      {GROUPS.map((group) => (
        <section key={group.title} className={styles.section} aria-labelledby={`profile-${group.title}`}>
          <h2 id={`profile-${group.title}`} className={styles.sectionTitle}>
            {t(`corpCompany.groups.${group.title}`)}
          </h2>
          <dl className={styles.facts}>
            {group.fields.map(({ name }) => (
              <div key={name} className={styles.fact}>
                <dt>{t(`corpCompany.fields.${name}`)}</dt>
                <dd>{profile[name] || t('corpCompany.notGiven')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}

/**
 * The profile's form (admin, support): the server checks every field (INN, KPP and OGRN with their check
 * digits, BIK, accounts against the BIK) and its messages show next to the fields; what was typed stays
 * on any failure.
 */
export function CompanyProfileForm({ companyId, initial }: { companyId: number; initial: Profile }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveCompanyProfile(companyId);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<CompanyProfileField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fieldId = (name: CompanyProfileField) => `${id}-${name}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    save.mutate(values, {
      onSuccess: (page) => {
        setErrors({});
        // the server keeps numbers as their digits: the form shows what was stored
        setValues(page.profile);
        notify({ type: 'success', title: t('corpCompany.saved') });
      },
      onError: (failure) => {
        const body = apiErrorOf(failure);
        const fields = (body?.fields ?? {}) as Partial<Record<CompanyProfileField, string>>;
        if (Object.keys(fields).length) {
          setErrors(fields);
          setFormError(t('corpCompany.checkFields'));
          // the first field the server refused takes the focus, its message read with it
          const first = ALL_FIELDS.find((f) => fields[f.name]);
          if (first) form.querySelector<HTMLInputElement>(`#${CSS.escape(fieldId(first.name))}`)?.focus();
        } else {
          setFormError(body?.message ?? t('corpCompany.failed'));
        }
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {GROUPS.map((group) => (
        <fieldset key={group.title} className={styles.group}>
          <legend className={styles.legend}>{t(`corpCompany.groups.${group.title}`)}</legend>
          {group.title === 'bank' && <p className={styles.note}>{t('corpCompany.bankHint')}</p>}
          {group.fields.map(({ name, digits, optional, hint }) => {
            const label = t(`corpCompany.fields.${name}`);
            const hintText = hint ? t(`corpCompany.hints.${name as HintedField}`) : undefined;
            return (
              <FormField
                key={name}
                id={fieldId(name)}
                label={optional ? t('corpCompany.optional', { field: label }) : label}
                hint={hintText}
                error={errors[name]}
              >
                <input
                  id={fieldId(name)}
                  className={`${controls.input} ${styles.input} ${digits ? styles.digits : ''}`}
                  type="text"
                  autoComplete={name === 'name' || name === 'legalName' ? 'organization' : 'off'}
                  spellCheck={false}
                  inputMode={digits && name !== 'kpp' ? 'numeric' : undefined}
                  // numbers may be typed with spaces: room for them
                  maxLength={digits ? digits * 2 : name === 'name' ? 200 : 300}
                  value={values[name]}
                  onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                  {...fieldAria(fieldId(name), { error: errors[name], hint: Boolean(hintText) })}
                />
              </FormField>
            );
          })}
        </fieldset>
      ))}
      {formError && (
        <p className={controls.alert} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={save.isPending}>
        {save.isPending ? t('corpCompany.saving') : t('corpCompany.save')}
      </button>
    </form>
  );
}
