import { useTranslation } from '../../../i18n/shared-translation.js';
import styles from './careers.module.css';

export interface TeamCount {
  team: string;
  count: number;
}

/** The vacancies' teams as toggle chips; "All teams" first. */
export function TeamFilter({
  teams,
  total,
  selected,
  onSelect,
}: {
  teams: readonly TeamCount[];
  total: number;
  selected: string | null;
  onSelect: (team: string | null) => void;
}) {
  const { t } = useTranslation();
  const chips: { team: string | null; label: string; count: number }[] = [
    { team: null, label: t('careers.filter.all'), count: total },
    ...teams.map(({ team, count }) => ({ team, label: team, count })),
  ];
  return (
    <div className={styles.filter} role="group" aria-label={t('careers.filter.label')}>
      {chips.map((chip) => (
        <button
          key={chip.team === null ? 'all' : `team-${chip.team}`}
          type="button"
          className={styles.chip}
          aria-pressed={chip.team === selected}
          onClick={() => onSelect(chip.team)}
        >
          {chip.label} <span className={styles.chipCount}>{chip.count}</span>
        </button>
      ))}
    </div>
  );
}

/** Each team with its number of vacancies, in the order the teams first appear. */
export function countTeams(items: readonly { team: string }[]): TeamCount[] {
  const counts = new Map<string, number>();
  for (const { team } of items) counts.set(team, (counts.get(team) ?? 0) + 1);
  return [...counts].map(([team, count]) => ({ team, count }));
}
