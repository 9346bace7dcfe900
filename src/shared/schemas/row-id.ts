import { z } from 'zod';

/** The largest id a row can have: ids are PostgreSQL `integer` (32-bit) columns. */
export const ROW_ID_MAX = 2_147_483_647;

/** An id from a path or query: a positive integer a column can hold (a larger one finds nothing, never a 500). */
export const rowIdSchema = z.coerce.number().int().min(1).max(ROW_ID_MAX);
