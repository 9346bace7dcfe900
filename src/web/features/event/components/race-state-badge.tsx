import { useTranslation } from '../../../i18n/shared-translation.js';
import type { RaceState } from '../../../../shared/domain/race-state.js';
import type { RaceInfo } from '../../../../shared/schemas/catalogue.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatDayMonth } from '../../../lib/catalogue-format.js';
import styles from './race-state-badge.module.css';

export function RaceStateBadge({ state }: { state: RaceState }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-state={state}>
      {t(`raceState.${state}`)}
    </span>
  );
}

/** Why a visitor cannot (or can only partly) register in this state; null when there is nothing to say. */
export function useRaceStateExplanation(race: RaceInfo, timeZone: string): string | null {
  const { t } = useTranslation();
  const lang = currentLanguage();
  switch (race.state) {
    case 'full':
      return t('raceState.explain.full');
    case 'closed':
      return t('raceState.explain.closed');
    case 'soon':
      return race.registrationOpensAt
        ? t('raceState.explain.soonOn', { date: formatDayMonth(race.registrationOpensAt, lang, timeZone) })
        : t('raceState.explain.soon');
    case 'unavailable':
      return t('raceState.explain.unavailable');
    default:
      return null;
  }
}
