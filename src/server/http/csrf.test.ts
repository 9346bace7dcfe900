import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

const EN = { cookie: '_rr_culture=c=en|uic=en' };

describe('same-origin check of unsafe calls: scheme, host and port', () => {
  // inject comes from 127.0.0.1: trusted here, so X-Forwarded-Proto can make a request https
  const ctx = useTestApp({ config: { trustProxy: ['127.0.0.1'] } });

  const post = (origin: string, https = false) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/events/live-count',
      headers: { host: 'localhost:3000', origin, ...EN, ...(https ? { 'x-forwarded-proto': 'https' } : {}) },
    });

  it('rejects an https:// origin on an http request, and an http:// one on https', async () => {
    const onHttp = await post('https://localhost:3000');
    expect(onHttp.statusCode).toBe(403);
    expect(onHttp.json()).toEqual({
      error: { code: 'CSRF_REJECTED', message: 'A request from another site was rejected.' },
    });
    expect((await post('http://localhost:3000', true)).statusCode).toBe(403);
  });

  it('lets the exact own origin through on either scheme, default ports included', async () => {
    expect((await post('http://localhost:3000')).statusCode).toBe(200);
    expect((await post('https://localhost:3000', true)).statusCode).toBe(200);
    const onDefaultPort = await ctx.app.inject({
      method: 'POST',
      url: '/api/events/live-count',
      headers: { host: 'localhost', origin: 'http://localhost:80' },
    });
    expect(onDefaultPort.statusCode).toBe(200);
  });

  it('rejects another port or host', async () => {
    for (const origin of [
      'http://localhost:3001',
      'http://localhost',
      'http://evil.localhost:3000',
      'null',
    ]) {
      expect((await post(origin)).statusCode, origin).toBe(403);
    }
  });
});
