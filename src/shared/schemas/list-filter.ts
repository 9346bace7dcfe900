import { z } from 'zod';
import { EVENTS_LOADER_TYPES, LANGUAGES } from '../constants.js';

export const listFilterQuerySchema = z.object({
  language: z.enum(LANGUAGES),
  eventsLoaderType: z.enum(EVENTS_LOADER_TYPES).optional(),
});

export const filterOptionSchema = z.object({ id: z.string(), name: z.string() });

/** The vocabulary the events list filters offer, named in the requested language. */
export const listFilterSchema = z.object({
  language: z.enum(LANGUAGES),
  eventsLoaderType: z.enum(EVENTS_LOADER_TYPES),
  sportTypes: z.array(filterOptionSchema),
  activityTypes: z.array(filterOptionSchema),
  cities: z.array(filterOptionSchema),
  clubs: z.array(filterOptionSchema),
  places: z.array(filterOptionSchema),
  ageGroups: z.array(filterOptionSchema),
  series: z.array(filterOptionSchema),
  starRatings: z.array(z.number().int()),
});

export type ListFilterQuery = z.infer<typeof listFilterQuerySchema>;
export type ListFilter = z.infer<typeof listFilterSchema>;
