import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { z } from 'zod';
import type { emailOnlyRequestSchema } from '../../../../shared/schemas/auth.js';
import { applyServerError, fieldText, useLanguage } from '../../../lib/form-server-errors.js';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.js';
import { FormAlert } from './auth-card.js';
import { TextField } from './form-fields.js';
import styles from './auth-form.module.css';
import { useHydrated } from '../../../lib/use-hydrated.js';

type EmailInput = z.input<typeof emailOnlyRequestSchema>;
type EmailOutput = z.output<typeof emailOnlyRequestSchema>;

const validation = lazyZodResolver(() =>
  import('../../../../shared/schemas/auth.js').then((m) => m.emailOnlyRequestSchema),
);

interface EmailRequestFormProps<TData> {
  /** The call that sends the address (a reset link, a new confirmation link); its page shows the success. */
  request: Pick<UseMutationResult<TData, Error, string>, 'mutate' | 'isPending'>;
  autoComplete: 'username' | 'email';
  submitLabel: string;
  /** A line above the field. */
  hint?: string;
}

/** A form asking for just the e-mail address: its own and the server's messages, then the call. */
export function EmailRequestForm<TData>({
  request,
  autoComplete,
  submitLabel,
  hint,
}: EmailRequestFormProps<TData>) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [formError, setFormError] = useState<string | null>(null);
  // the server's HTML has no handler: a submit before this form has hydrated would post the page itself, so
  // its button (and with it Enter in a field: implicit submission needs an enabled default button) waits
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailInput, unknown, EmailOutput>({
    resolver: validation.resolver,
  });

  const onSubmit = handleSubmit(({ email }) => {
    setFormError(null);
    request.mutate(email, {
      onError: (error) =>
        setFormError(applyServerError(error, setError, ['email'], t('auth.errors.generic')).message),
    });
  });

  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onFocus={validation.warm}
      onSubmit={(event) => void onSubmit(event)}
    >
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <TextField
        label={t('auth.fields.email')}
        type="email"
        inputMode="email"
        autoComplete={autoComplete}
        registration={register('email')}
        error={fieldText(errors.email?.message, lang)}
      />
      {formError ? <FormAlert message={formError} /> : null}
      <button type="submit" className={styles.button} disabled={!hydrated || request.isPending}>
        {submitLabel}
      </button>
    </form>
  );
}
