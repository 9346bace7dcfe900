import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { RaceEditor } from '../../../../shared/schemas/cabinet-races.js';
import type { RaceFormField } from '../../../../shared/schemas/registration.js';
import { ListMessage, ListRow, RaceCheck, RaceInput, RaceSelect } from './race-fields.js';
import type { RaceForm } from './race-form-model.js';
import styles from './race-form.module.css';

/* The race editor's first sections: basics, places and dates, prices, rules and the registration form. */

/** Every field a registration form can ask (the type checks none is missing), without loading the schema. */
const FORM_FIELDS = Object.keys({
  birthDate: true,
  gender: true,
  phone: true,
  emergencyPhone: true,
  document: true,
  address: true,
  club: true,
} satisfies Record<RaceFormField, true>) as RaceFormField[];

export function BasicsSection() {
  const { t } = useTranslation();
  return (
    <div className={styles.grid}>
      <RaceInput path="nameRu" label={t('cabinetRaceEditor.basics.nameRu')} />
      <RaceInput path="nameEn" label={t('cabinetRaceEditor.basics.nameEn')} />
      <RaceInput
        path="code"
        label={t('cabinetRaceEditor.basics.code')}
        hint={t('cabinetRaceEditor.basics.codeHint')}
      />
      <RaceInput path="lengthM" label={t('cabinetRaceEditor.basics.lengthM')} kind="number" width="narrow" />
      <RaceInput path="startsAt" label={t('cabinetRaceEditor.basics.startsAt')} kind="datetime" />
    </div>
  );
}

export function PlacesSection({ view }: { view: RaceEditor | null }) {
  const { t } = useTranslation();
  return (
    <>
      {view && (
        <p className={styles.note} role="status">
          {t('cabinetRaceEditor.places.takenNow', view.taken)}
        </p>
      )}
      <div className={styles.grid}>
        <RaceInput
          path="capacity"
          label={t('cabinetRaceEditor.places.capacity')}
          hint={t('cabinetRaceEditor.places.capacityHint')}
          kind="number"
        />
        <RaceInput
          path="childCapacity"
          label={t('cabinetRaceEditor.places.childCapacity')}
          hint={t('cabinetRaceEditor.places.childCapacityHint')}
          kind="number"
        />
        <RaceInput
          path="registrationOpensAt"
          label={t('cabinetRaceEditor.places.opensAt')}
          hint={t('cabinetRaceEditor.places.datesHint')}
          kind="datetime"
        />
        <RaceInput
          path="registrationClosesAt"
          label={t('cabinetRaceEditor.places.closesAt')}
          kind="datetime"
        />
      </div>
      <RaceCheck path="childrenNeedAdult" label={t('cabinetRaceEditor.places.childrenNeedAdult')} />
      <RaceCheck path="registrationDisabled" label={t('cabinetRaceEditor.places.disabled')} />
    </>
  );
}

export function PricesSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<RaceForm>();
  const steps = useFieldArray({ control, name: 'prices' });
  return (
    <>
      <p className={styles.note}>{t('cabinetRaceEditor.prices.hint')}</p>
      <ListMessage path="prices" />
      {steps.fields.map((field, i) => {
        const legend = t('cabinetRaceEditor.prices.step', { n: i + 1 });
        return (
          <ListRow
            key={field.id}
            legend={legend}
            onRemove={() => steps.remove(i)}
            removeLabel={t('cabinetRaceEditor.removeOf', { what: legend })}
          >
            <RaceInput
              path={`prices.${i}.validFrom`}
              label={t('cabinetRaceEditor.prices.from')}
              kind="datetime"
            />
            <RaceInput
              path={`prices.${i}.amount`}
              label={t('cabinetRaceEditor.prices.amount')}
              kind="money"
            />
          </ListRow>
        );
      })}
      <button
        type="button"
        className={styles.add}
        onClick={() => steps.append({ validFrom: '', amount: '' })}
      >
        + {t('cabinetRaceEditor.prices.add')}
      </button>
    </>
  );
}

export function RulesSection() {
  const { t } = useTranslation();
  const genders = (['any', 'male', 'female'] as const).map((value) => ({
    value,
    label: t(`cabinetRaceEditor.rules.genders.${value}`),
  }));
  return (
    <>
      <div className={styles.grid}>
        <RaceSelect path="gender" label={t('cabinetRaceEditor.rules.gender')} options={genders} />
        <RaceInput
          path="minAge"
          label={t('cabinetRaceEditor.rules.minAge')}
          hint={t('cabinetRaceEditor.rules.ageHint')}
          kind="number"
        />
        <RaceInput path="maxAge" label={t('cabinetRaceEditor.rules.maxAge')} kind="number" />
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.rowLegend}>{t('cabinetRaceEditor.rules.formFields')}</legend>
        {FORM_FIELDS.map((field) => (
          <RaceCheck
            key={field}
            path="formFields"
            value={field}
            label={t(`cabinetRaceEditor.rules.fields.${field}`)}
          />
        ))}
        <ListMessage path="formFields" />
      </fieldset>
      <RaceCheck path="accessCodeRequired" label={t('cabinetRaceEditor.rules.accessCodeRequired')} />
    </>
  );
}
