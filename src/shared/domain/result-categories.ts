/**
 * The results tables of a race (SPEC §2): everyone, men, women, an age group, and the teams of a team or
 * relay race (issue 17: a team's time is its members' stage times summed for a relay, its slowest member's
 * for a team race). A team or relay race opens on `team`, any other race on `overall`.
 */
export const RESULT_CATEGORIES = ['overall', 'male', 'female', 'age', 'team'] as const;
export type ResultCategory = (typeof RESULT_CATEGORIES)[number];

/** The category a race's results open on, by its format (shared/domain/teams.ts RACE_FORMATS). */
export const defaultResultCategory = (format: 'individual' | 'team' | 'relay'): ResultCategory =>
  format === 'individual' ? 'overall' : 'team';

/** Whether a category has a table for a race of this format (`team` only for team and relay races). */
export const categoryFits = (category: ResultCategory, format: 'individual' | 'team' | 'relay'): boolean =>
  category !== 'team' || format !== 'individual';
