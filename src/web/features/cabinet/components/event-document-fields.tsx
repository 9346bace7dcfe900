import { useFieldArray, type Control, type FieldPath, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { FormField, fieldAria } from '../../../components/ui/form-field.js';
import controls from '../../../components/ui/form-controls.module.css';
import type { EventFormValues } from './event-form.js';
import styles from './event-form.module.css';

const KINDS = ['terms', 'offer', 'certificate'] as const;

interface EventDocumentFieldsProps {
  control: Control<EventFormValues>;
  register: UseFormRegister<EventFormValues>;
  messageOf: (name: FieldPath<EventFormValues>) => string | undefined;
}

/** The event's documents: each a kind, a title in both languages and an https link. */
export function EventDocumentFields({ control, register, messageOf }: EventDocumentFieldsProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'documents' });
  return (
    <div className={styles.rows}>
      {fields.length === 0 && <p className={controls.hint}>{t('cabinetEvent.documentsEmpty')}</p>}
      {fields.map((field, i) => {
        const input = (part: 'titleRu' | 'titleEn' | 'url', label: string) => {
          const name = `documents.${i}.${part}` as const;
          const id = `event-documents-${i}-${part}`;
          const error = messageOf(name);
          return (
            <FormField id={id} label={label} error={error}>
              <input
                {...register(name)}
                id={id}
                type={part === 'url' ? 'url' : 'text'}
                className={`${controls.input} ${styles.input}`}
                {...fieldAria(id, { error })}
              />
            </FormField>
          );
        };
        const kindId = `event-documents-${i}-kind`;
        const headingId = `event-documents-${i}`;
        return (
          <section key={field.id} className={styles.document} aria-labelledby={headingId}>
            <div className={styles.documentHead}>
              <h3 id={headingId} className={styles.subheading}>
                {t('cabinetEvent.documentN', { n: i + 1 })}
              </h3>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('cabinetEvent.removeDocument', { n: i + 1 })}
                onClick={() => remove(i)}
              >
                ×
              </button>
            </div>
            <div className={styles.pair}>
              <FormField id={kindId} label={t('cabinetEvent.kind')} error={messageOf(`documents.${i}.kind`)}>
                <select
                  {...register(`documents.${i}.kind`)}
                  id={kindId}
                  className={`${controls.input} ${styles.input}`}
                >
                  {KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`cabinetEvent.kinds.${kind}`)}
                    </option>
                  ))}
                </select>
              </FormField>
              {input('url', t('cabinetEvent.url'))}
            </div>
            <div className={styles.pair}>
              {input('titleRu', t('cabinetEvent.titleRu'))}
              {input('titleEn', t('cabinetEvent.titleEn'))}
            </div>
          </section>
        );
      })}
      <button
        type="button"
        className={styles.secondary}
        onClick={() => append({ kind: 'terms', titleRu: '', titleEn: '', url: 'https://' })}
      >
        {t('cabinetEvent.addDocument')}
      </button>
    </div>
  );
}
