import { useState } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.js';
import { notify } from '../../../lib/notify.js';
import { useHydrated } from '../../../lib/use-hydrated.js';
import { useClearDraft } from '../api/clear-draft.js';
import { useCardInfo } from '../api/get-card-info.js';
import { asDraft, readLocalDraft } from '../local-draft.js';
import { sameOriginPath } from '../safe-url.js';
import styles from './draft-notice.module.css';
import '../draft-catalog.js';

interface DraftNoticeProps {
  /** The signed-in user's id; null for a visitor (only the local draft is read then). */
  userId: string | null;
  className?: string;
}

/**
 * SPEC §2/§4 draft-registration notice: a registration left unfinished (the server's draft of a signed-in
 * user, else the one kept in this browser) can be continued or deleted. Links only to paths of this site.
 */
export function DraftNotice({ userId, className }: DraftNoticeProps) {
  const { t } = useTranslation();
  const cardInfo = useCardInfo(userId);
  // this browser's draft is read after hydration: the server's page (and the hydration over it) knows none
  const hydrated = useHydrated();
  const [localDeleted, setLocalDeleted] = useState(false);
  const localDraft = hydrated && !localDeleted ? readLocalDraft() : null;
  const [confirming, setConfirming] = useState(false);
  const clear = useClearDraft();

  const serverDraft = cardInfo.data?.HasDraft === true ? asDraft(cardInfo.data.Draft) : null;
  const draft = serverDraft ?? localDraft;
  if (!draft) return null;

  const continueTo = sameOriginPath(draft.RegistrationUrl);
  const eventTo = sameOriginPath(draft.EventUrl);

  const remove = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setLocalDeleted(true);
        notify({ type: 'success', title: t('draft.deleted') });
      },
      onError: () => {
        setConfirming(false);
        notify({ type: 'error', title: t('draft.deleteFailed') });
      },
    });

  return (
    <div className={[styles.notice, className].filter(Boolean).join(' ')} role="note">
      <p className={styles.text}>
        {t('draft.text')}{' '}
        {eventTo ? (
          <Link key="event" to={eventTo} className={styles.event}>
            {draft.EventName}
          </Link>
        ) : (
          <strong key="name" className={styles.event}>
            {draft.EventName}
          </strong>
        )}
      </p>
      <div className={styles.actions}>
        {continueTo ? (
          <Link key="continue" to={continueTo} className={styles.continue}>
            {t('draft.continue')}
          </Link>
        ) : null}
        <button key="delete" type="button" className={styles.delete} onClick={() => setConfirming(true)}>
          {t('draft.delete')}
        </button>
      </div>

      {confirming ? (
        <Dialog key="confirm" title={t('draft.confirmTitle')} onClose={() => setConfirming(false)}>
          <p className={styles.confirmText}>{t('draft.confirmText', { name: draft.EventName })}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.danger}
              disabled={clear.isPending}
              aria-busy={clear.isPending}
              onClick={remove}
            >
              {t('draft.confirmYes')}
            </button>
            <button
              type="button"
              className={styles.delete}
              onClick={() => setConfirming(false)}
              data-autofocus
            >
              {t('draft.confirmNo')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
