import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { IDENTITY_DOCUMENT_TYPES } from '../../../shared/domain/identity-documents.js';
import type { CabinetEntry } from '../../../shared/schemas/cabinet-entry.js';
import type { EntryValues } from '../../../shared/schemas/registration.js';
import { FieldError, fieldAria } from '../../components/ui/form-field.js';
import { useEditEntry } from '../../features/cabinet/api/cabinet-entry.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { notify } from '../../lib/notify.js';
import own from './cabinet-entry.module.css';

type Entry = CabinetEntry['entry'];
type TextKey =
  | 'lastName'
  | 'firstName'
  | 'patronymic'
  | 'city'
  | 'phone'
  | 'emergencyPhone'
  | 'country'
  | 'region'
  | 'street'
  | 'building'
  | 'apartment'
  | 'postcode'
  | 'club';

const ADDRESS: TextKey[] = ['country', 'region', 'city', 'street', 'building', 'apartment', 'postcode'];

/** The form's values: the entry as registered, its columns (name, gender, birth date, city) over it. */
function initialValues(entry: Entry): EntryValues {
  return {
    ...entry.form,
    lastName: entry.lastName,
    firstName: entry.firstName,
    gender: entry.gender ?? '',
    birthDate: entry.birthDate ?? '',
    city: entry.city || (entry.form['city'] ?? ''),
    // "no club" is a choice the form asks: unticked until given
    ...(entry.fields.includes('club') && typeof entry.form['noClub'] !== 'boolean' ? { noClub: false } : {}),
  };
}

/**
 * The participant's data as the race's registration form asks it (issue 18 item 3): the server checks it
 * by the same rules and answers each field's message, shown next to it; nothing typed is lost.
 */
export function EntryEditForm({ code, entry, onDone }: { code: string; entry: Entry; onDone: () => void }) {
  const { t } = useTranslation();
  const base = useId();
  const edit = useEditEntry(code, entry.id);
  const [values, setValues] = useState<EntryValues>(() => initialValues(entry));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const lang = currentLanguage();
  const asks = (field: string) => (entry.fields as readonly string[]).includes(field);
  const set = (key: string, value: unknown) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const document = (values['document'] ?? { type: '', number: '' }) as { type: string; number: string };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailed(null);
    setErrors({});
    edit.mutate(values, {
      onSuccess: () => {
        notify({ type: 'success', title: t('cabinetEntry.edit.saved') });
        onDone();
      },
      onError: (error) => {
        const body = apiErrorOf(error);
        const fields = Object.fromEntries(
          Object.entries(body?.fields ?? {}).map(([k, v]) => [k.replace(/^form\./, ''), v]),
        );
        setErrors(fields);
        setFailed(
          body?.fields ? t('cabinetEntry.edit.failed') : (body?.message ?? t('cabinetEntry.edit.failed')),
        );
      },
    });
  };

  const field = (key: string, label: string, control: (id: string, error?: string) => ReactNode) => {
    const id = `${base}-${key}`;
    const error = errors[key] ?? Object.entries(errors).find(([k]) => k.startsWith(`${key}.`))?.[1];
    return (
      <div className={own.form} key={key}>
        <label htmlFor={id}>{label}</label>
        {control(id, error)}
        <FieldError id={id} error={error} />
      </div>
    );
  };
  const textField = (key: TextKey, type: 'text' | 'tel' = 'text', autoComplete = 'off') =>
    field(key, t(`cabinetEntry.fields.${key}`), (id, error) => (
      <input
        id={id}
        className={own.input}
        type={type}
        autoComplete={autoComplete}
        value={text(key)}
        onChange={(e) => set(key, e.target.value)}
        {...fieldAria(id, { error })}
      />
    ));

  return (
    <form className={own.form} onSubmit={submit} noValidate aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`} className={own.subTitle}>
        {t('cabinetEntry.edit.title')}
      </h3>
      <div className={own.fields}>
        {textField('lastName')}
        {textField('firstName')}
        {textField('patronymic')}
        {field('gender', t('cabinetEntry.fields.gender'), (id, error) => (
          <select
            id={id}
            className={own.input}
            value={text('gender')}
            onChange={(e) => set('gender', e.target.value)}
            {...fieldAria(id, { error })}
          >
            <option value="">{t('cabinetEntry.chooseGender')}</option>
            <option value="male">{t('cabinetEntry.gender.male')}</option>
            <option value="female">{t('cabinetEntry.gender.female')}</option>
          </select>
        ))}
        {field('birthDate', t('cabinetEntry.fields.birthDate'), (id, error) => (
          <input
            id={id}
            className={own.input}
            type="date"
            value={text('birthDate')}
            onChange={(e) => set('birthDate', e.target.value)}
            {...fieldAria(id, { error })}
          />
        ))}
        {!asks('address') && textField('city')}
        {asks('phone') && textField('phone', 'tel')}
        {asks('emergencyPhone') && textField('emergencyPhone', 'tel')}
        {asks('document') && (
          <>
            {field('document.type', t('cabinetEntry.fields.documentType'), (id, error) => (
              <select
                id={id}
                className={own.input}
                value={document.type}
                onChange={(e) => set('document', { ...document, type: e.target.value })}
                {...fieldAria(id, { error })}
              >
                <option value="">{t('cabinetEntry.chooseDocument')}</option>
                {IDENTITY_DOCUMENT_TYPES.map((type) => (
                  <option key={type.code} value={type.code}>
                    {type.name[lang]}
                  </option>
                ))}
              </select>
            ))}
            {field('document.number', t('cabinetEntry.fields.documentNumber'), (id, error) => (
              <input
                id={id}
                className={own.input}
                value={document.number}
                onChange={(e) => set('document', { ...document, number: e.target.value })}
                {...fieldAria(id, { error })}
              />
            ))}
          </>
        )}
        {asks('address') && ADDRESS.map((key) => textField(key))}
        {asks('club') && (
          <>
            <label className={own.check}>
              <input
                type="checkbox"
                checked={values['noClub'] === true}
                onChange={(e) => set('noClub', e.target.checked)}
              />
              {t('cabinetEntry.fields.noClub')}
            </label>
            {values['noClub'] !== true && textField('club')}
          </>
        )}
      </div>
      {failed && (
        <p className={own.alert} role="alert">
          {failed}
        </p>
      )}
      <div className={own.buttons}>
        <button type="submit" className={own.primary} disabled={edit.isPending}>
          {t('cabinetEntry.edit.save')}
        </button>
        <button type="button" className={own.secondary} onClick={onDone}>
          {t('cabinetEntry.edit.close')}
        </button>
      </div>
    </form>
  );
}
