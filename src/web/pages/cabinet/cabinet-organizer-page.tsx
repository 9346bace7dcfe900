import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useParams } from 'react-router';
import type { RequisiteField } from '../../../shared/schemas/cabinet-organizer.js';
import { RequisitesForm } from '../../components/requisites/requisites-form.js';
import type { RequisitesGroup, RequisitesTexts } from '../../components/requisites/requisites-groups.js';
import { RequisitesView } from '../../components/requisites/requisites-view.js';
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

type Group = 'company' | 'bank';

/** The form's two groups, each field with how it is typed (digits: a phone's keypad). */
const GROUPS: readonly RequisitesGroup<RequisiteField, Group>[] = [
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
  const save = useSaveOrganizerRequisites(organizerId);
  const requisitesTexts: RequisitesTexts<RequisiteField, Group> = {
    keys: 'cabinetOrganizer',
    group: (group) => t(`cabinetOrganizer.${group}`),
    field: (field) => t(`cabinetOrganizer.fields.${field}`),
    hint: (field) => t(`cabinetOrganizer.hints.${field as 'inn' | 'kpp' | 'ogrn'}`),
  };

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
            <RequisitesForm
              groups={GROUPS}
              texts={requisitesTexts}
              initial={query.data.requisites}
              save={save}
              stored={(page) => page.requisites}
              compact
            />
          ) : (
            <RequisitesView
              groups={GROUPS}
              texts={requisitesTexts}
              values={query.data.requisites}
              idPrefix="requisites"
            />
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
