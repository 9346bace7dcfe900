import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useTaxDeduction } from '../../features/tax-deduction/api/tax-deduction.js';
import { CertificatesList } from '../../features/tax-deduction/components/certificates-list.js';
import { PaidEntries } from '../../features/tax-deduction/components/paid-entries.js';
import { LazyRequestForm } from '../../features/tax-deduction/components/lazy-request-form.js';
import shared from '../../features/tax-deduction/components/tax-deduction.module.css';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { taxDeductionTexts } from '../../i18n/catalogs/tax-deduction.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './tax-deduction.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [taxDeductionTexts];

const ABOUT = ['who', 'limit', 'listed', 'amount', 'spouse', 'how'] as const;

/** A block of the page with its heading. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={shared.panel} aria-labelledby={id}>
      <h2 id={id} className={shared.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /tax-deduction (SPEC §2: its own layout, sign-in required; issue 19): what the social tax deduction for
 * sports services is, the account's paid orders by year for the account holder and their children with the
 * organizers that issue certificates, the request for certificates, and the certificates issued, each
 * with its state and its PDF.
 */
export function TaxDeductionPage() {
  const { t } = useTranslation();
  const name = useTenantName();
  useDocumentTitle(`${t('taxDeduction.title')} — ${name}`);
  const query = useTaxDeduction();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('taxDeduction.title')}</h1>
      <p className={styles.lead}>{t('taxDeduction.lead')}</p>

      <Panel id="tax-about" title={t('taxDeduction.about.title')}>
        <ul className={shared.about}>
          {ABOUT.map((key) => (
            <li key={key}>{t(`taxDeduction.about.${key}`)}</li>
          ))}
        </ul>
      </Panel>

      {query.isPending ? (
        <Skeleton lines={3} cards={2} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Panel id="tax-paid" title={t('taxDeduction.paid.title')}>
            <PaidEntries paid={query.data.paid} />
          </Panel>
          <Panel id="tax-request" title={t('taxDeduction.form.title')}>
            <p className={shared.lead}>{t('taxDeduction.form.lead')}</p>
            {query.data.self.complete ? (
              <LazyRequestForm page={query.data} />
            ) : (
              <p className={shared.alert}>
                {t('taxDeduction.form.profile')}{' '}
                <Link to="/MyAccount/Profile" className={shared.link}>
                  {t('taxDeduction.form.fillProfile')}
                </Link>
              </p>
            )}
          </Panel>
          <Panel id="tax-certificates" title={t('taxDeduction.certificates.title')}>
            <CertificatesList certificates={query.data.certificates} />
          </Panel>
        </>
      )}
    </div>
  );
}
