import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useParams } from 'react-router';
import type { CabinetTaxCertificates } from '../../../shared/schemas/tax-deduction.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import {
  organizerIdOf,
  useCabinetReissue,
  useCabinetTaxCertificates,
  useCabinetTaxOrganizers,
} from '../../features/cabinet/api/cabinet-tax-certificates.js';
import { certificatePdfUrl } from '../../features/tax-deduction/api/tax-deduction.js';
import {
  CertificateState,
  issuedOn,
  TaxBadge,
} from '../../features/tax-deduction/components/certificates-list.js';
import { MetaList } from '../../features/tax-deduction/components/meta-list.js';
import shared from '../../features/tax-deduction/components/tax-deduction.module.css';
import { cabinetTaxTexts } from '../../i18n/catalogs/cabinet-tax.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { formatMoney } from '../../lib/catalogue-format.js';
import { notify } from '../../lib/notify.js';
import styles from './cabinet.module.css';
import own from './cabinet-tax.module.css';

/** The texts these screens load with (screen.ts). */
export const texts = [cabinetTexts, cabinetTaxTexts];

type Certificate = CabinetTaxCertificates['certificates'][number];

/**
 * /cabinet/tax-certificates (issue 19): the organizers whose certificates for the tax deduction the user
 * sees — their own with a role that allows it, every organizer of the tenant for support — whether each is
 * in the Ministry of Sport's list, and how many certificates it has issued; each opens its list.
 */
