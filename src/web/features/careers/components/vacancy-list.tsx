import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import type { VacancySummary } from '../../../../shared/schemas/content.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatDate } from '../../../lib/catalogue-format.js';
import { countTeams, TeamFilter } from './team-filter.js';
import { VacancyMeta } from './vacancy-meta.js';
import styles from './careers.module.css';

/** From this many vacancies in more than one team, the list offers the team filter. */
export const TEAM_FILTER_FROM = 4;

interface VacancyListProps {
  items: readonly VacancySummary[];
  /** The chosen team; a team no vacancy has is ignored. */
  team: string | null;
  onTeamChange: (team: string | null) => void;
  /** Where to write when nothing is open (the tenant's support); null: point to the contacts page. */
  supportEmail: string | null;
}

/** The open positions, newest first, with a team filter when there are more than a few. */
export function VacancyList({ items, team, onTeamChange, supportEmail }: VacancyListProps) {
  const { t } = useTranslation();
  if (items.length === 0) return <EmptyList supportEmail={supportEmail} />;

  const teams = countTeams(items);
  const filterable = items.length >= TEAM_FILTER_FROM && teams.length > 1;
  const chosen = filterable && team !== null && teams.some((entry) => entry.team === team) ? team : null;
  const shown = chosen === null ? items : items.filter((item) => item.team === chosen);
  return (
    <>
      {filterable ? (
        <TeamFilter
          key="filter"
          teams={teams}
          total={items.length}
          selected={chosen}
          onSelect={onTeamChange}
        />
      ) : null}
      <ul key="list" className={styles.list} aria-label={t('careers.openings')}>
        {shown.map((vacancy) => (
          <li key={vacancy.id} className={styles.card}>
            <h3 className={styles.cardTitle}>
              <Link className={styles.cardLink} to={`/Careers/${vacancy.id}`}>
                {vacancy.title}
              </Link>
            </h3>
            <VacancyMeta vacancy={vacancy} />
            <p className={styles.date}>
              <time dateTime={vacancy.publishedAt}>
                {t('careers.published', { date: formatDate(vacancy.publishedAt, currentLanguage()) })}
              </time>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function EmptyList({ supportEmail }: { supportEmail: string | null }) {
  const { t } = useTranslation();
  return (
    <p className={styles.empty}>
      {supportEmail ? (
        <>
          {t('careers.empty')}{' '}
          <a className={styles.emptyLink} href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
        </>
      ) : (
        <>
          {t('careers.emptyNoEmail')}{' '}
          <Link className={styles.emptyLink} to="/Contacts">
            {t('careers.contactsPage')}
          </Link>
        </>
      )}
    </p>
  );
}
