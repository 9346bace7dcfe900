import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

describe('Strict-Transport-Security', () => {
  // inject comes from 127.0.0.1: trusted here, so X-Forwarded-Proto: https stands for an https request
  const ctx = useTestApp({ config: { trustProxy: ['127.0.0.1'] } });

  it('is sent on https answers only', async () => {
    for (const url of ['/api/users/getCurrent', '/api/no-such-call', '/healthz']) {
      const plain = await ctx.app.inject({ url, headers: { host: 'localhost' } });
      expect(plain.headers['strict-transport-security'], url).toBeUndefined();
      const secure = await ctx.app.inject({
        url,
        headers: { host: 'localhost', 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('is not sent when an untrusted client claims https', async () => {
    const res = await ctx.app.inject({
      url: '/api/users/getCurrent',
      remoteAddress: '10.5.0.1',
      headers: { host: 'localhost', 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
