import { useState } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { EventEditor } from '../../../../shared/schemas/cabinet-event-editor.js';
import { apiErrorOf } from '../../../lib/api-error.js';
import { notify } from '../../../lib/notify.js';
import { useMoveEvent } from '../api/cabinet-event-editor.js';
import styles from './event-status-panel.module.css';

/**
 * The event's lifecycle (event-status.ts): its status and what that means publicly, and a button for each
 * status it may move to now (the server decides which: back to draft only without entries).
 */
export function EventStatusPanel({ editor }: { editor: EventEditor }) {
  const { t } = useTranslation();
  const move = useMoveEvent(editor.code);
  const [error, setError] = useState<string | null>(null);
  const status = t(`cabinetEvent.status.${editor.status}`);
  return (
    <section className={styles.panel} aria-labelledby="event-status">
      <h2 id="event-status" className={styles.title}>
        {t('cabinetEvent.sections.status')}
      </h2>
      <p className={styles.now} role="status">
        <span className={styles[editor.status]}>{t('cabinetEvent.statusNow', { status })}</span>
      </p>
      <p className={styles.meaning}>{t(`cabinetEvent.statusMeaning.${editor.status}`)}</p>
      <p className={styles.meaning}>{t('cabinetEvent.entries', { count: editor.entries })}</p>
      {editor.transitions.length === 0 ? (
        <p className={styles.meaning}>{t('cabinetEvent.noMoves')}</p>
      ) : (
        <div className={styles.actions}>
          {editor.transitions.map((to) => (
            <button
              key={to}
              type="button"
              className={to === 'draft' ? styles.secondary : styles.primary}
              disabled={move.isPending}
              onClick={() => {
                setError(null);
                move.mutate(to, {
                  onSuccess: (next) =>
                    notify({
                      type: 'success',
                      title: t('cabinetEvent.moved', { status: t(`cabinetEvent.status.${next.status}`) }),
                    }),
                  onError: (failure) => {
                    const body = apiErrorOf(failure);
                    setError(body?.fields?.['status'] ?? body?.message ?? t('cabinetEvent.moveFailed'));
                  },
                });
              }}
            >
              {t(`cabinetEvent.moveTo.${to}`)}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {editor.status !== 'draft' && (
        <a
          className={styles.link}
          href={`/event/${encodeURIComponent(editor.code)}`}
          target="_blank"
          rel="noopener"
        >
          {t('cabinetEvent.openPublic')}
        </a>
      )}
    </section>
  );
}
