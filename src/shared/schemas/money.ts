import { z } from 'zod';

/** Money in integer minor units (kopecks) with its currency (DESIGN §5). Never floats. */
export const moneySchema = z.object({ amount: z.number().int(), currency: z.string().length(3) });
export type Money = z.infer<typeof moneySchema>;
