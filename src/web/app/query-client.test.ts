import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http.js';
import { createQueryClient, shouldRetry } from './query-client.js';

describe('query client defaults (SPEC §9)', () => {
  it('does not refetch on focus, keeps data 5 minutes, backs off exponentially up to 30 s', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    const delay = queries?.retryDelay as (attempt: number, error: unknown) => number;
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => delay(n, null))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('retries 3 times, but not client errors or overload', () => {
    const serverError = new HttpError(500, 'Server Error', null);
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(0, new HttpError(404, 'Not Found', null))).toBe(false);
    expect(shouldRetry(0, new HttpError(503, 'Service Unavailable', null))).toBe(false);
  });
});

describe('a call that finally fails', () => {
  async function failWith(error: unknown, meta?: { quietErrors?: boolean }) {
    const reported: string[] = [];
    const client = createQueryClient((query) => reported.push(String(query.queryKey[0])));
    await client
      .fetchQuery({ queryKey: ['live-count'], queryFn: () => Promise.reject(error), retry: false, meta })
      .catch(() => undefined);
    return reported;
  }

  it('is reported to the user once it has no retries left', async () => {
    expect(await failWith(new HttpError(500, 'Server Error', null))).toEqual(['live-count']);
  });

  it('is not reported when the query handles its own failure, or under overload (its own notice)', async () => {
    expect(await failWith(new HttpError(500, 'Server Error', null), { quietErrors: true })).toEqual([]);
    expect(await failWith(new HttpError(503, 'Service Unavailable', null))).toEqual([]);
  });
});
