import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { PAYMENT_WINDOW_MINUTES } from '../../../../shared/constants.js';
import type { OrderRequest, RegistrationContext } from '../../../../shared/schemas/registration.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatMoney } from '../../../lib/catalogue-format.js';
import type { Flow, FlowParticipant } from '../flow.js';
import { orderPreview } from '../order-preview.js';
import type { PromoCode } from '../use-promo-code.js';
import { StepNav } from './step-nav.js';
import styles from './steps.module.css';

/** The my-order step's agreements (registration-options.ts consentsSchema), in the order they are shown. */
const CONSENT_LIST = ['receipt', 'terms', 'rules', 'medical'] as const;
type Consents = Record<(typeof CONSENT_LIST)[number], boolean>;
export type GivenConsents = OrderRequest['consents'];

interface OrderStepProps {
  context: RegistrationContext;
  flow: Flow;
  nameOf: (participant: FlowParticipant) => string;
  promo: PromoCode;
  /** The server's messages for the order's own fields (`customPrice`, `consents.receipt` …). */
  errors: Record<string, string>;
  /** Items the order was adjusted to (SPEC §8 'in stock: N'). */
  adjusted: string[];
  onCustomPrice: (kopecks: number | null) => void;
  /** The order is being sent: its button is disabled. */
  busy: boolean;
  onBack: (() => void) | null;
  onPlace: (consents: GivenConsents) => void;
}

/**
 * SPEC §2 "my order": every line (registrations, insurance, services, goods), the full cost, the discount
 * of a promo code, the commission, the total (priced by the server's own function, order-pricing.ts); the
 * price a charity race lets the participant choose; the agreements, each required; and the button.
 */
