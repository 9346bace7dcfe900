import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { useParams } from 'react-router';
import type { SandboxPayment } from '../../../shared/schemas/payments.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import {
  useSandboxOutcome,
  useSandboxPayment,
  type SandboxOutcome,
} from '../../features/payments/api/sandbox.js';
import { MethodLogos } from '../../features/payments/components/method-logos.js';
import { QrCode } from '../../components/ui/qr-code.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { paymentsTexts } from '../../i18n/catalogs/payments.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { assignLocation } from '../../lib/browser-location.js';
import { formatMoney } from '../../lib/catalogue-format.js';
import { isHttpError } from '../../lib/http.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './sandbox-payment.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [paymentsTexts];

/** The methods whose payment the payer makes by scanning a code in their bank's app. */
const SCANNED = new Set<SandboxPayment['method']>(['qr', 'fps', 'alfa-fps']);

const OUTCOMES: { outcome: SandboxOutcome; label: 'pay' | 'decline' | 'abandon' }[] = [
  { outcome: 'success', label: 'pay' },
  { outcome: 'decline', label: 'decline' },
  { outcome: 'abandon', label: 'abandon' },
];

/**
 * /payments/sandbox/:paymentId: the built-in sandbox provider's hosted page (DESIGN §6), on every tenant,
 * no sign-in. A clear test banner, what is paid and how (a QR code to scan for QR and FPS payments), and
 * the payer's choice of how it ends, after which the sandbox sends them back to the order's result page.
 */
export function SandboxPaymentPage() {
  const { t } = useTranslation();
  const { paymentId = '' } = useParams();
  const query = useSandboxPayment(paymentId);
  useDocumentTitle(t('payments.sandbox.documentTitle'));
  const notFound = isHttpError(query.error) && query.error.status === 404;

  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <h1 className={styles.bannerTitle}>{t('payments.sandbox.banner')}</h1>
        <p className={styles.bannerText}>{t('payments.sandbox.bannerText')}</p>
      </header>
      {query.isPending ? (
        <Skeleton lines={3} cards={1} />
      ) : query.isError ? (
        notFound ? (
          <p className={styles.lead}>{t('payments.sandbox.notFound')}</p>
        ) : (
          <QueryError onRetry={() => void query.refetch()} />
        )
      ) : (
        <SandboxPaymentView payment={query.data} />
      )}
    </div>
  );
}

function SandboxPaymentView({ payment }: { payment: SandboxPayment }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const amount = formatMoney(payment.amount, lang);
  return (
    <>
      <section className={styles.panel} aria-labelledby="sandbox-what">
        <h2 id="sandbox-what" className={styles.title}>
          {amount}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('payments.sandbox.subject')}</dt>
          <dd>{payment.description}</dd>
          <dt>{t('payments.sandbox.amount')}</dt>
          <dd>{amount}</dd>
          <dt>{t('payments.sandbox.method')}</dt>
          <dd className={styles.method}>
            <span>{t(`payments.methods.${payment.method}.name`)}</span>
            <MethodLogos method={payment.method} />
          </dd>
        </dl>
      </section>
      {payment.status === 'pending' ? (
        <>
          {SCANNED.has(payment.method) && payment.qrPayload && (
            <section className={styles.panel} aria-labelledby="sandbox-qr">
              <h2 id="sandbox-qr" className={styles.panelTitle}>
                {t('payments.sandbox.qrTitle')}
              </h2>
              <QrCode payload={payment.qrPayload} label={t('payments.sandbox.qrLabel', { amount })} />
              <p className={styles.payload}>
                <span>{t('payments.sandbox.qrLink')}: </span>
                <a href={payment.qrPayload} className={styles.link}>
                  {payment.qrPayload}
                </a>
              </p>
            </section>
          )}
          <Outcomes id={payment.id} />
        </>
      ) : (
        <div className={styles.done} role="status">
          <p className={styles.doneTitle} data-status={payment.status}>
            {t(`payments.sandbox.statuses.${payment.status}`)}
          </p>
          <a className={styles.primary} href={payment.returnUrl}>
            {t('payments.sandbox.back')}
          </a>
        </div>
      )}
    </>
  );
}

/** Pay, Decline, Abandon: one choice, sent once; the sandbox answers where the payer goes back to. */
function Outcomes({ id }: { id: string }) {
  const { t } = useTranslation();
  const send = useSandboxOutcome(id);
  const running = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const busy = send.isPending || leaving;
  const choose = (outcome: SandboxOutcome) => {
    if (running.current) return;
    running.current = true;
    send.mutate(outcome, {
      onSuccess: ({ returnUrl }) => {
        setLeaving(true);
        assignLocation(returnUrl);
      },
      onError: () => {
        running.current = false;
      },
    });
  };
  const error = send.isError ? apiErrorOf(send.error)?.message || t('errors.tryLater') : null;
  return (
    <section className={styles.panel} aria-labelledby="sandbox-outcomes" aria-busy={busy || undefined}>
      <h2 id="sandbox-outcomes" className={styles.panelTitle}>
        {t('payments.sandbox.outcomes')}
      </h2>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        {OUTCOMES.map(({ outcome, label }) => (
          <button
            key={outcome}
            type="button"
            className={outcome === 'success' ? styles.primary : styles.secondary}
            disabled={busy}
            onClick={() => choose(outcome)}
          >
            {t(`payments.sandbox.${label}`)}
          </button>
        ))}
      </div>
      {busy && (
        <p className={styles.note} role="status">
          {t('payments.sandbox.sending')}
        </p>
      )}
    </section>
  );
}
