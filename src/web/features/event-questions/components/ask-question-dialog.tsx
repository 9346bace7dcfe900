import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { z } from 'zod';
import {
  QUESTION_MAX_LENGTH,
  type AskQuestionRequest,
  type askQuestionRequestSchema,
} from '../../../../shared/schemas/questions.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { TextAreaField } from '../../../components/ui/text-area-field.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { notify } from '../../../lib/notify.js';
import { useAskQuestion } from '../api/my-questions.js';
import { applyServerError, fieldText } from '../../../lib/form-server-errors.js';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.js';
import styles from './questions.module.css';

type AskInput = z.input<typeof askQuestionRequestSchema>;

const validation = lazyZodResolver(() =>
  import('../../../../shared/schemas/questions.js').then((m) => m.askQuestionRequestSchema),
);

interface AskQuestionDialogProps {
  eventCode: string;
  onClose: () => void;
}

/** The question form: a textarea with a counter; sent, it thanks with a toast and closes. */
export function AskQuestionDialog({ eventCode, onClose }: AskQuestionDialogProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const ask = useAskQuestion(eventCode);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<AskInput, unknown, AskQuestionRequest>({
    resolver: validation.resolver,
    defaultValues: { text: '' },
  });
  const text = useWatch({ control, name: 'text' }) ?? '';

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    ask.mutate(values, {
      onSuccess: () => {
        notify({ type: 'success', title: t('event.questions.sent') });
        onClose();
      },
      onError: (error) => {
        const { message } = applyServerError(error, setError, ['text'], t('event.questions.failed'));
        setFormError(message);
      },
    });
  });

  const error = errors.text?.message;
  return (
    <Dialog title={t('event.questions.ask')} onClose={onClose}>
      <form
        className={styles.form}
        onFocus={validation.warm}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <p className={styles.muted}>{t('event.questions.lead')}</p>
        {formError && (
          <p role="alert" className={styles.alert}>
            {formError}
          </p>
        )}
        <TextAreaField
          label={t('event.questions.label')}
          registration={register('text')}
          length={text.length}
          max={QUESTION_MAX_LENGTH}
          counter={t('event.questions.counter', { length: text.length, max: QUESTION_MAX_LENGTH })}
          error={fieldText(error, lang)}
          autoFocus
        />
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('event.questions.cancel')}
          </button>
          <button type="submit" className={styles.primary} disabled={ask.isPending}>
            {ask.isPending ? t('event.questions.sending') : t('event.questions.send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
