import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver.js';

const schema = z.object({ email: z.string().trim().min(1, 'v:emailRequired') });
const options: ResolverOptions<{ email: string }> = {
  fields: {},
  names: ['email'],
  shouldUseNativeValidation: false,
  criteriaMode: 'firstError',
};

describe('lazyZodResolver', () => {
  it('loads the schema when the form first validates, once, and checks as zodResolver does', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(schema));
    const { resolver } = lazyZodResolver(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();

    await expect(resolver({ email: ' ' }, undefined, options)).resolves.toMatchObject({
      values: {},
      errors: { email: { message: 'v:emailRequired', type: 'too_small' } },
    });
    await expect(resolver({ email: ' a@b.ru ' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.ru' },
      errors: {},
    });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('warm starts the load ahead of the first validation, which then waits for it', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(schema));
    const { resolver, warm } = lazyZodResolver(loadSchema);
    warm();
    warm();
    expect(loadSchema).toHaveBeenCalledTimes(1);
    await expect(resolver({ email: '' }, undefined, options)).resolves.toMatchObject({
      errors: { email: { message: 'v:emailRequired' } },
    });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('a load that failed (a chunk that did not arrive) stops the form with an error, then is tried again', async () => {
    const loadSchema = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(schema);
    const { resolver } = lazyZodResolver(loadSchema);
    // the form is not sent: an error the form can show, and a toast (the toast library loads on demand)
    await expect(resolver({ email: '' }, undefined, options)).resolves.toEqual({
      values: {},
      errors: { root: { type: 'load', message: 'Произошла ошибка. Попробуйте позже.' } },
    });
    await expect(resolver({ email: '' }, undefined, options)).resolves.toMatchObject({
      errors: { email: { message: 'v:emailRequired' } },
    });
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
