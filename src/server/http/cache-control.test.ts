import { describe, expect, it } from 'vitest';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';

const PERSONAL = [
  '/api/account/profile',
  '/api/account/orders',
  '/api/account/relatives',
  '/api/account/registrations',
  '/api/account/training',
  '/api/users/getCurrent',
  '/Register/ApiCardInfo',
];

describe('Cache-Control of API answers', () => {
  let anna: TestAccount;
  const ctx = useTestApp({
    seed: async (database) => {
      const tenantId = await tenantIdOf(database, 'default');
      anna = await createTestAccount(database, tenantId, { email: 'cache.anna@example.org' });
    },
  });

  it.each(PERSONAL)('%s, signed in, is private, no-store', async (url) => {
    const res = await ctx.app.inject({ url, headers: accountHeaders(anna.cookie) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toBe('');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('is private, no-store by default on every call and error, its own where a route sets one', async () => {
    const headers = accountHeaders(anna.cookie);
    for (const url of ['/api/events/list', '/api/no-such-call', '/Register/NoSuchCall']) {
      expect((await ctx.app.inject({ url, headers })).headers['cache-control'], url).toBe(
        'private, no-store',
      );
    }
    const visitor = await ctx.app.inject({ url: '/api/account/profile' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    const post = await ctx.app.inject({ method: 'POST', url: '/api/events/live-count', headers });
    expect(post.headers['cache-control']).toBe('private, no-store');
    // the sitemap is the same for every visitor of a host and says so itself
    const sitemap = await ctx.app.inject({ url: '/sitemap.xml', headers });
    expect(sitemap.headers['cache-control']).toBe('public, max-age=3600');
  });
});
