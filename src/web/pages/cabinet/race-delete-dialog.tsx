import { useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Dialog } from '../../components/ui/dialog.js';
import { useDeleteRace } from '../../features/cabinet/api/cabinet-race-delete.js';
import { apiErrorOf } from '../../lib/api-error.js';
import styles from './cabinet-races.module.css';
import './race-delete-catalog.js';

interface RaceDeleteDialogProps {
  code: string;
  race: string;
  /** The race's name in the interface's language. */
  name: string;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * "Delete the race?" (race-delete.tsx opens it; loaded on the first opening): focus starts on "Cancel",
 * Escape or the backdrop closes it and focus goes back to the button that opened it. The server's refusal
 * (409: somebody registered first) is said inside it, in the server's words.
 */
export function RaceDeleteDialog({ code, race, name, onClose, onDeleted }: RaceDeleteDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteRace(code, race);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (!remove.isPending) onClose();
  };
  const confirm = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: onDeleted,
      onError: (failure) => {
        const body = apiErrorOf(failure);
        setError(
          body?.code === 'RACE_HAS_ENTRIES'
            ? body.message || t('cabinetRaceEditor.delete.locked')
            : t('cabinetRaceDelete.failed'),
        );
      },
    });
  };
  return (
    <Dialog title={t('cabinetRaceDelete.confirmTitle', { name })} onClose={close}>
      <p className={styles.dangerText}>{t('cabinetRaceDelete.confirmText')}</p>
      {error && (
        <p className={styles.deleteError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.dialogActions}>
        <button type="button" className={styles.deleteButton} disabled={remove.isPending} onClick={confirm}>
          {remove.isPending ? t('cabinetRaceDelete.deleting') : t('cabinetRaceDelete.confirm')}
        </button>
        <button type="button" className={styles.cancelButton} onClick={close} data-autofocus>
          {t('cabinetRaceDelete.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
