import { useTranslation } from '../../i18n/shared-translation.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCorpCompanyPage } from '../../features/corp/api/corp-company.js';
import { CompanyContacts } from '../../features/corp/components/company-contacts.js';
import { useCorpCompany } from '../../features/corp/corp-context.js';
import { corpCompanyTexts } from '../../i18n/catalogs/corp-company.js';
import { isHttpError } from '../../lib/http.js';
import { lazyPart } from '../../lib/lazy-part.js';
import styles from './corp.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [corpCompanyTexts];

// the requisites (the admin's form, a manager's read-only view) load beside the page's data, which they
// wait for anyway: the shared requisites form is not the screen's first load
const CompanyProfileForm = lazyPart(() =>
  import('../../features/corp/components/company-profile-form.js').then((m) => m.CompanyProfileForm),
);
const CompanyProfileView = lazyPart(() =>
  import('../../features/corp/components/company-profile-form.js').then((m) => m.CompanyProfileView),
);

/**
 * /corp/company (issue 19 item 5, ADR 031 point 4): the chosen company's profile, its requisites for the
 * invoices it pays (edited by the admin and support, read by a manager), and its contact people.
 */
export function CorpCompanyPage() {
  const { t } = useTranslation();
  const { company } = useCorpCompany();
  const query = useCorpCompanyPage(company.id);

  return (
    <>
      <h1 className={styles.title}>{t('corpCompany.title')}</h1>
      <p className={styles.lead}>{t('corpCompany.lead')}</p>
      {query.isPending ? (
        <Skeleton lines={8} />
      ) : query.isError ? (
        isHttpError(query.error) && query.error.status === 404 ? (
          <p>{t('corpCompany.notFound')}</p>
        ) : (
          <QueryError onRetry={() => void query.refetch()} />
        )
      ) : (
        <>
          {query.data.canEdit ? (
            // a new form for another company: what was typed for one never goes to the other
            <CompanyProfileForm key={company.id} companyId={company.id} initial={query.data.profile} />
          ) : (
            <CompanyProfileView profile={query.data.profile} />
          )}
          <CompanyContacts
            companyId={company.id}
            contacts={query.data.contacts}
            canEdit={query.data.canEdit}
          />
        </>
      )}
    </>
  );
}
