import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { localizedOptions, SPORT_TYPES } from '../../../shared/domain/sport-types.js';
import { Icon } from '../../components/ui/icon.js';
import { LandingSection } from '../../components/ui/landing-section.js';
import { sportIcon } from '../../features/events-list/sport-icons.js';
import { currentLanguage } from '../../i18n/i18n.js';
import styles from './home-page.module.css';

/** One link per sport type to the upcoming events of that sport, with the icons the events list uses. */
export function SportShortcuts() {
  const { t } = useTranslation();
  const sports = localizedOptions(SPORT_TYPES, currentLanguage());

  return (
    <LandingSection id="home-sports" title={t('home.sportsTitle')}>
      <ul className={styles.sports}>
        {sports.map((sport) => (
          <li key={sport.id}>
            <Link
              to={`/events/future?${new URLSearchParams({ sport: sport.id }).toString()}`}
              className={styles.sport}
            >
              <Icon name={sportIcon(sport.id)} size="sm" />
              {sport.name}
            </Link>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
