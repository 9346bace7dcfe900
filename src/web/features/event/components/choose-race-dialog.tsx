import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { canRegister } from '../../../../shared/domain/race-state.js';
import type { EventDetail } from '../../../../shared/schemas/catalogue.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatDistance } from '../../../lib/catalogue-format.js';
import { RaceStateBadge } from './race-state-badge.js';
import { RegisterLink } from './race-card.js';
import styles from './event-dialogs.module.css';

interface ChooseRaceDialogProps {
  event: EventDetail;
  purpose: 'register' | 'results';
  onClose: () => void;
}

/** Choose a competition: to register (only registrable races link) or to see its results. */
export function ChooseRaceDialog({ event, purpose, onClose }: ChooseRaceDialogProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const races = purpose === 'results' ? event.races.filter((r) => r.hasResults) : event.races;

  return (
    <Dialog
      title={purpose === 'results' ? t('event.choose.resultsTitle') : t('event.choose.registerTitle')}
      onClose={onClose}
    >
      {races.length === 0 ? (
        <p className={styles.muted}>{t('event.choose.none')}</p>
      ) : (
        <ul className={styles.raceList}>
          {races.map((race) => (
            <li key={race.code} className={styles.raceItem}>
              <span className={styles.raceName}>
                <strong>{race.name}</strong>
                <span className={styles.muted}>{formatDistance(race.lengthM, lang)}</span>
              </span>
              {purpose === 'results' ? (
                <Link
                  className={styles.action}
                  to={`/event/${encodeURIComponent(event.code)}/results?race=${encodeURIComponent(race.code)}`}
                  onClick={onClose}
                  aria-label={t('event.choose.resultsOf', { race: race.name })}
                >
                  {t('event.choose.results')}
                </Link>
              ) : (
                <span className={styles.raceState}>
                  <RaceStateBadge state={race.state} />
                  {canRegister(race.state) && (
                    <RegisterLink
                      href={race.registerUrl}
                      className={styles.action}
                      label={t('event.choose.registerFor', { race: race.name })}
                    />
                  )}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
