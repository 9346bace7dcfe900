import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { RegistrationContext } from '../../../shared/schemas/registration.js';
import { useGrantAccess } from '../../features/registration/api/promo.js';
import stepStyles from '../../features/registration/components/steps.module.css';
import { isHttpError } from '../../lib/http.js';
import styles from './register.module.css';

/**
 * SPEC §2's promo-code gate: a race that opens with an access code asks for it before its steps. A wrong
 * or inactive code: SPEC §8's message under the field, what was typed kept; a right one opens the race.
 */
export function PromoGate({ context }: { context: RegistrationContext }) {
  const { t } = useTranslation();
  const id = useId();
  const grant = useGrantAccess(context.event.code, context.race.code);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (grant.isPending) return;
    if (!code.trim()) {
      setError(t('register.gate.empty'));
      field.current?.focus();
      return;
    }
    setError(null);
    grant.mutate(code.trim(), {
      onError: (failure) => {
        const body = isHttpError(failure)
          ? (failure.body as { error?: { message?: string; fields?: Record<string, string> } } | null)
          : null;
        setError(body?.error?.fields?.code ?? body?.error?.message ?? t('register.gate.failed'));
        field.current?.focus();
      },
    });
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.closedTitle}>
        {t('register.gate.title')}
      </h2>
      <p className={styles.text}>{t('register.gate.lead')}</p>
      <form className={stepStyles.friendForm} noValidate onSubmit={submit}>
        <div className={stepStyles.field}>
          <label className={stepStyles.label} htmlFor={`${id}-code`}>
            {t('register.gate.label')}
          </label>
          <input
            id={`${id}-code`}
            ref={field}
            className={stepStyles.input}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          {error && (
            <p id={`${id}-error`} className={stepStyles.problem} role="alert">
              {error}
            </p>
          )}
        </div>
        <div>
          <button
            type="submit"
            className={stepStyles.primary}
            disabled={grant.isPending}
            aria-busy={grant.isPending || undefined}
          >
            {grant.isPending ? t('register.gate.checking') : t('register.gate.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
