import type { FieldErrors, FieldValues, Resolver, ResolverError } from 'react-hook-form';
import type { z } from 'zod';
import { i18n } from '../i18n/i18n.js';
import { loadOnce } from './load-once.js';
import { notify } from './notify.js';

/*
 * A form's validation on demand (issue 13, ADR 006): the shared zod schema and zod's resolver are not
 * needed to show a form, only to check it, so they load the first time the form validates, or before
 * that when the user first focuses one of its fields (`warm`). The rules, their messages and the form's
 * validation modes are those of `zodResolver(schema)`, which this resolver hands every call to.
 */

export interface LazyZodResolver<TInput extends FieldValues, TOutput> {
  /** The form's `resolver`: waits for the schema the first time, then checks with it. */
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Starts loading the schema and zod's resolver (the form's `onFocus`); calling it again costs nothing. */
  warm: () => void;
}

/**
 * A react-hook-form resolver for the schema `loadSchema` imports, e.g. `() =>
 * import('…/schemas/auth.js').then((m) => m.signInRequestSchema)`. Made once per form, at module level.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  loadSchema: () => Promise<z.ZodType<TOutput, TInput>>,
): LazyZodResolver<TInput, TOutput> {
  const load = loadOnce(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    return zodResolver(schema) as Resolver<TInput, unknown, TOutput>;
  });
  return {
    resolver: async (values, context, options) => {
      const check = await load().catch(() => null);
      if (check) return check(values, context, options);
      // the rules did not arrive (offline, a new deployment): the form is not sent, the visitor is told,
      // and what they typed stays; the next validation tries again
      const message = i18n.t('errors.tryLater');
      notify({ type: 'error', title: message });
      const failed: ResolverError<TInput> = {
        values: {},
        errors: { root: { type: 'load', message } } as FieldErrors<TInput>,
      };
      return failed;
    },
    warm: () => {
      load().catch(() => {
        // tried again when the form validates
      });
    },
  };
}