export function CabinetTaxOverviewPage() {
  const { t } = useTranslation();
  const query = useCabinetTaxOrganizers();
  return (
    <>
      <p>
        <Link to="/cabinet" className={styles.link}>
          ← {t('cabinetTax.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{t('cabinetTax.title')}</h1>
      <p className={own.lead}>{t('cabinetTax.lead')}</p>
      <section className={styles.section} aria-labelledby="tax-organizers">
        <h2 id="tax-organizers" className={styles.sectionTitle}>
          {t('cabinetTax.organizers.title')}
        </h2>
        {query.isPending ? (
          <Skeleton lines={3} />
        ) : query.isError ? (
          <QueryError onRetry={() => void query.refetch()} />
        ) : query.data.organizers.length === 0 ? (
          <p className={styles.empty}>{t('cabinetTax.organizers.empty')}</p>
        ) : (
          <ul className={own.cards} aria-labelledby="tax-organizers">
            {query.data.organizers.map((organizer) => (
              <li key={organizer.id} className={own.card}>
                <Link
                  to={`/cabinet/organizers/${organizer.id}/tax-certificates`}
                  className={own.cardLink}
                  aria-label={t('cabinetTax.organizers.open', { organizer: organizer.name })}
                >
                  {organizer.name}
                </Link>
                <span className={own.row}>
                  <TaxBadge tone={organizer.listed ? 'good' : undefined}>
                    {organizer.listed
                      ? t('cabinetTax.organizers.listed')
                      : t('cabinetTax.organizers.notListed')}
                  </TaxBadge>
                  <span className={styles.muted}>
                    {t('cabinetTax.organizers.count', { count: organizer.certificates })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * /cabinet/organizers/:id/tax-certificates (issue 19): the organizer's live certificates for the tax
 * deduction — whose account, payer and INN, participant, the amount certified and what the payments come
 * to now, the state (outdated after a refund) — each with its PDF and, for the owner, managers and support,
 * a reissue (the next correction of its number, mailed to the runner).
 */
export function CabinetTaxCertificatesPage() {
  const { t } = useTranslation();
  const organizerId = organizerIdOf(useParams().id);
  const query = useCabinetTaxCertificates(organizerId);
  const outdated = query.data?.certificates.filter((c) => c.state === 'outdated').length ?? 0;

  return (
    <>
      <p className={own.row}>
        <Link to="/cabinet" className={styles.link}>
          ← {t('cabinetTax.back')}
        </Link>
        <Link to="/cabinet/tax-certificates" className={styles.link}>
          {t('cabinetTax.backToOrganizers')}
        </Link>
      </p>
      <h1 className={styles.title}>{query.data?.organizer.name ?? t('cabinetTax.title')}</h1>
      <p className={styles.lead}>{t('cabinetTax.title')}</p>
      {query.isPending ? (
        <Skeleton lines={3} cards={2} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : (
        <section className={styles.section} aria-labelledby="tax-certificates">
          <h2 id="tax-certificates" className={styles.sectionTitle}>
            {t('cabinetTax.list.title')}
          </h2>
          {!query.data.organizer.listed && <p className={shared.success}>{t('cabinetTax.list.notListed')}</p>}
          <p className={styles.summary}>
            {t('cabinetTax.list.count', { count: query.data.certificates.length })}
            {outdated > 0 && `, ${t('cabinetTax.list.outdated', { count: outdated })}`}
          </p>
          {query.data.certificates.length === 0 ? (
            <p className={styles.empty}>{t('cabinetTax.list.empty')}</p>
          ) : (
            <ul className={own.cards} aria-labelledby="tax-certificates">
              {query.data.certificates.map((certificate) => (
                <CertificateCard
                  key={certificate.id}
                  organizerId={organizerId}
                  certificate={certificate}
                  canReissue={query.data.canReissue && query.data.organizer.listed}
                />
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}

function CertificateCard(props: { organizerId: number; certificate: Certificate; canReissue: boolean }) {
  const { organizerId, certificate, canReissue } = props;
  const { t } = useTranslation();
  const lang = currentLanguage();
  const reissue = useCabinetReissue(organizerId);
  const { number, year, correction } = certificate;
  const money = (amount: number) => formatMoney({ ...certificate.amount, amount }, lang);

  const onReissue = () =>
    reissue.mutate(certificate.id, {
      onSuccess: (renewed) =>
        notify({
          type: 'success',
          title: t('cabinetTax.list.reissued', { number: renewed.number, correction: renewed.correction }),
        }),
      onError: (failure) =>
        notify({ type: 'error', title: apiErrorOf(failure)?.message ?? t('errors.tryLater') }),
    });

  return (
    <li className={own.card}>
      <div className={own.head}>
        <h3 className={own.cardTitle}>
          {t('cabinetTax.list.name', { number, year })}
          {correction > 0 && `, ${t('cabinetTax.list.correction', { correction })}`}
        </h3>
        <CertificateState
          state={certificate.state}
          label={t(`cabinetTax.list.states.${certificate.state}`)}
        />
      </div>
      <MetaList
        rows={[
          [t('cabinetTax.list.account'), certificate.account],
          [t('cabinetTax.list.payer'), certificate.payer.name],
          [t('cabinetTax.list.inn'), certificate.payer.inn],
          [t('cabinetTax.list.participant'), certificate.participant.name],
          [t('cabinetTax.list.amount'), money(certificate.amount.amount), true],
          certificate.state === 'outdated' && [
            t('cabinetTax.list.current'),
            money(certificate.currentAmount.amount),
            true,
          ],
          [t('cabinetTax.list.issuedAt'), issuedOn(certificate, lang, t('cabinetTax.list.byStaff'))],
        ]}
      />
      <div className={styles.actions}>
        <a
          className={styles.exportLink}
          href={certificatePdfUrl(certificate.id)}
          download
          aria-label={t('cabinetTax.list.downloadOf', { number, year })}
        >
          {t('cabinetTax.list.download')}
        </a>
        {canReissue && certificate.currentAmount.amount > 0 && (
          <button
            type="button"
            className={styles.newEvent}
            disabled={reissue.isPending}
            onClick={onReissue}
            aria-label={t('cabinetTax.list.reissueOf', { number, year })}
          >
            {reissue.isPending ? t('cabinetTax.list.reissuing') : t('cabinetTax.list.reissue')}
          </button>
        )}
      </div>
    </li>
  );
}
