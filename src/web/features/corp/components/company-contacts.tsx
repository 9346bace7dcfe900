import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { CompanyContact, CompanyContactInput } from '../../../../shared/schemas/corp-company.js';
import { FormField, fieldAria } from '../../../components/ui/form-field.js';
import controls from '../../../components/ui/form-controls.module.css';
import { apiErrorOf } from '../../../lib/api-error.js';
import { notify } from '../../../lib/notify.js';
import { useCompanyContacts } from '../api/corp-company.js';
import styles from './company.module.css';

type ContactField = keyof CompanyContactInput;
const FIELDS: readonly { name: ContactField; type: string; autoComplete: string; max: number }[] = [
  { name: 'name', type: 'text', autoComplete: 'name', max: 200 },
  { name: 'position', type: 'text', autoComplete: 'organization-title', max: 200 },
  { name: 'email', type: 'email', autoComplete: 'email', max: 254 },
  { name: 'phone', type: 'tel', autoComplete: 'tel', max: 40 },
];
const EMPTY: CompanyContactInput = { name: '', position: '', email: '', phone: '' };

/**
 * The company's contact people (issue 19 item 5): cards with name, position, e-mail and phone; the admin
 * and support add, edit (a small form in place of the card) and remove them (with a confirmation).
 */
export function CompanyContacts({
  companyId,
  contacts,
  canEdit,
}: {
  companyId: number;
  contacts: CompanyContact[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="company-contacts">
      <h2 id="company-contacts" className={styles.sectionTitle}>
        {t('corpCompany.contacts.title')}
      </h2>
      <p className={styles.note}>{t('corpCompany.contacts.lead')}</p>
      {contacts.length === 0 ? (
        <p className={styles.muted}>{t('corpCompany.contacts.none')}</p>
      ) : (
        <ul className={styles.contacts}>
          {contacts.map((contact) => (
            <ContactCard key={contact.id} companyId={companyId} contact={contact} canEdit={canEdit} />
          ))}
        </ul>
      )}
      {canEdit &&
        (adding ? (
          <ContactForm
            companyId={companyId}
            title={t('corpCompany.contacts.addTitle')}
            onDone={() => setAdding(false)}
          />
        ) : (
          <button type="button" className={styles.secondary} onClick={() => setAdding(true)}>
            {t('corpCompany.contacts.add')}
          </button>
        ))}
    </section>
  );
}

function ContactCard({
  companyId,
  contact,
  canEdit,
}: {
  companyId: number;
  contact: CompanyContact;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { remove } = useCompanyContacts(companyId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (editing) {
    return (
      <li>
        <ContactForm
          companyId={companyId}
          contact={contact}
          title={t('corpCompany.contacts.editTitle', { name: contact.name })}
          onDone={() => setEditing(false)}
        />
      </li>
    );
  }

  const confirmRemove = () => {
    setError(null);
    remove.mutate(contact.id, {
      onSuccess: () => notify({ type: 'success', title: t('corpCompany.contacts.removed') }),
      onError: (failure) => {
        setConfirming(false);
        setError(apiErrorOf(failure)?.message ?? t('corpCompany.contacts.removeFailed'));
      },
    });
  };

  return (
    <li className={styles.contact} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className={styles.contactName}>
        {contact.name}
      </h3>
      {contact.position && <p className={styles.muted}>{contact.position}</p>}
      {contact.email && (
        <p>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
      )}
      {contact.phone && (
        <p>
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
        </p>
      )}
      {canEdit &&
        (confirming ? (
          <div className={styles.confirm} role="group" aria-labelledby={`${id}-confirm`}>
            <p id={`${id}-confirm`}>{t('corpCompany.contacts.confirm', { name: contact.name })}</p>
            <button
              type="button"
              className={styles.danger}
              disabled={remove.isPending}
              onClick={confirmRemove}
            >
              {remove.isPending ? t('corpCompany.contacts.removing') : t('corpCompany.contacts.confirmYes')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
              {t('corpCompany.contacts.cancel')}
            </button>
          </div>
        ) : (
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondary}
              aria-label={t('corpCompany.contacts.editOf', { name: contact.name })}
              onClick={() => setEditing(true)}
            >
              {t('corpCompany.contacts.edit')}
            </button>
            <button
              type="button"
              className={styles.secondary}
              aria-label={t('corpCompany.contacts.removeOf', { name: contact.name })}
              onClick={() => setConfirming(true)}
            >
              {t('corpCompany.contacts.remove')}
            </button>
          </div>
        ))}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** A contact's form: a new one, or `contact` changed; the server's messages next to the fields. */
function ContactForm({
  companyId,
  contact,
  title,
  onDone,
}: {
  companyId: number;
  contact?: CompanyContact;
  title: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { add, update } = useCompanyContacts(companyId);
  const mutation = contact ? update : add;
  const [values, setValues] = useState<CompanyContactInput>(
    contact
      ? { name: contact.name, position: contact.position, email: contact.email, phone: contact.phone }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fieldId = (name: ContactField) => `${id}-${name}`;

  const onError = (form: HTMLFormElement) => (failure: unknown) => {
    const body = apiErrorOf(failure);
    const fields = (body?.fields ?? {}) as Partial<Record<ContactField, string>>;
    setErrors(fields);
    const first = FIELDS.find((f) => fields[f.name]);
    if (first) form.querySelector<HTMLInputElement>(`#${CSS.escape(fieldId(first.name))}`)?.focus();
    else setFormError(body?.message ?? t('corpCompany.contacts.failed'));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const options = {
      onSuccess: () => {
        notify({
          type: 'success',
          title: t(contact ? 'corpCompany.contacts.savedOne' : 'corpCompany.contacts.added'),
        });
        onDone();
      },
      onError: onError(event.currentTarget),
    };
    if (contact) update.mutate({ id: contact.id, body: values }, options);
    else add.mutate(values, options);
  };

  return (
    <form className={styles.contactForm} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.contactName}>
        {title}
      </h3>
      {FIELDS.map(({ name, type, autoComplete, max }) => {
        const hint = name === 'phone' ? t('corpCompany.contacts.phoneHint') : undefined;
        return (
          <FormField
            key={name}
            id={fieldId(name)}
            label={t(`corpCompany.contacts.${name}`)}
            hint={hint}
            error={errors[name]}
          >
            <input
              id={fieldId(name)}
              className={`${controls.input} ${styles.input}`}
              type={type}
              autoComplete={autoComplete}
              maxLength={max}
              value={values[name]}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
              {...fieldAria(fieldId(name), { error: errors[name], hint: Boolean(hint) })}
            />
          </FormField>
        );
      })}
      {formError && (
        <p className={controls.alert} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={mutation.isPending}>
          {mutation.isPending ? t('corpCompany.contacts.saving') : t('corpCompany.contacts.save')}
        </button>
        <button type="button" className={styles.secondary} onClick={onDone}>
          {t('corpCompany.contacts.cancel')}
        </button>
      </div>
    </form>
  );
}
