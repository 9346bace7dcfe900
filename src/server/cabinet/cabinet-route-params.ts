import { z } from 'zod';
import { rowIdSchema } from '../../shared/schemas/row-id.js';

/** An event's code in a cabinet path (`/api/cabinet/events/:code/…`): unknown codes are a 404, not a 400. */
export const eventCodeParam = z.string().min(1).max(100);

/** The params of a route under `/api/cabinet/events/:code`. */
export const eventParams = z.object({ code: eventCodeParam });

/** The params of a route under `/api/cabinet/events/:code/races/:race`. */
export const raceParams = eventParams.extend({ race: eventCodeParam });

/** The params of a route under `/api/cabinet/organizers/:id`. */
export const organizerParams = z.object({ id: rowIdSchema });
