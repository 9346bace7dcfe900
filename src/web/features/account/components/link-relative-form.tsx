import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { z } from 'zod';
import type { linkRelativeRequestSchema } from '../../../../shared/schemas/account.js';
import { validationText } from '../../../../shared/validation-messages.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { apiErrorOf } from '../../../lib/api-error.js';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.js';
import { useHydrated } from '../../../lib/use-hydrated.js';
import { useLinkRelative } from '../api/relatives.js';
import styles from './account.module.css';

type LinkInput = z.input<typeof linkRelativeRequestSchema>;
type LinkOutput = z.output<typeof linkRelativeRequestSchema>;

const validation = lazyZodResolver(() =>
  import('../../../../shared/schemas/account.js').then((m) => m.linkRelativeRequestSchema),
);

/** Link another account by its e-mail; the server's message ('Account not found' …) shows under the field. */
export function LinkRelativeForm() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const link = useLinkRelative();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // a lazy part of the relatives page (lib/lazy-part.tsx): until it has hydrated, a submit would post the
  // page itself, so its button waits; no default, so an address typed into the server's HTML is kept
  const hydrated = useHydrated();
  const { register, handleSubmit, setError, formState } = useForm<LinkInput, unknown, LinkOutput>({
    resolver: validation.resolver,
  });
  const error = formState.errors.email?.message;

  const submit = handleSubmit(async ({ email }) => {
    setSentTo(null);
    try {
      await link.mutateAsync(email);
      setSentTo(email);
    } catch (failure) {
      const body = apiErrorOf(failure);
      setError(
        'email',
        { type: 'server', message: body?.fields?.['email'] ?? body?.message ?? t('errors.tryLater') },
        { shouldFocus: true },
      );
    }
  });

  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onFocus={validation.warm}
      onSubmit={(e) => void submit(e)}
      aria-labelledby="link-relative"
    >
      <h3 id="link-relative" className={styles.cardTitle}>
        {t('account.relatives.link.title')}
      </h3>
      <p className={styles.muted}>{t('account.relatives.link.lead')}</p>
      <label htmlFor="relative-email" className={styles.fileLabel}>
        {t('account.relatives.link.email')}
      </label>
      <div className={styles.inline}>
        <input
          id="relative-email"
          className={styles.input}
          type="email"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'relative-email-error' : undefined}
          {...register('email')}
        />
        <button
          type="submit"
          className={styles.secondaryButton}
          disabled={!hydrated || formState.isSubmitting}
        >
          {t('account.relatives.link.submit')}
        </button>
      </div>
      {error && (
        <p id="relative-email-error" className={styles.error}>
          {validationText(error, lang)}
        </p>
      )}
      {sentTo && (
        <p className={styles.sent} role="status">
          {t('account.relatives.link.sent', { email: sentTo })}
        </p>
      )}
    </form>
  );
}
