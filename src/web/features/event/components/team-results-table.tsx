import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Results } from '../../../../shared/schemas/catalogue.js';
import { formatRaceTime } from '../../../lib/catalogue-format.js';
import styles from './tables.module.css';

type TeamResult = Results['teams'][number];

/** A time, or the status in words when there is none (DNF, DNS). */
function TimeOrStatus({ timeMs, status }: { timeMs: number | null; status: TeamResult['status'] }) {
  const { t } = useTranslation();
  return (
    <>{status === 'finished' && timeMs !== null ? formatRaceTime(timeMs) : t(`results.status.${status}`)}</>
  );
}

/**
 * The Teams category of a team or relay race (issue 17): place, team, team time, and under each team its
 * members' splits across the table's width (a relay's by stage; a team race's members by bib). Three
 * columns, so it reads at 375 px without scrolling sideways.
 */
export function TeamResultsTable({ results }: { results: Results }) {
  const { t } = useTranslation();
  return (
    <table className={`${styles.table} ${styles.teamsTable}`}>
      <caption className="visually-hidden">
        {results.race.name} — {t('results.categories.team')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('results.place')}</th>
          <th scope="col">{t('results.team')}</th>
          <th scope="col">{t('results.teamTime')}</th>
        </tr>
      </thead>
      {results.teams.map((team) => (
        // a team's row, and under it its members' splits across the table's width
        <tbody key={team.name} className={styles.teamGroup}>
          <tr>
            <td className={styles.num}>{team.place ?? '—'}</td>
            <td className={styles.strong}>{team.name}</td>
            <td className={`${styles.num} ${styles.strong}`}>
              <TimeOrStatus timeMs={team.timeMs} status={team.status} />
            </td>
          </tr>
          <tr>
            <td colSpan={3} className={styles.splitsCell}>
              <ul className={styles.splits} aria-label={t('results.splitsOf', { team: team.name })}>
                {team.members.map((member) => (
                  <li key={`${member.stage ?? ''}-${member.bib}-${member.name}`} className={styles.split}>
                    <span className={styles.muted}>
                      {member.stage !== null ? t('event.table.stageN', { stage: member.stage }) : member.bib}
                    </span>
                    <span>{member.name}</span>
                    <span className={styles.num}>
                      <TimeOrStatus timeMs={member.timeMs} status={member.status} />
                    </span>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        </tbody>
      ))}
    </table>
  );
}
