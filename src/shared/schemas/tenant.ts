import { z } from 'zod';
import { supportHoursSchema } from './contacts.js';

export const featureFlagSchema = z.object({ id: z.string(), enabled: z.boolean() });

export const currentTenantSchema = z.object({
  /** The organizer id: `rr` for the default tenant, the tenant code for the others. */
  organizedId: z.string(),
  code: z.string(),
  name: z.string(),
  supportEmail: z.string(),
  featureFlags: z.array(featureFlagSchema),
  links: z.object({ loginUrl: z.string().nullable() }),
  /** Support hours, Monday to Friday, HH:MM in `timeZone` (SPEC §9; values from configuration). */
  supportHours: supportHoursSchema,
  /** Yandex Metrica counter id, when the tenant has one configured. */
  analyticsCounterId: z.number().int().nullable(),
});

export const currentTenantResponseSchema = z.object({
  data: currentTenantSchema.nullable(),
  error: z.string().nullable(),
});

export type FeatureFlag = z.infer<typeof featureFlagSchema>;
export type CurrentTenant = z.infer<typeof currentTenantSchema>;
export type CurrentTenantResponse = z.infer<typeof currentTenantResponseSchema>;
