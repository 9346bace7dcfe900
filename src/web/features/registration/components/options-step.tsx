import { useId, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type {
  InsuranceOffer,
  ItemOffer,
  OptionChoices,
} from '../../../../shared/schemas/registration-options.js';
import type { RegistrationContext } from '../../../../shared/schemas/registration.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatCalendarDate, formatMoney } from '../../../lib/catalogue-format.js';
import { NO_CHOICES, type Flow, type FlowParticipant } from '../flow.js';
import styles from './options-step.module.css';
import { StepNav } from './step-nav.js';
import stepStyles from './steps.module.css';

/** The most of one item an order takes (registration-options.ts MAX_ITEM_QUANTITY). */
const MAX_QUANTITY = 10;

interface OptionsStepProps {
  context: RegistrationContext;
  flow: Flow;
  nameOf: (participant: FlowParticipant) => string;
  /** What the last order attempt was told is left, by `itemId:variantId` (SPEC §8 'in stock: N'). */
  inStock: ReadonlyMap<string, number>;
  onChange: (choices: OptionChoices) => void;
  onContinue: () => void;
  onBack: (() => void) | null;
}

/**
 * SPEC §2's options step: insurance per participant, services and goods per participant or per order,
 * sizes with their stock (a size that is out cannot be chosen). Every change goes to the draft at once.
 */
export function OptionsStep({
  context,
  flow,
  nameOf,
  inStock,
  onChange,
  onContinue,
  onBack,
}: OptionsStepProps) {
  const { t } = useTranslation();
  const choices = flow.draft.options ?? NO_CHOICES;
  const { insurances, items } = context.options;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };

  return (
    <form className={stepStyles.step} noValidate onSubmit={submit}>
      <p className={stepStyles.lead}>{t('register.options.lead')}</p>
      {insurances.map((offer) => (
        <InsuranceCard
          key={offer.id}
          offer={offer}
          participants={flow.draft.participants}
          nameOf={nameOf}
          choices={choices}
          onChange={onChange}
        />
      ))}
      {items.map((item) => (
        <ItemCard
          key={item.id}
          item={item}
          participants={flow.draft.participants}
          nameOf={nameOf}
          choices={choices}
          inStock={inStock}
          onChange={onChange}
        />
      ))}
      <StepNav onBack={onBack} continueLabel={t('register.continue')} />
    </form>
  );
}

interface CardProps {
  participants: readonly FlowParticipant[];
  nameOf: (participant: FlowParticipant) => string;
  choices: OptionChoices;
  onChange: (choices: OptionChoices) => void;
}

