import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAYMENT_WINDOW_MINUTES } from '../../../../shared/constants.js';
import type { OrderPlaced, RegistrationContext } from '../../../../shared/schemas/registration.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatMoney, formatTime } from '../../../lib/catalogue-format.js';
import { participantName, type Flow } from '../flow.js';
import { StepNav } from './step-nav.js';
import styles from './steps.module.css';

interface OrderStepProps {
  context: RegistrationContext;
  flow: Flow;
  /** The order is being sent: its button is disabled. */
  busy: boolean;
  onBack: (() => void) | null;
  onPlace: () => void;
}

/** SPEC §2 "my order": who runs which race at what price, the total, the 20-minute hold, and the button. */
export function OrderStep({ context, flow, busy, onBack, onPlace }: OrderStepProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { race } = context;
  const free = race.price.amount === 0;
  const count = flow.draft.participants.length;
  const total = { amount: race.price.amount * count, currency: race.price.currency };
  const price = free ? t('register.order.free') : formatMoney(race.price, lang);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onPlace();
  };

  return (
    <form className={styles.step} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <section className={styles.panel} aria-labelledby="order-lines">
        <h3 id="order-lines" className="visually-hidden">
          {t('register.order.participant')}
        </h3>
        <p className={styles.lead}>{t('register.order.lead')}</p>
        <ul className={styles.lines}>
          {flow.draft.participants.map((participant) => (
            <li key={participant.key} className={styles.line}>
              <span className={styles.lineWho}>
                <span className={styles.lineName}>{participantName(participant, context)}</span>
                <span className={styles.lineRace}>
                  {t('register.order.race')}: {race.name}
                </span>
              </span>
              <span className={styles.linePrice}>{price}</span>
            </li>
          ))}
        </ul>
        <p className={styles.total}>
          <span>{t('register.order.total')}</span>
          <span>{free ? t('register.order.free') : formatMoney(total, lang)}</span>
        </p>
        <dl className={styles.facts}>
          <dt>{t('register.order.payer')}</dt>
          <dd>{t(`register.participants.payers.${flow.draft.payer}`)}</dd>
        </dl>
      </section>
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

interface OrderPlacedPanelProps {
  order: OrderPlaced;
  timeZone: string;
  /** The order's page (the success page of this race). */
  orderHref: string;
}

/** An order awaiting payment: its places held until the hold ends; payment is the next step. */
export function OrderPlacedPanel({ order, timeZone, orderHref }: OrderPlacedPanelProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  // the button that sent the order is gone: the focus goes to what happened
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.placed} aria-labelledby="order-placed" role="status">
      <h3 id="order-placed" ref={heading} tabIndex={-1} className={styles.placedTitle}>
        {t('register.placed.title', { number: order.orderNumber })}
      </h3>
      {order.expiresAt && (
        <p className={styles.lead}>
          {t('register.placed.held', { time: formatTime(order.expiresAt, lang, timeZone) })}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>{t('register.order.total')}</dt>
        <dd>{formatMoney(order.total, lang)}</dd>
      </dl>
      <p className={styles.info}>{t('register.placed.next')}</p>
      <div className={styles.actions}>
        <Link className={styles.primary} to={orderHref}>
          {t('register.placed.view')}
        </Link>
        <Link className={styles.secondary} to="/MyAccount/Orders">
          {t('register.placed.myOrders')}
        </Link>
      </div>
    </section>
  );
}
