/** The results tables of a race (SPEC §2): everyone, men, women, an age group. */
export const RESULT_CATEGORIES = ['overall', 'male', 'female', 'age'] as const;
