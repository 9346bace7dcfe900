import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { z } from 'zod';
import {
  ANSWER_MAX_LENGTH,
  type AnswerRequest,
  type answerRequestSchema,
} from '../../../../shared/schemas/questions.js';
import { TextAreaField } from '../../../components/ui/text-area-field.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { notify } from '../../../lib/notify.js';
import { useAnswerQuestion } from '../api/question-answer.js';
import { applyServerError, fieldText } from '../../../lib/form-server-errors.js';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.js';
import styles from './questions.module.css';

type AnswerInput = z.input<typeof answerRequestSchema>;

const validation = lazyZodResolver(() =>
  import('../../../../shared/schemas/questions.js').then((m) => m.answerRequestSchema),
);

/** The organizer's answer: a textarea and "Send the answer"; what was typed stays on any error. */
export function AnswerForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const send = useAnswerQuestion();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<AnswerInput, unknown, AnswerRequest>({
    resolver: validation.resolver,
    defaultValues: { token, answer: '' },
  });
  const answer = useWatch({ control, name: 'answer' }) ?? '';

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    send.mutate(values, {
      onSuccess: () => notify({ type: 'success', title: t('event.questions.answerPage.sent') }),
      onError: (error) => {
        const { message } = applyServerError(error, setError, ['answer'], t('event.questions.failed'));
        setFormError(message);
      },
    });
  });

  const error = errors.answer?.message;
  return (
    <form
      className={styles.form}
      onFocus={validation.warm}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      {formError && (
        <p role="alert" className={styles.alert}>
          {formError}
        </p>
      )}
      <TextAreaField
        label={t('event.questions.answerPage.label')}
        registration={register('answer')}
        length={answer.length}
        max={ANSWER_MAX_LENGTH}
        counter={t('event.questions.counter', { length: answer.length, max: ANSWER_MAX_LENGTH })}
        error={fieldText(error, lang)}
        rows={8}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={send.isPending}>
          {send.isPending ? t('event.questions.sending') : t('event.questions.answerPage.send')}
        </button>
      </div>
    </form>
  );
}
