import { z } from 'zod';

/** GET /Register/ApiCardInfo (SPEC §7): the field names are the original PascalCase ones. */
export const draftSchema = z.object({
  EventName: z.string(),
  EventUrl: z.string(),
  /** `/{eventCode}/{raceCode}/register` */
  RegistrationUrl: z.string(),
});

export const cardInfoSchema = z.object({
  HasDraft: z.boolean(),
  Draft: draftSchema.nullable(),
});

export const clearCartResponseSchema = z.object({ success: z.boolean() });

export type Draft = z.infer<typeof draftSchema>;
export type CardInfo = z.infer<typeof cardInfoSchema>;
