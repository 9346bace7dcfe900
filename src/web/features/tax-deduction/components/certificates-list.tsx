import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type { TaxCertificate } from '../../../../shared/schemas/tax-deduction.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { apiErrorOf } from '../../../lib/api-error.js';
import { formatDate, formatMoney } from '../../../lib/catalogue-format.js';
import { notify } from '../../../lib/notify.js';
import { certificatePdfUrl, useReissueCertificate } from '../api/tax-deduction.js';
import { MetaList } from './meta-list.js';
import styles from './tax-deduction.module.css';

const TONE = { issued: 'good', outdated: 'warn', replaced: undefined } as const;

/** A badge whose text says what it is; its colour (good, warn) only repeats it. */
export function TaxBadge({ tone, children }: { tone?: 'good' | 'warn' | undefined; children: ReactNode }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}

/** When a certificate was issued, and that the organizer's office issued it anew when it did. */
export function issuedOn(certificate: TaxCertificate, lang: Language, byStaff: string): string {
  const date = formatDate(certificate.issuedAt, lang);
  return certificate.byStaff ? `${date}, ${byStaff}` : date;
}

/** A certificate's state as a badge: valid, outdated (a refund or a payment since), replaced. */
export function CertificateState({ state, label }: { state: TaxCertificate['state']; label: string }) {
  return <TaxBadge tone={TONE[state]}>{label}</TaxBadge>;
}

/**
 * The account's live certificates, the newest first: number, year, organizer, payer, participant, amount
 * and state, with the PDF to download; an outdated one says why and offers a new one (a correction).
 */
export function CertificatesList({ certificates }: { certificates: TaxCertificate[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const reissue = useReissueCertificate();
  if (certificates.length === 0)
    return <p className={styles.muted}>{t('taxDeduction.certificates.empty')}</p>;

  const renew = (certificate: TaxCertificate) =>
    reissue.mutate(certificate.id, {
      onSuccess: (renewed) =>
        notify({
          type: 'success',
          title: t('taxDeduction.certificates.reissued', { number: renewed.number }),
        }),
      onError: (failure) =>
        notify({ type: 'error', title: apiErrorOf(failure)?.message ?? t('errors.tryLater') }),
    });

  return (
    <ul className={styles.list} aria-label={t('taxDeduction.certificates.title')}>
      {certificates.map((certificate) => {
        const { number, year, correction } = certificate;
        const money = (amount: number) => formatMoney({ ...certificate.amount, amount }, lang);
        const outdated = certificate.state === 'outdated';
        return (
          <li key={certificate.id} className={styles.card}>
            <div className={styles.cardHead}>
              <h3 className={styles.cardTitle}>
                {t('taxDeduction.certificates.name', { number, year })}
                {correction > 0 && `, ${t('taxDeduction.certificates.correction', { correction })}`}
              </h3>
              <CertificateState
                state={certificate.state}
                label={t(`taxDeduction.certificates.states.${certificate.state}`)}
              />
            </div>
            <MetaList
              rows={[
                [t('taxDeduction.certificates.organizer'), certificate.organizer.name],
                [
                  t('taxDeduction.certificates.payer'),
                  `${certificate.payer.name} (${t(`taxDeduction.form.payers.${certificate.payer.kind}`)})`,
                ],
                [t('taxDeduction.certificates.participant'), certificate.participant.name],
                [t('taxDeduction.certificates.amount'), money(certificate.amount.amount), true],
                [
                  t('taxDeduction.certificates.issuedAt'),
                  issuedOn(certificate, lang, t('taxDeduction.certificates.byStaff')),
                ],
              ]}
            />
            {outdated && (
              <p className={styles.alert}>
                {t(
                  certificate.currentAmount.amount < certificate.amount.amount
                    ? 'taxDeduction.certificates.refunded'
                    : 'taxDeduction.certificates.paidMore',
                  { amount: money(certificate.currentAmount.amount) },
                )}
              </p>
            )}
            <div className={styles.actions}>
              <a
                className={styles.secondary}
                href={certificatePdfUrl(certificate.id)}
                download
                aria-label={t('taxDeduction.certificates.downloadOf', { number, year })}
              >
                {t('taxDeduction.certificates.download')}
              </a>
              {outdated && certificate.currentAmount.amount > 0 && (
                <button
                  type="button"
                  className={styles.primary}
                  disabled={reissue.isPending}
                  onClick={() => renew(certificate)}
                >
                  {reissue.isPending && reissue.variables === certificate.id
                    ? t('taxDeduction.certificates.reissuing')
                    : t('taxDeduction.certificates.reissue')}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
