import { z } from 'zod';
import { passwordSchema } from '../../../shared/schemas/auth.js';
import { v } from '../../../shared/validation-messages.js';

/**
 * The new password twice; the form-level rule puts "do not match" under the second one. Loaded when the
 * reset form first validates (lazyZodResolver), like the shared schemas of the other forms.
 */
export const newPasswordSchema = z
  .object({ password: passwordSchema, repeat: z.string() })
  .refine((values) => values.password === values.repeat, { ...v('passwordsDiffer'), path: ['repeat'] });

export type NewPassword = z.infer<typeof newPasswordSchema>;
