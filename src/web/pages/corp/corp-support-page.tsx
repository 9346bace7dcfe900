import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import type { CorpLead } from '../../../shared/schemas/corp-company.js';
import { FormField, fieldAria } from '../../components/ui/form-field.js';
import controls from '../../components/ui/form-controls.module.css';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCorpLeads, useCreateCompany } from '../../features/corp/api/corp-support.js';
import { corpPath } from '../../features/corp/corp-context.js';
import { corpCompanyTexts } from '../../i18n/catalogs/corp-company.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { formatDate } from '../../lib/catalogue-format.js';
import { isHttpError } from '../../lib/http.js';
import { notify } from '../../lib/notify.js';
import frame from './corp.module.css';
import styles from './corp-users.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [corpCompanyTexts];

/** What the form makes: a company from a lead (its name and e-mail filled in), or from nothing. */
type Draft = { lead: CorpLead | null };

/**
 * /corp/support (issue 19 item 9, ADR 031 point 3): the tenant's support sees the leads of /corp-client,
 * newest first, and turns one into a company (once: a lead with a company links to it), or creates a
 * company from nothing. The first admin is named by e-mail: an account at once, anybody else invited.
 */
export function CorpSupportPage() {
  const { t } = useTranslation();
  const query = useCorpLeads();
  const [draft, setDraft] = useState<Draft | null>(null);
  const forbidden = query.isError && isHttpError(query.error) && query.error.status === 403;

  return (
    <>
      <h1 className={frame.title}>{t('corpCompany.support.title')}</h1>
      {forbidden ? (
        <p className={frame.lead}>{t('corpCompany.support.forbidden')}</p>
      ) : (
        <>
          <p className={styles.note}>{t('corpCompany.support.lead')}</p>
          {draft ? (
            <CreateCompanyForm
              key={draft.lead?.id ?? 'new'}
              lead={draft.lead}
              onDone={() => setDraft(null)}
            />
          ) : (
            <button type="button" className={styles.startButton} onClick={() => setDraft({ lead: null })}>
              {t('corpCompany.support.new')}
            </button>
          )}
          <section className={styles.section} aria-labelledby="support-leads">
            <h2 id="support-leads" className={styles.sectionTitle}>
              {t('corpCompany.support.leads')}
            </h2>
            {query.isPending ? (
              <Skeleton lines={4} />
            ) : query.isError ? (
              <QueryError onRetry={() => void query.refetch()} />
            ) : query.data.leads.length === 0 ? (
              <p className={styles.muted}>{t('corpCompany.support.noLeads')}</p>
            ) : (
              <ul className={styles.members}>
                {query.data.leads.map((lead) => (
                  <LeadRow key={lead.id} lead={lead} onCreate={() => setDraft({ lead })} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );
}

function LeadRow({ lead, onCreate }: { lead: CorpLead; onCreate: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <li className={styles.member} aria-labelledby={`${id}-name`}>
      <div className={styles.who}>
        <span id={`${id}-name`} className={styles.strong}>
          {lead.company}
        </span>
        <span>
          {lead.contactName} · <a href={`mailto:${lead.email}`}>{lead.email}</a> · {lead.phone}
        </span>
        <span className={styles.muted}>
          {t('corpCompany.support.employees', { size: lead.employees })} ·{' '}
          {t('corpCompany.support.received', { date: formatDate(lead.createdAt, currentLanguage()) })}
        </span>
        {lead.message && <span className={styles.muted}>{lead.message}</span>}
      </div>
      {lead.companyId !== null ? (
        <div className={styles.controls}>
          <span className={styles.badge}>{t('corpCompany.support.hasCompany')}</span>
          <Link to={corpPath('/corp/company', lead.companyId)}>{t('corpCompany.support.openCompany')}</Link>
        </div>
      ) : (
        <button
          type="button"
          className={styles.secondary}
          aria-label={t('corpCompany.support.fromLeadOf', { company: lead.company })}
          onClick={onCreate}
        >
          {t('corpCompany.support.fromLead')}
        </button>
      )}
    </li>
  );
}

type Field = 'name' | 'adminEmail';

function CreateCompanyForm({ lead, onDone }: { lead: CorpLead | null; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateCompany();
  const [values, setValues] = useState({ name: lead?.company ?? '', adminEmail: lead?.email ?? '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fieldId = (name: Field) => `${id}-${name}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    create.mutate(
      { leadId: lead?.id ?? null, body: values },
      {
        onSuccess: (made) => {
          notify({
            type: 'success',
            title: t(
              made.admin === 'member'
                ? 'corpCompany.support.createdMember'
                : 'corpCompany.support.createdInvited',
              {
                name: made.company.name,
              },
            ),
          });
          onDone();
        },
        onError: (failure) => {
          const body = apiErrorOf(failure);
          const fields = (body?.fields ?? {}) as Partial<Record<Field, string>>;
          setErrors(fields);
          const first = (['name', 'adminEmail'] as const).find((f) => fields[f]);
          if (first) form.querySelector<HTMLInputElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
          else setFormError(body?.message ?? t('corpCompany.support.failed'));
        },
      },
    );
  };

  const field = (name: Field, type: string, hint?: string) => (
    <FormField id={fieldId(name)} label={t(`corpCompany.support.${name}`)} hint={hint} error={errors[name]}>
      <input
        id={fieldId(name)}
        className={`${controls.input} ${styles.input}`}
        type={type}
        autoComplete="off"
        maxLength={name === 'name' ? 200 : 254}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        {...fieldAria(fieldId(name), { error: errors[name], hint: Boolean(hint) })}
      />
    </FormField>
  );

  return (
    <form className={styles.createForm} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {lead
          ? t('corpCompany.support.formTitleFromLead', { company: lead.company })
          : t('corpCompany.support.formTitle')}
      </h2>
      {field('name', 'text')}
      {field('adminEmail', 'email', t('corpCompany.support.adminEmailHint'))}
      {formError && (
        <p className={controls.alert} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.controls}>
        <button type="submit" className={styles.formSubmit} disabled={create.isPending}>
          {create.isPending ? t('corpCompany.support.creating') : t('corpCompany.support.create')}
        </button>
        <button type="button" className={styles.secondary} onClick={onDone}>
          {t('corpCompany.support.cancel')}
        </button>
      </div>
    </form>
  );
}
