/** The age groups the events list can be filtered by (age on race day), named in both languages. */
export const AGE_GROUPS = [
  { id: 'U18', ru: 'До 18 лет', en: 'Under 18' },
  { id: '18-29', ru: '18–29 лет', en: '18–29' },
  { id: '30-39', ru: '30–39 лет', en: '30–39' },
  { id: '40-49', ru: '40–49 лет', en: '40–49' },
  { id: '50-59', ru: '50–59 лет', en: '50–59' },
  { id: '60+', ru: '60 лет и старше', en: '60 and over' },
] as const;

export type AgeGroupId = (typeof AGE_GROUPS)[number]['id'];

/** Event star ratings, lowest to highest. */
export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;
