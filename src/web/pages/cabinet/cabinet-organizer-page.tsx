import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { OrganizerRequisitesPage, RequisiteField } from '../../../shared/schemas/cabinet-organizer.js';
import { FormField, fieldAria } from '../../components/ui/form-field.js';
import controls from '../../components/ui/form-controls.module.css';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import {
  useOrganizerRequisites,
  useSaveOrganizerRequisites,
  useSetTaxDeductionListing,
} from '../../features/cabinet/api/cabinet-requisites.js';
import { cabinetOrganizerTexts } from '../../i18n/catalogs/cabinet-organizer.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { isHttpError } from '../../lib/http.js';
import { notify } from '../../lib/notify.js';
import styles from './cabinet.module.css';
import own from './cabinet-organizer.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts, cabinetOrganizerTexts];

type Requisites = OrganizerRequisitesPage['requisites'];

/** The form's two groups, each field with how it is typed (digits: a phone's keypad). */
const GROUPS: readonly {
  title: 'company' | 'bank';
  fields: readonly { name: RequisiteField; digits?: number; optional?: boolean; hint?: boolean }[];
}[] = [
  {
    title: 'company',
    fields: [
      { name: 'legalName' },
      { name: 'inn', digits: 12, hint: true },
      { name: 'kpp', digits: 9, optional: true, hint: true },
      { name: 'ogrn', digits: 15, hint: true },
      { name: 'address' },
    ],
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

/** A path's organizer id, or 0 (the API answers 404 for it, as for an organizer that is not there). */
function organizerIdOf(param: string | undefined): number {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : 0;
}

/**
 * /cabinet/organizers/:id (issue 18, ADR 022 addendum): the organizer's requisites its invoices and event
 * pages carry. The owner edits them; the server checks every field (INN, KPP and OGRN with their check
 * digits, BIK, accounts against the BIK) and its messages show next to the fields, what was typed kept.
 * A manager or support reads them.
 */
export function CabinetOrganizerPage() {
  const { t } = useTranslation();
  const organizerId = organizerIdOf(useParams().id);
  const query = useOrganizerRequisites(organizerId);

  return (
    <>
      <p>
        <Link to="/cabinet" className={styles.link}>
          ← {t('cabinetOrganizer.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{query.data?.organizer.name ?? t('cabinetOrganizer.title')}</h1>
      <p className={styles.lead}>{t('cabinetOrganizer.title')}</p>
      {query.isPending ? (
        <Skeleton lines={8} />
      ) : query.isError ? (
        isHttpError(query.error) && query.error.status === 404 ? (
          <p className={styles.empty}>{t('cabinetOrganizer.notFound')}</p>
        ) : (
          <QueryError onRetry={() => void query.refetch()} />
        )
      ) : (
        <>
          <p className={own.note}>{t('cabinetOrganizer.lead')}</p>
          {query.data.canEdit ? (
            <RequisitesForm organizerId={organizerId} initial={query.data.requisites} />
          ) : (
            <RequisitesView requisites={query.data.requisites} />
          )}
          <TaxDeductionListing
            organizerId={organizerId}
            listed={query.data.taxDeductionListed}
            canEdit={query.data.canEditListing}
          />
        </>
      )}
    </>
  );
}

/**
 * Whether the organizer is on the Ministry of Sport's list, so that its certificates count for the runners'
 * tax deduction (ADR 030): everybody here reads it; the tenant's support marks it, having checked the list.
 */
function TaxDeductionListing({
  organizerId,
  listed,
  canEdit,
}: {
  organizerId: number;
  listed: boolean;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const set = useSetTaxDeductionListing(organizerId);
  const change = () =>
    set.mutate(
      { listed: !listed },
      {
        onSuccess: (page) =>
          notify({
            type: 'success',
            title: t(
              page.taxDeductionListed
                ? 'cabinetOrganizer.tax.markedListed'
                : 'cabinetOrganizer.tax.markedUnlisted',
            ),
          }),
        onError: (failure) =>
          notify({ type: 'error', title: apiErrorOf(failure)?.message ?? t('cabinetOrganizer.tax.failed') }),
      },
    );
  return (
    <section className={styles.section} aria-labelledby="organizer-tax-deduction">
      <h2 id="organizer-tax-deduction" className={styles.sectionTitle}>
        {t('cabinetOrganizer.tax.title')}
      </h2>
      <p className={own.note}>
        {t(listed ? 'cabinetOrganizer.tax.listed' : 'cabinetOrganizer.tax.unlisted')}
      </p>
      {canEdit ? (
        // in a box of its own, as the form's button: the section's column would stretch it
        <div>
          <button type="button" className={own.submit} disabled={set.isPending} onClick={change}>
            {t(listed ? 'cabinetOrganizer.tax.unmark' : 'cabinetOrganizer.tax.mark')}
          </button>
        </div>
      ) : (
        <p className={own.note}>{t('cabinetOrganizer.tax.whoMarks')}</p>
      )}
    </section>
  );
}

/** What a manager or support sees: the requisites as text, and who may change them. */
function RequisitesView({ requisites }: { requisites: Requisites }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={own.note}>{t('cabinetOrganizer.readOnly')}</p>
      {GROUPS.map((group) => (
        <section key={group.title} className={styles.section} aria-labelledby={`requisites-${group.title}`}>
          <h2 id={`requisites-${group.title}`} className={styles.sectionTitle}>
            {t(`cabinetOrganizer.${group.title}`)}
          </h2>
          <dl className={own.facts}>
            {group.fields.map(({ name }) => (
              <div key={name} className={own.fact}>
                <dt>{t(`cabinetOrganizer.fields.${name}`)}</dt>
                <dd>{requisites[name] || t('cabinetOrganizer.notGiven')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}

function RequisitesForm({ organizerId, initial }: { organizerId: number; initial: Requisites }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveOrganizerRequisites(organizerId);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<RequisiteField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fieldId = (name: RequisiteField) => `${id}-${name}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    save.mutate(values, {
      onSuccess: (page) => {
        setErrors({});
        // the server keeps numbers as their digits: the form shows what was stored
        setValues(page.requisites);
        notify({ type: 'success', title: t('cabinetOrganizer.saved') });
      },
      onError: (failure) => {
        const body = apiErrorOf(failure);
        const fields = (body?.fields ?? {}) as Partial<Record<RequisiteField, string>>;
        if (Object.keys(fields).length) {
          setErrors(fields);
          setFormError(t('cabinetOrganizer.checkFields'));
          // the first field the server refused takes the focus, its message read with it
          const first = GROUPS.flatMap((g) => g.fields).find((f) => fields[f.name]);
          if (first) form.querySelector<HTMLInputElement>(`#${CSS.escape(fieldId(first.name))}`)?.focus();
        } else {
          setFormError(body?.message ?? t('cabinetOrganizer.failed'));
        }
      },
    });
  };

  return (
    <form className={own.form} onSubmit={submit} noValidate>
      {GROUPS.map((group) => (
        <fieldset key={group.title} className={own.group}>
          <legend className={`${styles.sectionTitle} ${own.legend}`}>
            {t(`cabinetOrganizer.${group.title}`)}
          </legend>
          {group.title === 'bank' && <p className={own.note}>{t('cabinetOrganizer.bankHint')}</p>}
          {group.fields.map(({ name, digits, optional, hint }) => {
            const label = t(`cabinetOrganizer.fields.${name}`);
            const hintText = hint ? t(`cabinetOrganizer.hints.${name as 'inn' | 'kpp' | 'ogrn'}`) : undefined;
            return (
              <FormField
                key={name}
                id={fieldId(name)}
                label={optional ? t('cabinetOrganizer.optional', { field: label }) : label}
                hint={hintText}
                error={errors[name]}
              >
                <input
                  id={fieldId(name)}
                  className={`${controls.input} ${own.input} ${digits ? own.digits : ''}`}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  inputMode={digits && name !== 'kpp' ? 'numeric' : undefined}
                  // numbers may be typed with spaces: room for them
                  maxLength={digits ? digits * 2 : 300}
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
      <div>
        <button type="submit" className={own.submit} disabled={save.isPending}>
          {save.isPending ? t('cabinetOrganizer.saving') : t('cabinetOrganizer.save')}
        </button>
      </div>
    </form>
  );
}
