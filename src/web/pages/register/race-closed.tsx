import { useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import type { RegistrationContext } from '../../../shared/schemas/registration.js';
import { useClearDraft } from '../../features/registration-draft/api/clear-draft.js';
import { notify } from '../../lib/notify.js';
import styles from './register.module.css';

interface RaceClosedProps {
  context: RegistrationContext;
  /** The user has a draft for this race (on the server or in this browser). */
  withDraft: boolean;
  /** The event page, where another race can be chosen (null on tenants without one). */
  eventPath: string | null;
}

/**
 * The race cannot be registered for now (full, closed, soon, not available): SPEC §8's message, and a
 * way on: choose another race on the event page, delete the draft kept for this one.
 */
export function RaceClosed({ context, withDraft, eventPath }: RaceClosedProps) {
  const { t } = useTranslation();
  const clear = useClearDraft();
  const [draftKept, setDraftKept] = useState(withDraft);
  const { state } = context.race;
  const detail =
    state === 'closed'
      ? t('raceState.explain.closed')
      : state === 'soon'
        ? t('raceState.explain.soon')
        : null;

  const remove = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setDraftKept(false);
        notify({ type: 'success', title: t('register.unavailable.draftDeleted') });
      },
      onError: () => notify({ type: 'error', title: t('register.unavailable.deleteFailed') }),
    });

  return (
    <section className={styles.closed} aria-labelledby="race-closed">
      <h2 id="race-closed" className={styles.closedTitle}>
        {state === 'full' ? t('raceState.explain.full') : t('raceState.explain.unavailable')}
      </h2>
      {detail && <p className={styles.lead}>{detail}</p>}
      <div className={styles.actions}>
        {eventPath && (
          <Link className={styles.primary} to={eventPath}>
            {t('register.unavailable.chooseAnother')}
          </Link>
        )}
        {draftKept && (
          <button
            type="button"
            className={styles.secondary}
            disabled={clear.isPending}
            aria-busy={clear.isPending || undefined}
            onClick={remove}
          >
            {t('register.unavailable.deleteDraft')}
          </button>
        )}
      </div>
    </section>
  );
}