export function OrderStep(props: OrderStepProps) {
  const { context, flow, nameOf, promo, errors, adjusted, onCustomPrice, busy, onBack, onPlace } = props;
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { race, documents } = context;
  const preview = orderPreview(context, flow.draft, nameOf, promo.discount);
  const { pricing, currency } = preview;
  const money = (amount: number) => formatMoney({ amount, currency }, lang);
  const free = pricing.total === 0;
  const [consents, setConsents] = useState<Consents>({
    receipt: false,
    terms: false,
    rules: false,
    medical: false,
  });
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const notGiven = CONSENT_LIST.filter((c) => !consents[c]);
    setMissing(new Set(notGiven));
    if (notGiven.length) {
      document.getElementById(`${id}-${notGiven[0]}`)?.focus();
      return;
    }
    onPlace({ receipt: true, terms: true, rules: true, medical: true });
  };
  const consentError = (consent: (typeof CONSENT_LIST)[number]) =>
    errors[`consents.${consent}`] ??
    (missing.has(consent)
      ? consent === 'receipt'
        ? t('register.order.consentErrors.receipt')
        : t('register.order.consentErrors.agreement')
      : undefined);
  const link = (consent: (typeof CONSENT_LIST)[number]) =>
    consent === 'terms'
      ? documents.terms
      : consent === 'rules'
        ? documents.rules
        : consent === 'medical'
          ? documents.certificate
          : null;

  return (
    <form className={styles.step} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {race.customPrice && (
        <CustomPrice
          bounds={race.customPrice}
          kept={flow.draft.customPrice ?? null}
          error={errors['customPrice']}
          onChange={onCustomPrice}
        />
      )}
      <section className={styles.panel} aria-labelledby={`${id}-lines`}>
        <h3 id={`${id}-lines`} className="visually-hidden">
          {t('register.order.linesTitle')}
        </h3>
        <p className={styles.lead}>{t('register.order.lead')}</p>
        {adjusted.length > 0 && (
          <div className={styles.alert} role="status">
            <p>{t('register.order.adjusted')}</p>
            <ul>
              {adjusted.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        <ul className={styles.lines}>
          {preview.lines.map((line) => (
            <li key={line.id} className={styles.line}>
              <span className={styles.lineWho}>
                <span className={styles.lineName}>{line.kind === 'registration' ? line.who : line.name}</span>
                <span className={styles.lineRace}>
                  {line.kind === 'registration'
                    ? `${t('register.order.race')}: ${line.name}`
                    : [t(`register.order.kinds.${line.kind}`), line.who].filter(Boolean).join(' · ')}
                  {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                </span>
              </span>
              <span className={styles.linePrice}>
                {line.unitAmount === 0 ? t('register.order.free') : money(line.unitAmount * line.quantity)}
              </span>
            </li>
          ))}
        </ul>
        <PromoField promo={promo} />
        <dl className={styles.sums}>
          <dt>{t('register.order.fullCost')}</dt>
          <dd>{money(pricing.fullCost)}</dd>
          {pricing.discount > 0 && (
            <>
              <dt>{t('register.order.discount')}</dt>
              <dd>−{money(pricing.discount)}</dd>
            </>
          )}
          {race.commissionBasisPoints > 0 && (
            <>
              <dt>
                {t('register.order.commission', {
                  percent: formatPercent(race.commissionBasisPoints, lang),
                })}
              </dt>
              <dd>{money(pricing.commission)}</dd>
            </>
          )}
        </dl>
        <p className={styles.total}>
          <span>{t('register.order.total')}</span>
          <span>{free ? t('register.order.free') : money(pricing.total)}</span>
        </p>
        <dl className={styles.facts}>
          <dt>{t('register.order.payer')}</dt>
          <dd>{t(`register.participants.payers.${flow.draft.payer}`)}</dd>
        </dl>
      </section>
      <fieldset className={styles.panel}>
        <legend className={styles.legend}>{t('register.order.consentsTitle')}</legend>
        <ul className={styles.consents}>
          {CONSENT_LIST.map((consent) => {
            const error = consentError(consent);
            const href = link(consent);
            return (
              <li key={consent}>
                <label className={styles.consent}>
                  <input
                    id={`${id}-${consent}`}
                    type="checkbox"
                    checked={consents[consent]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-${consent}-error` : undefined}
                    onChange={(e) => {
                      const checked = e.currentTarget.checked;
                      setConsents((c) => ({ ...c, [consent]: checked }));
                      if (checked) setMissing((m) => new Set([...m].filter((x) => x !== consent)));
                    }}
                  />
                  <span>
                    {t(`register.order.consents.${consent}`)}
                    {href && (
                      <>
                        {' '}
                        <a className={styles.link} href={href} target="_blank" rel="noreferrer">
                          {t(`register.order.consentLinks.${consent}`)}
                        </a>
                      </>
                    )}
                  </span>
                </label>
                {error && (
                  <p id={`${id}-${consent}-error`} className={styles.personProblem}>
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <p className={styles.info}>
        {free
          ? t('register.order.freeExplain')
          : t('register.order.holdExplain', { count: PAYMENT_WINDOW_MINUTES })}
      </p>
      <StepNav
        onBack={onBack}
        continueLabel={free ? t('register.order.register') : t('register.order.goToPayment')}
        busy={busy}
        busyLabel={t('register.order.sending')}
      />
    </form>
  );
}

/** «5 %» / «2,5 %» of basis points. */
function formatPercent(basisPoints: number, lang: string): string {
  return `${new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'ru-RU', { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`;
}

/** The promo code: typed, applied (with a way to remove it), or what went wrong (SPEC §4 states). */
function PromoField({ promo }: { promo: PromoCode }) {
  const { t } = useTranslation();
  const id = useId();
  const { state } = promo;
  const message =
    state.status === 'invalid'
      ? state.message || t('register.order.promo.invalid')
      : state.status === 'empty'
        ? t('register.order.promo.empty')
        : state.status === 'failed'
          ? t('register.order.promo.failed')
          : null;
  if (state.status === 'applied') {
    return (
      <p className={styles.promoApplied} role="status">
        <span>{t('register.order.promo.applied', { code: state.code })}</span>
        <button type="button" className={styles.linkButton} onClick={promo.remove}>
          {t('register.order.promo.remove')}
        </button>
      </p>
    );
  }
  return (
    <div className={styles.promo}>
      <label className={styles.label} htmlFor={`${id}-code`}>
        {t('register.order.promo.label')}
      </label>
      <div className={styles.promoRow}>
        <input
          id={`${id}-code`}
          className={styles.input}
          value={promo.typed}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => promo.setTyped(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter applies the code; it does not send the order
            if (e.key === 'Enter') {
              e.preventDefault();
              promo.apply();
            }
          }}
        />
        <button
          type="button"
          className={styles.secondary}
          disabled={state.status === 'checking'}
          aria-busy={state.status === 'checking' || undefined}
          onClick={promo.apply}
        >
          {state.status === 'checking' ? t('register.order.promo.checking') : t('register.order.promo.apply')}
        </button>
      </div>
      {message && (
        <p id={`${id}-error`} className={styles.problem} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

interface CustomPriceProps {
  bounds: NonNullable<RegistrationContext['race']['customPrice']>;
  kept: number | null;
  error: string | undefined;
  onChange: (kopecks: number | null) => void;
}

/** A charity race's price, chosen in roubles within its bounds (SPEC §5), kept as typed. */
function CustomPrice({ bounds, kept, error, onChange }: CustomPriceProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const id = useId();
  const [text, setText] = useState(kept !== null ? String(kept / 100) : String(bounds.min.amount / 100));
  const rubles = Number(text.replace(',', '.').replace(/\s/g, ''));
  const kopecks = Number.isFinite(rubles) ? Math.round(rubles * 100) : NaN;
  const local =
    text.trim() === '' || !Number.isFinite(rubles) || !Number.isInteger(rubles * 100)
      ? t('register.order.customPrice.invalid')
      : kopecks < bounds.min.amount
        ? t('register.order.customPrice.belowMin', { min: formatMoney(bounds.min, lang) })
        : kopecks > bounds.max.amount
          ? t('register.order.customPrice.aboveMax', { max: formatMoney(bounds.max, lang) })
          : null;
  const shown = local ?? error;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subTitle}>
        {t('register.order.customPrice.title')}
      </h3>
      <p className={styles.lead}>{t('register.order.customPrice.lead')}</p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-amount`}>
          {t('register.order.customPrice.label')}
        </label>
        <input
          id={`${id}-amount`}
          className={styles.input}
          inputMode="decimal"
          value={text}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setText(next);
            const value = Number(next.replace(',', '.').replace(/\s/g, ''));
            const cents = Math.round(value * 100);
            const valid =
              next.trim() !== '' &&
              Number.isFinite(value) &&
              cents >= bounds.min.amount &&
              cents <= bounds.max.amount;
            onChange(valid ? cents : null);
          }}
        />
        <p id={`${id}-hint`} className={styles.note}>
          {t('register.order.customPrice.hint', {
            min: formatMoney(bounds.min, lang),
            max: formatMoney(bounds.max, lang),
          })}
        </p>
        {shown && (
          <p id={`${id}-error`} className={styles.problem}>
            {shown}
          </p>
        )}
      </div>
    </section>
  );
}
