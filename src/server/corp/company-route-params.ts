import { z } from 'zod';
import { rowIdSchema } from '../../shared/schemas/row-id.js';

/** The params of a route under `/api/corp/companies/:companyId`: an id a column can hold (else 400). */
export const companyParams = z.object({ companyId: rowIdSchema });
