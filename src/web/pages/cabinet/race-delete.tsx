import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import styles from './cabinet-races.module.css';

// the confirmation (the dialog and the delete call) loads when it is first asked for
const RaceDeleteDialog = lazy(() =>
  import('./race-delete-dialog.js').then((m) => ({ default: m.RaceDeleteDialog })),
);

interface RaceDeleteProps {
  code: string;
  race: string;
  /** The race's name in the interface's language. */
  name: string;
  /** Nobody ever entered the race (the editor's view says so; the server decides again). */
  deletable: boolean;
  onDeleted: () => void;
}

/**
 * The race editor's last block (ADR 029): a race nobody has entered can be deleted, after a confirmation
 * in a dialog; one somebody entered says why it stays and what to do instead.
 */
export function RaceDelete({ code, race, name, deletable, onDeleted }: RaceDeleteProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <section className={styles.danger} aria-labelledby="race-delete-title">
      <h2 id="race-delete-title" className={styles.dangerTitle}>
        {t('cabinetRaceEditor.delete.title')}
      </h2>
      {deletable ? (
        <>
          <p className={styles.dangerText}>{t('cabinetRaceEditor.delete.lead')}</p>
          <button type="button" className={styles.deleteButton} onClick={() => setConfirming(true)}>
            {t('cabinetRaceEditor.delete.open')}
          </button>
        </>
      ) : (
        <p className={styles.dangerText}>{t('cabinetRaceEditor.delete.locked')}</p>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <RaceDeleteDialog
            code={code}
            race={race}
            name={name}
            onClose={() => setConfirming(false)}
            onDeleted={() => {
              setConfirming(false);
              onDeleted();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
