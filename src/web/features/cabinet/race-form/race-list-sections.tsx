import { useFieldArray, useFormContext, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { RaceEditor } from '../../../../shared/schemas/cabinet-races.js';
import { ListMessage, ListRow, RaceCheck, RaceInput, RaceSelect } from './race-fields.js';
import type { RaceForm } from './race-form-model.js';
import styles from './race-form.module.css';

/* The race editor's list sections: insurance and the event's goods with sizes, and the race's codes. */

type Sold = RaceEditor['sold'] | undefined;

/** The choices of a select: each value with its text. */
export const options = <T extends string>(values: readonly T[], label: (v: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

export function OptionsSection({ view }: { view: RaceEditor | null }) {
  const { t } = useTranslation();
  const { control } = useFormContext<RaceForm>();
  const insurances = useFieldArray({ control, name: 'insurances', keyName: 'key' });
  const items = useFieldArray({ control, name: 'items', keyName: 'key' });
  const itemValues = useWatch({ control, name: 'items' });
  const types = options(['accident', 'cancellation', 'bicycle', 'ski'] as const, (v) =>
    t(`cabinetRaceEditor.options.types.${v}`),
  );
  const kinds = options(['good', 'service'] as const, (v) => t(`cabinetRaceEditor.options.kinds.${v}`));
  const pers = options(['participant', 'order'] as const, (v) => t(`cabinetRaceEditor.options.pers.${v}`));
  return (
    <>
      <h3 className={styles.subTitle}>{t('cabinetRaceEditor.options.insurances')}</h3>
      <ListMessage path="insurances" />
      {insurances.fields.map((field, i) => {
        const legend = t('cabinetRaceEditor.options.insurance', { n: i + 1 });
        return (
          <ListRow
            key={field.key}
            legend={legend}
            onRemove={() => insurances.remove(i)}
            removeLabel={t('cabinetRaceEditor.removeOf', { what: legend })}
          >
            <RaceSelect
              path={`insurances.${i}.type`}
              label={t('cabinetRaceEditor.options.type')}
              options={types}
            />
            <RaceInput path={`insurances.${i}.sportRu`} label={t('cabinetRaceEditor.options.sportRu')} />
            <RaceInput path={`insurances.${i}.sportEn`} label={t('cabinetRaceEditor.options.sportEn')} />
            <RaceInput
              path={`insurances.${i}.policyTypeRu`}
              label={t('cabinetRaceEditor.options.policyRu')}
            />
            <RaceInput
              path={`insurances.${i}.policyTypeEn`}
              label={t('cabinetRaceEditor.options.policyEn')}
            />
            <RaceInput
              path={`insurances.${i}.compensationAmount`}
              label={t('cabinetRaceEditor.options.compensation')}
              kind="money"
            />
            <RaceInput
              path={`insurances.${i}.premiumAmount`}
              label={t('cabinetRaceEditor.options.premium')}
              kind="money"
            />
          </ListRow>
        );
      })}
      <button
        type="button"
        className={styles.add}
        onClick={() =>
          insurances.append({
            type: 'accident',
            sportRu: '',
            sportEn: '',
            policyTypeRu: '',
            policyTypeEn: '',
            compensationAmount: '',
            premiumAmount: '',
          })
        }
      >
        + {t('cabinetRaceEditor.options.addInsurance')}
      </button>

      <h3 className={styles.subTitle}>{t('cabinetRaceEditor.options.items')}</h3>
      <p className={styles.note}>{t('cabinetRaceEditor.options.itemsHint')}</p>
      <ListMessage path="items" />
      {items.fields.map((field, i) => {
        const legend = t('cabinetRaceEditor.options.item', { n: i + 1 });
        const id = itemValues?.[i]?.id;
        const sold = id === undefined ? 0 : (view?.sold.items[String(id)] ?? 0);
        return (
          <ListRow
            key={field.key}
            legend={legend}
            onRemove={() => items.remove(i)}
            removeLabel={t('cabinetRaceEditor.removeOf', { what: legend })}
            note={sold > 0 ? t('cabinetRaceEditor.options.sold', { n: sold }) : undefined}
          >
            <RaceSelect
              path={`items.${i}.kind`}
              label={t('cabinetRaceEditor.options.kind')}
              options={kinds}
            />
            <RaceInput path={`items.${i}.nameRu`} label={t('cabinetRaceEditor.options.nameRu')} />
            <RaceInput path={`items.${i}.nameEn`} label={t('cabinetRaceEditor.options.nameEn')} />
            <RaceInput
              path={`items.${i}.priceAmount`}
              label={t('cabinetRaceEditor.options.price')}
              kind="money"
            />
            <RaceSelect path={`items.${i}.per`} label={t('cabinetRaceEditor.options.per')} options={pers} />
            <RaceInput
              path={`items.${i}.stock`}
              label={t('cabinetRaceEditor.options.stock')}
              hint={t('cabinetRaceEditor.options.stockHint')}
              kind="number"
            />
            <Sizes control={control} item={i} sold={view?.sold} />
          </ListRow>
        );
      })}
      <button
        type="button"
        className={styles.add}
        onClick={() =>
          items.append({
            kind: 'good',
            nameRu: '',
            nameEn: '',
            priceAmount: '',
            per: 'participant',
            stock: '',
            variants: [],
          })
        }
      >
        + {t('cabinetRaceEditor.options.addItem')}
      </button>
    </>
  );
}

/** The sizes of a good, each with its stock and what is sold of it. */
function Sizes({ control, item, sold }: { control: Control<RaceForm>; item: number; sold: Sold }) {
  const { t } = useTranslation();
  const sizes = useFieldArray({ control, name: `items.${item}.variants`, keyName: 'key' });
  const values = useWatch({ control, name: `items.${item}.variants` });
  return (
    <fieldset className={styles.group}>
      <legend className={styles.rowLegend}>{t('cabinetRaceEditor.options.sizes')}</legend>
      <ListMessage path={`items.${item}.variants`} />
      {sizes.fields.map((field, j) => {
        const legend = t('cabinetRaceEditor.options.size', { n: j + 1 });
        const id = values?.[j]?.id;
        const n = id === undefined ? 0 : (sold?.variants[String(id)] ?? 0);
        return (
          <ListRow
            key={field.key}
            legend={legend}
            onRemove={() => sizes.remove(j)}
            removeLabel={t('cabinetRaceEditor.removeOf', { what: legend })}
            note={n > 0 ? t('cabinetRaceEditor.options.sold', { n }) : undefined}
          >
            <RaceInput
              path={`items.${item}.variants.${j}.labelRu`}
              label={t('cabinetRaceEditor.options.sizeRu')}
              width="narrow"
            />
            <RaceInput
              path={`items.${item}.variants.${j}.labelEn`}
              label={t('cabinetRaceEditor.options.sizeEn')}
              width="narrow"
            />
            <RaceInput
              path={`items.${item}.variants.${j}.stock`}
              label={t('cabinetRaceEditor.options.stock')}
              kind="number"
              width="narrow"
            />
          </ListRow>
        );
      })}
      <button
        type="button"
        className={styles.add}
        onClick={() => sizes.append({ labelRu: '', labelEn: '', stock: '' })}
      >
        + {t('cabinetRaceEditor.options.addSize')}
      </button>
    </fieldset>
  );
}

export function CodesSection({ view }: { view: RaceEditor | null }) {
  const { t } = useTranslation();
  const { control } = useFormContext<RaceForm>();
  const codes = useFieldArray({ control, name: 'codes', keyName: 'key' });
  const values = useWatch({ control, name: 'codes' });
  const kinds = options(['percent', 'amount', 'access'] as const, (v) =>
    t(`cabinetRaceEditor.codes.kinds.${v}`),
  );
  return (
    <>
      <p className={styles.note}>{t('cabinetRaceEditor.codes.hint')}</p>
      <ListMessage path="codes" />
      {codes.fields.map((field, i) => {
        const legend = t('cabinetRaceEditor.codes.item', { n: i + 1 });
        const id = values?.[i]?.id;
        const used = id === undefined ? 0 : (view?.uses[String(id)] ?? 0);
        return (
          <ListRow
            key={field.key}
            legend={legend}
            onRemove={() => codes.remove(i)}
            removeLabel={t('cabinetRaceEditor.removeOf', { what: legend })}
            note={used > 0 ? t('cabinetRaceEditor.codes.used', { n: used }) : undefined}
          >
            <RaceInput path={`codes.${i}.code`} label={t('cabinetRaceEditor.codes.code')} />
            <RaceSelect path={`codes.${i}.kind`} label={t('cabinetRaceEditor.codes.kind')} options={kinds} />
            {values?.[i]?.kind !== 'access' && (
              <RaceInput
                path={`codes.${i}.value`}
                label={t('cabinetRaceEditor.codes.value')}
                kind={values?.[i]?.kind === 'amount' ? 'money' : 'number'}
              />
            )}
            <RaceInput
              path={`codes.${i}.maxUses`}
              label={t('cabinetRaceEditor.codes.maxUses')}
              hint={t('cabinetRaceEditor.codes.maxUsesHint')}
              kind="number"
            />
            <RaceInput
              path={`codes.${i}.validFrom`}
              label={t('cabinetRaceEditor.codes.validFrom')}
              kind="datetime"
            />
            <RaceInput
              path={`codes.${i}.validUntil`}
              label={t('cabinetRaceEditor.codes.validUntil')}
              kind="datetime"
            />
            <RaceCheck path={`codes.${i}.active`} label={t('cabinetRaceEditor.codes.active')} />
          </ListRow>
        );
      })}
      <button
        type="button"
        className={styles.add}
        onClick={() =>
          codes.append({
            code: '',
            kind: 'percent',
            value: '',
            maxUses: '',
            validFrom: '',
            validUntil: '',
            active: true,
          })
        }
      >
        + {t('cabinetRaceEditor.codes.add')}
      </button>
    </>
  );
}
