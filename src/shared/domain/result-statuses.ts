/** A result line's status (issue 18: DSQ added); plain, so the cabinet's table names them without zod. */
export const RESULT_STATUSES = ['finished', 'dnf', 'dns', 'dsq'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];
