import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { RaceEditor } from '../../../../shared/schemas/cabinet-races.js';
import { ListMessage, ListRow, RaceInput, RaceSelect } from './race-fields.js';
import type { RaceForm } from './race-form-model.js';
import { options } from './race-list-sections.js';
import styles from './race-form.module.css';

/* The race editor's team format: individual, team or relay, the member range and rules, a relay's stages. */

export function TeamSection({ view }: { view: RaceEditor | null }) {
  const { t } = useTranslation();
  const { control } = useFormContext<RaceForm>();
  const format = useWatch({ control, name: 'format' });
  const stages = useFieldArray({ control, name: 'stages' });
  const locked = view?.formatLocked === true;
  const formats = options(['individual', 'team', 'relay'] as const, (v) =>
    t(`cabinetRaceEditor.team.formats.${v}`),
  );
  return (
    <>
      {locked && <p className={styles.note}>{t('cabinetRaceEditor.team.locked')}</p>}
      <div className={styles.grid}>
        <RaceSelect path="format" label={t('cabinetRaceEditor.team.format')} options={formats} />
        {format !== 'individual' && (
          <>
            <RaceInput path="teamMinMembers" label={t('cabinetRaceEditor.team.minMembers')} kind="number" />
            <RaceInput path="teamMaxMembers" label={t('cabinetRaceEditor.team.maxMembers')} kind="number" />
            <RaceSelect
              path="teamGenderRule"
              label={t('cabinetRaceEditor.team.genderRule')}
              options={options(['any', 'mixed'] as const, (v) =>
                t(`cabinetRaceEditor.team.genderRules.${v}`),
              )}
            />
            <RaceSelect
              path="teamPayment"
              label={t('cabinetRaceEditor.team.payment')}
              options={options(['captain', 'each'] as const, (v) =>
                t(`cabinetRaceEditor.team.payments.${v}`),
              )}
            />
          </>
        )}
      </div>
      {format === 'relay' && (
        <>
          <h3 className={styles.subTitle}>{t('cabinetRaceEditor.team.stages')}</h3>
          <ListMessage path="stages" />
          {stages.fields.map((field, i) => {
            const legend = t('cabinetRaceEditor.team.stage', { n: i + 1 });
            return (
              <ListRow
                key={field.id}
                legend={legend}
                onRemove={() => stages.remove(i)}
                removeLabel={t('cabinetRaceEditor.removeOf', { what: legend })}
              >
                <RaceInput path={`stages.${i}.nameRu`} label={t('cabinetRaceEditor.team.stageNameRu')} />
                <RaceInput path={`stages.${i}.nameEn`} label={t('cabinetRaceEditor.team.stageNameEn')} />
                <RaceInput
                  path={`stages.${i}.lengthM`}
                  label={t('cabinetRaceEditor.team.stageLength')}
                  kind="number"
                />
                <RaceInput
                  path={`stages.${i}.minParticipants`}
                  label={t('cabinetRaceEditor.team.stageMin')}
                  kind="number"
                />
                <RaceInput
                  path={`stages.${i}.maxParticipants`}
                  label={t('cabinetRaceEditor.team.stageMax')}
                  kind="number"
                />
              </ListRow>
            );
          })}
          <button
            type="button"
            className={styles.add}
            onClick={() =>
              stages.append({ nameRu: '', nameEn: '', lengthM: '', minParticipants: '', maxParticipants: '' })
            }
          >
            + {t('cabinetRaceEditor.team.addStage')}
          </button>
        </>
      )}
    </>
  );
}
