import { lazy, Suspense } from 'react';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IDENTITY_DOCUMENT_TYPES, identityDocumentType } from '../../../shared/domain/identity-documents.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { fieldAria } from '../../components/ui/form-field.js';
import { Field } from './field.js';
import type { ProfileFormValues } from './profile-form-values.js';
import styles from './profile-form.module.css';

// imask is ~15 KB gzip: it loads only when a document with a mask is on screen
const MaskedDocumentInput = lazy(() =>
  import('./masked-document-input.js').then((m) => ({ default: m.MaskedDocumentInput })),
);

const FREE_MAX_LENGTH = 25;

type DocumentErrors = FieldErrors<ProfileFormValues>['documents'];

interface DocumentsFieldProps {
  control: Control<ProfileFormValues>;
  errors: DocumentErrors;
}

/** Identity documents: a list of (type, number) with the type's mask and placeholder (SPEC §5). */
export function DocumentsField({ control, errors }: DocumentsFieldProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'documents' });

  return (
    <div className={styles.documents}>
      {fields.length === 0 && <p className={styles.hint}>{t('account.profile.noDocuments')}</p>}
      {fields.length > 0 && (
        <ul className={styles.documentList}>
          {fields.map((item, index) => (
            <DocumentRow
              key={item.id}
              control={control}
              index={index}
              errors={errors}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
      )}
      <button
        type="button"
        className={styles.secondaryButton}
        onClick={() => {
          const used = new Set(fields.map((f) => f.type));
          const next = IDENTITY_DOCUMENT_TYPES.find((type) => !used.has(type.code));
          append({ type: (next ?? IDENTITY_DOCUMENT_TYPES[0]!).code, number: '' });
        }}
      >
        {t('account.profile.addDocument')}
      </button>
    </div>
  );
}

interface DocumentRowProps {
  control: Control<ProfileFormValues>;
  index: number;
  errors: DocumentErrors;
  onRemove: () => void;
}

function DocumentRow({ control, index, errors, onRemove }: DocumentRowProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const typeCode = useWatch({ control, name: `documents.${index}.type` });
  const type = identityDocumentType(typeCode);
  const typeId = `documents.${index}.type`;
  const numberId = `documents.${index}.number`;
  const typeError = errors?.[index]?.type?.message;
  const numberError = errors?.[index]?.number?.message;

  return (
    <li className={styles.documentRow}>
      <Controller
        control={control}
        name={`documents.${index}.type`}
        render={({ field }) => (
          <Field id={typeId} label={t('account.profile.documentType')} error={typeError}>
            <select
              id={typeId}
              className={styles.input}
              {...fieldAria(typeId, { error: typeError })}
              name={field.name}
              value={field.value}
              onChange={(e) => field.onChange(e.currentTarget.value)}
              onBlur={field.onBlur}
            >
              {IDENTITY_DOCUMENT_TYPES.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name[lang]}
                </option>
              ))}
            </select>
          </Field>
        )}
      />
      <Controller
        control={control}
        name={`documents.${index}.number`}
        render={({ field }) => {
          const common = {
            id: numberId,
            className: styles.input,
            placeholder: type?.placeholder[lang] ?? '',
            ...fieldAria(numberId, { error: numberError }),
          };
          return (
            <Field id={numberId} label={t('account.profile.documentNumber')} error={numberError}>
              {type?.mask ? (
                <Suspense fallback={<input {...common} value={field.value} readOnly />}>
                  <MaskedDocumentInput
                    key={type.code}
                    {...common}
                    mask={type.mask}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                </Suspense>
              ) : (
                <input
                  {...common}
                  maxLength={FREE_MAX_LENGTH}
                  name={field.name}
                  value={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.value)}
                  onBlur={field.onBlur}
                />
              )}
            </Field>
          );
        }}
      />
      <button type="button" className={styles.linkButton} onClick={onRemove}>
        {t('account.profile.removeDocument')}{' '}
        <span className="visually-hidden">{type?.name[lang] ?? ''}</span>
      </button>
    </li>
  );
}
