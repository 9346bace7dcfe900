import type { FilterValues } from './filter-params.js';

/** The national running programme's events (`/nbd` shows them; its route reads them first). */
export const NATIONAL_EVENTS: FilterValues = { national: true };
