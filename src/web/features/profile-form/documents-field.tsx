import { useController, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../i18n/shared-translation.js';
import { IDENTITY_DOCUMENT_TYPES, identityDocumentType } from '../../../shared/domain/identity-documents.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { DocumentInputs } from './document-inputs.js';
import type { ProfileFormValues } from './profile-form-values.js';
import styles from './profile-form.module.css';

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
  const { field: type } = useController({ control, name: `documents.${index}.type` });
  const { field: number } = useController({ control, name: `documents.${index}.number` });

  return (
    <li className={styles.documentRow}>
      <DocumentInputs
        idPrefix={`documents.${index}`}
        type={type}
        number={number}
        typeError={errors?.[index]?.type?.message}
        numberError={errors?.[index]?.number?.message}
      />
      <button type="button" className={styles.linkButton} onClick={onRemove}>
        {t('account.profile.removeDocument')}{' '}
        <span className="visually-hidden">{identityDocumentType(type.value)?.name[lang] ?? ''}</span>
      </button>
    </li>
  );
}
