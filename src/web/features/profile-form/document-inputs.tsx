import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { IDENTITY_DOCUMENT_TYPES, identityDocumentType } from '../../../shared/domain/identity-documents.js';
import { fieldAria } from '../../components/ui/form-field.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { Field } from './field.js';
import styles from './profile-form.module.css';

// imask is ~15 KB gzip: it loads only when a document with a mask is on screen
const MaskedDocumentInput = lazy(() =>
  import('./masked-document-input.js').then((m) => ({ default: m.MaskedDocumentInput })),
);

const FREE_MAX_LENGTH = 25;

/** A form value as a controlled input sees it (react-hook-form's `field`). */
export interface ControlledText {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

interface DocumentInputsProps {
  /** `<idPrefix>.type` and `<idPrefix>.number` are the inputs' ids (and their messages' prefixes). */
  idPrefix: string;
  type: ControlledText;
  number: ControlledText;
  typeError: string | undefined;
  numberError: string | undefined;
}

/**
 * One identity document: its type and its number with the type's mask and placeholder (SPEC §5). The
 * profile's list of documents and a registration form's single document both use it.
 */
export function DocumentInputs({ idPrefix, type, number, typeError, numberError }: DocumentInputsProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const kind = identityDocumentType(type.value);
  const typeId = `${idPrefix}.type`;
  const numberId = `${idPrefix}.number`;
  const common = {
    id: numberId,
    className: styles.input,
    placeholder: kind?.placeholder[lang] ?? '',
    ...fieldAria(numberId, { error: numberError }),
  };

  return (
    <>
      <Field id={typeId} label={t('account.profile.documentType')} error={typeError}>
        <select
          id={typeId}
          className={styles.input}
          {...fieldAria(typeId, { error: typeError })}
          name={type.name}
          value={type.value}
          onChange={(e) => type.onChange(e.currentTarget.value)}
          onBlur={type.onBlur}
        >
          {IDENTITY_DOCUMENT_TYPES.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name[lang]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={numberId} label={t('account.profile.documentNumber')} error={numberError}>
        {kind?.mask ? (
          <Suspense fallback={<input {...common} value={number.value} readOnly />}>
            <MaskedDocumentInput
              key={kind.code}
              {...common}
              mask={kind.mask}
              value={number.value}
              onChange={number.onChange}
              onBlur={number.onBlur}
            />
          </Suspense>
        ) : (
          <input
            {...common}
            maxLength={FREE_MAX_LENGTH}
            name={number.name}
            value={number.value}
            onChange={(e) => number.onChange(e.currentTarget.value)}
            onBlur={number.onBlur}
          />
        )}
      </Field>
    </>
  );
}
