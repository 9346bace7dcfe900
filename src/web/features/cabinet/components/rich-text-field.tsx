import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { FieldError } from '../../../components/ui/form-field.js';
import controls from '../../../components/ui/form-controls.module.css';
import styles from './event-form.module.css';

/** The editor and its library arrive as a chunk of their own when the event editor first shows one. */
const RichTextEditor = lazy(() => import('./rich-text-editor.js'));

interface RichTextFieldProps {
  id: string;
  label: string;
  /** The HTML the field starts with; a new value here (a saved event's) starts the editor again. */
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}

/** A labelled rich-text field with its message under it. */
export function RichTextField({ id, label, initialHtml, onChange, error }: RichTextFieldProps) {
  const { t } = useTranslation();
  const labelId = `${useId()}-label`;
  return (
    <div className={controls.field}>
      <span id={labelId} className={controls.label}>
        {label}
      </span>
      <Suspense fallback={<p className={styles.editorLoading}>{t('cabinetEvent.editorLoading')}</p>}>
        <RichTextEditor
          key={initialHtml}
          id={id}
          labelId={labelId}
          initialHtml={initialHtml}
          onChange={onChange}
          describedBy={error ? `${id}-error` : undefined}
          invalid={Boolean(error)}
          fieldName={label}
        />
      </Suspense>
      <FieldError id={id} error={error} />
    </div>
  );
}
