import { useTranslation } from '../../../i18n/shared-translation.js';
import type { CompanyPage, CompanyProfileField } from '../../../../shared/schemas/corp-company.js';
import { RequisitesForm } from '../../../components/requisites/requisites-form.js';
import type { RequisitesGroup, RequisitesTexts } from '../../../components/requisites/requisites-groups.js';
import { RequisitesView } from '../../../components/requisites/requisites-view.js';
import { useSaveCompanyProfile } from '../api/corp-company.js';

type Profile = CompanyPage['profile'];
type Group = 'company' | 'addresses' | 'bank';
type HintedField = 'name' | 'inn' | 'kpp' | 'ogrn' | 'postalAddress';

/** The profile's groups, each field with how it is typed (digits: a phone's keypad) and its hint. */
const GROUPS: readonly RequisitesGroup<CompanyProfileField, Group>[] = [
  {
    title: 'company',
    fields: [
      { name: 'name', hint: true, autoComplete: 'organization', maxLength: 200 },
      { name: 'legalName', autoComplete: 'organization' },
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

/** The profile's words (corpCompany.*). */
function useProfileTexts(): RequisitesTexts<CompanyProfileField, Group> {
  const { t } = useTranslation();
  return {
    keys: 'corpCompany',
    group: (group) => t(`corpCompany.groups.${group}`),
    field: (field) => t(`corpCompany.fields.${field}`),
    hint: (field) => t(`corpCompany.hints.${field as HintedField}`),
  };
}

/** What a manager reads: the profile as text, and who may change it. */
export function CompanyProfileView({ profile }: { profile: Profile }) {
  return <RequisitesView groups={GROUPS} texts={useProfileTexts()} values={profile} idPrefix="profile" />;
}

/**
 * The profile's form (admin, support): the server checks every field (INN, KPP and OGRN with their check
 * digits, BIK, accounts against the BIK) and its messages show next to the fields; what was typed stays
 * on any failure.
 */
export function CompanyProfileForm({ companyId, initial }: { companyId: number; initial: Profile }) {
  return (
    <RequisitesForm
      groups={GROUPS}
      texts={useProfileTexts()}
      initial={initial}
      save={useSaveCompanyProfile(companyId)}
      stored={(page) => page.profile}
    />
  );
}