function InsuranceCard({
  offer,
  participants,
  nameOf,
  choices,
  onChange,
}: CardProps & { offer: InsuranceOffer }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const id = useId();
  const chosen = (key: string) =>
    choices.insurance.some((c) => c.insuranceId === offer.id && c.participantKey === key);
  const toggle = (key: string, on: boolean) =>
    onChange({
      ...choices,
      insurance: on
        ? [...choices.insurance, { participantKey: key, insuranceId: offer.id }]
        : choices.insurance.filter((c) => !(c.insuranceId === offer.id && c.participantKey === key)),
    });
  return (
    <fieldset className={stepStyles.panel} aria-describedby={`${id}-facts`}>
      <legend className={stepStyles.legend}>{offer.policyType}</legend>
      <div className={styles.head}>
        <span className={styles.kind}>{t('register.order.kinds.insurance')}</span>
        <span className={styles.price}>
          {t('register.options.perParticipant', { price: formatMoney(offer.premium, lang) })}
        </span>
      </div>
      <dl id={`${id}-facts`} className={styles.facts}>
        <dt>{t('register.options.sport')}</dt>
        <dd>{offer.sport}</dd>
        <dt>{t('register.options.compensation')}</dt>
        <dd>{formatMoney(offer.compensation, lang)}</dd>
        <dt>{t('register.options.startsOn')}</dt>
        <dd>{formatCalendarDate(offer.startsOn, lang)}</dd>
      </dl>
      <ul className={styles.who}>
        {participants.map((p) => (
          <li key={p.key}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={chosen(p.key)}
                onChange={(e) => toggle(p.key, e.currentTarget.checked)}
              />
              {nameOf(p)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function ItemCard({
  item,
  participants,
  nameOf,
  choices,
  inStock,
  onChange,
}: CardProps & { item: ItemOffer; inStock: ReadonlyMap<string, number> }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const id = useId();
  const mine = choices.items.filter((c) => c.itemId === item.id);
  const others = choices.items.filter((c) => c.itemId !== item.id);
  const firstInStock = item.variants.find((v) => v.stockLeft === null || v.stockLeft > 0);
  const soldOut = item.variants.length ? !firstInStock : item.stockLeft === 0;
  const told = [...inStock.entries()].filter(([key]) => key.startsWith(`${item.id}:`));
  const set = (next: OptionChoices['items']) => onChange({ ...choices, items: [...others, ...next] });
  const price = formatMoney(item.price, lang);

  const stockNote = (left: number | null) =>
    left === 0
      ? t('register.options.soldOut')
      : left !== null && left <= 5
        ? t('register.options.left', { count: left })
        : null;

  const sizeSelect = (key: string | undefined, variantId: number | undefined) => (
    <select
      className={styles.size}
      aria-label={key ? t('register.options.sizeFor', { name: nameOfKey(key) }) : t('register.options.size')}
      value={variantId ?? ''}
      onChange={(e) =>
        set(
          mine.map((c) =>
            c.participantKey === key ? { ...c, variantId: Number(e.currentTarget.value) } : c,
          ),
        )
      }
    >
      {item.variants.map((v) => (
        <option key={v.id} value={v.id} disabled={v.stockLeft === 0}>
          {v.stockLeft === 0 ? `${v.label} — ${t('register.options.soldOut')}` : v.label}
        </option>
      ))}
    </select>
  );
  const nameOfKey = (key: string) => {
    const participant = participants.find((p) => p.key === key);
    return participant ? nameOf(participant) : '';
  };

  return (
    <fieldset className={stepStyles.panel} aria-describedby={`${id}-about`}>
      <legend className={stepStyles.legend}>{item.name}</legend>
      <div className={styles.head}>
        <span className={styles.kind}>{t(`register.options.kinds.${item.kind}`)}</span>
        <span className={styles.price}>
          {item.per === 'participant'
            ? t('register.options.perParticipant', { price })
            : t('register.options.perOrder', { price })}
        </span>
      </div>
      <div id={`${id}-about`} className={styles.about}>
        {item.imageUrl && <img className={styles.image} src={item.imageUrl} alt="" width={96} height={96} />}
        {item.description && <p className={stepStyles.lead}>{item.description}</p>}
        {!item.variants.length && stockNote(item.stockLeft) && (
          <p className={styles.stock}>{stockNote(item.stockLeft)}</p>
        )}
        {item.variants.length > 0 && (
          <p className={styles.stock}>
            {item.variants
              .map((v) => (stockNote(v.stockLeft) ? `${v.label}: ${stockNote(v.stockLeft)}` : null))
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        {told.map(([key, count]) => (
          <p key={key} className={stepStyles.alert} role="status">
            {t('register.options.inStock', {
              name: item.variants.find((v) => `${item.id}:${v.id}` === key)?.label ?? item.name,
              count,
            })}
          </p>
        ))}
      </div>
      {item.per === 'participant' ? (
        <ul className={styles.who}>
          {participants.map((p) => {
            const choice = mine.find((c) => c.participantKey === p.key);
            return (
              <li key={p.key} className={styles.whoRow}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={choice !== undefined}
                    disabled={soldOut && !choice}
                    onChange={(e) =>
                      set(
                        e.currentTarget.checked
                          ? [
                              ...mine,
                              {
                                itemId: item.id,
                                participantKey: p.key,
                                quantity: 1,
                                ...(firstInStock ? { variantId: firstInStock.id } : {}),
                              },
                            ]
                          : mine.filter((c) => c.participantKey !== p.key),
                      )
                    }
                  />
                  {nameOf(p)}
                </label>
                {choice && item.variants.length > 0 && sizeSelect(p.key, choice.variantId)}
              </li>
            );
          })}
        </ul>
      ) : (
        <label className={styles.quantity}>
          <span>{t('register.options.quantity')}</span>
          <select
            className={styles.size}
            value={mine[0]?.quantity ?? 0}
            disabled={soldOut && !mine.length}
            onChange={(e) => {
              const quantity = Number(e.currentTarget.value);
              set(quantity > 0 ? [{ itemId: item.id, quantity }] : []);
            }}
          >
            {Array.from(
              { length: Math.min(MAX_QUANTITY, item.stockLeft ?? MAX_QUANTITY) + 1 },
              (_, n) => n,
            ).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
