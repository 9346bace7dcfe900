import { useFieldArray, type Control, type FieldPath, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { fieldAria } from '../../../components/ui/form-field.js';
import controls from '../../../components/ui/form-controls.module.css';
import type { EventFormValues } from './event-form.js';
import styles from './event-form.module.css';

interface EventProgramFieldsProps {
  control: Control<EventFormValues>;
  register: UseFormRegister<EventFormValues>;
  language: 'ru' | 'en';
  messageOf: (name: FieldPath<EventFormValues>) => string | undefined;
}

/** The program of one language: rows of a time and what happens then, added and removed. */
export function EventProgramFields({ control, register, language, messageOf }: EventProgramFieldsProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: `program.${language}` });
  const headingId = `event-program-${language}`;
  return (
    <section className={styles.rows} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {t(language === 'ru' ? 'cabinetEvent.programRu' : 'cabinetEvent.programEn')}
      </h3>
      {fields.length === 0 && <p className={controls.hint}>{t('cabinetEvent.programEmpty')}</p>}
      {fields.map((field, i) => {
        const base = `program.${language}.${i}` as const;
        const timeId = `event-program-${language}-${i}-time`;
        const titleId = `event-program-${language}-${i}-title`;
        const timeError = messageOf(`${base}.time`);
        const titleError = messageOf(`${base}.title`);
        return (
          <div key={field.id} className={styles.programRow}>
            <div className={controls.field}>
              <label className={controls.label} htmlFor={timeId}>
                {t('cabinetEvent.time')}
              </label>
              <input
                {...register(`${base}.time`)}
                id={timeId}
                inputMode="numeric"
                placeholder="09:30"
                className={`${controls.input} ${styles.input} ${styles.time}`}
                {...fieldAria(timeId, { error: timeError })}
              />
              {timeError && (
                <p id={`${timeId}-error`} className={controls.error}>
                  {timeError}
                </p>
              )}
            </div>
            <div className={`${controls.field} ${styles.grow}`}>
              <label className={controls.label} htmlFor={titleId}>
                {t('cabinetEvent.itemTitle')}
              </label>
              <input
                {...register(`${base}.title`)}
                id={titleId}
                className={`${controls.input} ${styles.input}`}
                {...fieldAria(titleId, { error: titleError })}
              />
              {titleError && (
                <p id={`${titleId}-error`} className={controls.error}>
                  {titleError}
                </p>
              )}
            </div>
            <button
              type="button"
              className={styles.remove}
              aria-label={t('cabinetEvent.removeItem', { n: i + 1 })}
              onClick={() => remove(i)}
            >
              ×
            </button>
          </div>
        );
      })}
      <button type="button" className={styles.secondary} onClick={() => append({ time: '', title: '' })}>
        {t(language === 'ru' ? 'cabinetEvent.addItemRu' : 'cabinetEvent.addItemEn')}
      </button>
    </section>
  );
}
